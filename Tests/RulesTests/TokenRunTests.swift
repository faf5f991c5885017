@testable import Rules
import XCTest

/// A body's calls walked to from the last body's end are the ones a search finds, whatever position
/// the caller passes (a stale or out-of-order one falls back to the search).
final class TokenRunTests: XCTestCase {
    func testWalkedPartsAreTheSearchedOnes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 200 {
            let tokens = (0 ..< Int.random(in: 0 ... 30, using: &generator)).map { _ in Int32.random(in: 0 ... 100, using: &generator) }.sorted()
            let run = TokenRun(viewing: tokens)
            defer { withExtendedLifetime(tokens) {} } // the view reads the array's memory
            for _ in 0 ..< 20 {
                let a = Int.random(in: -5 ... 105, using: &generator)
                let range = a ..< a + Int.random(in: 0 ... 30, using: &generator)
                let searched = run.tokens(in: range)
                for position in -1 ... tokens.count + 1 {
                    let walked = run.tokens(in: range, from: position)
                    XCTAssertEqual(Array(walked), Array(searched), "\(tokens) \(range) from \(position)")
                    XCTAssertEqual(walked.startIndex ..< walked.endIndex, searched.startIndex ..< searched.endIndex)
                }
            }
        }
    }

    /// A view of an array's memory reads the array, parts included: each part is the array's elements
    /// in the range (the file's call names are viewed in the list the cache keeps, not copied).
    func testViewReadsItsArray() {
        for tokens: [Int32] in [[], [7], [2, 5, 9, 12, 13, 20, 31]] {
            let view = TokenRun(viewing: tokens)
            defer { withExtendedLifetime(tokens) {} }
            XCTAssertEqual(Array(view), tokens)
            for range in [0 ..< 0, 0 ..< 10, 5 ..< 14, 12 ..< 40, 40 ..< 50] {
                XCTAssertEqual(Array(view.tokens(in: range)), tokens.filter { range.contains(Int($0)) }, "\(tokens) \(range)")
            }
        }
    }

    /// Bodies in source order: each walk starts where the last part ended.
    func testBodiesInOrder() {
        let tokens: [Int32] = [2, 5, 9, 12, 13, 20, 31]
        let run = TokenRun(viewing: tokens)
        defer { withExtendedLifetime(tokens) {} }
        var next = run.startIndex
        var parts: [[Int32]] = []
        for body in [0 ..< 4, 4 ..< 6, 8 ..< 8, 10 ..< 21, 25 ..< 40] {
            let part = run.tokens(in: body, from: next)
            next = part.endIndex
            parts.append(Array(part))
        }
        XCTAssertEqual(parts, [[2], [5], [], [12, 13, 20], [31]])
    }
}
