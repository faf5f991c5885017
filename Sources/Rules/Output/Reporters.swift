/// Counts a reporter shows besides the findings.
public struct RunSummary: Sendable {
    /// Files read and checked.
    public var filesChecked: Int
    /// Paths that could not be read or linted (each already reported on stderr).
    public var filesFailed: Int
    /// The paths checked, in output order (for JUnit's one test case per file).
    public var checkedFiles: [String]
    /// The version for SARIF's `tool.driver`.
    public var toolVersion: String
    /// Files skipped as binary, UTF-16 or unreadable, and paths that could not be walked.
    public var skippedFiles: [SkippedFile]

    public init(filesChecked: Int, filesFailed: Int = 0, checkedFiles: [String] = [], toolVersion: String = "",
                skippedFiles: [SkippedFile] = []) {
        self.filesChecked = filesChecked
        self.filesFailed = filesFailed
        self.checkedFiles = checkedFiles
        self.toolVersion = toolVersion
        self.skippedFiles = skippedFiles
    }
}

/// A file a run could not read or lint, with the message printed for it.
public struct SkippedFile: Sendable, Equatable {
    /// The file, or nil when the message names a path the walk could not enter.
    public var path: String?
    public var reason: String

    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// The output formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, xcode, json, github, sarif, checkstyle, junit

    /// The usual file extension of a report in this format.
    public var fileExtension: String {
        switch self {
        case .text, .xcode, .github: return "txt"
        case .json: return "json"
        case .sarif: return "sarif"
        case .checkstyle, .junit: return "xml"
        }
    }

    /// Whether the format's consumer (GitHub) needs paths relative to the repository's top.
    public var usesRepositoryPaths: Bool { self == .github || self == .sarif }

    /// Renders a run's findings, already in output order.
    public func render(_ diagnostics: [Diagnostic], summary: RunSummary, color: Bool) -> String {
        String(decoding: bytes(diagnostics, summary: summary, color: color), as: UTF8.self)
    }

    /// `render`'s text as the UTF-8 bytes written out: the formats with the most text (text, JSON, SARIF)
    /// write bytes, and a `String` made of them only to be written was checked byte by byte for nothing
    /// (SARIF's half megabyte for the source-only tree: 4.7 M instructions).
    public func bytes(_ diagnostics: [Diagnostic], summary: RunSummary, color: Bool) -> [UInt8] {
        switch self {
        case .text: return TextReporter(color: color).bytes(diagnostics, summary: summary)
        case .xcode: return Array(XcodeReporter().render(diagnostics).utf8)
        case .json: return JSONReporter().bytes(diagnostics, summary: summary)
        case .github: return Array(GitHubReporter().render(diagnostics).utf8)
        case .sarif: return SARIFReporter(toolVersion: summary.toolVersion).bytes(diagnostics, skipped: summary.skippedFiles)
        case .checkstyle: return Array(CheckstyleReporter().render(diagnostics).utf8)
        case .junit: return Array(JUnitReporter().render(diagnostics, summary: summary).utf8)
        }
    }
}

/// `--statistics`: how many findings each rule produced, most first.
public enum Statistics {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        // Counted in one pass over the findings, read in place, with whether a rule's are fixable (a loop
        // copied every finding, and the fixable test searched them again for each rule: 0.7 M
        // instructions for the source-only tree's 309 findings, at the end of every `--statistics` run).
        var counts: [String: (count: Int, fixable: Bool)] = [:]
        for k in diagnostics.indices {
            let fixable = diagnostics[k].fix != nil
            counts[diagnostics[k].ruleID, default: (0, false)].count += 1
            if fixable { counts[diagnostics[k].ruleID]!.fixable = true }
        }
        let rows = counts.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        let width = String(rows.first?.value.count ?? 0).count
        var out = ""
        for (rule, value) in rows {
            out += String(repeating: " ", count: width - String(value.count).count) + "\(value.count)  \(rule)\(value.fixable ? " [*]" : "")\n"
        }
        return out.isEmpty ? "No findings.\n" : out
    }
}

/// Clang-style diagnostics with the source line and a caret under the fault, then a summary line.
public struct TextReporter: Sendable {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        String(decoding: bytes(diagnostics, summary: summary), as: UTF8.self)
    }

    /// The report as UTF-8 bytes, each finding's parts appended where they go (made as strings and
    /// joined, and the caret's line a string grown a character at a time, a finding cost 25,000
    /// instructions).
    public func bytes(_ diagnostics: [Diagnostic], summary: RunSummary) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + 320 * diagnostics.count)
        for k in diagnostics.indices {
            let d = diagnostics[k]
            begin("1", &out)
            out += d.path.utf8
            out.append(UInt8(ascii: ":"))
            out += String(d.line).utf8
            out.append(UInt8(ascii: ":"))
            out += String(d.column).utf8
            out.append(UInt8(ascii: ":"))
            end(&out)
            out.append(UInt8(ascii: " "))
            begin(d.severity == .error ? "1;31" : "1;35", &out)
            out += (d.severity == .error ? "error:" : "warning:").utf8
            end(&out)
            out.append(UInt8(ascii: " "))
            begin("1", &out)
            out += d.message.utf8
            end(&out)
            out.append(UInt8(ascii: " "))
            begin("2", &out)
            out.append(UInt8(ascii: "["))
            out += d.ruleID.utf8
            out.append(UInt8(ascii: "]"))
            end(&out)
            out.append(UInt8(ascii: "\n"))
            // A line too long to show comes without its text and caret.
            if !d.sourceLine.isEmpty {
                out += d.sourceLine.utf8
                out.append(UInt8(ascii: "\n"))
                caretLine(d, into: &out)
                out.append(UInt8(ascii: "\n"))
            }
        }
        out += summaryLine(diagnostics, summary).utf8
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// The start of a colored part (`ESC[codem`), when colored.
    private func begin(_ code: StaticString, _ out: inout [UInt8]) {
        guard color else { return }
        out += [0x1B, UInt8(ascii: "[")]
        out.append(contentsOf: UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
        out.append(UInt8(ascii: "m"))
    }

    /// The end of a colored part (`ESC[0m`), when colored.
    private func end(_ out: inout [UInt8]) {
        guard color else { return }
        out += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
    }

    /// Spaces (tabs kept as tabs) up to the column, `^` under the first character, `~` under the rest
    /// of the span on that line. Columns count Unicode scalars: each starts at a byte that is no UTF-8
    /// continuation byte.
    private func caretLine(_ d: Diagnostic, into out: inout [UInt8]) {
        var width = 0
        var scalar = 0
        for byte in d.sourceLine.utf8 where byte & 0xC0 != 0x80 {
            scalar += 1
            if scalar < d.column {
                out.append(byte == UInt8(ascii: "\t") ? byte : UInt8(ascii: " "))
            } else {
                width += 1
            }
        }
        let spanEnd = d.endLine == d.line ? d.endColumn : d.column + width
        let tildes = max(0, min(spanEnd - d.column, width) - 1)
        begin("1;32", &out)
        out.append(UInt8(ascii: "^"))
        out += repeatElement(UInt8(ascii: "~"), count: tildes)
        end(&out)
    }

    private func summaryLine(_ diagnostics: [Diagnostic], _ summary: RunSummary) -> String {
        let files = summary.filesChecked == 1 ? "1 file" : "\(summary.filesChecked) files"
        var line: String
        if diagnostics.isEmpty {
            line = "No problems found in \(files)."
        } else {
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.count - errors
            let problems = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
            let parts = [errors == 1 ? "1 error" : "\(errors) errors", warnings == 1 ? "1 warning" : "\(warnings) warnings"]
            line = "Found \(problems) (\(parts.joined(separator: ", "))) in \(files)."
        }
        if summary.filesFailed > 0 {
            line += summary.filesFailed == 1 ? " 1 path could not be linted." : " \(summary.filesFailed) paths could not be linted."
        }
        return line
    }
}

/// `path:line:column: warning: message [rule_id]`, the format Xcode turns into issues.
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            out += "\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
        }
        return out
    }
}

/// `{"version":1,"findings":[…],"summary":{…}}`, one document per run.
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        String(decoding: bytes(diagnostics, summary: summary), as: UTF8.self)
    }

    /// The document as UTF-8 bytes.
    public func bytes(_ diagnostics: [Diagnostic], summary: RunSummary) -> [UInt8] {
        // The findings are written as they are read, the compact form `JSONValue` writes: built as a
        // document first, their nine values each, made and destroyed, were two thirds of the output's
        // cost (4.7 M instructions for the source-only tree's 309 findings).
        var out: [UInt8] = []
        out.reserveCapacity(256 + 512 * diagnostics.count)
        out += #"{"version":1,"findings":["#.utf8
        for k in diagnostics.indices {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out += #"{"rule":"#.utf8
            JSONValue.writeString(diagnostics[k].ruleID, into: &out)
            out += #","severity":"#.utf8
            JSONValue.writeString(diagnostics[k].severity.rawValue, into: &out)
            out += #","file":"#.utf8
            JSONValue.writeString(diagnostics[k].path, into: &out)
            out += #","line":"#.utf8
            out += String(diagnostics[k].line).utf8
            out += #","column":"#.utf8
            out += String(diagnostics[k].column).utf8
            out += #","end_line":"#.utf8
            out += String(diagnostics[k].endLine).utf8
            out += #","end_column":"#.utf8
            out += String(diagnostics[k].endColumn).utf8
            out += #","message":"#.utf8
            JSONValue.writeString(diagnostics[k].message, into: &out)
            out += (diagnostics[k].fix != nil ? #","fixable":true}"# : #","fixable":false}"#).utf8
        }
        var errors = 0
        var fixable = 0
        for k in diagnostics.indices {
            if diagnostics[k].severity == .error { errors += 1 }
            if diagnostics[k].fix != nil { fixable += 1 }
        }
        let totals = JSONValue.object([
            ("files", .int(summary.filesChecked)),
            ("failed", .int(summary.filesFailed)),
            ("findings", .int(diagnostics.count)),
            ("errors", .int(errors)),
            ("warnings", .int(diagnostics.count - errors)),
            ("fixable", .int(fixable)),
        ])
        out += #"],"summary":"#.utf8
        out += totals.bytes(pretty: false)
        out += "}\n".utf8
        return out
    }
}
