import UIKit

// missing_super_call: an override that hands its work to a helper of its class which calls super for it
// calls super; one whose helper does not still misses it.
final class EntryViewController: UITableViewController {
    override func setEditing(_ editing: Bool, animated: Bool) {
        setEditing(editing, animated: animated, canceled: false)
    }

    private func setEditing(_ editing: Bool, animated: Bool, canceled: Bool) {
        super.setEditing(editing, animated: animated)
        if !editing && !canceled { tableView.reloadData() }
    }

    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    private func refresh() { tableView.reloadData() }
}
