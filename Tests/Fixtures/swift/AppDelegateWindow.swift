import UIKit

// add_subview_without_add_child: a controller's view added to a window from the app delegate, the
// controller neither the window's root nor anyone's child. Quiet: a controller made the root first,
// and the root's own view put back in its window after a transition.
final class JournalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let offlineBanner = OfflineBannerViewController()
    private let home = JournalHomeViewController()

    func showOffline() {
        window?.addSubview(offlineBanner.view) // expect: add_subview_without_add_child
    }

    func showHome() {
        window?.rootViewController = home
        window?.addSubview(home.view)
    }

    func restoreAfterTransition() {
        if let window, let root = window.rootViewController {
            window.addSubview(root.view)
        }
    }
}

final class OfflineBannerViewController: UIViewController {}
final class JournalHomeViewController: UIViewController {}
