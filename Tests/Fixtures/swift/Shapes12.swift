import MediaPlayer
import UIKit

// view_nil_check, quiet: `else if let` on viewIfLoaded, a fallback on an optional-chained parent's view,
// MPMoviePlayerController's `view` (not a controller) and a backticked `view` whose window is tested.
final class TripMapViewController: UIViewController {
    private let moviePlayer = MPMoviePlayerController()

    func refresh(animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.2) { self.title = "Map" }
        } else if let root = viewIfLoaded {
            root.setNeedsLayout()
        }
    }

    func backdrop() -> UIView {
        parent?.view ?? UIView()
    }

    func showTrailer() {
        if moviePlayer.view != nil { moviePlayer.play() }
        guard let screen = moviePlayer.view else { return }
        screen.isHidden = false
    }

    func relayout() {
        if `view`.window != nil { view.setNeedsLayout() }
    }
}

// container_access_in_view_did_load: a helper called from loadView reads the navigation controller.
final class TripComposerViewController: UIViewController {
    override func loadView() {
        view = UIView()
        configureBars() // expect: container_access_in_view_did_load
    }

    private func configureBars() {
        navigationController?.navigationBar.prefersLargeTitles = false
    }
}

// view_access_in_init through two helpers that call each other (a cycle): reported once, at the call.
final class TripTicketViewController: UIViewController {
    private var retries = 0

    init(code: String) {
        super.init(nibName: nil, bundle: nil)
        render() // expect: view_access_in_init
    }

    required init?(coder: NSCoder) { fatalError() }

    private func render() {
        if retries < 2 { retry() }
    }

    private func retry() {
        retries += 1
        render()
        view.backgroundColor = .systemTeal
    }
}

// view_access_in_init: a collection view controller's `collectionView` used in init.
final class TripAlbumViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.allowsMultipleSelection = true // expect: view_access_in_init
    }

    required init?(coder: NSCoder) { fatalError() }
}

// view_access_in_init, quiet: a plain controller's own `collectionView`, and an outlet filled in
// viewDidLoad from the value init stored.
final class TripPhotosViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    @IBOutlet private var captionLabel: UILabel!
    private let caption: String

    init(caption: String) {
        self.caption = caption
        super.init(nibName: "TripPhotos", bundle: nil)
        collectionView.allowsMultipleSelection = true
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        captionLabel.text = caption
        view.addSubview(collectionView)
    }
}

// geometry_in_view_did_load, quiet: the width decision, a toolbar outlet's height and the navigation
// bar's height read in the layout pass; viewDidLoad decides from the size class.
final class TripGalleryViewController: UIViewController {
    @IBOutlet private var filterBar: UIToolbar!
    private var columns = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        columns = traitCollection.horizontalSizeClass == .regular ? 3 : 1
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if view.bounds.width > 600 { columns = 3 }
        additionalSafeAreaInsets.bottom = filterBar.frame.height
        additionalSafeAreaInsets.top = navigationController?.navigationBar.frame.height ?? 0
    }
}

// outlet_access_before_load, quiet: a setter written only by the subscription viewDidLoad makes; plain
// properties set on a destination reached through a navigation controller and on instantiated
// controllers; an outlet-backed setter after loadViewIfNeeded().
final class TripStatusFeed {
    var onUpdate: ((String) -> Void)?
}

final class TripStatusViewController: UIViewController {
    @IBOutlet private var statusLabel: UILabel!
    let feed = TripStatusFeed()
    var bookingReference = ""
    var status = "" {
        didSet { statusLabel.text = status }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        feed.onUpdate = { [weak self] text in self?.status = text }
    }
}

final class TripListViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let navigation = segue.destination as? UINavigationController,
           let status = navigation.topViewController as? TripStatusViewController {
            status.bookingReference = "KX42"
        }
    }

    func openStatus() {
        guard let status = storyboard?.instantiateViewController(withIdentifier: "TripStatus") as? TripStatusViewController else { return }
        status.bookingReference = "KX43"
        navigationController?.pushViewController(status, animated: true)
    }

    func openBoarding() {
        let status = storyboard!.instantiateViewController(withIdentifier: "TripStatus") as! TripStatusViewController
        status.loadViewIfNeeded()
        status.status = "Boarding"
        navigationController?.pushViewController(status, animated: true)
    }
}

// unbalanced_observer: a block observer whose token is dropped; removing `self` does not remove it.
final class TripChatViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in } // expect: unbalanced_observer
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }
}

// unbalanced_observer, quiet: KVO on another object, added on every appearance and removed on every hide.
final class TripPlayerViewController: UIViewController {
    private let scrollView = UIScrollView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        scrollView.removeObserver(self, forKeyPath: "contentOffset")
    }
}

// direct_lifecycle_call on a window's root controller (the message gives the root advice, not the child one).
final class TripSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneWillEnterForeground(_ scene: UIScene) {
        window?.rootViewController?.viewWillAppear(true) // expect: direct_lifecycle_call
    }
}
