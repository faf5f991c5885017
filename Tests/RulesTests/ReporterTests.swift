import FoundationXML
import Foundation
@testable import Rules
import XCTest

final class ReporterTests: XCTestCase {
    private func diagnostic(_ message: String, path: String = "Sources/A b.swift", line: Int = 3) -> Diagnostic {
        Diagnostic(ruleID: "view_nil_check", severity: .error, path: path, line: line, column: 5, endLine: line,
                   endColumn: 16, message: message, fix: nil, sourceLine: "    if view != nil {}", requirements: [], offset: 0)
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext"), "100%25 done%0D%0Anext")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%"), "a%3Ab%2Cc%25")
        // Escaped on bytes: text beyond ASCII passes through whole, a text with nothing to escape unchanged.
        XCTAssertEqual(GitHubReporter.escapeData("Vue: é↓\r\n👍%"), "Vue: é↓%0D%0A👍%25")
        XCTAssertEqual(GitHubReporter.escapeProperty("Café/Vue, 1:2.swift"), "Café/Vue%2C 1%3A2.swift")
        XCTAssertEqual(GitHubReporter.escapeData("rien à faire"), "rien à faire")
        let line = GitHubReporter().render([diagnostic("x: 50%, y\nz", path: "Dir,1/A:B.swift")])
        XCTAssertEqual(line, "::error file=Dir%2C1/A%3AB.swift,line=3,col=5,endLine=3,endColumn=16,title=lifelint (view_nil_check)::x: 50%25, y%0Az\n")
    }

    func testXMLReportsParseBackWithEscapedText() throws {
        let tricky = "a < b & \"c\" 'd' \u{1}"
        // Beyond ASCII: kept whole, but U+FFFE and U+FFFF, which XML cannot carry (escaped on bytes).
        let wide = "é\u{FFFE}👍\u{FFFF}\u{FFFD}\tx"
        let diagnostics = [diagnostic(tricky), diagnostic("second", path: "B.swift"), diagnostic(wide, path: "C.swift")]
        for xml in [CheckstyleReporter().render(diagnostics),
                    JUnitReporter().render(diagnostics, summary: RunSummary(filesChecked: 3, checkedFiles: ["Sources/A b.swift", "B.swift", "C.swift"]))] {
            let document = try XMLDocument(data: Data(xml.utf8))
            let messages = try document.nodes(forXPath: "//@message").compactMap(\.stringValue)
            XCTAssertTrue(messages.contains("a < b & \"c\" 'd' \u{FFFD}"), "\(messages)")
            XCTAssertTrue(messages.contains("é\u{FFFD}👍\u{FFFD}\u{FFFD}\tx"), "\(messages)")
        }
        let junit = try XMLDocument(data: Data(JUnitReporter().render(diagnostics, summary: RunSummary(filesChecked: 3,
            checkedFiles: ["Sources/A b.swift", "B.swift", "C.swift"])).utf8))
        XCTAssertEqual(try junit.nodes(forXPath: "//testcase").count, 3)
        XCTAssertEqual(try junit.nodes(forXPath: "//failure").count, 3)
        XCTAssertEqual(try junit.nodes(forXPath: "/testsuites/@failures").first?.stringValue, "3")
    }

    /// JUnit counts a test case per file as given (a file given twice is two, each failing), and adds
    /// files with findings that were not checked after the checked ones, in path order.
    func testJUnitCountsEveryTestCase() throws {
        let twice = JUnitReporter().render([diagnostic("m", path: "A.swift")],
                                           summary: RunSummary(filesChecked: 2, checkedFiles: ["A.swift", "A.swift"]))
        XCTAssertTrue(twice.contains("<testsuites name=\"lifelint\" tests=\"2\" failures=\"2\" errors=\"0\">"), twice)
        let unchecked = JUnitReporter().render([diagnostic("z", path: "Z.swift"), diagnostic("m", path: "M.swift")],
                                               summary: RunSummary(filesChecked: 1, checkedFiles: ["B.swift"]))
        let names = unchecked.split(separator: "\n").filter { $0.contains("<testcase") }
            .map { $0.split(separator: "\"")[3] }
        XCTAssertEqual(names, ["B.swift", "M.swift", "Z.swift"])
        XCTAssertTrue(unchecked.contains("tests=\"3\" failures=\"2\""), unchecked)
    }

    func testSARIFFingerprintsSurviveLineShifts() throws {
        func fingerprints(_ diagnostics: [Diagnostic]) throws -> [String] {
            let json = SARIFReporter(toolVersion: "1").render(diagnostics)
            let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            let results = ((document["runs"] as! [[String: Any]])[0]["results"]) as! [[String: Any]]
            return results.map { (($0["partialFingerprints"] as! [String: String])["lifelintFingerprint/v1"])! }
        }
        let before = try fingerprints([diagnostic("m", line: 3), diagnostic("m", line: 9)])
        let after = try fingerprints([diagnostic("m", line: 13), diagnostic("m", line: 19)])
        XCTAssertEqual(before, after)
        XCTAssertNotEqual(before[0], before[1], "two findings on identical lines get distinct fingerprints")
        XCTAssertEqual(SARIFReporter.uri("./Sources/A b.swift"), "Sources/A%20b.swift")
        XCTAssertEqual(SARIFReporter.uri("/srv/Café/Vue#1.swift"), "file:///srv/Caf%C3%A9/Vue%231.swift")
        XCTAssertEqual(SARIFReporter.uri("././a~b/c%.swift"), "a~b/c%25.swift")
    }

    func testStatistics() {
        XCTAssertEqual(Statistics.render([diagnostic("a"), diagnostic("b")]), "2  view_nil_check\n")
        XCTAssertEqual(Statistics.render([]), "No findings.\n")
    }
}
