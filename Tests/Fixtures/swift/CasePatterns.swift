import UIKit

// A block opened after a pattern condition (`if case`, `guard case`, `for case`, a `case` in a
// condition list) is the statement's block, not a closure: what runs in it runs now.
enum Mode { case settings, browsing }

final class ModeViewController: UIViewController {
    var mode: Mode = .settings
    var modes: [Mode?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if case .settings = mode {
            navigationController?.navigationBar.isTranslucent = false // expect: container_access_in_view_did_load
        }
        if let first = modes.first, case .browsing? = first {
            tabBarController?.tabBar.isHidden = true // expect: container_access_in_view_did_load
        }
        for case let m? in modes where m == .settings {
            splitViewController?.preferredDisplayMode = .oneBesideSecondary // expect: container_access_in_view_did_load
        }
        switch mode {
        case .settings:
            modes.forEach { _ in self.navigationController?.popViewController(animated: false) }
        case .browsing:
            break
        }
    }
}
