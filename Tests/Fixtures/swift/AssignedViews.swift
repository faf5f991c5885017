import UIKit

// view_access_in_init: an initializer (or a helper it calls) that sets the view first loads nothing:
// what follows uses the view it set. Reading it before setting it still loads it.
final class CanvasViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        build()
    }
    required init?(coder: NSCoder) { fatalError("no storyboard") }
    private func build() {
        view = UIView()
        view.backgroundColor = .white
    }
}

final class RosterViewController: UITableViewController {
    init() {
        super.init(style: .plain)
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.rowHeight = 44
    }
    required init?(coder: NSCoder) { fatalError("no storyboard") }
}

final class LedgerViewController: UITableViewController {
    init() {
        super.init(style: .plain)
        tableView.rowHeight = 44 // expect: view_access_in_init
        tableView = UITableView()
    }
    required init?(coder: NSCoder) { fatalError("no storyboard") }
}
