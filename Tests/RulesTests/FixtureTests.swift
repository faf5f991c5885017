import Foundation
import Rules
import XCTest

/// Fixture projects under `Tests/Fixtures/<language>/`: each directory is linted as one project with
/// the default configuration. A line ending in `// expect: rule_id[, rule_id]` must get exactly those
/// findings; any other finding fails as loudly as a missing one.
final class FixtureTests: XCTestCase {
    private func check(_ directory: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = repositoryRoot + "/Tests/Fixtures/" + directory
        let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        XCTAssertFalse(names.isEmpty)
        var sources: [(path: String, code: String)] = []
        var expected: Set<String> = []
        for name in names {
            let code = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
            sources.append((name, code))
            for (k, text) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = text.firstRange(of: "// expect:") else { continue }
                for rule in text[marker.upperBound...].split(separator: ",") {
                    expected.insert("\(name):\(k + 1): \(rule.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertFalse(expected.isEmpty, "fixtures without expectations test nothing")
        let found = Set(lint(sources).map { "\($0.path):\($0.line): \($0.ruleID)" })
        let missing = expected.subtracting(found).sorted()
        let unexpected = found.subtracting(expected).sorted()
        XCTAssertEqual(missing, [], "expected findings that did not come", file: file, line: line)
        XCTAssertEqual(unexpected, [], "findings no fixture expects", file: file, line: line)
        // The CLI reads body facts again only for the files findings ask about: the same findings.
        let reread = Set(lint(sources, bodyFacts: .reread).map { "\($0.path):\($0.line): \($0.ruleID)" })
        XCTAssertEqual(reread, found, "reading body facts later changes the findings", file: file, line: line)
        // Skimming reads in full only the files the project needs: the same findings as reading them all.
        let whole = Set(lint(sources, skims: false).map { "\($0.path):\($0.line): \($0.ruleID)" })
        XCTAssertEqual(whole, found, "skimming files changes the findings", file: file, line: line)
        let never = Set(lint(sources, bodyFacts: .never).map { "\($0.path):\($0.line): \($0.ruleID)" })
        XCTAssertNotEqual(never, found, "the fixtures should need facts from another file's bodies", file: file, line: line)
    }

    func testSwiftFixtures() throws { try check("swift") }

    func testCSharpFixtures() throws { try check("csharp") }

    /// Objective-C beside Swift: headers declare the classes, a Swift class derives from one and an
    /// Objective-C class from a Swift one; a MATLAB `.m` file is skipped.
    func testObjectiveCFixtures() throws { try check("objc") }
}
