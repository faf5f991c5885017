import UIKit

// container_access_in_view_did_load, quiet: the container tested for nil in a condition (the code it
// guards is what gets reported). Reported: a comparison kept as a value, which decides for good while
// the controller may not be in its container yet.
final class NoteInfoViewController: UIViewController {
    private let dragBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        dragBar.isHidden = navigationController != nil // expect: container_access_in_view_did_load
        guard navigationController != nil else { return }
        title = "Info"
    }
}

// remove_child_incomplete, quiet: a child kept while its view is hidden here and shown again by
// another method. Reported: a view taken out that no method puts back.
final class DrawerContainerViewController: UIViewController {
    private let menu = UIViewController()
    private let detail = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(menu)
        menu.didMove(toParent: self)
        addChild(detail)
        view.addSubview(detail.view)
        detail.didMove(toParent: self)
    }

    func openMenu() {
        view.addSubview(menu.view)
    }

    func closeMenu() {
        menu.view.removeFromSuperview()
    }

    func dropDetail() {
        detail.view.removeFromSuperview() // expect: remove_child_incomplete
    }
}

// remove_child_incomplete: the old child's view taken out and the name given the next child (a swap,
// not a reorder): the old child is never removed from its parent.
final class PagerViewController: UIViewController {
    private var current = UIViewController()

    func show(_ next: UIViewController) {
        current.view.removeFromSuperview() // expect: remove_child_incomplete
        current = next
        addChild(current)
        view.addSubview(current.view)
        current.didMove(toParent: self)
    }
}
