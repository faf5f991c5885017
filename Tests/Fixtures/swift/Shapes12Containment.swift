import SwiftUI
import UIKit

// add_subview_without_add_child: a view that embeds a controller's view (a view cannot be a parent).
final class TripRouteView: UIView {
    private let mapController = TripRouteMapViewController()

    func showMap() {
        addSubview(mapController.view) // expect: add_subview_without_add_child
    }
}

final class TripRouteMapViewController: UIViewController {}

// The same through an implicitly unwrapped controller's forced view.
final class TripLegView: UIView {
    var legController: TripRouteMapViewController!

    func showLeg() {
        addSubview(legController.view!) // expect: add_subview_without_add_child
    }
}

// add_child_without_did_move in an extension of UIViewController: `self` is the parent.
extension UIViewController {
    func installTripBanner(_ banner: UIViewController) {
        addChild(banner) // expect: add_child_without_did_move
        view.addSubview(banner.view)
    }
}

// An app delegate putting a controller's view in the root controller's view: without, then with, containment.
final class TripAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let splash = TripSplashViewController()
        window?.rootViewController?.view.addSubview(splash.view) // expect: add_subview_without_add_child
        return true
    }

    func showOfflineBanner() {
        guard let root = window?.rootViewController else { return }
        let banner = TripOfflineViewController()
        root.addChild(banner)
        root.view.addSubview(banner.view)
        banner.didMove(toParent: root)
    }
}

final class TripSplashViewController: UIViewController {}
final class TripOfflineViewController: UIViewController {}

// UIHostingController(rootView:) is a controller.
final class TripSummaryViewController: UIViewController {
    func showBookedBadge() {
        let host = UIHostingController(rootView: Text("Booked"))
        view.addSubview(host.view) // expect: add_subview_without_add_child
    }
}

// remove_child_incomplete, quiet: an optional menu removed completely, every child removed completely
// in forEach, and a controller taking itself out in deinit.
final class TripTabsViewController: UIViewController {
    private var menu: TripMenuViewController?

    func hideMenu() {
        menu?.willMove(toParent: nil)
        menu?.view.removeFromSuperview()
        menu?.removeFromParent()
    }

    func clearTabs() {
        children.forEach { child in
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }
}

final class TripMenuViewController: UIViewController {
    deinit {
        removeFromParent()
    }
}

// Pages of a UIPageViewController: handed over with setViewControllers, the page controller contains
// them; a page's view put in by hand is not contained.
final class TripOnboardingViewController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages = [TripOnboardingPageViewController(), TripOnboardingPageViewController()]

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        viewController === pages[0] ? pages[1] : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        viewController === pages[1] ? pages[0] : nil
    }
}

final class TripOnboardingPageViewController: UIViewController {}

final class TripWelcomeViewController: UIViewController {
    private let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private let intro = TripOnboardingPageViewController()
    private let outro = TripOnboardingPageViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        pager.setViewControllers([intro], direction: .forward, animated: false)
    }

    func showOutro() {
        pager.view.addSubview(outro.view) // expect: add_subview_without_add_child
    }
}
