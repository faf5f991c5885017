@testable import Rules
import XCTest

/// The rounds' table keyed by hashes: the same answers as a `Dictionary` for random operations, with
/// keys crowded onto a few home slots (equal low halves, high halves that fold onto each other) and the
/// table growing many times.
final class HashKeyedTableTests: XCTestCase {
    func testAgreesWithADictionary() {
        var generator = SystemRandomNumberGenerator()
        for round in 0 ..< 40 {
            var table = HashKeyedTable<Int>(minimumCapacity: round % 3 == 0 ? 0 : Int.random(in: 1 ... 100, using: &generator))
            var model: [UInt64: Int] = [:]
            // Few distinct low halves and high halves: probing runs long and wraps around the end.
            let keys = (0 ..< Int.random(in: 1 ... 3_000, using: &generator)).map { _ in
                UInt64.random(in: 0 ..< 8, using: &generator) << 32 | UInt64.random(in: 0 ..< 64, using: &generator)
                    | (Bool.random(using: &generator) ? UInt64.random(in: 0 ... .max, using: &generator) : 0)
            }
            for (k, key) in keys.enumerated() {
                switch Int.random(in: 0 ..< 4, using: &generator) {
                case 0:
                    table.set(key, k)
                    model[key] = k
                case 1:
                    XCTAssertEqual(table.insert(key, k), model[key] == nil)
                    if model[key] == nil { model[key] = k }
                case 2:
                    let before = table.update(key, adding: { -1 }) { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    XCTAssertEqual(before, model[key] ?? -1)
                    model[key] = (model[key] ?? -1) + 1
                default:
                    XCTAssertEqual(table[key], model[key])
                    XCTAssertEqual(table.contains(key), model[key] != nil)
                }
                XCTAssertEqual(table.count, model.count)
            }
            for key in keys.prefix(200) + [UInt64.max, 1 << 63] {
                XCTAssertEqual(table[key], model[key])
            }
            var seen: [UInt64: Int] = [:]
            for (key, value) in table { seen[key] = value }
            XCTAssertEqual(seen, model)
            XCTAssertEqual(Array(table).count, model.count, "each key once")
        }
    }

    func testEmptyTable() {
        let table = HashKeyedTable<Void>()
        XCTAssertTrue(table.isEmpty)
        XCTAssertFalse(table.contains(0))
        XCTAssertNil(table[42])
        XCTAssertEqual(Array(table).count, 0)
    }
}
