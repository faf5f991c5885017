import SwiftTokenizer
import XCTest

/// A token as specs write it: its kind and its exact text.
struct Lexeme: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String
    var flags: TokenFlags = []

    var description: String {
        let flagText = flags.isEmpty ? "" : " \(flags.rawValue)"
        return "\(kind)(\(text.debugDescription))\(flagText)"
    }

    static func id(_ t: String) -> Lexeme { Lexeme(kind: .identifier, text: t) }
    static func op(_ t: String) -> Lexeme { Lexeme(kind: .operator, text: t) }
    static func str(_ t: String, _ flags: TokenFlags = []) -> Lexeme { Lexeme(kind: .string, text: t, flags: flags) }
    static func num(_ t: String) -> Lexeme { Lexeme(kind: .number, text: t) }
    static func comment(_ t: String, _ flags: TokenFlags = []) -> Lexeme { Lexeme(kind: .comment, text: t, flags: flags) }
    static let lParen = Lexeme(kind: .leftParen, text: "(")
    static let rParen = Lexeme(kind: .rightParen, text: ")")
    static let lBrace = Lexeme(kind: .leftBrace, text: "{")
    static let rBrace = Lexeme(kind: .rightBrace, text: "}")
    static let lBracket = Lexeme(kind: .leftBracket, text: "[")
    static let rBracket = Lexeme(kind: .rightBracket, text: "]")
    static let period = Lexeme(kind: .period, text: ".")
    static let comma = Lexeme(kind: .comma, text: ",")
    static let colon = Lexeme(kind: .colon, text: ":")
    static let semicolon = Lexeme(kind: .semicolon, text: ";")
}

func tokenize(_ source: String, _ language: Language) -> TokenStream {
    let bytes = Array(source.utf8)
    return language.tokenize(bytes)
}

/// All tokens, comments included, in source order.
func allTokens(_ stream: TokenStream) -> [Token] {
    (stream.tokens + stream.comments).sorted { $0.offset < $1.offset }
}

func lexemes(_ source: String, _ language: Language, checkFlags: Bool) -> [Lexeme] {
    let bytes = Array(source.utf8)
    return allTokens(tokenize(source, language)).map { token in
        Lexeme(kind: token.kind, text: String(decoding: bytes[token.range], as: UTF8.self),
               flags: checkFlags ? token.flags : [])
    }
}

/// Asserts the code tokens and comments of `source`, reporting at the spec's own line.
/// Flags are compared only where the expectation names some: those must be set.
func assertLexemes(_ source: String, _ expected: [Lexeme], language: Language = .swift,
                   file: StaticString = #filePath, line: UInt = #line) {
    let checkFlags = expected.contains { !$0.flags.isEmpty }
    var actual = lexemes(source, language, checkFlags: checkFlags)
    if checkFlags {
        // Compare only the flags the spec spells out for each token.
        for k in actual.indices where k < expected.count {
            actual[k].flags = actual[k].flags.intersection(expected[k].flags)
        }
    }
    if actual != expected {
        XCTFail("lexemes differ\n  expected: \(expected)\n  actual:   \(actual)", file: file, line: line)
    }
}

/// Asserts the structural invariants every token stream keeps, whatever the input.
func assertInvariants(_ bytes: [UInt8], _ language: Language, file: StaticString = #filePath, line: UInt = #line) {
    let stream = language.tokenize(bytes)
    assertInvariants(of: stream, bytes, file: file, line: line)
}

/// The invariants for a stream already made (by any lexer): tokens in order, none empty, none
/// overlapping or leaving the file, and nothing but whitespace between them.
func assertInvariants(of stream: TokenStream, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    var previousEnd = 0
    for token in allTokens(stream) {
        if Int(token.offset) < previousEnd || token.length == 0 || token.end > bytes.count {
            XCTFail("token \(token) overlaps, is empty or leaves the file (\(bytes.count) bytes)", file: file, line: line)
            return
        }
        // Only whitespace (and a leading BOM) may lie between tokens.
        for k in previousEnd ..< Int(token.offset) {
            let b = bytes[k]
            let isBOM = k < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
            if !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C || isBOM) {
                XCTFail("byte \(b) at \(k) is covered by no token", file: file, line: line)
                return
            }
        }
        previousEnd = token.end
    }
}

/// Re-lexing a word, number or bracket by itself gives the same kind (as the fuzz targets check).
func assertRelexesToSameKind(_ bytes: [UInt8], _ language: Language, file: StaticString = #filePath, line: UInt = #line) {
    let stream = language.tokenize(bytes)
    for token in stream.tokens {
        switch token.kind {
        case .identifier, .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .semicolon:
            if token.flags.contains(.escaped) { continue }
            let piece = Array(bytes[token.range])
            // A word starting with the bytes of a BOM: alone, those bytes would be a file's BOM.
            if piece.starts(with: [0xEF, 0xBB, 0xBF]) { continue }
            let again = language.tokenize(piece)
            let first = (again.tokens + again.comments).min { $0.offset < $1.offset }
            if first?.kind != token.kind {
                XCTFail("\(token.kind) \(piece) re-lexes as \(String(describing: first?.kind))", file: file, line: line)
            }
        default:
            continue
        }
    }
}
