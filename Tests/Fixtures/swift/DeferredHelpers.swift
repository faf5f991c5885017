import UIKit

// A helper that registers, called from `viewWillAppear` only: it runs on every appearance, and the
// observer is never removed.
final class DeferredInboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startObserving() // expect: unbalanced_observer
    }

    private func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .deferredInboxChanged, object: nil)
    }

    @objc private func refresh() {}
}

// The same helper also called from a closure (a completion handler): that call runs at a moment lifelint
// cannot place, so when the helper runs is not known, and nothing is reported.
final class DeferredOutboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startObserving()
    }

    func reloadLater() {
        DispatchQueue.main.async {
            self.startObserving()
        }
    }

    private func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .deferredOutboxChanged, object: nil)
    }

    @objc private func refresh() {}
}

extension Notification.Name {
    static let deferredInboxChanged = Notification.Name("DeferredInboxChanged")
    static let deferredOutboxChanged = Notification.Name("DeferredOutboxChanged")
}
