import SwiftTokenizer
import XCTest

final class LineTableTests: XCTestCase {
    private func location(_ source: [UInt8], _ offset: Int) -> SourceLocation {
        source.withUnsafeBufferPointer { LineTable($0).location(ofByte: offset, in: $0) }
    }

    func testLinesEndAtLFCRLFAndLoneCR() {
        let source = Array("a\nb\r\nc\rd".utf8)
        XCTAssertEqual(LineTable(source).lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(location(source, 7), SourceLocation(line: 4, column: 1))
        XCTAssertEqual(location(source, 5), SourceLocation(line: 3, column: 1))
    }

    /// Counting line breaks gives the table's line at every offset, whatever the endings, and counts
    /// over adjacent ranges add up (how a file's places are counted on from the last one).
    /// A table made in another's memory (`init(_:reusing:)`) is the table made fresh: nothing of the
    /// spare list's lines is left, whether it was longer or shorter.
    func testTableMadeInSpareMemoryIsAFreshOne() {
        let long = Array(String(repeating: "line\n", count: 40).utf8)
        let short = Array("a\r\nb\rc\n".utf8)
        let spare = LineTable(long).spareStorage()
        let reused = short.withUnsafeBufferPointer { LineTable($0, reusing: spare) }
        XCTAssertEqual(reused.lineStarts, LineTable(short).lineStarts)
        let grown = long.withUnsafeBufferPointer { LineTable($0, reusing: reused.spareStorage()) }
        XCTAssertEqual(grown.lineStarts, LineTable(long).lineStarts)
    }

    func testCountedLinesAgreeWithTheTable() {
        let texts = ["a\nb\r\nc\rd", "\r\n\r\n\r\r\n\n", "", "x", "\u{FEFF}one\ntwo\rthree\r\n", String(repeating: "abc\n", count: 40) + "\r",
                     String(repeating: "é\r\n", count: 20) + "end"]
        for text in texts {
            let source = Array(text.utf8)
            source.withUnsafeBufferPointer { bytes in
                let table = LineTable(bytes)
                for offset in 0 ... source.count {
                    XCTAssertEqual(LineTable.lineBreaks(in: bytes, to: offset), table.lineIndex(ofByte: offset), "\(text.debugDescription) at \(offset)")
                    for split in 0 ... offset {
                        XCTAssertEqual(LineTable.lineBreaks(in: bytes, to: split) + LineTable.lineBreaks(in: bytes, from: split, to: offset),
                                       table.lineIndex(ofByte: offset), "\(text.debugDescription) at \(offset), split at \(split)")
                    }
                }
            }
        }
    }

    func testColumnsCountUnicodeScalars() {
        let source = Array("é🙂x".utf8) // 2 + 4 bytes before x
        XCTAssertEqual(location(source, 6), SourceLocation(line: 1, column: 3))
    }

    func testByteOrderMarkIsNotAColumn() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8)
        XCTAssertEqual(location(source, 3), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(location(source, 4), SourceLocation(line: 1, column: 2))
    }

    func testLineRangeExcludesTerminator() {
        let source = Array("one\r\ntwo\n".utf8)
        source.withUnsafeBufferPointer { bytes in
            let table = LineTable(bytes)
            XCTAssertEqual(table.byteRange(ofLine: 1, in: bytes), 0 ..< 3)
            XCTAssertEqual(table.byteRange(ofLine: 2, in: bytes), 5 ..< 8)
            XCTAssertEqual(table.lineCount, 3)
        }
    }

    /// The table and the counts agree with a byte-by-byte model on random texts of every length up to 70
    /// mixing the three endings (a third of them without `\r`, the `memchr` path), over every range.
    func testTableAgreesWithAByteByByteModel() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        let alphabet: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "a"), UInt8(ascii: "a"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0xC3]
        for round in 0 ..< 3_000 {
            let length = Int(next() % 71)
            // A third of the texts without `\r` (the word loop to the end), the rest with some.
            let letters = round % 3 == 0 ? alphabet.filter { $0 != UInt8(ascii: "\r") } : alphabet
            let source = (0 ..< length).map { _ in letters[Int(next() % UInt64(letters.count))] }
            var starts = [0]
            for (k, b) in source.enumerated() where b == UInt8(ascii: "\n")
                || (b == UInt8(ascii: "\r") && (k + 1 == source.count || source[k + 1] != UInt8(ascii: "\n"))) {
                starts.append(k + 1)
            }
            XCTAssertEqual(LineTable(source).lineStarts, starts, "\(source)")
            source.withUnsafeBufferPointer { bytes in
                for from in stride(from: 0, through: length, by: 3) {
                    for to in from ... length {
                        let expected = starts.filter { $0 > from && $0 <= to }.count
                        XCTAssertEqual(LineTable.lineBreaks(in: bytes, from: from, to: to), expected, "\(source) \(from)..<\(to)")
                    }
                }
            }
        }
    }
}
