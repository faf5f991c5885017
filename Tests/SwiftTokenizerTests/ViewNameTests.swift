import SwiftTokenizer
import XCTest

/// The Swift and C# lexers record the words naming a controller's view (`view`, `View`) as they lex:
/// the identifier tokens whose name (without the backticks or `@`) is exactly that word, in order.
final class ViewNameTests: XCTestCase {
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
}
