import SwiftTokenizer
import XCTest

/// The Swift and C# lexers record the words naming a controller's view (`view`, `View`) as they lex:
/// the identifier tokens whose name (without the backticks or `@`) is exactly that word, in order; and
/// note whether a token is `modalPresentationStyle` (either capitalisation, escaped or not).
final class NotedWordTests: XCTestCase {
    private func recorded(_ code: String, _ language: Language) -> (names: [String], stream: TokenStream) {
        var stream = TokenStream()
        let bytes = Array(code.utf8)
        bytes.withUnsafeBufferPointer { language.tokenize($0, into: &stream) }
        let names = stream.viewNames.map { k -> String in
            XCTAssertEqual(stream.tokens[Int(k)].kind, .identifier)
            return String(decoding: bytes[stream.tokens[Int(k)].range], as: UTF8.self)
        }
        return (names, stream)
    }

    func testSwift() {
        let (names, stream) = recorded("""
            override func viewDidLoad() { // view in a comment
                if view != nil, let v = child.view { `view`.x = "view \\(view.frame)" }
                _ = $view; _ = views; _ = View(); @view; self.view$x
            }
            """, .swift)
        XCTAssertTrue(stream.recordsViewNames)
        // `view`, `child.view`, `` `view` ``, the interpolation's `view`: not the comment, the string, `$view`,
        // `views`, `View`, the attribute or `view$x`.
        XCTAssertEqual(names, ["view", "view", "`view`", "view"])
    }

    /// The Swift lexer also lists its `let` and `var` keywords, in order, for the rules that look for
    /// the locals a body declares: exactly the tokens whose keyword is one of them (not an escaped
    /// name, a comment, a string or another word starting so), interpolations included. C# lists none.
    func testSwiftBindings() {
        let code = """
            func f() { let a = A(); var b: B? // let c
                if case let d as D = x { `let` = "var \\(({ let e = 1; return e })())" }
                lettuce = varied; guard var f = g else { return }; for var h in k {}
            }
            """
        var stream = TokenStream()
        let bytes = Array(code.utf8)
        bytes.withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertTrue(stream.recordsBindings)
        let expected = stream.tokens.indices.filter { stream.tokens[$0].keyword == .let || stream.tokens[$0].keyword == .var }
        XCTAssertEqual(stream.bindings.map(Int.init), expected)
        let named = expected.map { String(decoding: bytes[stream.tokens[$0 + 1].range], as: UTF8.self) }
        XCTAssertEqual(named, ["a", "b", "d", "e", "f", "h"])
        var csharp = TokenStream()
        Array("var x = 1; let y = 2;".utf8).withUnsafeBufferPointer { Language.csharp.tokenize($0, into: &csharp) }
        XCTAssertFalse(csharp.recordsBindings)
        XCTAssertTrue(csharp.bindings.isEmpty)
    }

    func testCSharp() {
        let (names, stream) = recorded("""
            public override void ViewDidLoad() { // View
                if (View != null && child.View is UIView v) @View.Add(x);
                var s = $"{View.Frame} View"; view = Views; var x = @"View";
            }
            """, .csharp)
        XCTAssertTrue(stream.recordsViewNames)
        XCTAssertEqual(names, ["View", "View", "@View", "View"])
    }

    /// A stream lexed again keeps nothing of the last file's list; Objective-C records none.
    func testStartsOverAndObjectiveCRecordsNone() {
        var stream = TokenStream()
        Array("a.view; b.view".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.viewNames, [2, 6])
        Array("x.view".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.viewNames, [2])
        Array("self.view.frame; [self view];".utf8).withUnsafeBufferPointer { Language.objectiveC.tokenize($0, into: &stream) }
        XCTAssertFalse(stream.recordsViewNames)
        XCTAssertEqual(stream.viewNames, [])
    }

    private func notesStyle(_ code: String, _ language: Language) -> Bool? {
        var stream = TokenStream()
        Array(code.utf8).withUnsafeBufferPointer { language.tokenize($0, into: &stream) }
        return stream.namesModalPresentationStyle
    }

    func testModalPresentationStyleIsNoted() {
        XCTAssertEqual(notesStyle("vc.modalPresentationStyle = .popover", .swift), true)
        XCTAssertEqual(notesStyle("x.`modalPresentationStyle` = y", .swift), true)
        XCTAssertEqual(notesStyle("vc.ModalPresentationStyle = UIModalPresentationStyle.Popover;", .csharp), true)
        XCTAssertEqual(notesStyle("vc.@modalPresentationStyle = s;", .csharp), true)
        XCTAssertEqual(notesStyle("var s = $\"{vc.ModalPresentationStyle}\";", .csharp), true)
        // Not in a comment or a string, not a longer or shorter word, not another 22-byte word.
        for code in ["// modalPresentationStyle", "let s = \"modalPresentationStyle\"", "x.modalPresentationStyles = y",
                     "x.odalPresentationStyle", "x.nodalPresentationStyle", "x.modalPresentationStylf", ""] {
            XCTAssertEqual(notesStyle(code, .swift), false, code)
            XCTAssertEqual(notesStyle(code, .csharp), false, code)
        }
        // A stream lexed again starts over; Objective-C notes nothing (nil: ask the bytes).
        var stream = TokenStream()
        Array("a.modalPresentationStyle".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.namesModalPresentationStyle, true)
        Array("a.b".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.namesModalPresentationStyle, false)
        XCTAssertNil(notesStyle("vc.modalPresentationStyle = UIModalPresentationPopover;", .objectiveC))
    }
}
