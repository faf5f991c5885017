import Foundation
import Rules
import XCTest

/// `rules.json` and the README are generated from the rules' own descriptions; these tests fail
/// when either drifts, and say how to regenerate.
final class RegistryTests: XCTestCase {
    func testRulesJSONMatchesTheRegistry() throws {
        let file = try XCTUnwrap(readRepositoryFile("rules.json"), "rules.json is missing")
        XCTAssertEqual(file, Registry.json(),
                       "rules.json is out of date: run `scripts/regenerate`")
    }

    func testReadmeRulesTableMatchesTheRegistry() throws {
        let readme = try XCTUnwrap(readRepositoryFile("README.md"))
        let begin = try XCTUnwrap(readme.firstRange(of: "<!-- rules:begin -->\n"))
        let end = try XCTUnwrap(readme.firstRange(of: "<!-- rules:end -->"))
        XCTAssertEqual(String(readme[begin.upperBound ..< end.lowerBound]), RuleDocumentation.markdownTable(),
                       "README rules table is out of date: run `scripts/regenerate`")
    }

    /// Every type in the catalogue that conforms to `Rule` is registered, once: a rule written and
    /// forgotten in `Registry.rules` would never run.
    func testEveryRuleInTheCatalogueIsRegistered() throws {
        let catalogue = URL(fileURLWithPath: repositoryRoot + "/Sources/Rules/Catalogue")
        var declared: [String] = []
        let files = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
                guard let k = words.firstIndex(of: "struct"), k + 2 < words.count, words[k + 2] == "Rule" else { continue }
                declared.append(String(words[k + 1]))
            }
        }
        let registered = Registry.rules.map { String(describing: $0) }
        XCTAssertEqual(declared.sorted(), registered.sorted(), "a rule type is missing from Registry.rules, or registered twice")
        XCTAssertEqual(Set(registered).count, registered.count)
        XCTAssertGreaterThanOrEqual(declared.count, 17)
    }

    func testIdsAreUniqueSnakeCase() {
        let ids = Registry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
        }
    }

    /// A rationale is prose that `lifelint explain` and `rules.json` print as written: a run of spaces in
    /// it is a line of the Swift source whose continuation backslash was lost.
    func testRationalesHoldNoRunOfSpaces() {
        for d in Registry.descriptions {
            XCTAssertFalse(d.rationale.contains("   "), "\(d.id): a run of spaces in the rationale (a lost `\\` at a line's end?)")
            XCTAssertFalse(d.summary.contains("   "), "\(d.id): a run of spaces in the summary")
        }
    }

    func testFixableRulesSayHowSafe() {
        for d in Registry.descriptions {
            let examples = d.triggeringExamples.flatMap { lint($0.plainCode, $0.language, enabling: [d.id]) }
            let anyFix = examples.contains { $0.fix != nil }
            XCTAssertEqual(anyFix, d.fix != nil, "\(d.id): the registry's fixability disagrees with its findings")
        }
    }

    func testSuggestionsForMistypedIds() {
        XCTAssertEqual(Registry.suggestion(for: "view_nill_check"), "view_nil_check")
        XCTAssertEqual(Registry.suggestion(for: "missing_super"), "missing_super_call")
        XCTAssertNil(Registry.suggestion(for: "completely_unrelated_thing_here"))
    }
}
