import Foundation
import Rules
import SwiftTokenizer
import XCTest

/// Builds the outline of `code` and hands it to `body` with the source it was built from.
private func withOutline(_ code: String, _ language: Language, _ body: (Outline, SourceText) -> Void) {
    withSource(code, language) { source in body(Outline.build(source), source) }
}

final class OutlineTests: XCTestCase {
    /// A `using` names its namespace however it is spaced or escaped; an alias names its type.
    func testCSharpUsingNames() {
        let code = """
            using System.Collections.Generic;
            using static System . Math;
            using @Foundation.@NSObject;
            using global::UIKit;
            using NSController = UIKit . UIViewController;
            class A {}
            """
        withOutline(code, .csharp) { outline, _ in
            // `global::UIKit` and the alias's `UIKit . UIViewController` both name UIKit; nothing else does.
            XCTAssertEqual(outline.platformModules, [.uiKit])
            XCTAssertEqual(outline.typeAliases, ["NSController": "UIViewController"])
        }
    }

    /// The platform a file's imports name, whichever way a `using` spells them: spaced, escaped, a
    /// submodule, a namespace ending in the module; and what names none (`UIKitExtras`, `Android2`).
    func testImportsNameTheirPlatformModules() {
        let cases: [(String, Language, PlatformModules)] = [
            ("using Xamarin . Forms;\nusing @AppKit;\nclass A {}", .csharp, [.xamarinForms, .appKit]),
            ("using Xamarin.Forms.Xaml;\nusing ObjCRuntime.UIKit;\nclass A {}", .csharp, [.xamarinForms, .uiKit]),
            ("using UIKitExtras;\nusing Android2;\nusing Forms = Xamarin.Forms;\nclass A {}", .csharp, [.xamarinForms]),
            ("import Cocoa\nimport UIKitPlus\nimport class AppKit.NSView", .swift, [.cocoa, .appKit]),
            ("@import AndroidX;\n#import <MonoMac/MonoMac.h>\n#import \"UIKit.h\"", .objectiveC, [.androidX, .monoMac]),
        ]
        for (code, language, modules) in cases {
            withOutline(code, language) { outline, _ in XCTAssertEqual(outline.platformModules, modules, code) }
        }
    }

    func testSwiftExtensionConstrainedToAClassNamesIt() {
        let code = """
            extension Themed where Self: UIViewController { func apply() {} }
            extension Array where Element: Equatable {}
            extension Reusable where Self == UITableViewCell {}
            protocol Embedding: UIViewController {}
            """
        withOutline(code, .swift) { outline, _ in
            XCTAssertEqual(outline.types.map(\.selfBase), ["UIViewController", nil, nil, nil])
            XCTAssertEqual(outline.types[3].inherited, ["UIViewController"])
            XCTAssertEqual(outline.types[0].members.count, 1)
        }
    }

    func testSwiftTypesMembersAndLabels() {
        let code = """
            import UIKit
            @MainActor
            final class HomeViewController: BaseViewController, UITableViewDataSource {
                @IBOutlet private weak var titleLabel: UILabel!
                private lazy var handler: () -> Void = { [weak self] in self?.reload() }
                var count = 0 {
                    didSet { render() }
                }
                var title2: String { "x" }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
                override func willMove(toParent parent: UIViewController?) {}
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                deinit { print("bye") }
                class func make() -> Self { fatalError() }
                struct Inner { func helper(in view: UIView, _ b: Int) {} }
            }
            extension HomeViewController { func extra() {} }
            """
        withOutline(code, .swift) { outline, _ in
            XCTAssertEqual(outline.platformModules, [.uiKit])
            XCTAssertEqual(outline.types.map(\.name), ["HomeViewController", "Inner", "HomeViewController"])
            XCTAssertEqual(outline.types[0].inherited, ["BaseViewController", "UITableViewDataSource"])
            XCTAssertEqual(outline.types[1].parent, 0)
            XCTAssertEqual(outline.types[2].kind, .extension)
            let members = outline.types[0].members
            XCTAssertEqual(members.map(\.name), ["titleLabel", "handler", "count", "title2", "viewWillAppear", "willMove",
                                                 "init", "init", "deinit", "make"])
            XCTAssertEqual(members[4].signature, "viewWillAppear(_:)")
            XCTAssertEqual(Array(members[4].parameterNames), ["animated"])
            XCTAssertTrue(members[4].isOverride)
            XCTAssertEqual(members[5].signature, "willMove(toParent:)")
            XCTAssertEqual(Array(members[5].parameterNames), ["parent"])
            XCTAssertEqual(members[2].accessors.map(\.kind), [.didSet])
            XCTAssertEqual(members[3].accessors.map(\.kind), [.get])
            XCTAssertTrue(members[1].accessors.isEmpty, "a closure initializer is not an accessor block")
            XCTAssertEqual(members[7].kind, .initializer)
            XCTAssertEqual(members[8].kind, .deinitializer)
            XCTAssertTrue(members[9].isStatic)
            let inner = outline.types[1].members
            XCTAssertEqual(inner.map(\.signature), ["helper(in:_:)"])
            XCTAssertEqual(Array(inner[0].parameterNames), ["view", "b"])
            XCTAssertEqual(outline.members.map(\.index), Array(outline.members.indices), "per-member caches rely on it")
        }
    }

    /// Types nested deeper than the scopes an outliner keeps in place (eight): each type's parent and
    /// each member's owner are still the innermost open type, in Swift and in C# (namespaces too).
    func testDeeplyNestedTypesKeepTheirOwners() {
        let depth = 12
        var swift = ""
        var csharp = "namespace App {\n"
        for k in 0 ..< depth {
            swift += "class T\(k) { func m\(k)() {}\n"
            csharp += "class T\(k) { void M\(k)() {}\n"
        }
        for k in (0 ..< depth).reversed() {
            swift += "func after\(k)() {} }\n"
            csharp += "void After\(k)() {} }\n"
        }
        csharp += "}\n"
        for (code, language) in [(swift, Language.swift), (csharp, .csharp)] {
            withOutline(code, language) { outline, _ in
                XCTAssertEqual(outline.types.count, depth, "\(language)")
                for (k, type) in outline.types.enumerated() {
                    XCTAssertEqual(type.name, "T\(k)")
                    XCTAssertEqual(type.parent, k == 0 ? nil : k - 1, "\(language) T\(k)")
                }
                for member in outline.members {
                    let k = Int(member.name.drop { !$0.isNumber })!
                    XCTAssertEqual(member.owner, k, "\(language) \(member.name)")
                }
                XCTAssertEqual(outline.members.count, 2 * depth, "\(language)")
            }
        }
    }

    func testSwiftClassModifierIsNotADeclaration() {
        withOutline("class A: B { class var shared: A { A() }\n class override func f() {} }", .swift) { outline, _ in
            XCTAssertEqual(outline.types.map(\.name), ["A"])
            XCTAssertEqual(outline.members.map(\.name), ["shared", "f"])
            XCTAssertTrue(outline.members[1].isOverride)
        }
    }

    func testCSharpPartialClassesPropertiesAndExpressionBodies() {
        let code = """
            using System;
            using UIKit;
            namespace App.Screens
            {
                [Register("HomeViewController")]
                public partial class HomeViewController : BaseViewController, IDisposable
                {
                    UILabel label;
                    public string Title2 { get => label.Text; set { label.Text = value; } }
                    public int Count => 3;
                    public HomeViewController(IntPtr handle) : base(handle) { }
                    public override void ViewDidLoad() => base.ViewDidLoad();
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                    }
                    protected override void Dispose(bool disposing) { }
                    ~HomeViewController() { }
                    public List<T> Items<T>(Func<T, bool> filter) where T : class => null;
                    class Nested { void Helper(UIView view) { } }
                }
            }
            """
        withOutline(code, .csharp) { outline, _ in
            XCTAssertEqual(outline.platformModules, [.uiKit])
            XCTAssertEqual(outline.types.map(\.name), ["HomeViewController", "Nested"])
            XCTAssertTrue(outline.types[0].isPartial)
            XCTAssertEqual(outline.types[0].inherited, ["BaseViewController", "IDisposable"])
            let members = outline.types[0].members
            XCTAssertEqual(members.map(\.name), ["label", "Title2", "Count", "HomeViewController", "ViewDidLoad",
                                                 "ViewWillAppear", "Dispose", "HomeViewController", "Items"])
            XCTAssertEqual(members[0].kind, .property, "a field is a property without accessors")
            XCTAssertTrue(members[0].accessors.isEmpty)
            XCTAssertEqual(members[1].accessors.map(\.kind), [.get, .set])
            XCTAssertTrue(members[2].isExpressionBodied)
            XCTAssertEqual(members[3].kind, .initializer)
            XCTAssertTrue(members[4].isExpressionBodied)
            XCTAssertTrue(members[4].isOverride)
            XCTAssertEqual(Array(members[5].parameterNames), ["animated"])
            XCTAssertEqual(members[7].kind, .deinitializer)
            XCTAssertEqual(Array(members[8].parameterNames), ["filter"])
            XCTAssertEqual(Array(outline.types[1].members[0].parameterNames), ["view"])
            XCTAssertEqual(outline.members.map(\.index), Array(outline.members.indices), "per-member caches rely on it")
        }
    }

    func testUnbalancedBracesNeverHangOrCrash() {
        for code in ["class A {", "}}} class B { func f() {", "class C: { func", String(repeating: "{", count: 100_000),
                     String(repeating: "class X { ", count: 5_000), "extension", "func", "var", "init?",
                     // Once an endless loop: a nested type without a body.
                     "class C { public record R(int X); int y; }", "class C { record }", "class C { public class }"] {
            withOutline(code, .swift) { outline, _ in XCTAssertLessThanOrEqual(outline.types.count, 5_000) }
            withOutline(code, .csharp) { outline, _ in XCTAssertLessThanOrEqual(outline.types.count, 5_000) }
        }
    }

    /// A C# constructor is a method named as its own type, compared as names (`@Screen` is `Screen`): a
    /// nested type's, or a method named as the outer type inside the nested one, is told by its own type.
    func testCSharpConstructorsByTheirTypesName() {
        let code = """
            class Screen {
                public @Screen() { }
                void Screens() { }
                class Inner { Inner(int x) { } void Screen() { } }
            }
            class @Other { Other() { } void @Screen() { } }
            """
        withOutline(code, .csharp) { outline, _ in
            XCTAssertEqual(outline.types.map(\.name), ["Screen", "Inner", "Other"])
            XCTAssertEqual(outline.types[0].members.map(\.name), ["Screen", "Screens"])
            XCTAssertEqual(outline.types[0].members.map(\.kind), [.initializer, .method])
            XCTAssertEqual(outline.types[1].members.map(\.name), ["Inner", "Screen"])
            XCTAssertEqual(outline.types[1].members.map(\.kind), [.initializer, .method])
            XCTAssertEqual(outline.types[2].members.map(\.kind), [.initializer, .method])
            XCTAssertEqual(outline.types[2].members[1].name, "Screen")
        }
    }

    func testCSharpRecordWithoutBodyIsSkipped() {
        withOutline("class C { public record R(int X); void F() { } }", .csharp) { outline, _ in
            XCTAssertEqual(outline.members.map(\.name), ["F"])
        }
    }

    func testBracketMatchingPairsAndClampsUnclosed() {
        let stream = SwiftLexer.tokenize(Array("( [ ] { ) }".utf8))
        let matching = BracketMatcher.match(stream.tokens)
        XCTAssertEqual(matching, [4, 2, 1, 4, 0, -1])
    }

    /// The Swift and C# lexers pair brackets as they meet them: the same table a separate pass over
    /// the tokens makes, on every fixture and on unbalanced code, and a reused stream starts over.
    func testBracketsPairedWhileLexingMatchTheSeparatePass() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var inputs: [(String, Language)] = [
            ("( [ ] { ) }", .swift), ("} ) ] { ( [", .swift), ("f(\"\\(a[0](b)) }\") { [x] }", .swift),
            ("{ ( [ }", .csharp), ("$\"{a(b[1])}\" ) { ]", .csharp), ("#if X\n{\n#else\n{\n#endif\n}", .csharp),
        ]
        for (folder, language) in [("swift", Language.swift), ("csharp", .csharp)] {
            let directory = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                inputs.append((try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8), language))
            }
        }
        XCTAssertGreaterThan(inputs.count, 20)
        var stream = TokenStream() // one stream for all, as a worker lexes file after file
        for (code, language) in inputs {
            Array(code.utf8).withUnsafeBufferPointer { language.tokenize($0, into: &stream) }
            XCTAssertTrue(stream.pairsBrackets)
            XCTAssertEqual(stream.matching, BracketMatcher.match(stream.tokens), String(code.prefix(80)))
        }
        Array("[[ (".utf8).withUnsafeBufferPointer { Language.objectiveC.tokenize($0, into: &stream) }
        XCTAssertFalse(stream.pairsBrackets, "Objective-C pairs its brackets with its message sends")
        XCTAssertEqual(stream.matching, [])
    }

    /// `token(_:contains:)` finds a part anywhere in a name (start, middle, end, the whole name), in an
    /// escaped name without its escaping, for parts shorter and longer than four bytes, as a search of
    /// the name's text does.
    func testTokenContainsMatchesTheTextSearch() {
        let code = "wmf_addSubviewFilling(x); addSubview(y); `ddSubview`(z); Subviews(w); ddSubvie(v); arent(u); parentView(t)"
        withOutline(code, .swift) { _, source in
            var found = 0
            for index in source.tokens.indices where source.tokens[index].kind == .identifier {
                let text = source.text(index)
                for (part, spelled) in [("ddSubview" as StaticString, "ddSubview"), ("arent", "arent"), ("hild", "hild"),
                                        ("Sub", "Sub"), ("w", "w"), ("ws", "ws")] {
                    XCTAssertEqual(source.token(index, contains: part), text.contains(spelled), "\(spelled) in \(text)")
                    if text.contains(spelled) { found += 1 }
                }
            }
            XCTAssertEqual(found, 17)
        }
    }

    /// `identifiers(spelling:in:)` searches the bytes and looks matches up among the tokens: the same
    /// tokens a walk over them finds, on every fixture, escaped names, names in strings and comments,
    /// longer names and names glued to other bytes included. So does the list of view names the Swift
    /// and C# lexers record (`SourceText.viewNames`), which `RuleContext.viewNames` takes instead, and
    /// their note of `modalPresentationStyle` (`SourceText.namesModalPresentationStyle`).
    func testIdentifiersSpellingMatchTheTokenWalk() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var inputs: [(String, Language)] = [
            ("let `view` = view.view; _view = viewX + $view + 0view // view\n\"view \\(view)\"", .swift),
            ("var v = @View ?? View.View; /* View */ $\"{View}\" + _View + ViewX + \"View\";", .csharp),
            ("UIView *view = self.view; [view addSubview:view]; // view", .objectiveC),
            ("view", .swift), ("vie", .swift), ("", .swift),
        ]
        for (folder, language) in [("swift", Language.swift), ("csharp", .csharp), ("objc", .objectiveC)] {
            let directory = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                inputs.append((try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8), language))
            }
        }
        var checked = 0
        for (code, language) in inputs {
            withOutline(code, language) { _, source in
                let all = 0 ..< source.tokens.count
                if language == .objectiveC {
                    XCTAssertNil(source.viewNames)
                    XCTAssertNil(source.namesModalPresentationStyle)
                } else {
                    XCTAssertEqual(source.namesModalPresentationStyle, all.contains { source.tokens[$0].kind == .identifier
                        && (source.token($0, is: "modalPresentationStyle") || source.token($0, is: "ModalPresentationStyle")) })
                    let word = language == .csharp ? "View" : "view"
                    XCTAssertEqual(source.viewNames?.map { Int($0) }, all.filter { source.tokens[$0].kind == .identifier && source.token($0, isText: word) },
                                   "\(word) in \(code.prefix(60))")
                }
                let parts = [all, source.tokens.count / 3 ..< source.tokens.count * 2 / 3, 1 ..< max(1, source.tokens.count - 1)]
                for range in parts {
                    for (spelling, text) in [("view", "view" as StaticString), ("View", "View"), ("self", "self"),
                                             ("addSubview", "addSubview"), ("v", "v")] {
                        let walked = range.filter { source.tokens[$0].kind == .identifier && source.token($0, isText: spelling) }
                        XCTAssertEqual(source.identifiers(spelling: text, in: range), walked, "\(spelling) in \(code.prefix(60))")
                        checked += walked.count
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    // MARK: - Objective-C

    func testObjectiveCContainersMethodsAndProperties() {
        let code = """
            #import <UIKit/UIKit.h>
            #import "Local.h"
            @import AppKit;
            @interface Feed : UITableViewController <UITableViewDelegate, Refreshing>
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, copy) void (^onDone)(BOOL finished);
            - (void)reload;
            @end
            @interface Feed () { id _observer; }
            @end
            @interface Feed (Sharing)
            @end
            @implementation Feed
            - (instancetype)initWithStyle:(UITableViewStyle)style { return [super initWithStyle:style]; }
            - (void)initLoading { }
            - (void)setEditing:(BOOL)editing animated:(BOOL)animated { [super setEditing:editing animated:animated]; }
            - (void)viewWillAppear { }
            + (instancetype)feed { return [self new]; }
            - (void)dealloc { }
            @end
            @protocol Refreshing <NSObject>
            @end
            """
        withOutline(code, .objectiveC) { outline, _ in
            XCTAssertEqual(outline.platformModules, [.uiKit, .appKit])
            XCTAssertEqual(outline.types.map(\.name), ["Feed", "Feed", "Feed", "Feed", "Refreshing"])
            XCTAssertEqual(outline.types.map(\.kind), [.class, .extension, .extension, .extension, .protocol])
            XCTAssertEqual(outline.types[0].inherited, ["UITableViewController", "UITableViewDelegate", "Refreshing"])
            XCTAssertEqual(outline.types[0].members.map(\.name), ["titleLabel", "onDone"])
            XCTAssertEqual(outline.types[1].members.map(\.name), ["_observer"])
            let methods = outline.types[3].members
            XCTAssertEqual(methods.map(\.signature), ["initWithStyle:", "initLoading", "setEditing:animated:", "viewWillAppear", "feed", "dealloc"])
            XCTAssertEqual(methods.map(\.kind), [.initializer, .method, .method, .method, .method, .deinitializer])
            XCTAssertEqual(Array(methods[2].labels), ["setEditing", "animated"])
            XCTAssertEqual(Array(methods[2].parameterNames), ["editing", "animated"])
            // `setEditing:animated:` is UIKit's; `viewWillAppear` without an argument is not `viewWillAppear:`.
            XCTAssertEqual(methods.map(\.isOverride), [false, false, true, false, false, false])
            XCTAssertTrue(methods[4].isStatic)
        }
    }

    func testObjectiveCIfBranchesShareOneBody() {
        let code = """
            @implementation Player
            #if TARGET_OS_TV
            - (void)viewWillAppear:(BOOL)animated {
            #else
            - (void)viewWillAppear:(BOOL)animated {
                [self prepare];
            #endif
                [super viewWillAppear:animated];
            }
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """
        withOutline(code, .objectiveC) { outline, source in
            let members = outline.types[0].members
            XCTAssertEqual(members.map(\.signature).sorted(), ["viewDidLoad", "viewWillAppear:", "viewWillAppear:"])
            // The body belongs to the later header; the first has none, so nothing in it counts twice.
            let withBodies = members.filter { $0.body != nil }
            XCTAssertEqual(withBodies.map(\.signature), ["viewWillAppear:", "viewDidLoad"])
            let body = withBodies[0].body!
            XCTAssertTrue(body.contains { source.token($0, is: "prepare") } && body.contains { source.token($0, is: "super") })
        }
    }

    /// Message sends read as calls: which tokens the rules see.
    func testMessageSendsReadAsCalls() {
        func shape(_ code: String) -> String {
            var result = ""
            withOutline(code, .objectiveC) { _, source in
                result = source.tokens.map { token in
                    switch token.kind {
                    case .period: return "."
                    case .leftParen: return "("
                    case .rightParen: return ")"
                    case .comma: return ","
                    case .colon: return ":"
                    case .leftBracket: return "["
                    case .rightBracket: return "]"
                    default: return String(decoding: UnsafeBufferPointer(rebasing: source.bytes[token.range]), as: UTF8.self)
                    }
                }.joined(separator: " ")
            }
            return result
        }
        XCTAssertEqual(shape("[self.view addSubview:child.view];"), "self . view . addSubview ( child . view ) ;")
        XCTAssertEqual(shape("[c addObserver:self selector:@selector(x:) name:N object:nil];"),
                       "c . addObserver ( self , selector : @selector ( x : ) , name : N , object : nil ) ;")
        XCTAssertEqual(shape("[[NSNotificationCenter defaultCenter] removeObserver:self];"),
                       "NSNotificationCenter . defaultCenter . removeObserver ( self ) ;")
        XCTAssertEqual(shape("[super viewDidLoad]; [self view];"), "super . viewDidLoad ( ) ; self . view ;")
        XCTAssertEqual(shape("[(UINavigationController *)vc popViewControllerAnimated:YES];"),
                       "( UINavigationController * ) vc . popViewControllerAnimated ( YES ) ;")
        XCTAssertEqual(shape("x = items[0]; y = @[a, b]; z = [a b:c ? d : e f:g];"),
                       "x = items [ 0 ] ; y = @ [ a , b ] ; z = a . b ( c ? d : e , f : g ) ;")
        XCTAssertEqual(shape("[[Detail alloc] initWithNibName:nil bundle:nil];"),
                       "Detail . alloc ( ) . initWithNibName ( nil , bundle : nil ) ;")
        // A body without braces after `if (…)`, `else`, `for (…)`; a call's arguments stay a subscript.
        XCTAssertEqual(shape("if (a) [b c:d]; else [e f]; for (x in y) [x g];"),
                       "if ( a ) b . c ( d ) ; else e . f ( ) ; for ( x in y ) x . g ( ) ;")
        XCTAssertEqual(shape("f(a)[0];"), "f ( a ) [ 0 ] ;")
    }

    /// The lexer's names followed by `(`, carried over the lowering of the sends, are what a pass over
    /// the lowered tokens finds: on the shapes above and on every Objective-C fixture.
    func testCallNamesCarriedOverLoweredSends() throws {
        func check(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
            withOutline(code, .objectiveC) { _, source in
                let tokens = source.tokens
                let scanned = tokens.indices.dropLast().filter { tokens[$0].kind == .identifier && tokens[$0 + 1].kind == .leftParen }
                XCTAssertEqual(source.callNames, scanned.map { Int32($0) }, file: file, line: line)
            }
        }
        check("[self.view addSubview:child.view]; NSLog(@\"x\"); f([a b]); g([a b:(c)]);")
        check("[[NSNotificationCenter defaultCenter] removeObserver:self]; [super viewDidLoad]; [self view];")
        check("return [(UINavigationController *)vc popViewControllerAnimated:YES]; x = [a b](c);")
        check("z = [a b:c ? d : e f:g]; [[Detail alloc] initWithNibName:nil bundle:nil]; CGRectMake(0, 0, 1, 1);")
        check("[x y:^(int a) { h(a); }]; [[x y] z:(w)]; if ([x y]) (void)0;")
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/objc")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            check(try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        }
    }
}
