import Dispatch
@testable import Rules
import XCTest

/// The second look's threads take files through a shared counter: every number once, none skipped,
/// whatever the threads' interleaving.
final class SharedCounterTests: XCTestCase {
    func testEveryNumberTakenOnce() {
        let counter = SharedCounter()
        let count = 100_000
        var taken = [Int](repeating: 0, count: count)
        taken.withUnsafeMutableBufferPointer { slots in
            let slots = SendableSlots(slots)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                while case let k = counter.next(), k < count { slots.base[k] += 1 }
            }
        }
        XCTAssertEqual(taken.filter { $0 != 1 }.count, 0)
        XCTAssertGreaterThanOrEqual(counter.next(), count + 4, "each thread stopped at its first number past the end")
    }
}
