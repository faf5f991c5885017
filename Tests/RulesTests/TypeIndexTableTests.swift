@testable import Rules
import XCTest

/// The type index finds a name's declarations through a table of the names' hashes, computed where each
/// declaration was read: names that share a slot, or even a hash, stay apart, and growing the table
/// loses none.
final class TypeIndexTableTests: XCTestCase {
    private func facts(_ name: String, hash: UInt64? = nil) -> TypeFacts {
        TypeFacts(name: name, kind: .class, inherited: [], lifecycleOverrides: 0, isOtherPlatform: false,
                  nameHash: hash ?? TypeFacts.hash(ofName: name))
    }

    /// A declaration of another name with the same hash is not one of the name's.
    func testEqualHashesKeepNamesApart() {
        var index = TypeIndex()
        let shared = TypeFacts.hash(ofName: "Screen")
        index.add(contentsOf: [facts("Other", hash: shared)])   // list 0
        index.add(contentsOf: [facts("Screen")])                // list 1
        index.add(contentsOf: [facts("Model"), facts("Screen")]) // list 2
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Screen"]), [1, 2])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Model"]), [2])
        XCTAssertEqual(index.listsDeclaringWithoutBodyFacts(["Missing"]), [])
    }

    /// Thousands of names, many declared more than once, added without a reserve (the table grows many
    /// times): each name's lists are the ones a plain model finds.
    func testManyNamesAgreeWithAModel() {
        var generator = SystemRandomNumberGenerator()
        let pool = (0 ..< 5_000).map { "Type\($0)" + String(repeating: "x", count: Int.random(in: 0 ... 20, using: &generator)) }
        var index = TypeIndex()
        var model: [String: Set<Int>] = [:]
        for list in 0 ..< 4_000 {
            let names = (0 ..< Int.random(in: 1 ... 6, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
            index.add(contentsOf: names.map { facts($0) })
            for name in names { model[name, default: []].insert(list) }
        }
        for name in pool.prefix(500) + ["Undeclared", "Type"] {
            XCTAssertEqual(index.listsDeclaringWithoutBodyFacts([name]), (model[name] ?? []).sorted(), name)
        }
    }

    /// The hash is the same for equal names, whatever their storage, and differs for these near ones.
    func testHashOfEqualNames() {
        let long = "DetailViewController" + "Extra"
        XCTAssertEqual(TypeFacts.hash(ofName: String(long.dropLast(5))), TypeFacts.hash(ofName: "DetailViewController"))
        XCTAssertNotEqual(TypeFacts.hash(ofName: "DetailViewController"), TypeFacts.hash(ofName: "DetailViewControler"))
        XCTAssertEqual(facts("Screen").nameHash, TypeFacts.hash(ofName: "Screen"))
    }
}
