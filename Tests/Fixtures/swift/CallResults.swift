import UIKit

// direct_lifecycle_call: a callback sent to what a call returns, a call named like a controller
// (`swipe.currentViewController()`), is sent to a controller: UIKit sends it too.
final class SwipeNavigationController: UINavigationController {
    func currentViewController() -> UIViewController? { topViewController }
    func currentTitle() -> String { title ?? "" }
}

final class PagesViewController: UIPageViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let swipe = parent as? SwipeNavigationController
        swipe?.currentViewController()?.viewDidAppear(animated) // expect: direct_lifecycle_call
        print(swipe?.currentTitle() ?? "")
    }
}
