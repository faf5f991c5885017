import Foundation
@testable import Rules
import XCTest

/// The JSON report is written finding by finding and its strings escaped eight bytes at a time: both
/// checked against plain references (a document built of `JSONValue`s, an escape written byte by byte).
final class JSONOutputTests: XCTestCase {
    /// RFC 8259's escapes, one byte at a time: the reference the word-at-a-time writer must match.
    private func referenceLiteral(_ s: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case UInt8(ascii: "\n"): out += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): out += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): out += Array(#"\t"#.utf8)
            case 0 ..< 0x20: out += Array(String(format: "\\u%04x", Int(byte)).utf8)
            default: out.append(byte)
            }
        }
        return out + [UInt8(ascii: "\"")]
    }

    private func literal(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        JSONValue.writeString(s, into: &out)
        return out
    }

    /// Every byte that needs an escape, at every place of strings up to three words long, among bytes
    /// that need none (ASCII, and UTF-8 whose bytes are all 0x80 or more).
    func testEveryEscapeAtEveryPlace() {
        let escaped: [UInt8] = Array(0 ..< 0x20) + [UInt8(ascii: "\""), UInt8(ascii: "\\")]
        for filler in ["a", "é", "~"] {
            for length in 1 ... 24 {
                for place in 0 ..< length {
                    for byte in escaped {
                        var bytes = Array(String(repeating: filler, count: length).utf8.prefix(length))
                        while bytes.count < length { bytes.append(UInt8(ascii: "z")) }
                        if filler == "é" && place < bytes.count && bytes[place] == 0xA9 && place > 0 { continue } // a scalar cut in two
                        bytes[place] = byte
                        let s = String(decoding: bytes, as: UTF8.self)
                        XCTAssertEqual(literal(s), referenceLiteral(s), "\(bytes)")
                    }
                }
            }
        }
    }

    /// Bytes next to the escaped ones (`!`, `#`, `[`, `]`, 0x7F, 0x20) are copied as they are; random
    /// strings agree with the reference.
    func testNeighboursAndRandomStrings() {
        let near = "  !#[]\u{7F}~ 0123456789 abcdefgh"
        XCTAssertEqual(literal(near), Array(("\"" + near + "\"").utf8))
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0, 1, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x41, 0x61]
        for _ in 0 ..< 2_000 {
            let bytes = (0 ..< Int.random(in: 0 ... 40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let s = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(literal(s), referenceLiteral(s), "\(bytes)")
        }
    }

    /// The report as a document of `JSONValue`s rendered compactly: what the reporter wrote before it
    /// wrote findings as it read them.
    private func referenceReport(_ diagnostics: [Diagnostic], _ summary: RunSummary) -> String {
        let findings: [JSONValue] = diagnostics.map { d in
            .object([("rule", .string(d.ruleID)), ("severity", .string(d.severity.rawValue)), ("file", .string(d.path)),
                     ("line", .int(d.line)), ("column", .int(d.column)), ("end_line", .int(d.endLine)),
                     ("end_column", .int(d.endColumn)), ("message", .string(d.message)), ("fixable", .bool(d.fix != nil))])
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        return JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(findings)),
            ("summary", .object([("files", .int(summary.filesChecked)), ("failed", .int(summary.filesFailed)),
                                 ("findings", .int(diagnostics.count)), ("errors", .int(errors)),
                                 ("warnings", .int(diagnostics.count - errors)),
                                 ("fixable", .int(diagnostics.filter { $0.fix != nil }.count))])),
        ]).rendered(pretty: false) + "\n"
    }

    func testReportMatchesTheDocument() throws {
        let fix = Fix(title: "Remove it", edits: [Edit(range: 0 ..< 1, replacement: "")])
        let diagnostics = [
            Diagnostic(ruleID: "view_nil_check", severity: .error, path: "Sources/A \"b\".swift", line: 3, column: 5, endLine: 3,
                       endColumn: 16, message: "Check `isViewLoaded`\tinstead: \\ é 👍\n", fix: nil, sourceLine: "", requirements: [],
                       offset: 0),
            Diagnostic(ruleID: "missing_super_call", severity: .warning, path: "B.swift", line: 120_000, column: 1, endLine: 120_001,
                       endColumn: 2, message: "", fix: fix, sourceLine: "", requirements: [], offset: 0),
        ]
        for (list, failed) in [([Diagnostic](), 0), (diagnostics, 2), (Array(diagnostics.reversed()), 0)] {
            let summary = RunSummary(filesChecked: 7, filesFailed: failed)
            let written = JSONReporter().render(list, summary: summary)
            XCTAssertEqual(written, referenceReport(list, summary))
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(written.utf8)))
        }
    }
}
