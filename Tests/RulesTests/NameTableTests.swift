@testable import Rules
import SwiftTokenizer
import XCTest

/// A `NameTable` answers as a list searched name by name does: the first value of a name given twice,
/// every element of a name grouped in the given order, the first member of each name, whatever the
/// names' lengths (long names differ after their 16th byte), first and last bytes (shared, so that the
/// masks let them through), and order.
final class NameTableTests: XCTestCase {
    /// A seeded generator, so that a failure names the seed that reproduces it.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Names from a small alphabet, 0 to 40 bytes, many sharing a length, first and last bytes, and
    /// some differing only past the 16th byte.
    private func randomNames(_ count: Int, _ generator: inout SplitMix) -> [String] {
        let letters = Array("abAB_x")
        var names: [String] = []
        for _ in 0 ..< count {
            if let earlier = names.randomElement(using: &generator), earlier.count > 16, Bool.random(using: &generator) {
                var bytes = Array(earlier)
                let k = Int.random(in: 16 ..< bytes.count, using: &generator)
                bytes[k] = letters.randomElement(using: &generator)!
                names.append(String(bytes))
            } else {
                let length = [0, 1, 2, 8, 15, 16, 17, 18, 24, 40].randomElement(using: &generator)!
                names.append(String((0 ..< length).map { _ in letters.randomElement(using: &generator)! }))
            }
        }
        return names
    }

    func testLookUpsAnswerAsAListSearched() {
        let seed = UInt64.random(in: 0 ... .max)
        var generator = SplitMix(state: seed)
        for _ in 0 ..< 300 {
            let names = randomNames(Int.random(in: 0 ... 40, using: &generator), &generator)
            let pairs = names.enumerated().map { ($0.element, $0.offset) }
            let table = NameTable(pairs)
            let grouped = NameTable(grouping: pairs)
            XCTAssertEqual(table.isEmpty, names.allSatisfy(\.isEmpty), "seed \(seed): \(names)")
            for probe in names + randomNames(10, &generator) {
                let expected = probe.isEmpty ? nil : pairs.first { $0.0 == probe }?.1
                XCTAssertEqual(table.value(of: probe), expected, "seed \(seed): \(probe) in \(names)")
                let elements = pairs.filter { $0.0 == probe }.map(\.1)
                XCTAssertEqual(grouped.value(of: probe), probe.isEmpty || elements.isEmpty ? nil : elements,
                               "seed \(seed): \(probe) in \(names)")
                // The same name read where it lies in a larger buffer (not at its start, bytes after it).
                let text = Array(("  " + probe + " xxxxxxxxxxxxxxxxxxxx").utf8)
                text.withUnsafeBufferPointer { bytes in
                    XCTAssertEqual(table.value(of: 2 ..< 2 + probe.utf8.count, in: bytes), expected,
                                   "seed \(seed): \(probe) in a buffer, in \(names)")
                }
            }
        }
    }

    /// Members by name, from a type's declaration: overloads together in order, and the first member of
    /// each name among the methods.
    func testMembersByName() {
        let code = """
        class Screen: UIViewController {
            var title = ""
            func load() {}
            func load(animated: Bool) {}
            func averyveryverylongname1() {}
            func averyveryverylongname2() {}
            func title(_ x: Int) {}
            func load(_ a: Int, _ b: Int) {}
        }
        """
        withSource(code, .swift, path: "Screen.swift") { source in
            let context = RuleContext(source: source, outline: Outline.build(source))
            let members = context.outline.members
            let byName = MemberTable(members)
            let lines = { (list: ArraySlice<Member>?) in list?.map { context.line(ofToken: $0.nameToken) } }
            XCTAssertEqual(lines(byName.members(named: "load")), [3, 4, 8])
            XCTAssertEqual(lines(byName.members(named: "title")), [2, 7])
            XCTAssertEqual(lines(byName.members(named: "averyveryverylongname1")), [5])
            XCTAssertEqual(lines(byName.members(named: "averyveryverylongname2")), [6])
            XCTAssertNil(byName.members(named: "averyveryverylongname3"))
            XCTAssertTrue(MemberTable([]).isEmpty)
            // Found by a token's bytes: each call of `load` in a body names the three overloads.
            withSource("load(1, 2)", .swift, path: "Call.swift") { callSource in
                XCTAssertEqual(lines(byName.members(at: 0, in: callSource)), [3, 4, 8])
                XCTAssertNil(byName.members(at: 1, in: callSource))
            }
            let firstMethods = NameTable(firstIndicesOf: members) { $0.kind == .method }
            XCTAssertEqual(firstMethods.value(of: "load").map { members[$0].name }, "load")
            XCTAssertEqual(firstMethods.value(of: "load"), members.firstIndex { $0.name == "load" })
            XCTAssertEqual(firstMethods.value(of: "title"), members.firstIndex { $0.name == "title" && $0.kind == .method })
            XCTAssertNil(NameTable(firstIndicesOf: members) { _ in false }.value(of: "load"))
            XCTAssertTrue(NameTable(firstIndicesOf: members) { _ in false }.isEmpty)
        }
    }
}
