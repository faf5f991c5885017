import Rules
import XCTest

final class TypeIndexTests: XCTestCase {
    private func facts(_ name: String, _ kind: TypeKind = .class, _ inherited: [String] = [], overrides: Bool = false,
                       otherPlatform: Bool = false) -> TypeFacts {
        TypeFacts(name: name, kind: kind, inherited: inherited, lifecycleOverrides: overrides ? LifecycleMethod.viewDidLoad.bit : 0, isOtherPlatform: otherPlatform)
    }

    func testTransitiveUIKitBases() {
        var index = TypeIndex()
        index.add(facts("Base", .class, ["UITableViewController"]))
        index.add(facts("Middle", .class, ["Base", "SomeProtocol"]))
        index.add(facts("Leaf", .class, ["Middle"]))
        index.add(facts("Model", .class, ["NSObject"]))
        XCTAssertTrue(index.isViewController("Base"))
        XCTAssertTrue(index.isViewController("Leaf"))
        XCTAssertFalse(index.isViewController("Model"))
        XCTAssertFalse(index.isViewController("Undeclared"))
    }

    /// The files a second look reads: those whose declaration of a wanted name carries no body facts,
    /// by the place their list took, ascending, each once; empty lists take no place.
    func testListsDeclaringWithoutBodyFacts() {
        var index = TypeIndex()
        let read = facts("Screen")
        let withFacts = TypeFacts(name: "Screen", kind: .extension, inherited: [], lifecycleOverrides: 0, isOtherPlatform: false,
                                  bodyFacts: [["child"]])
        index.add(contentsOf: [facts("Model"), read])      // list 0
        index.add(contentsOf: [])                           // no list
        index.add(contentsOf: [withFacts])                  // list 1: its facts are known
        index.add(contentsOf: [facts("Other"), facts("Screen", .extension), facts("Screen", .extension)]) // list 2
        XCTAssertEqual(index.listCount, 3)
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Screen"]), [0, 2])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Screen", "Model", "Undeclared"]), [0, 2])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Other"]), [2])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts([]), [])
    }

    /// Another platform's declarations (a cross-platform sample's class on Android) are not read again
    /// for body facts and their facts do not count, as for the verdicts, whether or not the name has a
    /// UIKit-side declaration (which could be in a file the rounds leave skimmed).
    func testOtherPlatformsDeclarationsGiveNoBodyFacts() {
        var index = TypeIndex()
        index.add(contentsOf: [facts("Sample", .class, ["UIViewController"])])                    // list 0
        index.add(contentsOf: [facts("Sample", .class, ["Activity"], otherPlatform: true)])       // list 1
        index.add(contentsOf: [facts("AndroidOnly", .class, ["Activity"], otherPlatform: true)])  // list 2
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Sample"]), [0])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Sample", "AndroidOnly"]), [0])
        func withChild(_ name: String, _ child: String, otherPlatform: Bool) -> TypeFacts {
            TypeFacts(name: name, kind: .class, inherited: [], lifecycleOverrides: 0, isOtherPlatform: otherPlatform, bodyFacts: [[child]])
        }
        index.add(withChild("Sample", "android", otherPlatform: true))
        index.addBodyFacts(withChild("Sample", "later", otherPlatform: true))
        index.addBodyFacts(withChild("Sample", "ios", otherPlatform: false))
        index.add(withChild("AndroidOnly", "android", otherPlatform: true))
        XCTAssertTrue(index.satisfies(.present(AddedChildren.self, "ios", in: "Sample")))
        XCTAssertTrue(index.satisfies(.absent(AddedChildren.self, "android", in: "Sample")))
        XCTAssertTrue(index.satisfies(.absent(AddedChildren.self, "later", in: "Sample")))
        XCTAssertTrue(index.satisfies(.absent(AddedChildren.self, "android", in: "AndroidOnly")))
    }

    /// `load_view_calls_super` stands on no class of the project above overriding `loadView`: a base in
    /// another file whose `loadView` builds state silences it; one that overrides nothing, or only other
    /// methods, does not (each language, the base in its own file).
    func testLoadViewCallIsQuietOverAProjectBaseOverridingLoadView() {
        let cases: [(base: String, baseNoLoad: String, leaf: String, ext: String)] = [
            ("class ListBase: UIViewController { let table = UITableView(); override func loadView() { view = table } }",
             "class ListBase: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }",
             "final class Framed: ListBase { override func loadView() { super.loadView(); view = UIView() } }", "swift"),
            ("public class ListBase : UIViewController { public override void LoadView() { View = new UITableView(); } }",
             "public class ListBase : UIViewController { public override void ViewDidLoad() { base.ViewDidLoad(); } }",
             "public class Framed : ListBase { public override void LoadView() { base.LoadView(); View = new UIView(); } }", "cs"),
            ("@interface ListBase : UIViewController\n@end\n@implementation ListBase\n- (void)loadView { self.view = [[UITableView alloc] init]; }\n@end\n",
             "@interface ListBase : UIViewController\n@end\n@implementation ListBase\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n",
             "@interface Framed : ListBase\n@end\n@implementation Framed\n- (void)loadView { [super loadView]; self.view = [[UIView alloc] init]; }\n@end\n", "m"),
        ]
        for (base, baseNoLoad, leaf, ext) in cases {
            let quiet = lint([("Base." + ext, base), ("Framed." + ext, leaf)], enabling: ["load_view_calls_super"])
            XCTAssertEqual(quiet.count, 0, ext)
            let reported = lint([("Base." + ext, baseNoLoad), ("Framed." + ext, leaf)], enabling: ["load_view_calls_super"])
            XCTAssertEqual(reported.map(\.path), ["Framed." + ext], ext)
        }
    }

    func testUnknownBaseCountsOnlyWithLifecycleOverrides() {
        var index = TypeIndex()
        index.add(facts("Screen", .class, ["LibraryViewController"], overrides: true))
        index.add(facts("Helper", .class, ["LibraryThing"]))
        index.add(facts("Wrapper", .class, ["LibraryViewController"]))
        index.add(facts("Child", .class, ["Wrapper"], overrides: true))
        XCTAssertTrue(index.isViewController("Screen"))
        XCTAssertFalse(index.isViewController("Helper"))
        XCTAssertTrue(index.isViewController("Child"), "a subclass of an unresolved chain that overrides lifecycle methods")
    }

    func testOtherPlatformsAreNotUIKitControllers() {
        var index = TypeIndex()
        index.add(facts("MacController", .class, ["NSViewController"], overrides: true))
        index.add(facts("FormsPage", .class, ["ContentPage"], overrides: true))
        index.add(facts("MacScreen", .class, ["SharedBase"], overrides: true, otherPlatform: true))
        // The same name on iOS and on Android: the Android declaration does not count.
        index.add(facts("BookView", .class, ["MvxViewController"]))
        index.add(facts("BookView", .class, ["MvxActivity"], otherPlatform: true))
        XCTAssertTrue(index.isViewController("BookView"))
        XCTAssertFalse(index.isViewController("MacController"))
        XCTAssertFalse(index.isViewController("FormsPage"))
        XCTAssertFalse(index.isViewController("MacScreen"))
        // A name declared only in another platform's files is known, and not a UIKit controller.
        var mac = TypeIndex()
        mac.add(facts("MacBase", .class, ["NSTabViewController"], otherPlatform: true))
        mac.add(facts("MacLeaf", .class, ["MacBase"], overrides: true, otherPlatform: true))
        mac.add(facts("Shared", .class, ["MacBase"], overrides: true))
        XCTAssertFalse(mac.isViewController("Shared"), "a base known from a Mac file is not unknown")
    }

    func testExtensionsAndPartialsJoinTheirType() {
        var index = TypeIndex()
        index.add(facts("Home", .class, []))
        index.add(facts("Home", .class, ["UIViewController"]))
        index.add(facts("Home", .extension, ["UITableViewDelegate"]))
        XCTAssertTrue(index.isViewController("Home"))
    }

    func testCyclesAndDeepChainsTerminate() {
        var index = TypeIndex()
        index.add(facts("A", .class, ["B"]))
        index.add(facts("B", .class, ["A"]))
        for k in 0 ..< 20_000 { index.add(facts("T\(k)", .class, ["T\(k + 1)"])) }
        index.add(facts("T20000", .class, ["UIViewController"]))
        XCTAssertFalse(index.isViewController("A"))
        XCTAssertTrue(index.isViewController("T0"))
    }
}

final class PlatformDetectionTests: XCTestCase {
    func testOtherPlatformFilesAreRecognised() {
        let swiftMac = lint("import Cocoa\nclass A: NSViewController { override func viewWillAppear() { if view != nil {} } }", .swift)
        XCTAssertEqual(swiftMac.count, 0)
        let droid = "class MainView : MvxActivity { public override void ViewDidLoad() { } }"
        XCTAssertEqual(lint([("App.Droid/Views/MainView.cs", droid)]).count, 0, "a .Droid project folder")
        XCTAssertEqual(lint([("Platforms/Mac/MainView.cs", droid)]).count, 0, "a Mac platform folder")
        let ios = "class MainView : UIViewController { public override void ViewWillAppear(bool animated) { } }"
        XCTAssertEqual(lint([("App.iOS/Views/MainView.cs", ios)]).map(\.ruleID), ["missing_super_call"])
    }
}
