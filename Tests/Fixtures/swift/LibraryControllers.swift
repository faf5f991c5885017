import SheetKit
import UIKit

// direct_lifecycle_call on a class no file of the project declares (a library's `SheetKitActionSheet`):
// a callback only view controllers have makes it one. A presenter of the project's own with a method named
// `viewDidLoad()` is not, and a library object's `traitCollectionDidChange(_:)` (views have it too) is not
// taken for a controller's.
final class ShareListViewController: UIViewController {
    private var actionSheet: SheetKitActionSheet?
    private var presenter: ShareListPresenter!
    private var badge: SheetKitBadge?

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { _ in
            self.actionSheet?.viewDidLayoutSubviews() // expect: direct_lifecycle_call
        }
        presenter.viewDidLoad()
        badge?.traitCollectionDidChange(nil)
    }
}

final class ShareListPresenter {
    func viewDidLoad() {}
}

// Quiet: an existential presenter, and `viewDidLoad()`/appearance callbacks on library classes (an
// architecture library may name its presenters' and interactors' methods so).
protocol ShareListPresenting { func viewDidLoad() }
final class ShareSheetViewController: UIViewController {
    private let presenter: any ShareListPresenting
    private var interactor: SheetKitInteractor<ShareListPresenter>!
    private var reactor: SheetKitReactor?

    init(presenter: any ShareListPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
        interactor.viewDidLoad()
        reactor?.viewWillAppear(true)
    }
}

// view_access_in_init, quiet: an initializer that assigns the view sets it without loading anything, and
// what follows uses the view it set.
final class ShareGLViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        self.view = UIView()
        view.backgroundColor = .black
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }
}
