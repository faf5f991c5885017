import UIKit

// A loadView that wraps the table super built keeps it: the call builds no view to throw away.
final class WrappedTableController: UITableViewController {
    override func loadView() {
        super.loadView()
        let table = tableView!
        let container = UIView(frame: table.frame)
        container.addSubview(table)
        view = container
    }
}

final class ReplacedTableController: UITableViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view = UIView()
    }
}

// A local named like the view is not the view super built.
final class LocalViewScreenController: UIViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        let view = UIView()
        view.backgroundColor = .black
        self.view = view
    }
}
