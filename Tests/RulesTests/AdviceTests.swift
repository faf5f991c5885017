import Rules
import SwiftTokenizer
import XCTest

/// A message's advice fits the case it is about.
final class AdviceTests: XCTestCase {
    /// An appearance call on a child the controller adds is not answered with "add the child".
    func testAppearanceCallOnAnAddedChildIsToldToRemoveIt() {
        let swift = """
            final class ShellController: UIViewController {
                private let menu = MenuController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(menu)
                    view.addSubview(menu.view)
                    menu.didMove(toParent: self)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    menu.viewWillAppear(animated)
                }
            }
            final class MenuController: UIViewController {}
            """
        let csharp = """
            public class ShellController : UIViewController
            {
                MenuController menu = new MenuController();
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    AddChildViewController(menu);
                    View.AddSubview(menu.View);
                    menu.DidMoveToParentViewController(this);
                }
                public override void ViewWillAppear(bool animated)
                {
                    base.ViewWillAppear(animated);
                    menu.ViewWillAppear(animated);
                }
            }
            public class MenuController : UIViewController { }
            """
        let objc = """
            @interface MenuController : UIViewController
            @end
            @interface ShellController : UIViewController
            @property (nonatomic, strong) MenuController *menu;
            @end
            @implementation ShellController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:self.menu];
                [self.view addSubview:self.menu.view];
                [self.menu didMoveToParentViewController:self];
            }
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [self.menu viewWillAppear:animated];
            }
            @end
            """
        for (code, language) in [(swift, Language.swift), (csharp, .csharp), (objc, .objectiveC)] {
            let messages = lint(code, language, enabling: ["direct_lifecycle_call"]).map(\.message)
            XCTAssertEqual(messages.count, 1, "\(language)")
            XCTAssertTrue(messages.first?.contains("adds `menu` as a child, and UIKit forwards appearance") ?? false, messages.first ?? "none")
            XCTAssertFalse(messages.first?.contains("add the child with") ?? true, messages.first ?? "none")
        }
    }

    /// A geometry read on a parenthesized expression names the expression as written, not `()`.
    func testGeometryReadOnAParenthesizedReceiverNamesIt() {
        let swift = """
            final class DrawerController: UIViewController {
                weak var host: UIViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: (host?.view ?? view).frame.width - 16, height: 20))
                    view.addSubview(label)
                }
            }
            """
        let csharp = """
            public class DrawerController : UIViewController
            {
                public UIViewController Host;
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    var label = new UILabel(new CGRect(0, 0, (Host?.View ?? View).Frame.Width - 16, 20));
                    View.AddSubview(label);
                }
            }
            """
        let swiftMessages = lint(swift, .swift, enabling: ["geometry_in_view_did_load"]).map(\.message)
        XCTAssertEqual(swiftMessages.count, 1)
        XCTAssertTrue(swiftMessages.first?.hasPrefix("`(host?.view ?? view).frame` is read") ?? false, swiftMessages.first ?? "none")
        let csharpMessages = lint(csharp, .csharp, enabling: ["geometry_in_view_did_load"]).map(\.message)
        XCTAssertEqual(csharpMessages.count, 1)
        XCTAssertTrue(csharpMessages.first?.hasPrefix("`(Host?.View ?? View).Frame` is read") ?? false, csharpMessages.first ?? "none")
    }

    /// A window's root controller is no child: the advice is not to add it with `addChild`.
    func testAppearanceCallOnAWindowsRootControllerIsNotToldToAddAChild() {
        let swift = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func sceneWillEnterForeground(_ scene: UIScene) {
                    window?.rootViewController?.viewWillAppear(true)
                }
            }
            """
        let csharp = """
            public class AppDelegate : UIApplicationDelegate
            {
                public override void WillEnterForeground(UIApplication application)
                {
                    Window.RootViewController.ViewWillAppear(true);
                    Menu.ViewDidAppear(true);
                }
                MenuViewController Menu;
            }
            public class MenuViewController : UIViewController { }
            """
        let swiftMessages = lint(swift, .swift, enabling: ["direct_lifecycle_call"]).map(\.message)
        XCTAssertEqual(swiftMessages.count, 1)
        XCTAssertTrue(swiftMessages[0].contains("a window's root controller gets it from the window"), swiftMessages[0])
        XCTAssertFalse(swiftMessages[0].contains("addChild"), swiftMessages[0])
        let csharpMessages = lint(csharp, .csharp, enabling: ["direct_lifecycle_call"]).map(\.message)
        XCTAssertEqual(csharpMessages.count, 2)
        XCTAssertTrue(csharpMessages[0].contains("a window's root controller"), csharpMessages[0])
        XCTAssertTrue(csharpMessages[1].contains("AddChildViewController"), "a child keeps the containment advice: \(csharpMessages[1])")
    }

    /// A controller made a window's root just before (not named `rootViewController` at the call) gets
    /// the root's advice; a child made by the call that adds it is to be kept in a name first.
    func testRootMadeInTheMethodAndChildMadeInTheCall() {
        let swift = """
            final class HarnessTests: XCTestCase {
                func testAppear() {
                    let inbox = InboxViewController()
                    window.rootViewController = inbox
                    inbox.viewWillAppear(true)
                }
            }
            final class InboxViewController: UIViewController {
                func setUp() { addChild(wrap(UIViewController())) }
            }
            """
        let messages = lint(swift, .swift, enabling: ["direct_lifecycle_call", "add_child_without_did_move"]).map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("a window's root controller gets it from the window") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("let child = wrap(UIViewController())") && !$0.contains("wrap(UIViewController()).didMove") },
                      "\(messages)")
    }

    /// A dropped observer token in C#: removing `this` (not Swift's `self`) does not remove it.
    func testCSharpDroppedTokenAdviceNamesThis() {
        let csharp = """
            public class PlayerViewController : UIViewController
            {
                public override void ViewWillAppear(bool animated)
                {
                    base.ViewWillAppear(animated);
                    NSNotificationCenter.DefaultCenter.AddObserver(UIKeyboard.WillShowNotification, OnKeyboard);
                }
                public override void ViewWillDisappear(bool animated)
                {
                    base.ViewWillDisappear(animated);
                    NSNotificationCenter.DefaultCenter.RemoveObserver(this);
                }
                void OnKeyboard(NSNotification note) { }
            }
            """
        let messages = lint(csharp, .csharp, enabling: ["unbalanced_observer"]).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("removing `this` does not remove it") ?? false, messages.first ?? "")
    }

    /// Every subview taken out in a loop may include the child's view: the removal's advice claims only
    /// the step it can be sure is skipped.
    func testBulkSubviewRemovalIsNotClaimedMissing() {
        let csharp = """
            public class TabStrip : UIViewController
            {
                UIScrollView scroller = new UIScrollView();
                public void Reset()
                {
                    scroller.Subviews.ForEach(x => x.RemoveFromSuperview());
                    ChildViewControllers.ForEach(x => x.RemoveFromParentViewController());
                }
            }
            """
        let messages = lint(csharp, .csharp, enabling: ["remove_child_incomplete"]).map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("WillMoveToParentViewController(null)") ?? false, messages.first ?? "")
        XCTAssertFalse(messages.first?.contains("View.RemoveFromSuperview()` and") ?? true, messages.first ?? "")
        XCTAssertFalse(messages.first?.contains("and `x.View.RemoveFromSuperview()`") ?? true, messages.first ?? "")
    }

    /// A dropped timer is never invalidated (timers are not removed, and no `self` is involved).
    func testDroppedTimerAdviceSpeaksOfInvalidation() {
        let swift = """
            final class ClockViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }
                @objc func tick() {}
            }
            """
        let messages = lint(swift, .swift, enabling: ["unbalanced_observer"]).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("never invalidated: the timer it returns is dropped") ?? false, messages.first ?? "")
        XCTAssertFalse(messages.first?.contains("removing `self`") ?? true, messages.first ?? "")
    }

    /// `view == nil` is never true and `view != nil` never false: the advice says neither.
    func testViewNilAdviceHoldsForBothComparisons() {
        let swift = """
            final class BadgeViewController: UIViewController {
                func refresh() {
                    if view == nil { return }
                    if view != nil { print(1) }
                }
            }
            """
        let messages = lint(swift, .swift, enabling: ["view_nil_check"]).map(\.message)
        XCTAssertEqual(messages.count, 2)
        for message in messages {
            XCTAssertFalse(message.contains("always true"), message)
            XCTAssertTrue(message.contains("never nil"), message)
        }
    }

    /// The C# steps of a removal are spelled in C#.
    func testCSharpRemovalStepsAreCSharp() {
        let csharp = """
            public class ShellViewController : UIViewController
            {
                public void Hide(UIViewController child)
                {
                    child.View.RemoveFromSuperview();
                    child.RemoveFromParentViewController();
                }
            }
            """
        let messages = lint(csharp, .csharp, enabling: ["remove_child_incomplete"]).map(\.message)
        XCTAssertEqual(messages, ["removing `child` from its parent skips `child.WillMoveToParentViewController(null)`; do all "
            + "three steps: `WillMoveToParentViewController(null)`, remove the view, `RemoveFromParentViewController()`"])
    }

    /// A removal that takes the view out some other way (a view a call returns, a holder handed the
    /// view) is told only of the step it skips for certain.
    func testRemovalClaimsOnlyTheStepItCertainlySkips() {
        let swift = """
            final class ExploreViewController: UIViewController {
                func remove(_ module: Submodule) {
                    if let moduleView = module.view { blocksView.removeBlockView(moduleView) }
                    module.viewController?.removeFromParent()
                }
            }
            """
        XCTAssertEqual(lint(swift, .swift, enabling: ["remove_child_incomplete"]).map(\.message), [
            "removing `module.viewController` from its parent skips `module.viewController.willMove(toParent: nil)`; "
                + "do all three steps: willMove(toParent: nil), remove the view, removeFromParent()"])
        let csharp = """
            public static class Layouts
            {
                public static void RemoveChild(this UIViewController parent, Widget control)
                {
                    var child = control.GetViewController();
                    child.RemoveFromParentViewController();
                    control.GetContainerView().RemoveFromSuperview();
                }
            }
            """
        XCTAssertEqual(lint(csharp, .csharp, enabling: ["remove_child_incomplete"]).map(\.message), [
            "removing `child` from its parent skips `child.WillMoveToParentViewController(null)`; do all "
                + "three steps: `WillMoveToParentViewController(null)`, remove the view, `RemoveFromParentViewController()`"])
    }

    /// A class whose `@interface` is in its header and whose `.m` opens with a class extension listing
    /// protocols: the message names no protocol as the class's base (it said "the view of `FileOpDelegate`").
    func testViewOfATableControllerThroughAClassExtensionNamesNoProtocolAsItsBase() {
        let header = """
            @interface FileBrowserController : UITableViewController
            - (id)initWithPath:(NSString *)path;
            @end
            """
        let implementation = """
            #import "FileBrowserController.h"
            @protocol FileOpDelegate <NSObject>
            @end
            @interface FileBrowserController () <FileOpDelegate, UISearchResultsUpdating>
            @end
            @implementation FileBrowserController
            - (id)initWithPath:(NSString *)path {
                self = [super initWithStyle:UITableViewStyleGrouped];
                if (self) {
                    self.tableView.tableHeaderView = nil;
                }
                return self;
            }
            @end
            """
        let messages = lint([("FileBrowserController.h", header), ("FileBrowserController.m", implementation)],
                            enabling: ["view_access_in_init"]).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("`tableView` is the view of a `UITableViewController`") == true, messages.first ?? "")
    }

    /// Setup undone only in `viewDidDisappear` is told why that is too late (a cancelled interactive pop) and
    /// where to undo it; setup undone in `viewWillDisappear` is not reported.
    func testSetupUndoneOnlyInViewDidDisappearIsToldAboutTheCancelledPop() {
        let swift = """
            final class BadgeViewController: UIViewController {
                private var badge: UILabel!
                private var hint: UILabel!
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    badge = UILabel()
                    view.addSubview(badge)
                    hint = UILabel()
                    view.addSubview(hint)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    badge.removeFromSuperview()
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    hint.removeFromSuperview()
                }
            }
            """
        let found = lint(swift, .swift, enabling: ["repeated_setup_in_appear"])
        XCTAssertEqual(found.map(\.line), [9])
        XCTAssertTrue(found.first?.message.contains("undone only in `viewDidDisappear(_:)`, which a cancelled interactive pop skips") == true,
                      found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("undo it in `viewWillDisappear(_:)` instead") == true, found.first?.message ?? "")
    }
}
