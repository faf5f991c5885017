#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte-level Objective-C lexer (`.m`, `.h`, and `.mm` well enough not to be confused): code tokens
/// and comments out, no `String` in the loop, no recursion, every loop advancing, every construct left
/// open at the end of the file ended there and flagged `.unterminated`.
///
/// What it makes of the language:
/// - A preprocessor line (`#import`, `#define` with backslash continuations, `#if`/`#else`/`#endif`)
///   is one `.directive` token up to a comment or the line's end; a comment after it is a comment.
/// - The lines `#if 0` turns off, up to its `#else`, `#elif` or `#endif` (nested conditionals counted),
///   are a comment each: code that is never compiled is not read as code.
/// - `//` and `/* */` comments (C's do not nest); `"…"` strings with escapes, `@"…"` strings (the `@`
///   included), C++ raw strings `R"x(…)x"`, `'c'` character literals; numbers with their suffixes and
///   exponents (`1.5e-3f`, `0x1p4`, `10ULL`).
/// - `@interface`, `@end`, `@property`, `@selector` and the other `@` words are `.attribute` tokens,
///   as Swift's attributes are; the `@` of the literals `@[`, `@{`, `@(`, `@123` is an `.operator`.
/// - `self`, `super` and `nil`/`Nil`/`NULL` carry the keywords the rules know (`selfReference`,
///   `superReference`, `nilLiteral`); other C keywords the ones of the same name.
/// - Blocks (`^(int x){…}`), message sends (`[receiver selector:arg]`), `->`: plain punctuation and
///   operators.
public struct ObjectiveCLexer: ByteLexer {
    let p: UnsafeBufferPointer<UInt8>
    var i: Int
    var out = LexedFlags()
    var buffer: TokenBuffer
    private let words = wordBytes
    /// Set by an `#if 0` line: the lines after it are turned off (see `skipDisabledLines`).
    private var opensDisabledLines = false

    init(_ p: UnsafeBufferPointer<UInt8>, scratch: TokenScratch) {
        self.p = p
        self.i = byteOrderMarkLength(p)
        self.buffer = TokenBuffer(scratch)
    }

    /// Lexes `bytes` into `stream`, replacing its contents but keeping its storage.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into stream: inout TokenStream) {
        lex(bytes, into: &stream)
    }

    /// Lexes `bytes` into a new stream.
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        lex(bytes)
    }

    /// Whether a `.m` file reads as MATLAB (the same suffix): no `#import`, `#include`, `@interface` or
    /// `@implementation` anywhere, and its first line that is not blank starts with `%` (a MATLAB comment)
    /// or with `function`, `classdef`, `clear`, `clc` or `close all`.
    public static func looksLikeMATLAB(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        let n = p.count
        while k < n && (p[k] == UInt8(ascii: " ") || p[k] == UInt8(ascii: "\t") || p[k] == UInt8(ascii: "\n")
            || p[k] == UInt8(ascii: "\r")) { k += 1 }
        guard k < n else { return false }
        // The first line's opening word, compared in place (most `.m` files open with `//` or `#import`).
        func opens(with word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard k + length <= n else { return false }
            for m in 0 ..< length where p[k + m] != word.utf8Start[m] { return false }
            return k + length == n || !isIdentifierContinue(p[k + length])
        }
        guard p[k] == UInt8(ascii: "%") || opens(with: "function") || opens(with: "classdef") || opens(with: "clear")
            || opens(with: "clc") || opens(with: "close all") else { return false }
        // A marker at a line's start anywhere makes it Objective-C after all.
        let markers: [[UInt8]] = ["#import", "#include", "@interface", "@implementation", "@import", "@protocol"].map { Array($0.utf8) }
        var lineStart = true
        for j in 0 ..< n {
            let b = p[j]
            if b == UInt8(ascii: "\n") { lineStart = true; continue }
            if lineStart && (b == UInt8(ascii: "#") || b == UInt8(ascii: "@")) {
                for marker in markers where j + marker.count <= n && p[j ..< j + marker.count].elementsEqual(marker) { return false }
            }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { lineStart = false }
        }
        return true
    }

    // MARK: - The loop

    mutating func run() {
        let n = p.count
        out.recordsCallNames = true
        var lineStart = true // only blanks since the last line break: where `#` opens a directive
        while i < n {
            let b = p[i]
            switch b {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                i += b == UInt8(ascii: "\r") && i + 1 < n && p[i + 1] == UInt8(ascii: "\n") ? 2 : 1
                lineStart = true
                if opensDisabledLines { skipDisabledLines() }
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                i = skipBlanks(p, from: i + 1)
                continue
            case UInt8(ascii: "#"):
                if lineStart { lexDirective() } else { lexOperator() } // `#` and `##` inside a macro body
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") {
                    lexLineComment()
                } else if peek(1) == UInt8(ascii: "*") {
                    lexBlockComment()
                    continue // a comment does not end the blanks before a `#`
                } else {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                lexString(start: i)
            case UInt8(ascii: "'"):
                lexCharacterLiteral()
            case UInt8(ascii: "@"):
                lexAt()
            case UInt8(ascii: "("):
                buffer.recordCallName()
                single(.leftParen)
            case UInt8(ascii: ")"): single(.rightParen)
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: ":"):
                if peek(1) == UInt8(ascii: ":") { // C++'s `::` in .mm files
                    i += 2
                    emit(.operator, i - 2)
                } else {
                    single(.colon)
                }
            case UInt8(ascii: "\\"): single(.unknown)
            case UInt8(ascii: "."):
                if let next = peek(1), isDigit(next) {
                    lexNumber()
                } else if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                    i += 3
                    emit(.operator, i - 3)
                } else {
                    single(.period)
                }
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                lexNumber()
            default:
                // A word's first byte or `$` (digits went to their own case): one table load.
                if words[Int(b)] != 0 {
                    lexIdentifier()
                } else if isOperatorCharacter(b) {
                    lexOperator()
                } else {
                    single(.unknown)
                }
            }
            lineStart = false
        }
    }

    // MARK: - Helpers

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, flags: TokenFlags = [], keyword: Keyword = .none) {
        let token = Token(kind: kind, flags: flags, keyword: keyword, offset: UInt32(truncatingIfNeeded: start),
                          length: UInt32(truncatingIfNeeded: i - start))
        if kind == .comment { buffer.appendComment(token) } else { buffer.append(token) }
    }

    // MARK: - Words and numbers

    private mutating func lexIdentifier() {
        let start = i
        let n = p.count
        i = wordEnd(p, from: i + 1, dollar: true, table: words) // `$` continues C names in clang's dialect too
        // A C++ raw string: `R"x(…)x"`, with an encoding prefix (`u8R"(`, `LR"(`); no other word.
        if i < n && p[i] == UInt8(ascii: "\""), ObjectiveCLexer.isRawStringPrefix(p, start, i - start) {
            lexRawString(start: start)
            return
        }
        // `L"…"`, `u8"…"`: a prefixed string.
        if i < n && p[i] == UInt8(ascii: "\"") && i - start <= 2 && (p[start] == UInt8(ascii: "L") || p[start] == UInt8(ascii: "u")
                                                                      || p[start] == UInt8(ascii: "U")) {
            lexString(start: start)
            return
        }
        emit(.identifier, start, keyword: ObjectiveCLexer.keyword(p, start, i - start))
    }

    /// `R`, `LR`, `uR`, `UR` or `u8R`.
    private static func isRawStringPrefix(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        guard length >= 1, length <= 3, p[start + length - 1] == UInt8(ascii: "R") else { return false }
        switch length {
        case 1: return true
        case 2: return p[start] == UInt8(ascii: "L") || p[start] == UInt8(ascii: "u") || p[start] == UInt8(ascii: "U")
        default: return p[start] == UInt8(ascii: "u") && p[start + 1] == UInt8(ascii: "8")
        }
    }

    /// The keywords the rules and the outline ask about, by their bytes.
    private static func keyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        guard length >= 2 && length <= 8 else { return .none }
        let (low, _) = packWord(p, start: start, length: length)
        switch low {
        case 0x666c6573: return .selfReference // self
        case 0x7265707573: return .superReference // super
        case 0x6c696e, 0x6c694e, 0x4c4c554e: return .nilLiteral // nil, Nil, NULL
        case 0x6669: return .if
        case 0x6e69: return .in // `for (UIView *v in views)`
        case 0x534559, 0x65757274: return .true // YES, true
        case 0x4f4e, 0x65736c6166: return .false // NO, false
        case 0x65736c65: return .else
        case 0x6e7275746572: return .return
        case 0x726f66: return .for
        case 0x656c696877: return .while
        case 0x6f64: return .do
        case 0x686374697773: return .switch
        case 0x65736163: return .case
        case 0x746c7561666564: return .default
        case 0x636974617473: return .static
        default: return .none
        }
    }

    private mutating func lexNumber() {
        let start = i
        let n = p.count
        let hex = p[i] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        if hex { i += 2 }
        while i < n {
            let b = p[i]
            if isDigit(b) || isIdentifierStart(b) || b == UInt8(ascii: "'") && i + 1 < n && isDigit(p[i + 1]) {
                // Digits, hex digits, suffixes (`f`, `ULL`), C++14 digit separators.
                let exponent = hex ? (b == UInt8(ascii: "p") || b == UInt8(ascii: "P")) : (b == UInt8(ascii: "e") || b == UInt8(ascii: "E"))
                i += 1
                if exponent && i < n && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) { i += 1 }
            } else if b == UInt8(ascii: ".") && !(i + 1 < n && p[i + 1] == UInt8(ascii: ".")) {
                i += 1
            } else {
                break
            }
        }
        emit(.number, start)
    }

    private mutating func lexOperator() {
        let start = i
        let n = p.count
        // `->` and the compound operators stay one token; `#` and `##` in macro bodies.
        let first = p[i]
        i += 1
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") && i + 1 < n && (p[i + 1] == UInt8(ascii: "/") || p[i + 1] == UInt8(ascii: "*")) { break }
            if first == UInt8(ascii: "#") ? b == UInt8(ascii: "#") : isOperatorCharacter(b) && b != UInt8(ascii: "#") {
                i += 1
            } else {
                break
            }
        }
        emit(.operator, start)
    }

    // MARK: - Comments and directives

    private mutating func lexLineComment() {
        let start = i
        let n = p.count
        let doc = i + 2 < n && (p[i + 2] == UInt8(ascii: "/") || p[i + 2] == UInt8(ascii: "!"))
        i += 2
        // A backslash at the end of a `//` line continues the comment, as in C.
        while i < n {
            i = lineEnd(p, from: i)
            guard i < n, continuesLine() else { break }
        }
        emit(.comment, start, flags: doc ? .documentation : [])
    }

    /// At a line break: steps over it when a backslash escapes it (the line goes on, as C reads it);
    /// false, staying on it, when the line ends here.
    private mutating func continuesLine() -> Bool {
        guard i > 0 && p[i - 1] == UInt8(ascii: "\\") else { return false }
        i += p[i] == UInt8(ascii: "\r") && i + 1 < p.count && p[i + 1] == UInt8(ascii: "\n") ? 2 : 1
        return true
    }

    private mutating func lexBlockComment() {
        let start = i
        let n = p.count
        var flags: TokenFlags = .block
        if i + 2 < n && (p[i + 2] == UInt8(ascii: "*") || p[i + 2] == UInt8(ascii: "!")) && !(i + 3 < n && p[i + 3] == UInt8(ascii: "/")) {
            flags.insert(.documentation)
        }
        i = blockCommentEnd(p, from: i + 2)
        if i < n { i += 2 } else { flags.insert(.unterminated) }
        emit(.comment, start, flags: flags)
    }

    /// `#` to the end of the line, backslash continuations included, up to a comment (which follows as
    /// a comment) or a string's end (`#import "a//b.h"` keeps its `//`).
    private mutating func lexDirective() {
        let start = i
        let n = p.count
        i += 1
        while i < n {
            let b = p[i]
            if isNewline(b) {
                guard continuesLine() else { break }
                continue
            }
            if b == UInt8(ascii: "/") && i + 1 < n && (p[i + 1] == UInt8(ascii: "/") || p[i + 1] == UInt8(ascii: "*")) { break }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                // A quoted part of the directive: its bytes are the directive's, comment markers too.
                i += 1
                while i < n && p[i] != b && !isNewline(p[i]) {
                    i += p[i] == UInt8(ascii: "\\") && i + 1 < n && !isNewline(p[i + 1]) ? 2 : 1
                }
                if i < n && p[i] == b { i += 1 }
                continue
            }
            i += 1
        }
        // Blanks before a comment or the line's end are not the directive's.
        var end = i
        while end > start + 1 && (p[end - 1] == UInt8(ascii: " ") || p[end - 1] == UInt8(ascii: "\t")) { end -= 1 }
        let stop = i
        i = end
        emit(.directive, start)
        i = stop
        if Self.directive(in: p, start ..< end, is: "if", followedBy: UInt8(ascii: "0")) { opensDisabledLines = true }
    }

    /// Whether the directive in `range` is `#` `word` (blanks allowed around the word), followed by
    /// nothing but `argument` when one is given (`#if 0`), or by anything but a word byte otherwise.
    private static func directive(in p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, is word: StaticString,
                                  followedBy argument: UInt8? = nil) -> Bool {
        var k = min(skipBlanks(p, from: range.lowerBound + 1), range.upperBound)
        let length = word.utf8CodeUnitCount
        guard k + length <= range.upperBound else { return false }
        for m in 0 ..< length where p[k + m] != word.utf8Start[m] { return false }
        k += length
        guard let argument else { return k == range.upperBound || !isIdentifierContinue(p[k]) }
        guard k < range.upperBound, p[k] == UInt8(ascii: " ") || p[k] == UInt8(ascii: "\t") else { return false }
        k = min(skipBlanks(p, from: k), range.upperBound)
        return k + 1 == range.upperBound && p[k] == argument
    }

    /// From the line after an `#if 0`: each line up to the `#else`, `#elif` or `#endif` that ends the
    /// turned-off part (conditionals opened inside it counted) is a comment, so that no rule reads code
    /// the compiler never sees (a finding in it could not be right, and its braces need not balance).
    /// Stops at the start of that line, which is lexed as usual; at the end of the file if none comes.
    private mutating func skipDisabledLines() {
        opensDisabledLines = false
        let n = p.count
        var depth = 0
        while i < n {
            // The line's first non-blank byte: a directive may open or close a conditional.
            let k = skipBlanks(p, from: i)
            let end = lineEnd(p, from: k)
            if k < end && p[k] == UInt8(ascii: "#") {
                let line = k ..< end
                if Self.directive(in: p, line, is: "if") || Self.directive(in: p, line, is: "ifdef")
                    || Self.directive(in: p, line, is: "ifndef") {
                    depth += 1
                } else if Self.directive(in: p, line, is: "endif") {
                    if depth == 0 { return }
                    depth -= 1
                } else if depth == 0 && (Self.directive(in: p, line, is: "else") || Self.directive(in: p, line, is: "elif")) {
                    return
                }
            }
            if k < end {
                let start = k
                i = end
                emit(.comment, start)
            }
            i = end < n && p[end] == UInt8(ascii: "\r") && end + 1 < n && p[end + 1] == UInt8(ascii: "\n") ? end + 2
                : min(end + 1, n)
        }
    }

    // MARK: - `@`, strings and characters

    private mutating func lexAt() {
        let start = i
        let n = p.count
        guard i + 1 < n else { single(.unknown); return }
        let next = p[i + 1]
        if next == UInt8(ascii: "\"") {
            i += 1
            lexString(start: start)
        } else if isIdentifierStart(next) && !ObjectiveCLexer.isBoxedLiteral(p, i + 1) {
            i += 1
            while i < n && words[Int(p[i])] == wordByte { i += 1 }
            emit(.attribute, start)
        } else {
            single(.operator) // `@[`, `@{`, `@(`, `@42`, `@YES`
        }
    }

    /// Whether the word at `k` is `YES`, `NO`, `true` or `false`: `@YES` is a boxed literal, not an `@` word.
    private static func isBoxedLiteral(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> Bool {
        // Only words starting with `Y`, `N`, `t` or `f` can be one: most `@` words are `@interface`,
        // `@property`, `@end`, answered by their first byte, with no allocation.
        let first = p[k]
        guard first == UInt8(ascii: "Y") || first == UInt8(ascii: "N") || first == UInt8(ascii: "t") || first == UInt8(ascii: "f")
        else { return false }
        var end = k
        while end < p.count && isIdentifierContinue(p[end]) { end += 1 }
        func spells(_ word: StaticString) -> Bool {
            guard end - k == word.utf8CodeUnitCount else { return false }
            for n in 0 ..< word.utf8CodeUnitCount where p[k + n] != word.utf8Start[n] { return false }
            return true
        }
        return spells("YES") || spells("NO") || spells("true") || spells("false")
    }

    /// `"…"` with escapes, from the opening quote at `i` (a prefix or `@` starting at `start`); a
    /// string left open at a line break ends there, unterminated.
    private mutating func lexString(start: Int) {
        let n = p.count
        i += 1
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                i += 1
                if i < n { i += p[i] == UInt8(ascii: "\r") && i + 1 < n && p[i + 1] == UInt8(ascii: "\n") ? 2 : 1 }
                continue
            }
            if isNewline(b) {
                emit(.string, start, flags: .unterminated)
                return
            }
            if b == UInt8(ascii: "\"") {
                i += 1
                emit(.string, start)
                return
            }
            i = stringRunEnd(p, from: i + 1)
        }
        emit(.string, start, flags: .unterminated)
    }

    /// `R"delimiter(…)delimiter"` from the quote at `i`; the delimiter is at most 16 bytes.
    private mutating func lexRawString(start: Int) {
        let n = p.count
        i += 1
        let delimiterStart = i
        while i < n && p[i] != UInt8(ascii: "(") && i - delimiterStart < 16 && !isNewline(p[i]) && p[i] != UInt8(ascii: "\"") { i += 1 }
        guard i < n && p[i] == UInt8(ascii: "(") else {
            lexStringRest(start: start)
            return
        }
        let delimiter = delimiterStart ..< i
        i += 1
        while i < n {
            if p[i] == UInt8(ascii: ")") {
                var k = 0
                while k < delimiter.count && i + 1 + k < n && p[i + 1 + k] == p[delimiter.lowerBound + k] { k += 1 }
                if k == delimiter.count && i + 1 + k < n && p[i + 1 + k] == UInt8(ascii: "\"") {
                    i += k + 2
                    emit(.string, start, flags: .multiline)
                    return
                }
            }
            i += 1
        }
        emit(.string, start, flags: [.multiline, .unterminated])
    }

    /// Not a raw string after all (`R"` with no `(`): an ordinary string from here.
    private mutating func lexStringRest(start: Int) {
        i -= 1
        while i > start && p[i] != UInt8(ascii: "\"") { i -= 1 }
        lexString(start: start)
    }

}
