import UIKit

// remove_child_incomplete: a child handed to a method of the class that takes its view out (also in a
// closure it returns for later) has its view removed; one handed to a method that does not still misses it.
final class RevealViewController: UIViewController {
    private func undeploy(_ controller: UIViewController) -> () -> Void {
        return { controller.view.removeFromSuperview() }
    }

    private func takeOut(_ controller: UIViewController) {
        controller.view.removeFromSuperview()
    }

    private func log(_ controller: UIViewController) {
        print(controller)
    }

    func swap(from old: UIViewController, to new: UIViewController) {
        old.willMove(toParent: nil)
        let finish = undeploy(old)
        finish()
        old.removeFromParent()
        addChild(new)
        view.addSubview(new.view)
        new.didMove(toParent: self)
    }

    func drop(_ child: UIViewController) {
        child.willMove(toParent: nil)
        takeOut(child)
        child.removeFromParent()
    }

    func forget(_ child: UIViewController) {
        child.willMove(toParent: nil)
        log(child)
        child.removeFromParent() // expect: remove_child_incomplete
    }
}
