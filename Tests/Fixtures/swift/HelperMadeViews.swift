import UIKit

// geometry_in_view_did_load: a view a helper of the class made before the read (called earlier from
// `viewDidLoad`) has the frame that helper gave it; reading it back, in the method or in a later helper,
// is no new mistake. A view made after the read, or never, is still read before layout.
final class LicenseViewController: UIViewController {
    private var banner: UIView!
    private var body: UITextView!
    private var footer: UIView!
    private var hint: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        loadBanner()
        body = UITextView(frame: CGRect(x: 5, y: banner.frame.maxY + 5, width: 300, height: 200))
        view.addSubview(body)
        makeHint()
        let spacer = UIView(frame: CGRect(x: 0, y: footer.frame.minY, width: 10, height: 10)) // expect: geometry_in_view_did_load
        view.addSubview(spacer)
        loadFooter()
    }

    private func loadBanner() {
        banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        view.addSubview(banner)
    }

    private func makeHint() {
        hint = UILabel(frame: CGRect(x: 40, y: body.frame.maxY + 10, width: 240, height: 30))
        view.addSubview(hint)
    }

    private func loadFooter() {
        footer = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 44))
        view.addSubview(footer)
    }
}
