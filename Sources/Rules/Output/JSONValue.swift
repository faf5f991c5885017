/// A JSON document built in memory and written with a fixed key order, so that output is
/// byte-for-byte reproducible (Foundation-free).
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    /// A number that is no integer (a client's option passed through by the language server).
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys in the order they are written.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.rendered(pretty: false) == b.rendered(pretty: false)
    }

    /// The document as text: compact, or indented by two spaces per level.
    public func rendered(pretty: Bool) -> String {
        String(decoding: bytes(pretty: pretty), as: UTF8.self)
    }

    /// `rendered`'s text as UTF-8 bytes (what is written out: no `String` checked byte by byte first).
    public func bytes(pretty: Bool) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    /// Written as UTF-8 bytes: appending scalars to a `String` cost hundreds of instructions a byte.
    private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .int(let n): out += String(n).utf8
        case .double(let n): out += (n.isFinite ? String(n) : "null").utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .null: out += "null".utf8
        case .array(let items):
            if items.isEmpty { return out += "[]".utf8 }
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(indent + 1, into: &out) }
                item.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(indent, into: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { return out += "{}".utf8 }
            out.append(UInt8(ascii: "{"))
            for (k, pair) in pairs.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(indent + 1, into: &out) }
                JSONValue.writeString(pair.0, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                pair.1.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(indent, into: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Writes a JSON string literal with the escapes RFC 8259 requires; other bytes (UTF-8 included)
    /// are copied as they are, in runs between escapes, looked at eight at a time (a finding's message is
    /// a few hundred bytes with none: a loop over `enumerated()` cost 20 instructions a byte).
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        s.withBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var run = 0 // the start of the bytes not yet copied
            var k = 0
            while k < bytes.count {
                if k + 8 <= bytes.count && !mayNeedEscape(UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)) {
                    k += 8
                    continue
                }
                let byte = base[k]
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    k += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run ..< k]))
                k += 1
                run = k
                switch byte {
                case UInt8(ascii: "\""): out += "\\\"".utf8
                case UInt8(ascii: "\\"): out += "\\\\".utf8
                case UInt8(ascii: "\n"): out += "\\n".utf8
                case UInt8(ascii: "\r"): out += "\\r".utf8
                case UInt8(ascii: "\t"): out += "\\t".utf8
                default:
                    let hex = String(byte, radix: 16)
                    out += "\\u".utf8
                    out += String(repeating: "0", count: 4 - hex.count).utf8
                    out += hex.utf8
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether one of the eight bytes of `word` may need an escape: false only when none is a control
    /// byte, `"` or `\` (the word tests for a byte below a value and for a zero byte: exact for "none").
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasByteBelow(_ word: UInt64, _ n: UInt64) -> Bool { (word &- ones &* n) & ~word & highs != 0 }
        return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1) || hasByteBelow(word ^ (ones &* 0x5C), 1)
    }
}
