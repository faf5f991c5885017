@testable import SwiftTokenizer
import XCTest

/// The keyword tables answer by one probe of a hash table made when the program starts: every keyword
/// of each language is found, as its own case, wherever it sits in a buffer; words one byte away from
/// a keyword, and keywords of the other language, are not.
final class KeywordTableTests: XCTestCase {
    private func word(_ entry: PackedKeyword) -> [UInt8] {
        var bytes: [UInt8] = []
        for k in 0 ..< 16 {
            let b = UInt8(truncatingIfNeeded: (k < 8 ? entry.low >> UInt64(8 * k) : entry.high >> UInt64(8 * (k - 8))))
            if b == 0 { break }
            bytes.append(b)
        }
        return bytes
    }

    private func lookUp(_ table: KeywordTable, _ bytes: [UInt8], padding: Int) -> Keyword {
        // The word inside a buffer (packWord's two loads) and at its very end (its byte loop).
        let inside = [UInt8](repeating: 0x20, count: padding) + bytes + [UInt8](repeating: 0x20, count: 20)
        let atEnd = [UInt8](repeating: 0x20, count: padding) + bytes
        let a = inside.withUnsafeBufferPointer { table.lookUp($0, start: padding, length: bytes.count) }
        let b = atEnd.withUnsafeBufferPointer { table.lookUp($0, start: padding, length: bytes.count) }
        XCTAssertEqual(a, b, String(decoding: bytes, as: UTF8.self))
        return a
    }

    func testEveryKeywordIsFoundAndNothingNearIt() {
        for (table, words, other) in [(swiftKeywords, swiftKeywordTable, csharpKeywordTable),
                                      (csharpKeywords, csharpKeywordTable, swiftKeywordTable)] {
            let all = words.flatMap { $0 }
            let spelled = Set(all.map { word($0) })
            XCTAssertGreaterThan(all.count, 60)
            for entry in all {
                let bytes = word(entry)
                for padding in [0, 3] { XCTAssertEqual(lookUp(table, bytes, padding: padding), entry.keyword) }
                // One byte changed, dropped or added: no keyword, unless that spells another one.
                var near: [[UInt8]] = [bytes + [UInt8(ascii: "s")], Array(bytes.dropLast()), [UInt8(ascii: "_")] + bytes]
                for k in bytes.indices { var changed = bytes; changed[k] ^= 0x20; near.append(changed) }
                for candidate in near where !spelled.contains(candidate) && !candidate.isEmpty {
                    XCTAssertEqual(lookUp(table, candidate, padding: 1), .none, String(decoding: candidate, as: UTF8.self))
                }
            }
            for entry in other.flatMap({ $0 }) where !spelled.contains(word(entry)) {
                XCTAssertEqual(lookUp(table, word(entry), padding: 2), .none, String(decoding: word(entry), as: UTF8.self))
            }
        }
    }
}
