import Rules
import SwiftTokenizer
import XCTest

/// Skimming (see `Skimming` in Sources/Rules/Run): files with no anchor are only skimmed, and read in
/// full once the project needs them. Each project here has a finding (or the lack of one) that stands
/// on a file with no anchor; the findings must be those of reading every file in full.
final class SkimmingTests: XCTestCase {
    private func findings(_ files: [(path: String, code: String)], skims: Bool) -> [String] {
        lint(files, bodyFacts: .reread, skims: skims).map { "\($0.path):\($0.line): \($0.ruleID)" }
    }

    private func check(_ files: [(path: String, code: String)], expect: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(findings(files, skims: true), expect, "skimmed", file: file, line: line)
        XCTAssertEqual(findings(files, skims: false), expect, "read in full", file: file, line: line)
    }

    /// `DetailScreen` is a controller through two files without an anchor: `ListScreen` is read for
    /// `Screen`'s name, then `DetailScreen`'s file for `ListScreen`'s.
    func testAControllerThroughSkimmedBases() {
        check(chain, expect: ["Leaf.swift:3: view_nil_check"])
        // Without the middle file the chain is broken: no finding, however the files are read.
        check(chain.filter { $0.path != "Middle.swift" }, expect: [])
    }

    private let chain: [(path: String, code: String)] = [
        ("Base.swift", """
            import UIKit

            class Screen: UIViewController {}
            """),
        ("Leaf.swift", """
            class DetailScreen: ListScreen {
                func reload() {
                    if view != nil { print("loaded") }
                }
            }
            """),
        ("Middle.swift", """
            class ListScreen: Screen {
                func refresh() {}
            }
            """),
    ]

    /// A controller whose name the skim records no word for (`screenBase`: a lowercase first, no
    /// underscore): the skimmed files are searched for its bytes, and the one deriving from it is read in full.
    func testAControllerWithALowercaseName() {
        check([("Base.swift", "import UIKit\n\nclass screenBase: UIViewController {}\n"),
               ("Leaf.swift", "class DetailScreen: screenBase {\n    func reload() {\n        if view != nil { print(\"loaded\") }\n    }\n}\n"),
               ("Model.swift", "struct Model {}\n")],
              expect: ["Leaf.swift:3: view_nil_check"])
    }

    /// A controller whose name holds an underscore (`screen_base`, `_Base`): found among the skimmed
    /// files' words (`SkimTable.underscoreWords`), and the one deriving from it is read in full.
    func testAControllerWithAnUnderscoreInItsName() {
        for name in ["screen_base", "_Base"] {
            check([("Base.swift", "import UIKit\n\nclass \(name): UIViewController {}\n"),
                   ("Leaf.swift", "class DetailScreen: \(name) {\n    func reload() {\n        if view != nil { print(\"loaded\") }\n    }\n}\n"),
                   ("Model.swift", "struct Model { let other_name = 1 }\n")],
                  expect: ["Leaf.swift:3: view_nil_check"])
        }
    }

    /// A base named like a controller that no file declares (`UIPopoverPresentationControllerDelegate`)
    /// makes no controller of a skimmed file's subclass; an override in the class between does.
    func testABaseNamedLikeAControllerThatNobodyDeclares() {
        let leaf = (path: "Leaf.swift", code: "class Sheet: PopoverHelper {\n    func reload() {\n        if view != nil { print(\"loaded\") }\n    }\n}\n")
        check([("Popover.swift", "import UIKit\n\nclass PopoverHelper: UIPopoverPresentationControllerDelegate {}\n"), leaf], expect: [])
        check([("Popover.swift", """
                import UIKit

                class PopoverHelper: UIPopoverPresentationControllerDelegate {
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                """), leaf], expect: ["Leaf.swift:3: view_nil_check"])
    }

    /// Two lowercase names with the same hash (`vctgzemoyc`, `vcfcabnllv`), both searched for as bytes:
    /// the second, met a round later, is searched for by its own bytes, not passed over as a hash searched
    /// before.
    func testLowercaseNamesSharingAHash() {
        let hash = { (name: String) in Array(name.utf8).withUnsafeBufferPointer { SkimTable.hash($0, start: 0, length: $0.count) } }
        XCTAssertEqual(hash("vctgzemoyc"), hash("vcfcabnllv"))
        check([("A.swift", "import UIKit\n\nclass vctgzemoyc: UIViewController {}\n"),
               ("B.swift", "class Mid: vctgzemoyc {}\n"),
               ("C.swift", "class vcfcabnllv: Mid {}\n"),
               ("D.swift", "class Leaf: vcfcabnllv {}\n"),
               ("E.swift", """
                import UIKit

                class Host: UIViewController {
                    let child = Leaf()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(child.view)
                    }
                }
                """)],
              expect: ["E.swift:7: add_subview_without_add_child"])
    }

    /// A base declared in another platform's file (read: it has an anchor, `Controller`, the type of a field)
    /// and on UIKit's side in a skimmed file: to the type index only the UIKit-side declaration counts (its
    /// base nobody declares leaves the screen a controller by its override), so the skimmed file is read
    /// for the name.
    func testABaseDeclaredOnAnotherPlatformAndInASkimmedFile() {
        check([("App.Droid/Base.cs", "using Android.App;\n\npublic class Base : Activity { Controller header; }\n"),
               ("App.iOS/Base.cs", "public class Base : LibraryBase { }\n"),
               ("App.iOS/Screen.cs", """
                using UIKit;

                public class Screen : Base {
                    public override void ViewDidLoad() { base.ViewDidLoad(); }
                    void Refresh() { if (View != null) { Reload(); } }
                }
                """)],
              expect: ["App.iOS/Screen.cs:5: view_nil_check"])
    }

    /// Files that give no report (a binary file, a MATLAB `.m`) among skimmed ones: the run's reports
    /// close up around them, and each skimmed file read in a round still replaces its own report (the
    /// chain's finding stands on `Middle.swift`, placed after both gaps), with the failures and the note
    /// told in file order.
    func testFilesWithoutAReportBetweenSkimmedOnes() {
        let binary = "struct Logo {}\u{0}\n"
        let matlab = "% a MATLAB script\nx = 1;\n"
        let files: [(path: String, code: String)] = [
            ("A0.swift", binary), chain[0], ("B1.m", matlab), chain[1], ("C2.swift", binary), chain[2], ("D3.m", matlab),
        ]
        for jobs in [1, 2] {
            var request = LintRequest(files: .memory(files.map { ($0.path, Array($0.code.utf8)) }), configuration: Configuration())
            request.jobs = jobs
            let result = try! Linter.run(request)
            XCTAssertEqual(result.diagnostics.map { "\($0.path):\($0.line): \($0.ruleID)" }, ["Leaf.swift:3: view_nil_check"], "\(jobs) jobs")
            XCTAssertEqual(result.skipped.map { $0.path }, ["A0.swift", "C2.swift"], "\(jobs) jobs")
            XCTAssertEqual(result.notes.count, 2, "\(jobs) jobs")
            XCTAssertTrue(result.notes.first?.contains("'B1.m'") ?? false, result.notes.description)
            XCTAssertEqual(result.checkedFiles, ["Base.swift", "Leaf.swift", "Middle.swift"], "\(jobs) jobs")
            XCTAssertEqual(result.filesChecked, 3, "\(jobs) jobs")
            // Not listed when not asked for (the command line asks only for a JUnit report): counted all the same.
            request.listsCheckedFiles = false
            let unlisted = try! Linter.run(request)
            XCTAssertEqual(unlisted.checkedFiles, [], "\(jobs) jobs")
            XCTAssertEqual(unlisted.filesChecked, 3, "\(jobs) jobs")
            XCTAssertEqual(unlisted.diagnostics.map(\.message), result.diagnostics.map(\.message), "\(jobs) jobs")
        }
    }

    /// A view through the app's own class to a view class lifelint knows is one whatever a file declares
    /// under the known name (`class UITableViewCell` in the app): the skimmed files spelling the known
    /// name are not read for it, and reading every file in full finds the same.
    func testAViewThroughAKnownViewClassTheAppRedeclares() {
        let files: [(path: String, code: String)] = [
            ("Compose.swift", """
                import UIKit

                final class ComposeScreen: Screen {
                    private let picker = EmojiPickerViewController()
                    private let container = UIView()
                    func setUp() { container.addSubview(picker.view) }
                }
                final class EmojiPickerViewController: UIViewController {}
                """),
            ("Screen.swift", "class Screen: UITableViewCell {}\n"),
            ("Shadow.swift", "class UITableViewCell: NSObject {}\n"),
        ]
        check(files, expect: ["Compose.swift:6: add_subview_without_add_child"])
    }

    /// The rounds look at the skimmed files' words on every core, a run of files each: files to read
    /// in full are found in every run, and read in their order. (Thousands of files, so that the look
    /// is split; two workers whatever the machine.)
    func testSkimmedFilesFoundOnEveryCore() {
        var files: [(path: String, code: String)] = [("Base.swift", "import UIKit\n\nclass Screen: UIViewController {}\n")]
        for k in 0 ..< 6_000 {
            let number = String(repeating: "0", count: 5 - String(k).count) + String(k)
            files.append(("F\(number).swift", "struct Filler\(k) { let value = \(k) }\n"))
            if k == 700 || k == 3_100 || k == 5_900 {
                files.append(("F\(number)-leaf.swift", "class Leaf\(k): Screen {\n    func reload() { if view != nil { print(1) } }\n}\n"))
            }
        }
        for jobs in [1, 2, 3] {
            var request = LintRequest(files: .memory(files.map { ($0.path, Array($0.code.utf8)) }), configuration: Configuration())
            request.jobs = jobs
            let found = try! Linter.run(request).diagnostics.map { "\($0.path):\($0.line): \($0.ruleID)" }
            XCTAssertEqual(found, ["F00700-leaf.swift:2: view_nil_check", "F03100-leaf.swift:2: view_nil_check",
                                   "F05900-leaf.swift:2: view_nil_check"], "\(jobs) jobs")
        }
    }

    /// A new controller configured in a file with no anchor, of a class declared in another such file.
    func testANewControllerOfASkimmedClass() {
        check(fresh, expect: ["Coordinator.swift:4: outlet_access_before_load"])
    }

    private let fresh: [(path: String, code: String)] = [
        ("Base.swift", """
            import UIKit

            class Screen: UIViewController {}
            """),
        ("Coordinator.swift", """
            final class Coordinator {
                func show() {
                    let detail = DetailScreen()
                    detail.titleLabel.text = "Title"
                }
            }
            """),
        ("Detail.swift", """
            class DetailScreen: Screen {
                @IBOutlet var titleLabel: UILabel!
            }
            """),
    ]

    /// `Panel` is a controller by its override (no class declares it) until a file with no anchor
    /// declares it a plain object: that file is read for the name the finding asks about.
    func testADeclarationThatEndsAVerdict() {
        check(panel, expect: [])
        check(panel.filter { $0.path != "Panel.swift" }, expect: ["Screens.swift:9: view_nil_check"])
    }

    private let panel: [(path: String, code: String)] = [
        ("Panel.swift", """
            class Panel: NSObject {}
            """),
        ("Screens.swift", """
            import UIKit

            extension Panel {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }

                func refresh() {
                    if view != nil { print("loaded") }
                }
            }
            """),
    ]

    /// A layout callback called on a library's class is one on a controller, unless the project declares
    /// that class (in a file with no anchor).
    func testADeclarationThatMakesALibraryClassTheProjects() {
        check(library, expect: [])
        check(library.filter { $0.path != "Sheet.swift" }, expect: ["Host.swift:5: direct_lifecycle_call"])
    }

    private let library: [(path: String, code: String)] = [
        ("Host.swift", """
            import UIKit

            final class Host {
                func refresh(sheet: ActionSheet) {
                    sheet.viewDidLayoutSubviews()
                }
            }
            """),
        ("Sheet.swift", """
            final class ActionSheet: NSObject {}
            """),
    ]

    func testCSharpControllerThroughASkimmedBase() {
        check(csharp, expect: ["Leaf.cs:5: view_nil_check"])
        check(csharp.filter { $0.path != "Middle.cs" }, expect: [])
    }

    private let csharp: [(path: String, code: String)] = [
        ("Base.cs", """
            using UIKit;

            public class Screen : UIViewController {}
            """),
        ("Leaf.cs", """
            public class DetailScreen : ListScreen
            {
                public void Reload()
                {
                    if (View != null) { Refresh(); }
                }
            }
            """),
        ("Middle.cs", """
            public class ListScreen : Screen
            {
                public void Refresh() {}
            }
            """),
    ]

    func testObjectiveCControllerThroughASkimmedHeader() {
        check(objc, expect: ["DetailScreen.m:8: view_nil_check"])
        check(objc.filter { $0.path != "ListScreen.h" }, expect: [])
    }

    private let objc: [(path: String, code: String)] = [
        ("DetailScreen.m", """
            #import "ListScreen.h"

            @interface DetailScreen : ListScreen
            @end

            @implementation DetailScreen
            - (void)reload {
                if (self.view != nil) { [self refresh]; }
            }
            @end
            """),
        ("ListScreen.h", """
            #import "Screen.h"

            @interface ListScreen : Screen
            @end
            """),
        ("Screen.h", """
            #import <UIKit/UIKit.h>

            @interface Screen : UIViewController
            @end
            """),
    ]

    /// Files whose only anchor is a lifecycle override (of a class deriving from a library's), adding a
    /// controller's view to a window, a `lifelint:` comment, or in C# a call `Add` handed a controller's
    /// `View` (a library's controllers, named like ones, one's view added to the other's): each is read in
    /// full for it.
    func testEachAnchorKindMakesAFileRead() {
        let expected = ["Lib.swift:4: missing_super_call", "Win.swift:8: add_subview_without_add_child",
                        "Sup.swift:2: invalid_suppression", "Lib.cs:3: missing_super_call",
                        "Coordinator.cs:8: add_subview_without_add_child"]
        for (file, expect) in zip(oneAnchor, expected) {
            check([file], expect: [expect])
        }
    }

    private let oneAnchor: [(path: String, code: String)] = [
        ("Lib.swift", """
            import UIKit

            class Screen: LibraryBase {
                override func viewDidAppear(_ animated: Bool) {
                    print("shown")
                }
            }
            """),
        ("Win.swift", """
            import UIKit

            final class AppStarter: UIResponder {
                var window: UIWindow?

                func start() {
                    let rootVC = makeRoot()
                    window?.addSubview(rootVC.view)
                }
            }
            """),
        ("Sup.swift", """
            struct Money {
                // lifelint: disable-next-line no_such_rule
                var cents = 0
            }
            """),
        ("Lib.cs", """
            public class Screen : LibraryBase
            {
                public override void ViewDidAppear(bool animated)
                {
                    System.Console.WriteLine("shown");
                }
            }
            """),
        ("Coordinator.cs", """
            public class Coordinator
            {
                readonly Acme.Ui.RootVC root = new Acme.Ui.RootVC();
                readonly Acme.Ui.SettingsVC settings = new Acme.Ui.SettingsVC();

                public void Start()
                {
                    root.View.Add(settings.View);
                }
            }
            """),
    ]
}
