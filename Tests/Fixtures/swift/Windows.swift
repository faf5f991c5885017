import UIKit

// add_subview_without_add_child, quiet: a controller made a window's root controller is the window's,
// which sends its appearance; its view added to the window is not a missing addChild. Reported: the same
// view added without making it the root.
final class ViewerListViewController: UIViewController {
    func openViewer(_ viewerController: UIViewController) {
        guard let window = view.window else { return }
        window.rootViewController = viewerController
        window.addSubview(viewerController.view)
    }

    func peekViewer(_ viewerController: UIViewController) {
        view.addSubview(viewerController.view) // expect: add_subview_without_add_child
    }
}

// geometry_in_view_did_load, quiet: a helper that returns while the view is in no window (a view that
// just loaded is in none) reads nothing from viewDidLoad. Reported: the same read without the guard.
final class PadSkinViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshSkin()
        chooseAxis() // expect: geometry_in_view_did_load
    }

    func refreshSkin() {
        guard let window = view.window else { return }
        let horizontal = view.bounds.width > view.bounds.height
        print(window, horizontal)
    }

    func chooseAxis() {
        let horizontal = view.bounds.width > view.bounds.height
        print(horizontal)
    }
}

// geometry_in_view_did_load, quiet: a view whose autoresizing mask is set where it is made (a lazy
// property's initializer) follows every later resize once framed from the view's bounds. Reported: one
// made without a mask.
final class DrawerPanelViewController: UIViewController {
    private lazy var content: UIView = {
        let panel = UIView()
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return panel
    }()
    private let shade = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.frame = view.bounds
        view.addSubview(content)
        shade.frame = view.bounds // expect: geometry_in_view_did_load
        view.addSubview(shade)
    }
}
