import UIKit

// add_subview_without_add_child on objects named like controllers: a class of the project's own deriving
// from NSObject is no child controller (quiet); a library's controller no file declares still is one
// (reported).
final class ReturnToSourceController: NSObject {
    let view = UIView()
}

final class TrailerViewController: UIViewController {
    private let returnBar: ReturnToSourceController = ReturnToSourceController()
    private let panel: SlidingPanelController = SlidingPanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(returnBar.view)
        view.addSubview(panel.view) // expect: add_subview_without_add_child
    }
}
