import Foundation
import Rules
import SwiftTokenizer
import XCTest

/// Inputs the `rules` fuzz target crashed on (`Tests/Fixtures/Crashes/rules-*.input`; the first byte
/// picks the language, as in the target: odd C#, else bit 2 Objective-C, else Swift): every finding lies inside the file and fixes lose nothing.
final class FuzzRegressionTests: XCTestCase {
    func testRulesFuzzerFindingsStayFixed() throws {
        let directory = repositoryRoot + "/Tests/Fixtures/Crashes"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("rules-") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let input = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let language: Language = input[0] & 1 == 1 ? .csharp : input[0] & 4 != 0 ? .objectiveC : .swift
            let bytes = Array(input.dropFirst())
            let report = Analyzer().analyze(path: "F." + language.fileExtension, language: language, bytes: bytes)
            let lines = LineTable(bytes)
            for d in report.diagnostics {
                XCTAssertTrue(d.offset >= 0 && d.offset <= bytes.count, "\(name): \(d.ruleID) at byte \(d.offset) of \(bytes.count)")
                XCTAssertTrue(d.line >= 1 && d.line <= lines.lineCount, "\(name): \(d.ruleID) on line \(d.line)")
            }
            let (fixed, _, edits) = FixApplier.applyReturningEdits(report.diagnostics.compactMap(\.fix), to: bytes)
            XCTAssertNil(FixApplier.lostText(original: bytes, fixed: fixed, edits: edits, language: language), name)
        }
    }

    /// The first finding: a `lifelint:` comment after invalid UTF-8 was placed by the decoded text's
    /// offsets (replacement characters are three bytes), past the marker and even past the file.
    func testSuppressionProblemsArePlacedOnBytes() {
        let code: [UInt8] = Array("// \u{FF}".utf8).prefix(3) + [0xFF, 0xFE] + Array(" lifelint:nope x\n".utf8)
        let report = Analyzer().analyze(path: "F.swift", language: .swift, bytes: code)
        XCTAssertEqual(report.diagnostics.map(\.ruleID), ["invalid_suppression"])
        XCTAssertEqual(report.diagnostics.first?.offset, 6)
    }
}
