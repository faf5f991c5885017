import SwiftTokenizer
import XCTest

/// `packWord` reads a word with two 8-byte loads when 16 bytes from its start are in the buffer, and
/// byte by byte near the end: both ways give the same two integers, for every length and place.
final class PackWordTests: XCTestCase {
    private func bytewise(_ p: [UInt8], _ start: Int, _ length: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for k in 0 ..< min(length, 16) {
            if k < 8 { low |= UInt64(p[start + k]) << UInt64(8 * k) } else { high |= UInt64(p[start + k]) << UInt64(8 * (k - 8)) }
        }
        return (low, high)
    }

    func testLoadsAgreeWithBytes() {
        let text = Array("viewDidLoad viewWillAppear:animated self super nil NSNotificationCenter addObserver:selector:name:object: ä€".utf8)
        text.withUnsafeBufferPointer { p in
            for start in 0 ..< text.count {
                for length in 0 ... min(24, text.count - start) {
                    let packed = packWord(p, start: start, length: length)
                    let expected = bytewise(text, start, length)
                    XCTAssertEqual(packed.low, expected.0, "start \(start), length \(length)")
                    XCTAssertEqual(packed.high, expected.1, "start \(start), length \(length)")
                }
            }
        }
    }

    /// Words that differ only past the 8th byte, or by length, pack differently.
    func testDistinguishes() {
        let text = Array("viewWillAppear viewWillDisappear self selfish".utf8)
        text.withUnsafeBufferPointer { p in
            XCTAssertNotEqual(packWord(p, start: 0, length: 14).high, packWord(p, start: 15, length: 14).high)
            XCTAssertNotEqual(packWord(p, start: 33, length: 4).low, packWord(p, start: 38, length: 7).low)
            XCTAssertEqual(packWord(p, start: 33, length: 4).low, packWord(p, start: 38, length: 4).low)
        }
    }
}
