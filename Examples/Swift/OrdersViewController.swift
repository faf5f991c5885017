import UIKit

/// A correct controller: lifelint stays quiet here.
final class OrdersViewController: UITableViewController {
    private var orders: [String] = []

    var highlightedOrder: String? {
        didSet {
            guard isViewLoaded else { return }
            tableView.reloadData()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func updateViewConstraints() {
        tableView.contentInset.top = 8
        super.updateViewConstraints()
    }
}
