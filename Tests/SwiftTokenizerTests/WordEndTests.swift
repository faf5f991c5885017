import SwiftTokenizer
import XCTest

/// `wordEnd` and `stringRunEnd` classify eight bytes at a time: they must stop exactly where a
/// byte-by-byte reading stops, for every byte value, in every lane of the 64-bit word and near the end.
final class WordEndTests: XCTestCase {
    private func continuesWord(_ b: UInt8, dollar: Bool) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
            || (dollar && b == UInt8(ascii: "$"))
    }

    private func bytewise(_ p: [UInt8], from start: Int, dollar: Bool) -> Int {
        var i = start
        while i < p.count && continuesWord(p[i], dollar: dollar) { i += 1 }
        return i
    }

    /// Every byte value, after a run of word bytes of every length from 0 to 20, with and without `$`.
    func testEveryByteInEveryLane() {
        for dollar in [false, true] {
            for stop in 0 ... 255 {
                for run in 0 ... 20 {
                    // Word bytes of all three kinds (and a non-ASCII one) before the byte tested.
                    let runBytes = (0 ..< run).map { Array("aZ_9é".utf8)[$0 % 6] }
                    let text = runBytes + [UInt8(stop)] + Array("word tail".utf8)
                    let got = text.withUnsafeBufferPointer { wordEnd($0, from: 0, dollar: dollar) }
                    XCTAssertEqual(got, bytewise(text, from: 0, dollar: dollar), "byte \(stop), run \(run), dollar \(dollar)")
                }
            }
        }
    }

    /// Random buffers, every start: the eight-byte path, the tail and the end of the buffer agree.
    func testRandomBuffers() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ019_$ .(:\n\t".utf8) + [0x7F, 0x80, 0xC3, 0xFF, 0x00, 0x40, 0x5B, 0x60, 0x7B, 0x2F, 0x3A]
        for _ in 0 ..< 300 {
            let length = Int.random(in: 0 ... 40, using: &generator)
            let text = (0 ..< length).map { _ in alphabet.randomElement(using: &generator)! }
            text.withUnsafeBufferPointer { p in
                for start in 0 ... length {
                    for dollar in [false, true] {
                        XCTAssertEqual(wordEnd(p, from: start, dollar: dollar), bytewise(text, from: start, dollar: dollar),
                                       "\(text) from \(start), dollar \(dollar)")
                    }
                }
            }
        }
    }

    private func stringRunBytewise(_ p: [UInt8], from start: Int) -> Int {
        var i = start
        while i < p.count && ![UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(p[i]) { i += 1 }
        return i
    }

    /// A string's plain bytes end at every `"`, `\\` and line break, whatever precedes them in the word
    /// (bytes from 0x80 included: the high bit must not make a match).
    func testStringRunsStopAtEveryStopByte() {
        for stop in 0 ... 255 {
            for run in 0 ... 20 {
                let runBytes = (0 ..< run).map { [UInt8(ascii: "a"), 0x80 | UInt8(ascii: "\""), 0xDC, UInt8(ascii: " "), 0xFF][$0 % 5] }
                let text = runBytes + [UInt8(stop)] + Array("tail\"".utf8)
                let got = text.withUnsafeBufferPointer { stringRunEnd($0, from: 0) }
                XCTAssertEqual(got, stringRunBytewise(text, from: 0), "byte \(stop), run \(run)")
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab \"\\\n\r(#".utf8) + [0x80, 0x8A, 0xA2, 0xDC, 0xFF, 0x00]
        for _ in 0 ..< 300 {
            let text = (0 ..< Int.random(in: 0 ... 40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            text.withUnsafeBufferPointer { p in
                for start in 0 ... text.count {
                    XCTAssertEqual(stringRunEnd(p, from: start), stringRunBytewise(text, from: start), "\(text) from \(start)")
                }
            }
        }
    }
}
