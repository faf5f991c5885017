import UIKit

// Views reached from the application object are in its windows, on screen and sized already.
extension UIApplication {
    var bannerHostView: UIView? { keyWindow?.viewWithTag(7) }
}

final class ApplicationHeaderController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let top = UIApplication.shared.bannerHostView?.frame.height ?? 20
        // A method's result named as a window is the window (its call's parentheses are not its name).
        let side = hostWindow()?.bounds.width ?? 320
        header.frame = CGRect(x: 0, y: top, width: side, height: 44)
        view.addSubview(header)
        header.frame.size.width = view.bounds.width // expect: geometry_in_view_did_load
    }

    private func hostWindow() -> UIWindow? { view.window ?? UIApplication.shared.windows.first }
}
