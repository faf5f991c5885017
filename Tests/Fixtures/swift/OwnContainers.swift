import UIKit

// container_access_in_view_did_load: a container property the class declares itself is its own answer,
// not UIKit's walk up the hierarchy; a nil test of what the container holds, through optional chaining,
// is a test like one of the container itself (the code it guards still counts).
final class PauseViewController: UIViewController {
    private var embedded: UINavigationController?

    override var navigationController: UINavigationController? { embedded }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        embedded = segue.destination as? UINavigationController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.topViewController?.title = "Paused"
        tabBarController?.tabBar.isHidden = true // expect: container_access_in_view_did_load
    }
}

final class ThemedListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if navigationController?.navigationBar != nil {
            title = "Items"
        }
        guard tabBarController?.tabBar != nil else { return }
        navigationController!.navigationBar.isTranslucent = false // expect: container_access_in_view_did_load
    }
}
