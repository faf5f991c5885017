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

extension Loading where Self: UIViewController {
    func refresh() {
        if view != nil { print("loaded") } // expect: view_nil_check
    }
}

// A presenter adopting the same protocol is no controller: its `view` is its own.
final class FeedPresenter: Loading {
    weak var view: FeedView?
    func update() {
        if view != nil { print("shown") }
    }
}
