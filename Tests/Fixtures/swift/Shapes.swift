import AVKit
import MapKit
import SafariServices
import UIKit

// Layout decided in viewDidLoad from sizes that are not final yet: the view's width, a control
// centred on it, a toolbar outlet's height.
final class ShapeGalleryViewController: UIViewController {
    @IBOutlet private var toolbar: UIToolbar!
    private let shareButton = UIButton()
    private var columns = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        if view.bounds.width > 600 { columns = 3 } // expect: geometry_in_view_did_load
        shareButton.center = CGPoint(x: view.bounds.width / 2, y: 80) // expect: geometry_in_view_did_load
        additionalSafeAreaInsets.bottom = toolbar.frame.height // expect: geometry_in_view_did_load
    }

    // A bar's height read in loadView: the container is not there yet, nor the final size.
    override func loadView() {
        super.loadView()
        let inset = navigationController?.navigationBar.frame.height ?? 0 // expect: container_access_in_view_did_load, geometry_in_view_did_load
        additionalSafeAreaInsets.top = inset
    }
}

// Removals: every child at once in a forEach, and didMove(toParent: nil) where willMove belongs.
final class ShapeTabsViewController: UIViewController {
    func clearTabs() {
        children.forEach { $0.view.removeFromSuperview(); $0.removeFromParent() } // expect: remove_child_incomplete
    }

    func close(_ panel: UIViewController) {
        panel.view.removeFromSuperview()
        panel.didMove(toParent: nil)
        panel.removeFromParent() // expect: remove_child_incomplete
    }

    // Taken out and put back: a reorder, not a removal.
    func bringToFront(_ panel: UIViewController) {
        panel.view.removeFromSuperview()
        view.addSubview(panel.view)
    }
}

// UIKit's own controllers are controllers: their views load like any other.
final class ShapePlayerHostViewController: UIViewController {
    func play(_ url: URL) {
        let player = AVPlayerViewController()
        player.player = AVPlayer(url: url)
        view.addSubview(player.view) // expect: add_subview_without_add_child
    }

    func preview(_ url: URL) {
        let safari = SFSafariViewController(url: url)
        if safari.view != nil { present(safari, animated: true) } // expect: view_nil_check
    }

    func refresh() {
        if `view` != nil { view.setNeedsLayout() } // expect: view_nil_check
    }
}

// KVO on another object, once in viewDidLoad, removed on every hide.
final class ShapeMapViewController: UIViewController {
    let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.addObserver(self, forKeyPath: "region", options: .new, context: nil) // expect: unbalanced_observer
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        mapView.removeObserver(self, forKeyPath: "region")
    }
}

// The center under a local name, registered and removed in a balanced pair.
final class ShapeComposerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let center = NotificationCenter.default
        center.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow() {}
}

// A table view read through the root view: reading it loads the view, so the setter is safe.
final class ShapeListViewController: UIViewController {
    private lazy var tableView = self.view as? UITableView
    var rows: [String] = [] {
        didSet { tableView?.reloadData() }
    }
}

final class ShapeListCoordinator {
    func start(on navigation: UINavigationController) {
        let list = ShapeListViewController()
        list.rows = ["Inbox", "Archive"]
        navigation.pushViewController(list, animated: true)
    }
}
