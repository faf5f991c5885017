import UIKit

// add_child_without_did_move: a child added under the name it was bound to from a property, and told
// `didMove` through the property, is complete. Reported: a bound child never told.
final class OverlayHostViewController: UIViewController {
    lazy var overlay: UIViewController? = UIViewController()
    lazy var banner: UIViewController? = UIViewController()

    func attachOverlay() {
        if let shown = overlay {
            addChild(shown)
        }
        if let overlayView = overlay?.view { view.addSubview(overlayView) }
        overlay?.didMove(toParent: self)
    }

    func attachBanner() {
        guard let shown = banner else { return }
        addChild(shown) // expect: add_child_without_did_move
        view.addSubview(shown.view)
    }
}
