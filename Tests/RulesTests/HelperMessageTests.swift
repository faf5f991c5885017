import Rules
import XCTest

/// A finding about a helper's code is reported at the call in the lifecycle method and names the
/// helper and the line of the code (through a second helper: that helper too).
final class HelperMessageTests: XCTestCase {
    func testSwiftHelperFindingsNameTheHelperAndTheLine() {
        let code = """
            final class InboxViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    applyTheme()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layOut()
                    setUpBar()
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    addBadge()
                }
                private func applyTheme() { view.backgroundColor = .white }
                private func layOut() { sizeHeader() }
                private func sizeHeader() { header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 80) }
                private func setUpBar() { navigationController?.navigationBar.prefersLargeTitles = true }
                private func addBadge() { view.addSubview(UILabel()) }
            }
            """
        let found = lint(code, .swift, enabling: ["view_access_in_init", "geometry_in_view_did_load",
                                                  "container_access_in_view_did_load", "repeated_setup_in_appear"])
        XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.ruleID): \($0.message)" }, [
            "4:9 view_access_in_init: `applyTheme()`, called here in an initializer, uses `view` (line 15): this loads "
                + "the view (`loadView()`, `viewDidLoad()`) before `init` finishes; call it from `viewDidLoad()` instead",
            "8:9 geometry_in_view_did_load: `layOut()`, called here in `viewDidLoad()`, reads `view.bounds` "
                + "(in `sizeHeader()`, line 17) before the view has its final size; use Auto Layout constraints, "
                + "or call it from `viewDidLayoutSubviews()`",
            "9:9 container_access_in_view_did_load: `setUpBar()`, called here in `viewDidLoad()`, uses "
                + "`navigationController` (line 18), but it is nil whenever the view loads before the controller is "
                + "in its container; call it from `viewWillAppear(_:)`",
            "13:9 repeated_setup_in_appear: `addBadge()`, called here in `viewWillAppear(_:)`, does `addSubview` (line 19), "
                + "which runs again on every appearance and piles up; call it once from "
                + "`viewDidLoad()`, guard it, or undo it when the view disappears",
        ])
    }

    func testCSharpHelperFindingNamesTheHelperAndTheLine() {
        let code = """
            public class InboxViewController : UIViewController
            {
                public InboxViewController()
                {
                    ApplyTheme();
                }

                void ApplyTheme() { View.BackgroundColor = UIColor.White; }
            }
            """
        let found = lint(code, .csharp, enabling: ["view_access_in_init"])
        XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.message)" }, [
            "5:9 `ApplyTheme()`, called here in a constructor, uses `View` (line 8): this loads the view (`LoadView`, "
                + "`ViewDidLoad`) before the constructor finishes; call it from `ViewDidLoad` instead",
        ])
    }

    /// A child handed to a method lifelint cannot read is named as a possibility; one that a library
    /// call asks to add itself to a parent (`addPanel(toParent: self)`) is not reported.
    func testAnUnreadHelperIsNamedAsAPossibility() {
        let swift = """
            final class ShellViewController: UIViewController {
                func show(_ panel: PanelViewController, _ floating: FloatingPanelController) {
                    router.attach(panel, animated: true)
                    view.addSubview(panel.view)
                    floating.addPanel(toParent: self)
                    view.addSubview(floating.view)
                }
            }
            """
        XCTAssertEqual(lint(swift, .swift, enabling: ["add_subview_without_add_child"]).map { "\($0.line):\($0.column) \($0.message)" }, [
            "4:14 `panel.view` is added to the view hierarchy, but `panel` is never added with `addChild(_:)`: it gets no "
                + "appearance, rotation or trait callbacks; call `addChild(panel)` first and `panel.didMove(toParent: self)` "
                + "after (unless `attach(_:animated:)`, line 3, which lifelint cannot read, adds `panel` as a child)",
        ])
        let csharp = """
            public class ShellViewController : UIViewController
            {
                public void Show(PanelViewController panel)
                {
                    Router.Attach(panel);
                    View.AddSubview(panel.View);
                    Items.Add(panel);
                }
            }
            """
        XCTAssertEqual(lint(csharp, .csharp, enabling: ["add_subview_without_add_child"]).map(\.message), [
            "`panel.View` is added to the view hierarchy, but `panel` is never added with `AddChildViewController`: it gets "
                + "no appearance, rotation or trait callbacks; call `AddChildViewController(panel)` first and "
                + "`panel.DidMoveToParentViewController(this)` after (unless `Attach()`, line 5, which lifelint cannot read, "
                + "adds `panel` as a child)",
        ])
    }

    /// A registration made by a helper of a lifecycle method is reported at the call, naming the helper and the line.
    func testRegistrationHelperIsReportedAtItsCall() {
        let code = """
            final class ComposerViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    observeKeyboard()
                }
                private func observeKeyboard() {
                    NotificationCenter.default.addObserver(self, selector: #selector(show), name: .keyboardShown, object: nil)
                }
            }
            """
        XCTAssertEqual(lint(code, .swift, enabling: ["unbalanced_observer"]).map { "\($0.line):\($0.column) \($0.message)" }, [
            "4:9 `observeKeyboard()`, called here in `viewWillAppear(_:)`, does `addObserver` (line 7), which is never removed: "
                + "after the screen is hidden and shown again it is registered twice and fires twice; register once and remove "
                + "at teardown, or pair viewWillAppear with viewWillDisappear",
        ])
    }

    /// The line a message names is counted as the findings' lines are: old Mac files end lines with a
    /// lone `\r`, and `\r\n` is one line break (a count of `\n` alone said line 1 in the old Mac file).
    func testHelperLinesFollowEveryLineEnding() {
        let lines = [
            "final class BadgeViewController: UIViewController {",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "        layOut()",
            "    }",
            "",
            "    private func layOut() {",
            "        let width = view.bounds.width",
            "        print(width)",
            "    }",
            "}",
        ]
        for ending in ["\n", "\r", "\r\n"] {
            let found = lint(lines.joined(separator: ending), .swift, enabling: ["geometry_in_view_did_load"])
            XCTAssertEqual(found.map { "\($0.line) \($0.message.contains("(line 8)"))" }, ["4 true"],
                           "line ending \(ending.debugDescription): \(found.map(\.message))")
        }
    }
}
