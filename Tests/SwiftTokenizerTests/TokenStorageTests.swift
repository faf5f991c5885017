import SwiftTokenizer
import XCTest

/// Where the lexers put code tokens: straight into the room made in the stream's array (about one token
/// in four bytes), and, for a denser file, on in scratch storage once the room is full. Each file's
/// tokens, call names, view names and bracket pairs are its own either way, in a stream reused from
/// file to file.
final class TokenStorageTests: XCTestCase {
    private func lex(_ text: String, _ language: Language, into stream: inout TokenStream) {
        Array(text.utf8).withUnsafeBufferPointer { language.tokenize($0, into: &stream) }
    }

    /// One token a byte (`a,a,a,…`): four times the room, in every language, between two small files.
    func testADenseFileBetweenTwoSmallOnes() {
        for language in Language.allCases {
            var stream = TokenStream()
            lex("a b", language, into: &stream)
            XCTAssertEqual(stream.tokens.map(\.offset), [0, 2], "\(language)")
            let pairs = 5_000
            lex(String(repeating: "a,", count: pairs), language, into: &stream)
            XCTAssertEqual(stream.tokens.count, 2 * pairs, "\(language)")
            // The first token out of place, if any (a short message where a list would print 10,000).
            let misplaced = stream.tokens.indices.first { k in
                stream.tokens[k].offset != UInt32(k) || stream.tokens[k].kind != (k % 2 == 0 ? .identifier : .comma)
            }
            XCTAssertNil(misplaced, "\(language)")
            lex("b c d", language, into: &stream)
            XCTAssertEqual(stream.tokens.map(\.offset), [0, 2, 4], "\(language)")
        }
    }

    /// Calls nested 3,000 deep (`f(f(…))`): the brackets pair and the call names count across the point
    /// where the tokens leave the room for the scratch storage.
    func testBracketsAndCallNamesAcrossTheRoomsEnd() {
        for language in [Language.swift, .csharp] {
            var stream = TokenStream()
            let depth = 3_000
            lex(String(repeating: "f(", count: depth) + String(repeating: ")", count: depth), language, into: &stream)
            XCTAssertEqual(stream.tokens.count, 3 * depth, "\(language)")
            XCTAssertEqual(stream.callNames.count, depth, "\(language)")
            XCTAssertNil(stream.callNames.indices.first { stream.callNames[$0] != Int32(2 * $0) }, "\(language)")
            for k in [0, 1, depth / 2, depth - 1] {
                let opener = 2 * k + 1, closer = 3 * depth - 1 - k
                XCTAssertEqual(stream.matching[opener], Int32(closer), "\(language) opener \(k)")
                XCTAssertEqual(stream.matching[closer], Int32(opener), "\(language) closer \(k)")
            }
        }
    }

    /// `view` words past the room's end are recorded at their own indices.
    func testViewNamesAcrossTheRoomsEnd() {
        var stream = TokenStream()
        lex(String(repeating: "view;", count: 2_000), .swift, into: &stream)
        XCTAssertEqual(stream.viewNames.count, 2_000)
        XCTAssertNil(stream.viewNames.indices.first { stream.viewNames[$0] != Int32(2 * $0) })
        lex(String(repeating: "View;", count: 2_000), .csharp, into: &stream)
        XCTAssertEqual(stream.viewNames.count, 2_000)
        XCTAssertNil(stream.viewNames.indices.first { stream.viewNames[$0] != Int32(2 * $0) })
    }
}
