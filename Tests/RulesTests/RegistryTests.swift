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

    func testIdsAreUniqueSnakeCase() {
        let ids = Registry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
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
