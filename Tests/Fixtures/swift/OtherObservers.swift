import UIKit

// An observer object other than the controller: registered on every appearance and removed by passing
// the same object back on every hide is balanced; removing only `self` leaves it registered.
final class FilterListController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(tableView!, selector: #selector(UITableView.reloadData), name: .filtersChanged, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(tableView!, name: .filtersChanged, object: nil)
    }
}

final class SelfOnlyRemovalController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(tableView!, selector: #selector(UITableView.reloadData), name: .filtersChanged, object: nil) // expect: unbalanced_observer
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }
}

extension Notification.Name {
    static let filtersChanged = Notification.Name("filtersChanged")
}
