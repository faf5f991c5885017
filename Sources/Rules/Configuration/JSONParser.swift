/// A parsed JSON value that remembers the line it started on, so that configuration errors can say
/// where they are. Foundation-free, iterative for containers' contents, bounded in depth.
public indirect enum JSONNode: Sendable {
    case string(String, line: Int)
    case number(Double, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)
    case array([JSONNode], line: Int)
    /// Members in document order, each with the line of its key.
    case object([(key: String, value: JSONNode, line: Int)], line: Int)

    public var line: Int {
        switch self {
        case .string(_, let line), .number(_, let line), .bool(_, let line), .null(let line), .array(_, let line),
             .object(_, let line):
            return line
        }
    }

    /// What the value is, for "expected …, found …" messages.
    public var typeName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON syntax error with its line and column.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
}

/// A small RFC 8259 parser over bytes. Nesting deeper than 512 levels is an error, not a crash.
public struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    public static func parse(_ text: String) throws -> JSONNode {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) throws -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        parser.skipWhitespace()
        guard parser.i < bytes.count else { throw parser.error("the file is empty; expected a JSON object") }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.i == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: i - lineStart + 1)
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                line += 1
                i += 1
                lineStart = i
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            default:
                return
            }
        }
    }

    private mutating func value() throws -> JSONNode {
        skipWhitespace()
        guard i < bytes.count else { throw error("unexpected end of file") }
        let startLine = line
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string(), line: startLine)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, line: startLine)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, line: startLine)
        case UInt8(ascii: "n"): try literal("null"); return .null(line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try number(), line: startLine)
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[i]))'")
        }
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard i + expected.count <= bytes.count, Array(bytes[i ..< i + expected.count]) == expected else {
            throw error("invalid literal; expected '\(word)'")
        }
        i += expected.count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > 512 { throw error("nesting deeper than 512 levels") }
    }

    private mutating func object() throws -> JSONNode {
        let startLine = line
        try enter()
        defer { depth -= 1 }
        i += 1
        var members: [(key: String, value: JSONNode, line: Int)] = []
        skipWhitespace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members, line: startLine)
        }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLine = line
            let key = try string()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            i += 1
            let value = try self.value()
            members.append((key, value, keyLine))
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(members, line: startLine)
            }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws -> JSONNode {
        let startLine = line
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items, line: startLine)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items, line: startLine)
            }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func string() throws -> String {
        i += 1
        var chunkStart = i
        var out = ""
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                out += String(decoding: bytes[chunkStart ..< i], as: UTF8.self)
                i += 1
                return out
            }
            if b < 0x20 { throw error("control character in a string") }
            if b == UInt8(ascii: "\\") {
                out += String(decoding: bytes[chunkStart ..< i], as: UTF8.self)
                i += 1
                guard i < bytes.count else { break }
                switch bytes[i] {
                case UInt8(ascii: "\""): out += "\""
                case UInt8(ascii: "\\"): out += "\\"
                case UInt8(ascii: "/"): out += "/"
                case UInt8(ascii: "b"): out += "\u{8}"
                case UInt8(ascii: "f"): out += "\u{C}"
                case UInt8(ascii: "n"): out += "\n"
                case UInt8(ascii: "r"): out += "\r"
                case UInt8(ascii: "t"): out += "\t"
                case UInt8(ascii: "u"):
                    guard i + 4 < bytes.count, let code = UInt32(String(decoding: bytes[i + 1 ... i + 4], as: UTF8.self), radix: 16)
                    else { throw error("invalid \\u escape") }
                    out.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    i += 4
                default:
                    throw error("invalid escape in a string")
                }
                i += 1
                chunkStart = i
                continue
            }
            i += 1
        }
        throw error("unterminated string")
    }

    private mutating func number() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        while i < bytes.count, (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) || bytes[i] == UInt8(ascii: ".")
            || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") || bytes[i] == UInt8(ascii: "+")
            || bytes[i] == UInt8(ascii: "-") {
            i += 1
        }
        guard let value = Double(String(decoding: bytes[start ..< i], as: UTF8.self)) else { throw error("invalid number") }
        return value
    }
}
