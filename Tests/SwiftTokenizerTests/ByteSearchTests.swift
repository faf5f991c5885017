import SwiftTokenizer
import XCTest

/// `containsBytes` finds a needle wherever it is, whichever of its bytes anchors the search, and
/// `rareByteIndex` picks the byte least common in sources as that anchor.
final class ByteSearchTests: XCTestCase {
    private func contains(_ needle: String, in text: String, anchor: Int) -> Bool {
        Array(needle.utf8).withUnsafeBufferPointer { n in Array(text.utf8).withUnsafeBufferPointer { containsBytes(n, in: $0, anchor: anchor) } }
    }

    private func rare(_ name: String) -> Int {
        Array(name.utf8).withUnsafeBufferPointer(rareByteIndex)
    }

    func testTheRarestByteAnchors() {
        XCTAssertEqual(rare("sample_name"), 6)   // `_`
        XCTAssertEqual(rare("ppDelegate"), 2)    // `D`
        XCTAssertEqual(rare("fizz"), 2)          // `z`
        XCTAssertEqual(rare("quiz"), 0)          // `q`, rarer than `z` in sources
        XCTAssertEqual(rare("tiny2"), 4)         // a digit
        XCTAssertEqual(rare("a"), 0)
        XCTAssertEqual(rare(""), 0)
    }

    /// Every anchor finds the same occurrences: at the text's start and end, after a near miss, and not
    /// where only a prefix is.
    func testEveryAnchorFindsTheSame() {
        let texts = ["sample_name", "x sample_name", "class sample_nam sample_name;", "sample_nam", "samplename _name", ""]
        for text in texts {
            let expected = text.contains("sample_name")
            for anchor in 0 ..< "sample_name".utf8.count {
                XCTAssertEqual(contains("sample_name", in: text, anchor: anchor), expected, "\(text) at \(anchor)")
            }
        }
    }
}
