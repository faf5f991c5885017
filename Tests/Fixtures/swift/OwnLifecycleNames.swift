import UIKit

// direct_lifecycle_call: an app's own methods named like callbacks, called with other argument labels
// (other names, or as many labels as the callback's with other words), are no callbacks; the callbacks
// themselves, called by hand, are.
final class ReaderViewController: UIViewController {
    func viewWillAppear(animated: Bool, reloading: Bool) {}
    func viewDidLoad(with model: String) {}
    func viewWillTransition(from size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    func refresh(size: CGSize, coordinator: UIViewControllerTransitionCoordinator) {
        viewWillAppear(animated: true, reloading: false)
        viewDidLoad(with: "model")
        viewWillTransition(from: size, with: coordinator)
        viewWillAppear(true) // expect: direct_lifecycle_call
        viewWillTransition(to: size, with: coordinator) // expect: direct_lifecycle_call
    }
}
