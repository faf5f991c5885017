@testable import SwiftTokenizer
import XCTest

/// `capitalBits64`, the skim's test of a 64-byte block: bit k set exactly where byte k is a capital A–Z,
/// for every byte value at every place (the bytes next to the range, `@` and `[`, and those from 0x80 whose
/// low seven bits are a capital, among them), and on random blocks.
final class CapitalBitsTests: XCTestCase {
    private func reference(_ block: [UInt8]) -> UInt64 {
        var bits: UInt64 = 0
        for (k, byte) in block.enumerated() where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { bits |= 1 << UInt64(k) }
        return bits
    }

    private func capitals(_ block: [UInt8]) -> UInt64 {
        block.withUnsafeBytes { capitalBits64($0.baseAddress!) }
    }

    func testEveryByteAtEveryPlace() {
        for background in [UInt8(ascii: "a"), UInt8(ascii: "Q"), 0x00, 0xFF] {
            for place in 0 ..< 64 {
                for byte in UInt8.min ... UInt8.max {
                    var block = [UInt8](repeating: background, count: 64)
                    block[place] = byte
                    XCTAssertEqual(capitals(block), reference(block), "byte \(byte) at \(place) among \(background)")
                }
            }
        }
    }

    func testRandomBlocks() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 2_000 {
            let block = (0 ..< 64).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            XCTAssertEqual(capitals(block), reference(block))
        }
    }
}
