import UIKit

// super_call_mismatch: an override calling its own method on `super` twice runs the superclasses' work
// twice (reported at the second call); calls in the two branches of one `if`, or with a `return`
// between them, run once.
final class LedgerViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        super.viewDidLoad() // expect: super_call_mismatch
    }

    override func viewWillAppear(_ animated: Bool) {
        if animated {
            super.viewWillAppear(true)
        } else {
            super.viewWillAppear(false)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        guard tableView.window != nil else {
            super.viewDidAppear(animated)
            return
        }
        super.viewDidAppear(animated)
    }
}
