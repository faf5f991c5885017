import SwiftTokenizer
/// GitHub Actions workflow commands: one `::error`/`::warning` line per finding, which GitHub turns
/// into annotations on the pull request.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            var properties = "file=\(Self.escapeProperty(d.path)),line=\(d.line),col=\(d.column)"
            if d.endLine > d.line || d.endColumn > d.column {
                properties += ",endLine=\(d.endLine),endColumn=\(d.endColumn)"
            }
            properties += ",title=\(Self.escapeProperty("lifelint (\(d.ruleID))"))"
            out += "::\(d.severity.rawValue) \(properties)::\(Self.escapeData(d.message))\n"
        }
        return out
    }

    /// The message part: `%`, CR and LF are percent-encoded (GitHub's toolkit `escapeData`).
    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A property value: also `:` and `,` (GitHub's toolkit `escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    /// Works on UTF-8 bytes: every character escaped is ASCII, and no byte of a longer character is
    /// (a `"\r\n"` is one `Character` in Swift and would slip past a `Character` match). Appending
    /// scalars to a `String` cost some 140,000 instructions a finding; most texts need no escape.
    private static func escape(_ text: String, property: Bool) -> String {
        text.withBytes { bytes in
            func escaped(_ byte: UInt8) -> StaticString? {
                switch byte {
                case UInt8(ascii: "%"): return "%25"
                case UInt8(ascii: "\r"): return "%0D"
                case UInt8(ascii: "\n"): return "%0A"
                case UInt8(ascii: ":") where property: return "%3A"
                case UInt8(ascii: ",") where property: return "%2C"
                default: return nil
                }
            }
            guard bytes.contains(where: { escaped($0) != nil }) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                if let code = escaped(byte) {
                    out.append(contentsOf: UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
                } else {
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

/// Checkstyle XML, read by Jenkins, GitLab code quality converters and reviewdog.
public struct CheckstyleReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var index = 0
        while index < diagnostics.count {
            let path = diagnostics[index].path
            out += "  <file name=\"\(XML.escape(path))\">\n"
            while index < diagnostics.count && diagnostics[index].path == path {
                let d = diagnostics[index]
                out += "    <error line=\"\(d.line)\" column=\"\(d.column)\" severity=\"\(d.severity.rawValue)\" "
                    + "message=\"\(XML.escape(d.message))\" source=\"lifelint.\(d.ruleID)\"/>\n"
                index += 1
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

/// JUnit XML: one test case per file checked, failing with one `<failure>` per finding.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in diagnostics { byFile[d.path, default: []].append(d) }
        var files = summary.checkedFiles
        for path in byFile.keys where !files.contains(path) { files.append(path) }
        let failing = files.filter { byFile[$0] != nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"lifelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        out += "  <testsuite name=\"lifelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        for path in files {
            let name = XML.escape(path)
            guard let list = byFile[path] else {
                out += "    <testcase classname=\"lifelint\" name=\"\(name)\"/>\n"
                continue
            }
            out += "    <testcase classname=\"lifelint\" name=\"\(name)\">\n"
            for d in list {
                out += "      <failure type=\"\(d.ruleID)\" message=\"\(XML.escape(d.message))\">"
                    + XML.escape("\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]")
                    + "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}

enum XML {
    /// Escapes text for an attribute or element; characters XML 1.0 cannot carry become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
