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
        // A file with findings that is not among the checked ones is added once, in path order: asked of a
        // set (a search of the checked files for each file with findings cost 80 M instructions for 9,792
        // files and 200 with findings).
        let checked = Set(files)
        for path in byFile.keys.sorted() where !checked.contains(path) { files.append(path) }
        // Counted over `files`: a file given twice (`lifelint Sources Sources/App`) is two test cases.
        let failing = files.reduce(0) { $0 + (byFile[$1] == nil ? 0 : 1) }
        // Written as bytes: a test case for every file checked, and a `String` grown by interpolation
        // cost some 7,000 instructions a file.
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 64)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        out += "<testsuites name=\"lifelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"0\">\n".utf8
        out += "  <testsuite name=\"lifelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"0\">\n".utf8
        for path in files {
            out += "    <testcase classname=\"lifelint\" name=\"".utf8
            out += XML.escape(path).utf8
            guard let list = byFile[path] else {
                out += "\"/>\n".utf8
                continue
            }
            out += "\">\n".utf8
            for d in list {
                out += "      <failure type=\"\(d.ruleID)\" message=\"\(XML.escape(d.message))\">".utf8
                out += XML.escape("\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]").utf8
                out += "</failure>\n".utf8
            }
            out += "    </testcase>\n".utf8
        }
        out += "  </testsuite>\n</testsuites>\n".utf8
        return String(decoding: out, as: UTF8.self)
    }
}

enum XML {
    /// Escapes text for an attribute or element; characters XML 1.0 cannot carry become U+FFFD. On
    /// UTF-8 bytes (appending scalars to a `String` cost over 100,000 instructions a finding): what is
    /// escaped is ASCII, or U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`), which no other character's
    /// bytes contain.
    static func escape(_ text: String) -> String {
        text.withBytes { bytes in
            /// What the character starting at `k` becomes, and its length in bytes; nil to keep it.
            func replacement(at k: Int) -> (StaticString, Int)? {
                let byte = bytes[k]
                switch byte {
                case UInt8(ascii: "&"): return ("&amp;", 1)
                case UInt8(ascii: "<"): return ("&lt;", 1)
                case UInt8(ascii: ">"): return ("&gt;", 1)
                case UInt8(ascii: "\""): return ("&quot;", 1)
                case UInt8(ascii: "'"): return ("&apos;", 1)
                case UInt8(ascii: "\n"): return ("&#10;", 1)
                case UInt8(ascii: "\r"): return ("&#13;", 1)
                case UInt8(ascii: "\t"): return ("&#9;", 1)
                case ..<0x20: return ("\u{FFFD}", 1)
                case 0xEF where k + 2 < bytes.count && bytes[k + 1] == 0xBF && bytes[k + 2] >= 0xBE:
                    return ("\u{FFFD}", 3)
                default: return nil
                }
            }
            guard let first = bytes.indices.first(where: { replacement(at: $0) != nil }) else { return text }
            var out: [UInt8] = Array(bytes[..<first])
            out.reserveCapacity(bytes.count + 32)
            var k = first
            while k < bytes.count {
                if let (code, length) = replacement(at: k) {
                    out.append(contentsOf: UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
                    k += length
                } else {
                    out.append(bytes[k])
                    k += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
