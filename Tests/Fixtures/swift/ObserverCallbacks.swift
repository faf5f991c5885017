import UIKit

// unbalanced_observer through helpers: a helper that registers, called by `viewDidAppear` inside a
// completion handler (it runs at a moment lifelint cannot place, as a registration written there does),
// is not judged; the same helper called directly is reported where it is called.
final class CallScreenViewController: UIViewController {
    private var routeToken: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        requestMicrophone { _ in
            DispatchQueue.main.async { self.startCall() }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopCall()
    }

    private func requestMicrophone(_ done: @escaping (Bool) -> Void) { done(true) }

    private func startCall() {
        routeToken = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
    }

    private func stopCall() {
        if let routeToken { NotificationCenter.default.removeObserver(routeToken) }
    }
}

final class RecorderViewController: UIViewController {
    private var routeToken: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startRecording() // expect: unbalanced_observer
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopRecording()
    }

    private func startRecording() {
        routeToken = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
    }

    private func stopRecording() {
        if let routeToken { NotificationCenter.default.removeObserver(routeToken) }
    }
}
