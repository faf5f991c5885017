@testable import Rules
import XCTest

/// The reports are written as bytes (the text report's parts, its caret line, SARIF's URIs and
/// fingerprints): each checked against the string-built version it replaced, kept here as the reference.
final class OutputBytesTests: XCTestCase {
    // MARK: References (the implementations the byte writers replaced)

    private func referenceText(_ diagnostics: [Diagnostic], _ summary: RunSummary, color: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func caretLine(_ d: Diagnostic) -> String {
            var pad = ""
            var width = 0
            for (k, scalar) in d.sourceLine.unicodeScalars.enumerated() {
                if k + 1 < d.column { pad += scalar == "\t" ? "\t" : " " } else { width += 1 }
            }
            let spanEnd = d.endLine == d.line ? d.endColumn : d.column + width
            let tildes = max(0, min(spanEnd - d.column, width) - 1)
            return pad + paint("^" + String(repeating: "~", count: tildes), "1;32")
        }
        var out = ""
        for d in diagnostics {
            let label = d.severity == .error ? paint("error:", "1;31") : paint("warning:", "1;35")
            out += paint("\(d.path):\(d.line):\(d.column):", "1") + " \(label) " + paint(d.message, "1")
                + " " + paint("[\(d.ruleID)]", "2") + "\n"
            if !d.sourceLine.isEmpty { out += d.sourceLine + "\n" + caretLine(d) + "\n" }
        }
        // The summary line is the reporter's own (unchanged): the reference ends where the findings do.
        return out
    }

    private func referenceURI(_ path: String) -> String {
        var bytes = Array(path.utf8)[...]
        while bytes.count >= 2 && bytes.first == UInt8(ascii: ".") && bytes.dropFirst().first == UInt8(ascii: "/") { bytes = bytes.dropFirst(2) }
        var out = bytes.first == UInt8(ascii: "/") ? "file://" : ""
        for byte in bytes {
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/!$&'()*+,;=:@".utf8.contains(byte) {
                out += String(UnicodeScalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16).uppercased() + String(byte & 15, radix: 16).uppercased()
            }
        }
        return out
    }

    private func referenceTrim(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        return String(characters)
    }

    // MARK: Random inputs

    private static let pieces = [" ", "\t", "a", "Z", "é", "e\u{301}", " \u{301}", "\u{300}", "👍", "🇫🇷", "\u{600}", "x", ".", "(", "~"]

    private func randomLine(_ generator: inout SystemRandomNumberGenerator, upTo length: Int = 30) -> String {
        (0 ..< Int.random(in: 0 ... length, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
    }

    func testTextReportMatchesTheStringReference() {
        var generator = SystemRandomNumberGenerator()
        for round in 0 ..< 300 {
            let diagnostics = (0 ..< Int.random(in: 0 ... 5, using: &generator)).map { _ -> Diagnostic in
                let line = Int.random(in: 1 ... 500, using: &generator)
                let column = Int.random(in: 1 ... 40, using: &generator)
                return Diagnostic(ruleID: "view_nil_check", severity: Bool.random(using: &generator) ? .error : .warning,
                                  path: "Sources/É \(round).swift", line: line, column: column,
                                  endLine: line + (Int.random(in: 0 ..< 4, using: &generator) == 0 ? 1 : 0),
                                  endColumn: Int.random(in: 0 ... 60, using: &generator), message: randomLine(&generator, upTo: 8),
                                  fix: nil, sourceLine: randomLine(&generator), requirements: [], offset: 0)
            }
            for color in [false, true] {
                let summary = RunSummary(filesChecked: 3)
                let written = TextReporter(color: color).render(diagnostics, summary: summary)
                let reference = referenceText(diagnostics, summary, color: color)
                XCTAssertTrue(written.hasPrefix(reference), "round \(round), color \(color):\n\(written)\n---\n\(reference)")
                XCTAssertEqual(written.split(separator: "\n", omittingEmptySubsequences: false).count,
                               reference.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
                XCTAssertEqual(Array(written.utf8), OutputFormat.text.bytes(diagnostics, summary: summary, color: color))
            }
        }
    }

    func testURIMatchesTheReference() {
        var generator = SystemRandomNumberGenerator()
        for path in ["./Sources/A b.swift", "/srv/Café/Vue#1.swift", "././a~b/c%.swift", "", ".", "./", "/", "a/./b"] {
            XCTAssertEqual(SARIFReporter.uri(path), referenceURI(path), path)
        }
        for _ in 0 ..< 2_000 {
            let bytes = (0 ..< Int.random(in: 0 ... 20, using: &generator)).map { _ in UInt8.random(in: 0x20 ... 0x7E, using: &generator) }
            let path = (Bool.random(using: &generator) ? "./" : "") + String(decoding: bytes, as: UTF8.self) + randomLine(&generator, upTo: 3)
            XCTAssertEqual(SARIFReporter.uri(path), referenceURI(path), path)
        }
    }

    /// Spaces next to a mark that joins them into another character are not trimmed as bytes would be.
    func testTrimmingSpacesMatchesCharacters() {
        for text in ["", " ", "\t \t", "  a  ", " \u{301}x ", "x \u{301}", "\t\u{300}", "\u{600} x", "x \u{600} ", "é ", " 👍\t"] {
            XCTAssertEqual(text.trimmingSpaces(), referenceTrim(text), "\(Array(text.unicodeScalars))")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 5_000 {
            let text = randomLine(&generator, upTo: 8)
            XCTAssertEqual(text.trimmingSpaces(), referenceTrim(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// A fingerprint is the hash of `rule|file|text|occurrence`, the text without its indentation: what
    /// baselines written by every version hold.
    func testFingerprintsAreTheKeysHash() {
        let lines = ["\t  if view != nil {}  ", "if view != nil {}", "\t \u{301}x", "other"]
        let diagnostics = (lines + lines).map { line in
            Diagnostic(ruleID: "view_nil_check", severity: .error, path: "./Sources/A.swift", line: 1, column: 1, endLine: 1,
                       endColumn: 2, message: "m", fix: nil, sourceLine: line, requirements: [], offset: 0)
        }
        var seen: [String: Int] = [:]
        let expected = diagnostics.map { d -> String in
            let key = "view_nil_check|Sources/A.swift|\(referenceTrim(d.sourceLine))"
            defer { seen[key, default: 0] += 1 }
            return Fingerprint.hex("\(key)|\(seen[key, default: 0])")
        }
        XCTAssertEqual(Baseline.entries(of: diagnostics).map(\.fingerprint), expected)
        XCTAssertEqual(Set(expected).count, 8, "lines the same once trimmed count apart")
        XCTAssertEqual(Fingerprint.hex("view_nil_check|Sources/A.swift|other|1"), expected[7])
    }
}

/// `--statistics` counts a rule's findings and marks a rule fixable when one of its findings is: the
/// same lines as the reference it replaced (a loop that copied each finding and searched them again).
final class StatisticsTests: XCTestCase {
    private func reference(_ diagnostics: [Diagnostic]) -> String {
        var counts: [String: Int] = [:]
        for d in diagnostics { counts[d.ruleID, default: 0] += 1 }
        let rows = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let width = String(rows.first?.value ?? 0).count
        var out = ""
        for (rule, count) in rows {
            let fixable = diagnostics.contains { $0.ruleID == rule && $0.fix != nil } ? " [*]" : ""
            out += String(repeating: " ", count: width - String(count).count) + "\(count)  \(rule)\(fixable)\n"
        }
        return out.isEmpty ? "No findings.\n" : out
    }

    func testMatchesTheReference() {
        var generator = SystemRandomNumberGenerator()
        let rules = ["view_nil_check", "missing_super_call", "unbalanced_observer", "a", "zz"]
        let fix = Fix(title: "Fix", edits: [Edit(range: 0 ..< 1, replacement: "")])
        for _ in 0 ..< 200 {
            let diagnostics = (0 ..< Int.random(in: 0 ... 1_200, using: &generator)).map { _ in
                Diagnostic(ruleID: rules.randomElement(using: &generator)!, severity: .error, path: "A.swift", line: 1, column: 1,
                           endLine: 1, endColumn: 2, message: "m", fix: Int.random(in: 0 ..< 40, using: &generator) == 0 ? fix : nil,
                           sourceLine: "", requirements: [], offset: 0)
            }
            XCTAssertEqual(Statistics.render(diagnostics), reference(diagnostics))
        }
    }
}
