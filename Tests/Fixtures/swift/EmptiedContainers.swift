import UIKit

// repeated_setup_in_appear: a container emptied first in the same call keeps nothing from the last
// appearance, whichever way its name is written (`self.pages` emptied, `pages` filled).
final class PagesViewController: UIViewController {
    private let pages = UIScrollView()
    private let strip = UIStackView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.pages.subviews.forEach { $0.removeFromSuperview() }
        pages.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        strip.addSubview(UIView()) // expect: repeated_setup_in_appear
    }
}
