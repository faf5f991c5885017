@testable import Rules
import SwiftTokenizer
import XCTest

/// The skim's anchors (`Skimming.anchors`): every name a rule starts from holds one, in every language
/// and either case of its first letter, and a name that only begins like one holds none (a file spelling
/// only such names is not read in full for it).
final class SkimmingAnchorTests: XCTestCase {
    private func table(_ language: Language) -> SkimTable {
        switch language {
        case .swift: return Skimming.table
        case .csharp: return Skimming.csharpTable
        case .objectiveC: return Skimming.objectiveCTable
        }
    }

    private func holdsAnchor(_ name: String, _ language: Language = .swift) -> Bool {
        Array(name.utf8).withUnsafeBufferPointer { table(language).holdsAnchor($0) }
    }

    private func anchored(_ code: String, _ language: Language) -> Bool {
        Array(code.utf8).withUnsafeBufferPointer { Skimming.skim($0, language: language, scratch: SkimScratch(), into: SkimmedWordArena()) == nil }
    }

    func testEveryNameARuleStartsFromHoldsAnAnchor() {
        for language in Language.allCases {
            for method in LifecycleMethod.allCases {
                for name in method.names(in: language) {
                    XCTAssertTrue(holdsAnchor(name, language), name)
                    XCTAssertTrue(holdsAnchor("super." + name + "()", language), name)
                }
            }
            for call in [HierarchyCall.addChild, .removeFromParent] {
                for name in call.names(in: language) { XCTAssertTrue(holdsAnchor(name, language), name) }
            }
            // A subview call anchors with a child's view as its first argument (Objective-C's: anywhere).
            let view = language == .csharp ? "View" : "view"
            for name in HierarchyCall.addSubview.names(in: language) {
                XCTAssertTrue(anchored("root.\(view).\(name)(child.\(view));", language), name)
                XCTAssertEqual(holdsAnchor(name, language), language == .objectiveC, name)
            }
        }
        for name in ["UIViewController", "modalPresentationStyle", "// lifelint: disable-next-line"] {
            XCTAssertTrue(holdsAnchor(name), name)
        }
        XCTAssertTrue(anchored("view.wmf_addSubviewWithConstraintsToEdges(splash.view)", .swift))
        XCTAssertTrue(anchored("View.AddSubviewFilling(splash.View);", .csharp))
    }

    /// A subview call adds a child's view only with `x.view` (C# `x.View`) as its first argument: the other
    /// calls (`view.addSubview(label)`, every collection's `Add` in C#) do not read a file in full.
    func testASubviewCallAnchorsWithAChildsView() {
        XCTAssertTrue(anchored("func show() { container.addSubview(settings.view) }", .swift))
        XCTAssertFalse(anchored("func build() { view.addSubview(label); stack.addArrangedSubview(icon) }", .swift))
        XCTAssertTrue(anchored("void Show() { root.View.Add(settings.View); }", .csharp))
        XCTAssertTrue(anchored("void Show() { View.AddSubview (settings.View); }", .csharp))
        XCTAssertFalse(anchored("public class Card : View { public Card() { Content = new Label(); View.Add(title); } }", .csharp))
        XCTAssertFalse(anchored("void Fill() { items.Add(new Item()); }", .csharp))
        XCTAssertFalse(anchored("void Fill() { items.Add(item.view); }", .csharp), "C#'s member is `View`")
        XCTAssertTrue(anchored("[self.view addSubview:label];", .objectiveC))
        XCTAssertTrue(anchored("func show() { container.oddSubviewFit(settings.view) }", .swift), "an app's helper")
    }

    /// Every spelling of a subview call in a window, on a line that may or may not be a comment, gives the
    /// same findings skimmed first as read in full (a library's controller, declared nowhere: no search
    /// of the rounds reads the file back).
    func testSubviewCallsAndCommentLinesSkimmedAsReadInFull() {
        var found = 0
        for line in ["", "// ", "/* shown at once\n        // */ ", "// a, b: "] {
            for call in ["addSubview", "insertSubview", "`addSubview`", "addSubview$1", "oddSubviewFit", "addArrangedSubview",
                         "addSubview?"] {
                for argument in ["player.view", "player.view!", "player?.view", "label", "player . view", "makeVC(/[)]/).view",
                                 "f(\"a, b\").view", "player.view, at: 0"] {
                    let code = """
                        import UIKit
                        final class Splash {
                            let window = UIWindow()
                            let label = UILabel()
                            func show() {
                                let player = PlayerVC()
                                \(line)window.\(call)(\(argument))
                            }
                        }
                        """
                    let skimmed = lint([("Splash.swift", code)]).map(described)
                    XCTAssertEqual(skimmed, lint([("Splash.swift", code)], skims: false).map(described), "\(line)\(call)(\(argument))")
                    found += skimmed.count
                }
            }
        }
        XCTAssertGreaterThan(found, 50, "most spellings report")
    }

    /// A file whose only anchor is a subview call handed a child's view, in every shape the tokens allow,
    /// gives the same finding skimmed first as read in full: a library's controller (`PlayerVC`, declared
    /// nowhere, so no search of the rounds reads the file for its name) put in a window.
    func testAChildsViewInAWindowIsFoundWhateverItsSpelling() {
        for argument in ["player.view", "player.view!", "player?.view", "player . view", "player.\n            view",
                         "player.view /* a child */", "player.view, at: 0"] {
            let code = """
                import UIKit
                final class Splash {
                    let window = UIWindow()
                    func show() {
                        let player = PlayerVC()
                        window.insertSubview(\(argument))
                    }
                }
                """
            let skimmed = lint([("Splash.swift", code)])
            XCTAssertEqual(skimmed.map(\.ruleID), ["add_subview_without_add_child"], argument)
            XCTAssertEqual(skimmed.map(described), lint([("Splash.swift", code)], skims: false).map(described), argument)
        }
        for call in ["Add (player.View)", "AddSubview(player.View)", "Add(player?.View)"] {
            let code = """
                using UIKit;
                class Splash {
                    UIWindow window = new UIWindow();
                    void Show() {
                        var player = new PlayerVC();
                        window.\(call);
                    }
                }
                """
            let skimmed = lint([("Splash.cs", code)])
            XCTAssertEqual(skimmed.map(\.ruleID), ["add_subview_without_add_child"], call)
            XCTAssertEqual(skimmed.map(described), lint([("Splash.cs", code)], skims: false).map(described), call)
        }
    }

    private func described(_ finding: Diagnostic) -> String {
        "\(finding.path):\(finding.line):\(finding.column): \(finding.ruleID): \(finding.message)"
    }

    /// Each of these begins like a lifecycle method or a hierarchy call (cut three bytes after their first
    /// capital, the anchors used to be `updateVie`, `didRec`, `addSub`, `viewDid`, `viewWil`, `loadVie`,
    /// `setEdi`, `traitCol`), and no rule starts from any of them.
    func testANameThatOnlyBeginsLikeOneHoldsNone() {
        for name in ["updateView", "didReceiveData", "addSublayer", "viewDidChange", "viewWillBeRemoved", "loadVideo",
                     "setEditable", "traitCollectionChanged", "insertSublayer", "removeFromList", "addArrangedItem"] {
            XCTAssertFalse(holdsAnchor(name), name)
            XCTAssertFalse(holdsAnchor(name.prefix(1).uppercased() + name.dropFirst(), .csharp), name)
        }
    }
}
