import UIKit

// Swift 2 spellings: appearance overrides whose first parameter has no `_`, and the containment
// callbacks' old names. Read as the methods they override.
class NicknameViewController: UIViewController {
    private let badges = BadgePickerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChildViewController(badges)
        view.addSubview(badges.view)
        badges.didMoveToParentViewController(self)
    }

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardShown:", name: UIKeyboardWillShowNotification, object: nil) // expect: unbalanced_observer
    }

    override func viewDidDisappear(animated: Bool) { // expect: super_call_mismatch
        super.viewDidAppear(animated)
        NSNotificationCenter.defaultCenter().removeObserver(self, name: UIKeyboardWillShowNotification, object: nil)
    }

    func keyboardShown(note: NSNotification) {}

    override func viewDidAppear(animated: Bool) { // expect: missing_super_call
        print(animated)
    }

    func dismissBadges() {
        badges.willMoveToParentViewController(nil)
        badges.view.removeFromSuperview()
        badges.removeFromParentViewController()
    }
}

class BadgePickerViewController: UIViewController {
    override func didMoveToParentViewController(parent: UIViewController?) {
        super.didMoveToParentViewController(parent)
    }
}
