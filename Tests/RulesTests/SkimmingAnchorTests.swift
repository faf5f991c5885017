@testable import Rules
import SwiftTokenizer
import XCTest

/// The skim's anchors (`Skimming.anchors`): every name a rule starts from holds one, in every language
/// and either case of its first letter, and a name that only begins like one holds none (a file spelling
/// only such names is not read in full for it).
final class SkimmingAnchorTests: XCTestCase {
    private func holdsAnchor(_ name: String, _ language: Language = .swift) -> Bool {
        Array(name.utf8).withUnsafeBufferPointer {
            language == .csharp ? Skimming.csharpTable.holdsAnchor($0) : Skimming.table.holdsAnchor($0)
        }
    }

    func testEveryNameARuleStartsFromHoldsAnAnchor() {
        for language in Language.allCases {
            for method in LifecycleMethod.allCases {
                for name in method.names(in: language) {
                    XCTAssertTrue(holdsAnchor(name, language), name)
                    XCTAssertTrue(holdsAnchor("super." + name + "()", language), name)
                }
            }
            for call in [HierarchyCall.addSubview, .addChild, .removeFromParent] {
                // C#'s `Add` is every collection's: it anchors a file only with `View` (below).
                for name in call.names(in: language) where !(language == .csharp && name == "Add") {
                    XCTAssertTrue(holdsAnchor(name, language), name)
                }
            }
        }
        for name in ["UIViewController", "wmf_addSubviewWithConstraintsToEdges", "AddSubviewFilling", "modalPresentationStyle",
                     "// lifelint: disable-next-line"] {
            XCTAssertTrue(holdsAnchor(name), name)
        }
    }

    /// C#'s `Add` is every collection's, and `View` is Xamarin.Forms' base class: only a file holding
    /// both (`View.Add(child.View)`) is read in full for them.
    func testCSharpAddsAChildsViewWithBothWords() {
        func anchored(_ code: String) -> Bool {
            Array(code.utf8).withUnsafeBufferPointer { Skimming.skim($0, language: .csharp, scratch: SkimScratch()) == nil }
        }
        XCTAssertTrue(anchored("void Show() { root.View.Add(settings.View); }"))
        XCTAssertFalse(anchored("public class Card : View { public Card() { Content = new Label(); } }"))
        XCTAssertFalse(anchored("void Fill() { items.Add(new Item()); }"))
        XCTAssertFalse(holdsAnchor("View", .csharp))
        XCTAssertFalse(holdsAnchor("Add", .csharp))
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
