import UIKit

// One helper registers or removes by its argument, called from two lifecycle methods: which branch
// runs where is the argument's business, so `unbalanced_observer` does not judge it.
final class ComposerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observeKeyboard(true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observeKeyboard(false)
    }

    private func observeKeyboard(_ on: Bool) {
        if on {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        } else {
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
    }

    @objc private func keyboardWillShow(_ note: Notification) {}
}
