import UIKit

// container_access_in_view_did_load, quiet: the container tested for nil in a condition (the code it
// guards is what gets reported). Reported: a comparison kept as a value, which decides for good while
// the controller may not be in its container yet.
final class NoteInfoViewController: UIViewController {
    private let dragBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        dragBar.isHidden = navigationController != nil // expect: container_access_in_view_did_load
        guard navigationController != nil else { return }
        title = "Info"
    }
}
