@testable import Rules
import SwiftTokenizer
import XCTest

/// A call's arguments as `RuleContext.arguments(ofCallAt:)` gives them (the first four held inline, the
/// rest in an array) are the top-level comma-separated ranges between the call's parentheses, for calls
/// of none to nine arguments, nested brackets and closures included.
final class CallArgumentsTests: XCTestCase {
    /// The ranges by a plain walk: each top-level comma ends one (brackets skipped by depth).
    private func reference(_ source: SourceText, open: Int, close: Int) -> [Range<Int>] {
        guard close > open + 1 else { return [] }
        var result: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        for j in open + 1 ..< close {
            switch source.tokens[j].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                result.append(start ..< j)
                start = j + 1
            default: break
            }
        }
        result.append(start ..< close)
        return result
    }

    func testArgumentsAreTheTopLevelRanges() {
        var calls = ["f()", "f(a)", "f(a, b)", "f(x: [1, 2], y: { a, b in a + b }, z: g(1, 2))"]
        for count in 3 ... 9 {
            calls.append("f(" + (0 ..< count).map { k in k % 3 == 0 ? "p\(k): h(\(k), [\(k), \(k)])" : "v\(k)" }.joined(separator: ", ") + ")")
        }
        for call in calls {
            let code = "let r = " + call + "\n"
            let bytes = Array(code.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var stream = TokenStream()
                Language.swift.tokenize(buffer, into: &stream)
                let source = SourceText(path: "x.swift", language: .swift, bytes: buffer, stream: stream)
                let context = RuleContext(source: source, outline: Outline.build(source))
                guard let open = source.tokens.indices.first(where: { source.tokens[$0].kind == .leftParen }) else {
                    return XCTFail("no call in \(call)")
                }
                let arguments = context.arguments(ofCallAt: open)
                let expected = reference(source, open: open, close: context.partner(open))
                XCTAssertEqual(Array(arguments), expected, call)
                XCTAssertEqual(arguments.count, expected.count, call)
                XCTAssertEqual(arguments.first, expected.first, call)
                for k in expected.indices { XCTAssertEqual(arguments[k], expected[k], "\(call) #\(k)") }
            }
        }
    }
}
