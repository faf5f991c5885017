@testable import SwiftTokenizer
import XCTest

/// `skipBlanks` tests eight bytes at a time for spaces and tabs: it must stop exactly where a
/// byte-by-byte reading stops, for every byte value after runs of every length, and near the end.
final class SkipBlanksTests: XCTestCase {
    private func bytewise(_ p: [UInt8], from start: Int) -> Int {
        var i = start
        while i < p.count && (p[i] == UInt8(ascii: " ") || p[i] == UInt8(ascii: "\t")) { i += 1 }
        return i
    }

    /// Every byte value after a run of spaces and tabs of every length from 0 to 20 (the byte tested in
    /// every lane of the 64-bit word), and at every start inside the run.
    func testEveryByteAfterEveryRun() {
        for stop in 0 ... 255 {
            for run in 0 ... 20 {
                let text = (0 ..< run).map { $0 % 3 == 2 ? UInt8(ascii: "\t") : UInt8(ascii: " ") } + [UInt8(stop)] + Array("  x".utf8)
                text.withUnsafeBufferPointer { p in
                    for start in 0 ... run {
                        XCTAssertEqual(skipBlanks(p, from: start), bytewise(text, from: start), "byte \(stop), run \(run), from \(start)")
                    }
                }
            }
        }
    }

    /// Random buffers of blanks and their neighbours (bytes that differ from a space or a tab by one bit,
    /// bytes from 0x80), every start: the eight-byte path, the tail and the end of the buffer agree.
    func testRandomBuffers() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("    \t\t\na{".utf8) + [0x21, 0x1F, 0x08, 0x0B, 0x0C, 0x0D, 0x29, 0xA0, 0x89, 0x00, 0xFF]
        for _ in 0 ..< 400 {
            let text = (0 ..< Int.random(in: 0 ... 40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            text.withUnsafeBufferPointer { p in
                for start in 0 ... text.count {
                    XCTAssertEqual(skipBlanks(p, from: start), bytewise(text, from: start), "\(text) from \(start)")
                }
            }
        }
    }
}
