import UIKit

// add_subview_without_add_child on objects named like controllers: a class of the project's own deriving
// from NSObject is no child controller (quiet); a library's controller no file declares still is one
// (reported).
final class ReturnToSourceController: NSObject {
    let view = UIView()
}

/// A protocol of the project's own with a view, adopted by a plain class wrapping a web view.
protocol WebContentController {
    var view: UIView { get }
}

final class TrailerViewController: UIViewController {
    private let returnBar: ReturnToSourceController = ReturnToSourceController()
    private var webContent: WebContentController?
    private let panel: SlidingPanelController = SlidingPanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(returnBar.view)
        if let webContent { view.addSubview(webContent.view) }
        view.addSubview(panel.view) // expect: add_subview_without_add_child
    }
}
