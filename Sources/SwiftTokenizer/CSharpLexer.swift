/// A byte-level C# lexer: code tokens and comments out, no `String` in the loop, no recursion.
///
/// Interpolated strings (`$"…{x}…"`, `$@"…"`, `$$"""…{{x}}…"""`) keep one frame per open hole on an
/// explicit stack; the hole's code is lexed as ordinary tokens. Preprocessor lines (`#region`,
/// `#if DEBUG`) are one `.directive` token each.
public struct CSharpLexer: ByteLexer {
    private enum StringStyle {
        /// `"…"`: backslash escapes, ends at a newline.
        case regular
        /// `@"…"`: `""` escapes, spans lines.
        case verbatim
        /// `"""…"""` with this many quotes: no escapes, spans lines.
        case raw(quotes: Int)

        var isRaw: Bool {
            if case .raw = self { return true }
            return false
        }
    }

    private struct InterpolationFrame {
        var braceDepth: Int
        var parenDepth: Int
        var style: StringStyle
        /// How many `{` open a hole: 1, or the number of `$` of a raw string.
        var braces: Int
    }

    let p: UnsafeBufferPointer<UInt8>
    var i: Int
    var out = LexedFlags()
    var buffer: TokenBuffer
    private let words = wordBytes
    /// `View`, packed (see `noteWord`).
    private static var view: UInt32 { 0x7765_6956 }
    private let keywords = csharpKeywords
    private var frames: [InterpolationFrame] = []

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
        out.namesModalPresentationStyle = false
        out.pairsBrackets = true
        while i < n {
            let b = p[i]
            // A word before the switch, as in `SwiftLexer.run`.
            if b >= UInt8(ascii: "A") && words[Int(b)] == wordByte {
                lexIdentifier(start: i, flags: [])
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
                } else {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                lexStringOpening(start: i, interpolated: false, dollars: 0)
            case UInt8(ascii: "@"):
                lexAt()
            case UInt8(ascii: "$"):
                lexDollar()
            case UInt8(ascii: "'"):
                lexCharacterLiteral()
            case UInt8(ascii: "#"):
                if atLineStart() { lexDirective() } else { single(.unknown) }
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
                buffer.recordCallName()
                bracket(.leftParen)
            case UInt8(ascii: ")"):
                if !frames.isEmpty { frames[frames.count - 1].parenDepth -= 1 }
                bracket(.rightParen)
            case UInt8(ascii: "{"):
                if !frames.isEmpty { frames[frames.count - 1].braceDepth += 1 }
                bracket(.leftBrace)
            case UInt8(ascii: "}"):
                if let top = frames.last, top.braceDepth == 0 {
                    frames.removeLast()
                    let start = i
                    var closing = 0
                    while i < n && p[i] == UInt8(ascii: "}") && closing < top.braces {
                        i += 1
                        closing += 1
                    }
                    lexStringBody(start: start, style: top.style, braces: top.braces, flags: .closesInterpolation)
                } else {
                    if !frames.isEmpty { frames[frames.count - 1].braceDepth -= 1 }
                    bracket(.rightBrace)
                }
            case UInt8(ascii: ":"):
                if let top = frames.last, top.braceDepth == 0, top.parenDepth <= 0, peek(1) != UInt8(ascii: ":") {
                    // A format specifier (`{price:C2}`) is string text up to the hole's end.
                    frames.removeLast()
                    lexStringBody(start: i, style: top.style, braces: top.braces, flags: .closesInterpolation)
                } else if peek(1) == UInt8(ascii: ":") {
                    i += 2
                    emit(.operator, i - 2)
                } else {
                    single(.colon)
                }
            case UInt8(ascii: "["): bracket(.leftBracket)
            case UInt8(ascii: "]"): bracket(.rightBracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "\\"): single(.unknown)
            case UInt8(ascii: "."):
                if let next = peek(1), isDigit(next) {
                    lexNumber()
                } else if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                    i += 3
                    emit(.operator, i - 3)
                } else if peek(1) == UInt8(ascii: ".") {
                    i += 2
                    emit(.operator, i - 2)
                } else {
                    single(.period)
                }
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                lexNumber()
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
        }
    }

    /// Whether only spaces and tabs stand between the last line start and `i`.
    private func atLineStart() -> Bool {
        var j = i - 1
        while j >= 0 {
            let b = p[j]
            if isNewline(b) { return true }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { return j < byteOrderMarkLength(p) }
            j -= 1
        }
        return true
    }

    // MARK: - Words and numbers

    private mutating func lexIdentifier(start: Int, flags: TokenFlags) {
        let wordStart = i
        i = wordEnd(p, from: i + 1, dollar: false, table: words)
        // Every C# keyword starts with a lowercase letter.
        let first = p[wordStart]
        let keyword = flags.contains(.escaped) || first < UInt8(ascii: "a") || first > UInt8(ascii: "z")
            ? Keyword.none
            : keywords.lookUp(p, start: wordStart, length: i - wordStart)
        if buffer.noteWord(in: p, at: wordStart, length: i &- wordStart, view: Self.view) { out.namesModalPresentationStyle = true }
        emit(.identifier, start, flags: flags, keyword: keyword)
    }

    private mutating func lexNumber() {
        let start = i
        let n = p.count
        if p[i] == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            i += 2
            while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        } else {
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if i + 1 < n && p[i] == UInt8(ascii: ".") && isDigit(p[i + 1]) {
                i += 1
                while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if i < n && (p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E")) {
                i += 1
                if i < n && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) { i += 1 }
                while i < n && isDigit(p[i]) { i += 1 }
            }
        }
        // Suffixes (`10f`, `5UL`, `0b1010`) belong to the number.
        while i < n && isIdentifierContinue(p[i]) { i += 1 }
        emit(.number, start)
    }

    /// C# operators by maximal munch over a fixed set; `>` stays single so that `List<List<int>>`
    /// closes two generic lists.
    private mutating func lexOperator() {
        let start = i
        let n = p.count
        let b = p[i]
        i += 1
        guard i < n else { return emit(.operator, start) }
        let c = p[i]
        switch (b, c) {
        case (UInt8(ascii: "?"), UInt8(ascii: "?")):
            i += 1
            if i < n && p[i] == UInt8(ascii: "=") { i += 1 }
        case (UInt8(ascii: "<"), UInt8(ascii: "<")):
            i += 1
            if i < n && p[i] == UInt8(ascii: "=") { i += 1 }
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")),
            (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")),
            (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")),
            (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")),
            (UInt8(ascii: "+"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: "=")),
            (UInt8(ascii: "*"), UInt8(ascii: "=")), (UInt8(ascii: "/"), UInt8(ascii: "=")),
            (UInt8(ascii: "%"), UInt8(ascii: "=")), (UInt8(ascii: "&"), UInt8(ascii: "=")),
            (UInt8(ascii: "|"), UInt8(ascii: "=")), (UInt8(ascii: "^"), UInt8(ascii: "=")),
            (UInt8(ascii: "="), UInt8(ascii: ">")), (UInt8(ascii: "-"), UInt8(ascii: ">")):
            i += 1
        default:
            break
        }
        emit(.operator, start)
    }

    // MARK: - Comments and directives

    private mutating func lexLineComment() {
        let start = i
        let n = p.count
        let doc = i + 2 < n && p[i + 2] == UInt8(ascii: "/")
        i = lineEnd(p, from: i + 2)
        emit(.comment, start, flags: doc ? .documentation : [])
    }

    /// C# block comments do not nest.
    private mutating func lexBlockComment() {
        let start = i
        let n = p.count
        var flags: TokenFlags = .block
        if i + 2 < n && p[i + 2] == UInt8(ascii: "*") && !(i + 3 < n && p[i + 3] == UInt8(ascii: "/")) {
            flags.insert(.documentation)
        }
        i = blockCommentEnd(p, from: i + 2)
        if i < n {
            i += 2
        } else {
            flags.insert(.unterminated)
        }
        emit(.comment, start, flags: flags)
    }

    /// A preprocessor line, `#` to the end of the line, trailing comment included.
    private mutating func lexDirective() {
        let start = i
        i = lineEnd(p, from: i)
        emit(.directive, start)
    }

    // MARK: - `@`, `$` and literals

    private mutating func lexAt() {
        let start = i
        let n = p.count
        if peek(1) == UInt8(ascii: "\"") {
            i += 1
            lexQuoted(start: start, style: .verbatim, interpolated: false, braces: 1)
        } else if peek(1) == UInt8(ascii: "$") && peek(2) == UInt8(ascii: "\"") {
            i += 2
            lexQuoted(start: start, style: .verbatim, interpolated: true, braces: 1)
        } else if i + 1 < n && isIdentifierStart(p[i + 1]) {
            i += 1
            lexIdentifier(start: start, flags: .escaped)
        } else {
            single(.unknown)
        }
    }

    private mutating func lexDollar() {
        let start = i
        let n = p.count
        var j = i
        while j < n && p[j] == UInt8(ascii: "$") { j += 1 }
        let dollars = j - i
        if j < n && p[j] == UInt8(ascii: "\"") {
            i = j
            lexStringOpening(start: start, interpolated: true, dollars: dollars)
        } else if dollars == 1 && j + 1 < n && p[j] == UInt8(ascii: "@") && p[j + 1] == UInt8(ascii: "\"") {
            i = j + 1
            lexQuoted(start: start, style: .verbatim, interpolated: true, braces: 1)
        } else {
            single(.unknown)
        }
    }

    /// `i` is at the first `"`: a raw string if three or more quotes open it, else a regular one.
    private mutating func lexStringOpening(start: Int, interpolated: Bool, dollars: Int) {
        let n = p.count
        var quotes = 0
        while i + quotes < n && p[i + quotes] == UInt8(ascii: "\"") { quotes += 1 }
        if quotes >= 3 {
            i += quotes
            lexStringBody(start: start, style: .raw(quotes: quotes), braces: interpolated ? max(dollars, 1) : 0,
                          flags: .multiline)
        } else {
            lexQuoted(start: start, style: .regular, interpolated: interpolated, braces: 1)
        }
    }

    /// `i` is at the opening `"` of a regular or verbatim string.
    private mutating func lexQuoted(start: Int, style: StringStyle, interpolated: Bool, braces: Int) {
        i += 1
        var flags: TokenFlags = []
        if case .verbatim = style { flags.insert(.multiline) }
        lexStringBody(start: start, style: style, braces: interpolated ? braces : 0, flags: flags)
    }

    /// Scans string text from `i` to the closing quote, or through the `{` that opens a hole.
    /// `braces` is 0 for a string without interpolation.
    private mutating func lexStringBody(start: Int, style: StringStyle, braces: Int, flags: TokenFlags) {
        let n = p.count
        var flags = flags
        if case .regular = style {} else { flags.insert(.multiline) }
        while i < n {
            let b = p[i]
            switch style {
            case .regular:
                if b == UInt8(ascii: "\\") {
                    i += (i + 1 < n && !isNewline(p[i + 1])) ? 2 : 1
                    continue
                }
                if isNewline(b) {
                    emit(.string, start, flags: flags.union(.unterminated))
                    return
                }
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return emit(.string, start, flags: flags)
                }
            case .verbatim:
                if b == UInt8(ascii: "\"") {
                    if i + 1 < n && p[i + 1] == UInt8(ascii: "\"") {
                        i += 2
                        continue
                    }
                    i += 1
                    return emit(.string, start, flags: flags)
                }
            case .raw(let quotes):
                if b == UInt8(ascii: "\"") {
                    var run = 0
                    while i + run < n && p[i + run] == UInt8(ascii: "\"") { run += 1 }
                    i += run
                    if run >= quotes { return emit(.string, start, flags: flags) }
                    continue
                }
            }
            if braces > 0 && b == UInt8(ascii: "{") {
                var run = 0
                while i + run < n && p[i + run] == UInt8(ascii: "{") { run += 1 }
                if braces == 1 && run >= 2 && !style.isRaw {
                    // `{{` is a literal brace in a regular or verbatim interpolated string.
                    i += 2
                    continue
                }
                if run >= braces {
                    i += run
                    emit(.string, start, flags: flags.union(.opensInterpolation))
                    frames.append(InterpolationFrame(braceDepth: 0, parenDepth: 0, style: style, braces: braces))
                    return
                }
                i += run
                continue
            }
            // Plain text: on to the next byte any style reads (`{` too in an interpolated string).
            i = braces > 0 ? i + 1 : stringRunEnd(p, from: i + 1)
        }
        emit(.string, start, flags: flags.union(.unterminated))
    }

}
