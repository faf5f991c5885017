import UIKit

extension Themed {
    func applyTheme() {
        if view != nil { // expect: view_nil_check
            view.tintColor = accent
        }
    }
}

extension Resettable {
    func reset() {
        if backgroundView != nil { backgroundView = nil }
    }
}

protocol Embedding {}

extension Embedding where Self: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child) // expect: add_child_without_did_move
        view.addSubview(child.view)
    }
}
