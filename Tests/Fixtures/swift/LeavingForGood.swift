import UIKit

// Observers removed in viewDidDisappear only when the controller is leaving for good (popped or
// dismissed): that is teardown, balanced with a registration made once.
final class LeavingInlineController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

final class LeavingEarlyExitController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isMovingFromParent else { return }
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {}
}

final class LeavingPropertyController: UIViewController {
    private var isLeaving: Bool { isMovingFromParent || isBeingDismissed }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isLeaving {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

// Still reported: a test of something else, and the leaving test in viewWillDisappear (a cancelled
// interactive pop sends viewWillDisappear with isMovingFromParent set, then shows the screen again).
final class HiddenOnlyController: UIViewController {
    var isEditingNow = false

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil) // expect: unbalanced_observer
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !isEditingNow {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

final class WillLeaveController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil) // expect: unbalanced_observer
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

// The removal in a helper that viewDidDisappear calls only when the controller leaves for good.
final class LeavingHelperController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed {
            stopObserving()
        }
    }

    private func stopObserving() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {}
}

// The test is a property of a base class in another file.
final class LeavingBasePropertyController: LeavingBaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isClosing {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

final class EditingBasePropertyController: LeavingBaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .leavingRefresh, object: nil) // expect: unbalanced_observer
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !isEditingText {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @objc private func refresh() {}
}

extension Notification.Name {
    static let leavingRefresh = Notification.Name("leavingRefresh")
}
