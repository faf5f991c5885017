import Rules

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON-RPC 2.0 over a byte stream with LSP's framing: `Content-Length: N\r\n\r\n` and N bytes of JSON.
enum JSONRPC {
    /// What reading the next message gave.
    enum Incoming {
        case message(JSONNode)
        /// A frame whose body is not JSON (answered with a parse error).
        case malformed(String)
        /// The input ended.
        case end
    }

    /// Reads framed messages from a file descriptor (standard input), buffering what it read ahead.
    struct Reader {
        let fd: Int32
        private var buffer: [UInt8] = []
        private var start = 0

        init(fd: Int32) { self.fd = fd }

        /// Blocks until a whole message is there.
        mutating func next() -> Incoming {
            while true {
                guard let headerEnd = find([13, 10, 13, 10]) else {
                    if !fill() { return .end }
                    continue
                }
                let header = String(decoding: buffer[start ..< headerEnd], as: UTF8.self)
                var length: Int? = nil
                for line in header.split(separator: "\r\n") {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2, parts[0].lowercased() == "content-length" {
                        length = Int(parts[1].trimmingSpaces())
                    }
                }
                let bodyStart = headerEnd + 4
                guard let length, length >= 0 else {
                    start = bodyStart // a header without a length: skip it
                    return .malformed("a message header without a valid Content-Length")
                }
                while buffer.count - bodyStart < length {
                    if !fill() { return .end }
                }
                let body = Array(buffer[bodyStart ..< bodyStart + length])
                start = bodyStart + length
                if start > 1 << 16 { // drop what was consumed, now and then
                    buffer.removeFirst(start)
                    start = 0
                }
                do {
                    return .message(try JSONParser.parse(body))
                } catch let error as JSONSyntaxError {
                    return .malformed("the message is not JSON: \(error.message) (line \(error.line), column \(error.column))")
                } catch {
                    return .malformed("the message is not JSON")
                }
            }
        }

        private func find(_ pattern: [UInt8]) -> Int? {
            guard buffer.count - start >= pattern.count else { return nil }
            var k = start
            while k + pattern.count <= buffer.count {
                if buffer[k] == pattern[0] && buffer[k + 1] == pattern[1] && buffer[k + 2] == pattern[2] && buffer[k + 3] == pattern[3] {
                    return k
                }
                k += 1
            }
            return nil
        }

        /// Reads more bytes; false at the end of the input.
        private mutating func fill() -> Bool {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    buffer.append(contentsOf: chunk[0 ..< n])
                    return true
                }
                if n < 0 && errno == EINTR { continue }
                return false
            }
        }
    }

    /// Writes one message, framed, to standard output (or `fd`).
    static func send(_ message: JSONValue, to fd: Int32 = 1) {
        let body = Array(message.rendered(pretty: false).utf8)
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame += body
        var written = 0
        while written < frame.count {
            let n = frame[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return } // the reader is gone
            written += n
        }
    }

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .int(code)), ("message", .string(message))]))])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    // JSON-RPC and LSP error codes.
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return s
    }
}

/// Reading JSON-RPC messages' fields.
extension JSONNode {
    subscript(_ key: String) -> JSONNode? {
        guard case .object(let members, _) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    var int: Int? {
        if case .number(let value, _) = self, value == value.rounded(), abs(value) < 1e15 { return Int(value) }
        return nil
    }

    var array: [JSONNode]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    /// The node as a value to send back (a request's `id`).
    var value: JSONValue {
        switch self {
        case .string(let s, _): return .string(s)
        case .number(let n, _): return n == n.rounded() && abs(n) < 1e15 ? .int(Int(n)) : .double(n)
        case .bool(let b, _): return .bool(b)
        case .null: return .null
        case .array(let items, _): return .array(items.map(\.value))
        case .object(let members, _): return .object(members.map { ($0.key, $0.value.value) })
        }
    }
}
