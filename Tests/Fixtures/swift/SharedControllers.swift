import UIKit

// outlet_access_before_load: a controller read from a shared object (`Shell.current.menu`, or a
// property of what a call returns) is one on screen, not one just made. A `lazy` outlet with an initializer is made on first use, never nil.
final class MenuViewController: UIViewController {
    @IBOutlet var panel: UIView!
    static func make() -> MenuViewController { MenuViewController(nibName: "Menu", bundle: nil) }
}

final class ShellViewController: UIViewController {
    static let current = ShellViewController()
    static func shared() -> ShellViewController { current }
    var menu: UIViewController!
}

class ListScreenController: UIViewController {
    @IBOutlet private(set) lazy var tableView: UITableView! = view as? UITableView
    override func loadView() { view = UITableView(frame: .zero, style: .grouped) }
}

final class StatusBarController: UIViewController {
    @objc func toggleMenu() {
        let menu = ShellViewController.current.menu as? MenuViewController
        menu?.panel.isHidden.toggle()
        let other = ShellViewController.shared().menu as! MenuViewController
        other.panel.isHidden.toggle()
        let fresh = MenuViewController()
        fresh.panel.isHidden = true // expect: outlet_access_before_load
        let list = ListScreenController()
        list.tableView.rowHeight = 44
        present(fresh, animated: true)
        navigationController?.pushViewController(list, animated: true)
    }
}
