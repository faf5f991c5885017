@testable import Rules
import SwiftTokenizer
import XCTest

/// A `NameInterner` hands out the names and inheritance clauses its tokens spell, the same as making
/// them afresh would, keeps one string per long name and one list per clause, and stays right across
/// the moment it forgets everything (a tree of names that never repeat).
final class NameInternerTests: XCTestCase {
    /// The tokens of `code` that are names, in order.
    private func names(in source: SourceText) -> [Int] {
        source.tokens.indices.filter { source.kind($0) == .identifier }
    }

    func testLongNamesAreKeptOnceAndShortOnesNot() {
        withSource("UIViewController UIViewController View View UITableViewController `UIViewController`", .swift) { source in
            var interner = NameInterner()
            let made = names(in: source).map { interner.name(ofToken: $0, in: source) }
            XCTAssertEqual(made, ["UIViewController", "UIViewController", "View", "View", "UITableViewController", "UIViewController"])
            // Two long names (the escaped one is the same name); the short one is never kept.
            XCTAssertEqual(interner.counts.names, 2)
        }
    }

    /// A text longer than `longestKept` (an expression a rule reads whole) is made each time, not kept.
    func testLongestKeptBoundsWhatIsKept() {
        var interner = NameInterner()
        let longest = String(repeating: "a", count: NameInterner.longestKept)
        let longer = longest + "b"
        for text in [longest, longer, longest, longer] {
            XCTAssertEqual(text.withBytes { interner.name($0) }, text)
        }
        XCTAssertEqual(interner.counts.names, 1)
    }

    /// Taking a worker's names out (`takeNames`, for `FileStorage.keepNamesUntilExit`) leaves its parts an
    /// empty interner that goes on working, and the taken one holds what was made.
    func testTakenNamesLeaveAnEmptyInterner() {
        withSource("final class ScreenController: UIViewController {}", .swift) { source in
            let outline = Outline.build(source)
            let parts = outline.parts
            XCTAssertEqual(parts.names.pointee.counts.lists, 1)
            let taken = parts.takeNames()
            XCTAssertEqual(taken.counts.names, 2) // ScreenController, UIViewController
            XCTAssertEqual(parts.names.pointee.counts.names, 0)
            XCTAssertEqual(parts.names.pointee.name(ofToken: 4, in: source), "UIViewController")
            XCTAssertEqual(parts.names.pointee.counts.names, 1)
            XCTAssertEqual(outline.types.map(\.inherited), [["UIViewController"]])
        }
    }

    /// A clause is the names in order: a clause that spells the same bytes split otherwise, or the same
    /// names in another order, is another clause.
    func testClausesAreTheirNamesInOrder() {
        withSource("A BC AB C A BC BC A UIViewControllerDelegate", .swift) { source in
            var interner = NameInterner()
            let tokens = names(in: source)
            func clause(_ k: [Int]) -> [String] {
                interner.beginList()
                for index in k { interner.appendToList(ofToken: tokens[index]) }
                return interner.list(in: source)
            }
            XCTAssertEqual(clause([0, 1]), ["A", "BC"])
            XCTAssertEqual(clause([2, 3]), ["AB", "C"])
            XCTAssertEqual(clause([4, 5]), ["A", "BC"])
            XCTAssertEqual(clause([6, 7]), ["BC", "A"])
            XCTAssertEqual(clause([8]), ["UIViewControllerDelegate"])
            XCTAssertEqual(clause([]), [])
            XCTAssertEqual(interner.counts.lists, 4)
        }
    }

    /// With room for two long names, a third forgets the rest; names and clauses read after (and across)
    /// the forgetting are still the ones the tokens spell.
    func testForgettingKeepsAnswersRight() {
        let code = "FirstLongTypeName SecondLongTypeName ThirdLongTypeName FourthLongTypeName FirstLongTypeName"
        withSource(code, .swift) { source in
            var interner = NameInterner(capacity: 2)
            let tokens = names(in: source)
            XCTAssertEqual(interner.name(ofToken: tokens[0], in: source), "FirstLongTypeName")
            XCTAssertEqual(interner.name(ofToken: tokens[1], in: source), "SecondLongTypeName")
            XCTAssertEqual(interner.counts.names, 2)
            // A clause whose names do not all fit: its third name forgets the first two.
            interner.beginList()
            for index in [2, 3, 4] { interner.appendToList(ofToken: tokens[index]) }
            XCTAssertEqual(interner.list(in: source), ["ThirdLongTypeName", "FourthLongTypeName", "FirstLongTypeName"])
            XCTAssertLessThanOrEqual(interner.counts.names, 2)
            interner.beginList()
            for index in [2, 3, 4] { interner.appendToList(ofToken: tokens[index]) }
            XCTAssertEqual(interner.list(in: source), ["ThirdLongTypeName", "FourthLongTypeName", "FirstLongTypeName"])
            XCTAssertEqual(interner.name(ofToken: tokens[1], in: source), "SecondLongTypeName")
        }
    }

    /// The outliners' types read their names and clauses through a worker's interner, file after file
    /// in the same parts: each file's declarations are what its own tokens say.
    func testOutlinesOfSuccessiveFilesKeepTheirOwnNames() {
        let files: [(String, Language, [String], [[String]])] = [
            ("final class ScreenController: UIViewController, UITableViewDataSource {}\nstruct Row: Hashable {}", .swift,
             ["ScreenController", "Row"], [["UIViewController", "UITableViewDataSource"], ["Hashable"]]),
            ("final class ScreenController: UITableViewController {}\nextension ScreenController: UITableViewDataSource {}", .swift,
             ["ScreenController", "ScreenController"], [["UITableViewController"], ["UITableViewDataSource"]]),
            ("public class ScreenController : UIViewController, IUITableViewDataSource { }", .csharp,
             ["ScreenController"], [["UIViewController", "IUITableViewDataSource"]]),
            ("@interface ScreenController : UIViewController <UITableViewDataSource>\n@end", .objectiveC,
             ["ScreenController"], [["UIViewController", "UITableViewDataSource"]]),
            ("final class ScreenController: UIViewController, UITableViewDataSource {}", .swift,
             ["ScreenController"], [["UIViewController", "UITableViewDataSource"]]),
            // A qualified name is its last part.
            ("final class Wrapped: UIKit.UIViewController, Foundation.NSObjectProtocol {}", .swift,
             ["Wrapped"], [["UIViewController", "NSObjectProtocol"]]),
            ("class Wrapped : UIKit.UIViewController, Foundation.INSObjectProtocol { }", .csharp,
             ["Wrapped"], [["UIViewController", "INSObjectProtocol"]]),
        ]
        var storage = FileStorage()
        var first: ObjectIdentifier? = nil
        var lists = 0
        for (code, language, names, clauses) in files {
            Array(code.utf8).withUnsafeBufferPointer { bytes in
                let (spares, _) = storage.spares()
                language.tokenize(bytes, into: &storage.stream)
                let source = SourceText(path: "x", language: language, bytes: bytes, stream: storage.stream)
                let outline = Outline.build(source, reusing: spares)
                // The worker's parts (and their interner) are reused, and its clauses kept across files.
                if first == nil { first = ObjectIdentifier(outline.parts) }
                XCTAssertEqual(ObjectIdentifier(outline.parts), first, code)
                let held = outline.parts.names.pointee.counts.lists
                XCTAssertGreaterThanOrEqual(held, lists, code)
                lists = held
                XCTAssertEqual(outline.types.map(\.name), names, code)
                XCTAssertEqual(outline.types.map(\.inherited), clauses, code)
                storage.keep(RuleContext(source: source, outline: outline))
            }
        }
        // The distinct clauses of every file, each kept once (the fifth file's and the Objective-C one
        // repeat the first's).
        XCTAssertEqual(lists, 7)
    }
}
