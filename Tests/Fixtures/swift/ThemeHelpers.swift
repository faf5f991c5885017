import UIKit

// container_access_in_view_did_load through helpers: a use in a helper that viewWillAppear also runs is
// redone once the controller is in its container, whether viewDidLoad reaches it directly or through
// another helper. Reported: a helper only viewDidLoad runs.
final class ThemedListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        themeChanged()
        applyTheme()
        setUpToolbar() // expect: container_access_in_view_did_load
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyTheme()
    }

    func themeChanged() {
        applyTheme()
    }

    func applyTheme() {
        navigationController?.navigationBar.barStyle = .black
    }

    func setUpToolbar() {
        navigationController?.setToolbarHidden(false, animated: false)
    }
}
