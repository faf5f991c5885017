import UIKit

// A lifecycle callback called on a local bound to the controller itself is called on self.
final class AliasFeedController: UIViewController {
    func reload() {
        DispatchQueue.main.async { [weak self] in
            guard let strong = self else { return }
            strong.viewDidLayoutSubviews() // expect: direct_lifecycle_call
        }
    }

    func refresh(other: UIViewController?) {
        guard let shown = other else { return }
        shown.title = "Feed"
    }
}
