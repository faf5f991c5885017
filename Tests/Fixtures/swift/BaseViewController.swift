import UIKit

/// Declared here, subclassed in other files: the type index must carry it across.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
