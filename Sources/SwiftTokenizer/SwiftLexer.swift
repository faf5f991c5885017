/// A byte-level Swift lexer: code tokens and comments out, no `String` in the loop, no recursion.
///
/// String interpolation keeps a small explicit stack (one frame per open `\(`), so that nested
/// strings and parentheses inside interpolations never recurse. Every construct left open at the
/// end of the file ends there, flagged `.unterminated`.
public struct SwiftLexer: ByteLexer {
    private struct InterpolationFrame {
        var parenDepth: Int
        var hashes: Int
        var multiline: Bool
    }

    let p: UnsafeBufferPointer<UInt8>
    var i: Int
    var out = LexedFlags()
    var buffer: TokenBuffer
    private let words = wordBytes
    /// `view`, packed (see `noteWord`).
    private static var view: UInt32 { 0x7765_6976 }
    private let keywords = swiftKeywords
    private var frames: [InterpolationFrame] = []
    /// The kind of the last code token, for telling a regex literal from a division.
    private var previousKind: TokenKind? = nil
    private var previousKeyword: Keyword = .none

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

    // MARK: - The loop

    mutating func run() {
        let n = p.count
        out.recordsCallNames = true
        out.recordsViewNames = true
        out.recordsBindings = true
        out.namesModalPresentationStyle = false
        out.pairsBrackets = true
        // A script's `#!/usr/bin/env swift` line: a comment as far as the code is concerned.
        if i + 1 < n && p[i] == UInt8(ascii: "#") && p[i + 1] == UInt8(ascii: "!") {
            let start = i
            while i < n && !isNewline(p[i]) { i += 1 }
            emit(.comment, start)
        }
        while i < n {
            let b = p[i]
            // A word, the commonest token, before the switch: a conditional branch the processor
            // predicts better than the switch's jump through its table (letters, `_` and bytes from
            // 0x80 are all above `A`; digits, below it, are numbers).
            if b >= UInt8(ascii: "A") && words[Int(b)] == wordByte {
                lexIdentifier()
                continue
            }
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                i += 1
                // Indentation comes in runs: skip them without going round the switch.
                i = skipBlanks(p, from: i)
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") {
                    lexLineComment()
                } else if peek(1) == UInt8(ascii: "*") {
                    lexBlockComment()
                } else if !lexRegexIfUnambiguous(hashes: 0) {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                lexStringOpening(hashes: 0, start: i)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "@"):
                if i + 1 < n && isIdentifierStart(p[i + 1]) {
                    let start = i
                    i += 1
                    while i < n && isIdentifierContinue(p[i]) { i += 1 }
                    emit(.attribute, start)
                } else {
                    i += 1
                    emit(.unknown, i - 1)
                }
            case UInt8(ascii: "`"):
                lexBacktickedIdentifier()
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
                buffer.recordCallName()
                bracket(.leftParen)
            case UInt8(ascii: ")"):
                if let top = frames.last, top.parenDepth == 0 {
                    frames.removeLast()
                    let start = i
                    i += 1
                    lexStringBody(start: start, hashes: top.hashes, multiline: top.multiline, flags: .closesInterpolation)
                } else {
                    if !frames.isEmpty { frames[frames.count - 1].parenDepth -= 1 }
                    bracket(.rightParen)
                }
            case UInt8(ascii: "{"): bracket(.leftBrace)
            case UInt8(ascii: "}"): bracket(.rightBrace)
            case UInt8(ascii: "["): bracket(.leftBracket)
            case UInt8(ascii: "]"): bracket(.rightBracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: "\\"): single(.backslash)
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: ".") {
                    lexOperator()
                } else {
                    single(.period)
                }
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "$"):
                let start = i
                i += 1
                while i < n && isIdentifierContinue(p[i]) { i += 1 }
                emit(.identifier, start)
            default:
                // Words were taken before the switch, digits by their own case.
                if isOperatorCharacter(b) {
                    lexOperator()
                } else {
                    single(.unknown)
                }
            }
        }
    }

    // MARK: - Helpers

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, flags: TokenFlags = [], keyword: Keyword = .none) {
        let token = Token(kind: kind, flags: flags, keyword: keyword, offset: UInt32(truncatingIfNeeded: start),
                          length: UInt32(truncatingIfNeeded: i - start))
        if kind == .comment {
            buffer.appendComment(token)
        } else {
            buffer.append(token)
            previousKind = kind
            previousKeyword = keyword
        }
    }

    // MARK: - Words

    private mutating func lexIdentifier() {
        let start = i
        // `$` may continue a Swift name (`_$id`, the storage of a property wrapper).
        i = wordEnd(p, from: i + 1, dollar: true, table: words)
        // Every Swift keyword starts with a lowercase letter, except `Self`.
        let first = p[start]
        var keyword = Keyword.none
        if (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "S") {
            keyword = keywords.lookUp(p, start: start, length: i - start)
            // `var` and `let` are neighbours in `Keyword`: one test (see `TokenStream.bindings`).
            if keyword.rawValue &- Keyword.var.rawValue < 2 { buffer.noteBinding() }
        }
        if buffer.noteWord(in: p, at: start, length: i &- start, view: Self.view) { out.namesModalPresentationStyle = true }
        emit(.identifier, start, keyword: keyword)
    }

    private mutating func lexBacktickedIdentifier() {
        let start = i
        var j = i + 1
        let n = p.count
        while j < n && p[j] != UInt8(ascii: "`") && !isNewline(p[j]) { j += 1 }
        if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
            if buffer.noteWord(in: p, at: start + 1, length: j - start - 1, view: Self.view) { out.namesModalPresentationStyle = true }
            i = j + 1
            emit(.identifier, start, flags: .escaped)
        } else {
            single(.unknown)
        }
    }

    private mutating func lexNumber() {
        let start = i
        let n = p.count
        if p[i] == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            i += 2
            while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if i + 1 < n && p[i] == UInt8(ascii: ".") && isHexDigit(p[i + 1]) {
                i += 1
                while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if i < n && (p[i] == UInt8(ascii: "p") || p[i] == UInt8(ascii: "P")) { lexExponent() }
        } else {
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            // After a period, a number is a tuple index: `pair.0.1` is `pair` `.` `0` `.` `1`.
            let tupleIndex = previousKind == .period && start > 0 && p[start - 1] == UInt8(ascii: ".")
            if !tupleIndex && i + 1 < n && p[i] == UInt8(ascii: ".") && isDigit(p[i + 1]) {
                i += 1
                while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if i < n && (p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E")) { lexExponent() }
        }
        // Letters glued to a number (`0b101`, `0o17`, a typo) belong to it.
        while i < n && isIdentifierContinue(p[i]) { i += 1 }
        emit(.number, start)
    }

    private mutating func lexExponent() {
        let n = p.count
        i += 1
        if i < n && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) { i += 1 }
        while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    private mutating func lexOperator() {
        let start = i
        let n = p.count
        let dotted = p[i] == UInt8(ascii: ".")
        i += 1
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/"), i + 1 < n, p[i + 1] == UInt8(ascii: "/") || p[i + 1] == UInt8(ascii: "*") {
                break
            }
            if isOperatorCharacter(b) || (dotted && b == UInt8(ascii: ".")) {
                i += 1
            } else {
                break
            }
        }
        emit(.operator, start)
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let start = i
        let n = p.count
        let doc = i + 2 < n && p[i + 2] == UInt8(ascii: "/")
        i = lineEnd(p, from: i + 2)
        emit(.comment, start, flags: doc ? .documentation : [])
    }

    /// Swift block comments nest: `/* a /* b */ c */` is one comment.
    private mutating func lexBlockComment() {
        let start = i
        let n = p.count
        var flags: TokenFlags = .block
        if i + 2 < n && p[i + 2] == UInt8(ascii: "*") && !(i + 3 < n && p[i + 3] == UInt8(ascii: "/")) {
            flags.insert(.documentation)
        }
        i += 2
        var depth = 1
        while i < n {
            if p[i] == UInt8(ascii: "*") && i + 1 < n && p[i + 1] == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if p[i] == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                i += 1
            }
        }
        if depth > 0 { flags.insert(.unterminated) }
        emit(.comment, start, flags: flags)
    }

    // MARK: - `#`: raw strings, extended regexes, directives

    private mutating func lexPound() {
        let start = i
        let n = p.count
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let hashes = j - i
        if j < n && p[j] == UInt8(ascii: "\"") {
            i = j
            lexStringOpening(hashes: hashes, start: start)
        } else if j < n && p[j] == UInt8(ascii: "/") {
            i = j
            if !lexRegexIfUnambiguous(hashes: hashes, start: start) {
                i = start + 1
                emit(.unknown, start)
            }
        } else if hashes == 1 && j < n && isIdentifierStart(p[j]) {
            i = j
            while i < n && isIdentifierContinue(p[i]) { i += 1 }
            emit(.directive, start)
        } else {
            single(.unknown)
        }
    }

    // MARK: - Strings

    /// `i` is at the opening quote; `start` is where the token starts (before any `#`).
    private mutating func lexStringOpening(hashes: Int, start: Int) {
        let n = p.count
        var multiline = i + 2 < n && p[i + 1] == UInt8(ascii: "\"") && p[i + 2] == UInt8(ascii: "\"")
        if multiline && hashes > 0 && closesOnSameLine(from: i + 2, hashes: hashes) {
            multiline = false // `#"""#` is a one-line raw string holding a quote, as swift-syntax reads it
        }
        i += multiline ? 3 : 1
        lexStringBody(start: start, hashes: hashes, multiline: multiline, flags: [])
    }

    /// Whether a `"` followed by `hashes` `#` comes at or after `from` before the end of the line.
    private func closesOnSameLine(from: Int, hashes: Int) -> Bool {
        var k = from
        let n = p.count
        while k < n && !isNewline(p[k]) {
            if p[k] == UInt8(ascii: "\"") && hashesFollow(at: k + 1, count: hashes) { return true }
            k += 1
        }
        return false
    }

    /// Scans string content from `i` up to the closing delimiter, or up to and including the `(` of
    /// an interpolation, which pushes a frame and returns to code.
    private mutating func lexStringBody(start: Int, hashes: Int, multiline: Bool, flags: TokenFlags) {
        let n = p.count
        var flags = flags
        if multiline { flags.insert(.multiline) }
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                if multiline {
                    if i + 2 < n && p[i + 1] == UInt8(ascii: "\"") && p[i + 2] == UInt8(ascii: "\"")
                        && hashesFollow(at: i + 3, count: hashes) {
                        i += 3 + hashes
                        emit(.string, start, flags: flags)
                        return
                    }
                } else if hashesFollow(at: i + 1, count: hashes) {
                    i += 1 + hashes
                    emit(.string, start, flags: flags)
                    return
                }
                i += 1
            } else if b == UInt8(ascii: "\\") && hashesFollow(at: i + 1, count: hashes) {
                let afterEscape = i + 1 + hashes
                if afterEscape < n && p[afterEscape] == UInt8(ascii: "(") {
                    i = afterEscape + 1
                    emit(.string, start, flags: flags.union(.opensInterpolation))
                    frames.append(InterpolationFrame(parenDepth: 0, hashes: hashes, multiline: multiline))
                    return
                }
                // An escaped character; a newline after `\` in a multi-line string continues the line.
                i = afterEscape < n && !(isNewline(p[afterEscape]) && !multiline) ? afterEscape + 1 : afterEscape
            } else if isNewline(b) && !multiline {
                break
            } else {
                i = stringRunEnd(p, from: i + 1)
            }
        }
        emit(.string, start, flags: flags.union(.unterminated))
    }

    @inline(__always)
    private func hashesFollow(at index: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= p.count else { return false }
        for k in 0 ..< count where p[index + k] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Regex literals

    /// Lexes `/…/` (or `#/…/#`) when the context makes a regex the only reading: after a token
    /// that cannot end an expression, with no space after the opening slash and a closing slash
    /// on the same line. Otherwise leaves `i` alone and returns false.
    private mutating func lexRegexIfUnambiguous(hashes: Int, start: Int? = nil) -> Bool {
        let n = p.count
        let open = start ?? i
        if hashes == 0 {
            if let kind = previousKind {
                switch kind {
                case .identifier:
                    switch previousKeyword {
                    case .return, .case, .in, .where, .if, .guard, .while, .else, .try, .await, .throw:
                        break
                    default:
                        return false
                    }
                case .number, .string, .regex, .rightParen, .rightBracket, .rightBrace, .attribute, .unknown:
                    return false
                case .operator:
                    // `x! / 2`: a postfix `!` or `?` ends an expression.
                    let last = p[i - 1]
                    if last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { return false }
                default:
                    break
                }
            }
            guard i + 1 < n, !isWhitespace(p[i + 1]), p[i + 1] != UInt8(ascii: "/") else { return false }
        }
        var j = i + 1
        var inClass = false
        var groups = 0
        while j < n {
            let b = p[j]
            if isNewline(b) && hashes == 0 { return false }
            if b == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if b == UInt8(ascii: "[") { inClass = true }
            if b == UInt8(ascii: "]") { inClass = false }
            if !inClass && b == UInt8(ascii: "(") { groups += 1 }
            if !inClass && b == UInt8(ascii: ")") {
                // An unbalanced `)` ends the expression the `/` is in: `{ /Case.x ~= $0 }).map(/Case.x)`.
                if groups == 0 && hashes == 0 { return false }
                groups -= 1
            }
            if b == UInt8(ascii: "/") && !inClass && hashesFollow(at: j + 1, count: hashes) {
                // A bare `/…/` may not end with a space (`/Foo.foo .. /` is two operators).
                if hashes == 0 && isWhitespace(p[j - 1]) { return false }
                i = j + 1 + hashes
                emit(.regex, open)
                return true
            }
            j += 1
        }
        return false
    }
}
