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
        header.frame = CGRect(x: 0, y: top, width: 320, height: 44)
        view.addSubview(header)
        header.frame.size.width = view.bounds.width // expect: geometry_in_view_did_load
    }
}
