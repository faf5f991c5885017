import UIKit

// add_subview_without_add_child: a property that only reads a field is that field under another name:
// the field added as a child makes the property's view a child's view.
final class PanelsViewController: UIViewController {
    private var _leftPanel: UIViewController?
    private var _rightPanel: UIViewController?
    private let leftContainer = UIView()

    var leftPanel: UIViewController? {
        get { _leftPanel }
        set {
            _leftPanel?.willMove(toParent: nil)
            _leftPanel?.view.removeFromSuperview()
            _leftPanel?.removeFromParent()
            _leftPanel = newValue
            guard _leftPanel != nil else { return }
            addChild(_leftPanel!)
            _leftPanel!.didMove(toParent: self)
        }
    }

    var rightPanel: UIViewController? { _rightPanel }

    func showPanels() {
        leftContainer.addSubview(leftPanel!.view)
        leftContainer.addSubview(rightPanel!.view) // expect: add_subview_without_add_child
    }
}
