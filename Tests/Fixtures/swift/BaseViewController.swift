import UIKit

/// Declared here, subclassed in other files: the type index must carry it across.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16) // subclasses skip this without super
    }
}

/// No layout of its own: a subclass may skip `super` in the layout passes (UIViewController's do nothing).
class PlainViewController: UIViewController {}

final class BadgeViewController: PlainViewController {
    override func viewDidLayoutSubviews() {
        badge.frame = view.bounds.insetBy(dx: 8, dy: 8)
    }
}
