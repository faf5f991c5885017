import XCTest
@testable import Rules

/// `System.sortByName`: a directory's entries in the byte order of their names, whatever order the
/// listing met them in and whatever bytes follow each name in the listing's buffer.
final class DirectoryOrderTests: XCTestCase {
    /// `names` sorted by `sortByName`, given to it one after another in the buffer in the order listed.
    private func sorted(_ names: [[UInt8]]) -> [[UInt8]] {
        var buffer: [UInt8] = []
        var kept: [(start: Int32, count: Int32, kind: System.EntryKind, tag: Int?)] = []
        for name in names {
            kept.append((Int32(buffer.count), Int32(name.count), .file, nil))
            buffer += name
        }
        let before = buffer
        System.sortByName(&kept, names: &buffer)
        XCTAssertEqual(buffer, before, "the names' buffer is left as it was")
        return kept.map { Array(buffer[Int($0.start) ..< Int($0.start + $0.count)]) }
    }

    private func byteOrder(_ names: [[UInt8]]) -> [[UInt8]] {
        names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// A short name followed in the buffer by bytes above the next name's: only its own bytes count.
    func testAShortNameBeforeHighBytes() {
        let names = ["D", "zzzzzzzz", "Da", "Dz", "S", "Sub", "Su", "ViewControllerB", "ViewControllerAB", "ViewController",
                     "ViewControllé", "ViewControllee", "Écran", "Ecran", "a"].map { Array($0.utf8) }
        XCTAssertEqual(sorted(names), byteOrder(names))
    }

    /// Random names of few letters, so that many share their first eight bytes or are another's start.
    func testRandomNamesAgainstAPlainSort() {
        var generator = SystemRandomNumberGenerator()
        let letters: [[UInt8]] = [[0x61], [0x62], [0x7A], Array("é".utf8)]
        for _ in 0 ..< 200 {
            var names = Set<[UInt8]>()
            for _ in 0 ..< Int.random(in: 1 ... 30, using: &generator) {
                var name: [UInt8] = []
                for _ in 0 ..< Int.random(in: 1 ... 20, using: &generator) { name += letters.randomElement(using: &generator)! }
                names.insert(name)
            }
            let listed = Array(names).shuffled(using: &generator)
            XCTAssertEqual(sorted(listed), byteOrder(listed), "\(listed.map { String(decoding: $0, as: UTF8.self) })")
        }
    }
}
