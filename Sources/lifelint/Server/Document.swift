import Rules
import SwiftTokenizer

/// An open document: its text as UTF-8 bytes, and LSP positions (a line and a UTF-16 offset in it)
/// turned into byte offsets and back.
struct Document {
    let uri: String
    let path: String
    var version: Int
    var text: [UInt8] { didSet { lines = LineTable(text) } }
    /// Where each line starts (the tokenizer's table: lines end at `\n`, `\r\n` or a lone `\r`):
    /// positions are found by a binary search, so that a file with thousands of findings is placed
    /// in one pass's time.
    private var lines: LineTable

    init(uri: String, path: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        self.text = text
        lines = LineTable(text)
    }

    /// The byte offset where `line` (0-based) starts; the end of the text for a line past the last.
    func lineStart(_ line: Int) -> Int {
        line >= 0 && line < lines.lineCount ? lines.lineStarts[line] : text.count
    }

    /// The byte offset of an LSP position; a character past the line's end is its end.
    func offset(line: Int, character: Int) -> Int {
        var k = lineStart(max(line, 0))
        var units = 0
        while k < text.count && units < character && text[k] != 10 && text[k] != 13 {
            let length = Document.sequenceLength(text[k])
            units += length == 4 ? 2 : 1
            k = min(k + length, text.count)
        }
        return k
    }

    /// The byte offset of a 1-based line and a 1-based column counted in Unicode scalars (lifelint's).
    func offset(line: Int, scalarColumn: Int) -> Int {
        var k = lineStart(line - 1)
        var column = 1
        while k < text.count && column < scalarColumn && text[k] != 10 && text[k] != 13 {
            k = min(k + Document.sequenceLength(text[k]), text.count)
            column += 1
        }
        return k
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int) -> (line: Int, character: Int) {
        let end = min(max(offset, 0), text.count)
        let line = lines.lineIndex(ofByte: end)
        var units = 0
        var k = min(lineStart(line), end)
        while k < end {
            let length = Document.sequenceLength(text[k])
            units += length == 4 ? 2 : 1
            k += length
        }
        return (line, units)
    }

    /// Applies a `didChange` content change: a range replaced, or (no range) the whole text.
    mutating func apply(_ change: JSONNode) {
        guard let replacement = change["text"]?.string else { return }
        guard let range = change["range"], let start = range["start"], let end = range["end"] else {
            text = Array(replacement.utf8)
            return
        }
        let from = offset(line: start["line"]?.int ?? 0, character: start["character"]?.int ?? 0)
        let to = max(from, offset(line: end["line"]?.int ?? 0, character: end["character"]?.int ?? 0))
        text.replaceSubrange(from ..< to, with: Array(replacement.utf8))
    }

    /// The leading spaces and tabs of the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let (line, _) = position(of: offset)
        var k = lineStart(line)
        var result: [UInt8] = []
        while k < text.count && (text[k] == 32 || text[k] == 9) {
            result.append(text[k])
            k += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The file path of a `file:` URI (percent escapes decoded); nil for another scheme.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var bytes: [UInt8] = []
        let utf8 = Array(uri.utf8.dropFirst(7))
        var k = 0
        while k < utf8.count {
            if utf8[k] == UInt8(ascii: "%"), k + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[k + 1 ... k + 2], as: UTF8.self), radix: 16) {
                bytes.append(value)
                k += 3
            } else {
                bytes.append(utf8[k])
                k += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `file:` URI for a path, with the characters URIs reserve escaped.
    static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            let c = Character(UnicodeScalar(byte))
            if byte < 0x80 && (c.isLetter || c.isNumber || "/-._~".contains(c)) {
                out.append(c)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
