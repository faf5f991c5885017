import Rules
import SwiftTokenizer
import XCTest

/// Every rule's documented examples are its first tests: the triggering ones must fire exactly at
/// their `↓` markers, the others must stay quiet. Each triggering example is then re-run mutated —
/// inside a comment, inside a string, under each kind of disable comment, after non-ASCII text,
/// with CRLF line endings — to catch false positives and column bugs for free.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleDocumentsBothOutcomesInEachOfItsLanguages() {
        for d in Registry.descriptions {
            for language in d.languages {
                XCTAssertTrue(d.triggeringExamples.contains { $0.language == language },
                              "\(d.id) has no triggering \(language.displayName) example")
                XCTAssertTrue(d.nonTriggeringExamples.contains { $0.language == language },
                              "\(d.id) has no non-triggering \(language.displayName) example")
            }
            for example in d.triggeringExamples {
                XCTAssertFalse(markerLocations(example.code).isEmpty, "\(d.id): a triggering example has no ↓ marker")
            }
        }
    }

    func testTriggeringExamplesFireAtTheirMarkers() {
        for d in Registry.descriptions {
            for example in d.triggeringExamples {
                let found = lint(example.plainCode, example.language, enabling: [d.id])
                XCTAssertEqual(locations(found).sorted(), markerLocations(example.code),
                               "\(d.id) (\(example.language.displayName)):\n\(example.code)")
                for diagnostic in found {
                    XCTAssertEqual(diagnostic.ruleID, d.id)
                    XCTAssertFalse(diagnostic.message.isEmpty)
                }
            }
        }
    }

    func testNonTriggeringExamplesStayQuiet() {
        for d in Registry.descriptions {
            for example in d.nonTriggeringExamples {
                let found = lint(example.plainCode, example.language, enabling: [d.id])
                XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.message)" }, [],
                               "\(d.id) (\(example.language.displayName)) fired on:\n\(example.code)")
            }
        }
    }

    // MARK: - Mutations

    private func eachTriggeringExample(_ body: (RuleDescription, Example) -> Void) {
        for d in Registry.descriptions {
            for example in d.triggeringExamples { body(d, example) }
        }
    }

    private func assertQuiet(_ code: String, _ language: Language, _ rule: String, _ why: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let found = lint(code, language, enabling: [rule])
        XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, [], "\(rule) fired \(why):\n\(code)", file: file, line: line)
    }

    func testInsideACommentNothingFires() {
        eachTriggeringExample { d, example in
            let commented = example.plainCode.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "// " + $0 }.joined(separator: "\n")
            assertQuiet(commented, example.language, d.id, "inside line comments")
            let block = "/*\n" + example.plainCode.replacing("*/", with: "* /") + "\n*/"
            assertQuiet(block, example.language, d.id, "inside a block comment")
        }
    }

    func testInsideAStringNothingFires() {
        eachTriggeringExample { d, example in
            let wrapped: String
            switch example.language {
            case .swift:
                wrapped = "let text = #\"\"\"\n" + example.plainCode + "\n\"\"\"#\n"
            case .csharp:
                wrapped = "class Holder { string text = @\"" + example.plainCode.replacing("\"", with: "\"\"") + "\"; }\n"
            case .objectiveC:
                // One `@"…"` piece per line (C strings do not span lines), escaped.
                wrapped = "static NSString *text =\n" + example.plainCode.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "@\"" + $0.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\\n\"" }
                    .joined(separator: "\n") + ";\n"
            }
            assertQuiet(wrapped, example.language, d.id, "inside a string")
        }
    }

    func testUnderADisableCommentNothingFires() {
        eachTriggeringExample { d, example in
            assertQuiet("// lifelint:disable \(d.id)\n" + example.plainCode, example.language, d.id, "under disable")
            assertQuiet("// lifelint:disable all\n" + example.plainCode, example.language, d.id, "under disable all")

            let markedLines = Set(markerLocations(example.code).map(\.line))
            var nextLine: [String] = []
            var thisLine: [String] = []
            for (k, line) in example.plainCode.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if markedLines.contains(k + 1) {
                    nextLine.append("// lifelint:disable:next \(Self.anotherRule(than: d.id)), \(d.id)")
                    thisLine.append(line + " // lifelint:disable:this \(d.id)")
                } else {
                    thisLine.append(String(line))
                }
                nextLine.append(String(line))
            }
            assertQuiet(nextLine.joined(separator: "\n"), example.language, d.id, "under disable:next")
            assertQuiet(thisLine.joined(separator: "\n"), example.language, d.id, "under disable:this")
        }
    }

    /// A real rule id other than `id`: a made-up one would itself be reported as `invalid_suppression`.
    static func anotherRule(than id: String) -> String {
        Registry.descriptions.first { $0.id != id }!.id
    }

    func testDisablingAnotherRuleChangesNothing() {
        eachTriggeringExample { d, example in
            let found = lint("// lifelint:disable \(Self.anotherRule(than: d.id))\n" + example.plainCode, example.language, enabling: [d.id])
            XCTAssertEqual(found.count, markerLocations(example.code).count, "\(d.id): another rule's disable silenced it")
        }
    }

    func testAfterNonASCIITextColumnsCountScalars() {
        let prefix = "/* é🙂 */ "
        let shift = prefix.unicodeScalars.count
        eachTriggeringExample { d, example in
            let markers = markerLocations(example.code)
            let markedLines = Set(markers.map(\.line))
            let mutated = example.plainCode.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { markedLines.contains($0.offset + 1) ? prefix + $0.element : String($0.element) }
                .joined(separator: "\n")
            let expected = markers.map { SourceLocation(line: $0.line, column: $0.column + shift) }
            XCTAssertEqual(locations(lint(mutated, example.language, enabling: [d.id])).sorted(), expected,
                           "\(d.id): columns after non-ASCII text:\n\(mutated)")
        }
    }

    func testWithCRLFLineEndingsPositionsHold() {
        eachTriggeringExample { d, example in
            let crlf = example.plainCode.replacing("\n", with: "\r\n")
            XCTAssertEqual(locations(lint(crlf, example.language, enabling: [d.id])).sorted(),
                           markerLocations(example.code), "\(d.id): positions with CRLF")
        }
    }
}
