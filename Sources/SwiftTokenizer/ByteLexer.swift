/// What the lexers share: a cursor over the file's bytes, a run that appends code tokens to a
/// `TokenBuffer` and comments to the stream, and the plumbing around a run. Each lexer is a struct
/// conforming to this; its public `tokenize` functions call `lex`.
protocol ByteLexer {
    var p: UnsafeBufferPointer<UInt8> { get }
    var i: Int { get set }
    /// What the run notes about the stream it writes (set on the stream when the run ends).
    var out: LexedFlags { get set }
    var buffer: TokenBuffer { get set }
    /// A lexer at the start of `p` (after a byte order mark), writing into `scratch`.
    init(_ p: UnsafeBufferPointer<UInt8>, scratch: TokenScratch)
    mutating func run()
    mutating func emit(_ kind: TokenKind, _ start: Int, flags: TokenFlags, keyword: Keyword)
}

extension ByteLexer {
    /// Lexes `bytes` into `stream`, replacing its contents but keeping its storage.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, into stream: inout TokenStream) {
        stream.removeAll()
        var lexer = Self(bytes, scratch: stream.takeScratch())
        #if compiler(>=6.2)
        // The code tokens are written straight into the spare capacity of the stream's array (kept from
        // file to file), room made for about one token in four bytes: copying them there from raw memory
        // after the run was 2.6 % of a run's instructions. A denser file goes on in the scratch memory
        // (see `TokenBuffer.grow`) and is copied as before; so does every file with a toolchain older than
        // Swift 6.2 (no `append(addingCapacity:)`).
        var tokens: [Token] = []
        swap(&tokens, &stream.tokens)
        tokens.append(addingCapacity: bytes.count / 4 + 64) { span in
            span.withUnsafeMutableBufferPointer { room, written in
                lexer.buffer.write(into: room)
                lexer.run()
                written = lexer.buffer.writtenInPlace
            }
        }
        swap(&tokens, &stream.tokens)
        #else
        lexer.run()
        #endif
        lexer.out.set(on: &stream)
        lexer.buffer.finish(into: &stream)
    }

    /// Lexes `bytes` into a new stream.
    static func lex(_ bytes: [UInt8]) -> TokenStream {
        var stream = TokenStream()
        bytes.withUnsafeBufferPointer { lex($0, into: &stream) }
        return stream
    }

    @inline(__always)
    func peek(_ ahead: Int) -> UInt8? {
        i + ahead < p.count ? p[i + ahead] : nil
    }

    /// A one-byte token.
    @inline(__always)
    mutating func single(_ kind: TokenKind) {
        i += 1
        emit(kind, i - 1, flags: [], keyword: .none)
    }

    /// A one-byte bracket token, paired with its partner as it is met (see `BracketPairing`).
    @inline(__always)
    mutating func bracket(_ kind: TokenKind) {
        buffer.pairBracket(kind)
        single(kind)
    }

    /// A C-family character literal, `'c'` or `'\n'`, from the quote at `i`; a few characters at most
    /// (C's multi-character constants), unterminated at a line break.
    mutating func lexCharacterLiteral() {
        let start = i
        let n = p.count
        i += 1
        var steps = 0
        while i < n && p[i] != UInt8(ascii: "'") && !isNewline(p[i]) && steps < 12 {
            i += p[i] == UInt8(ascii: "\\") && i + 1 < n && !isNewline(p[i + 1]) ? 2 : 1
            steps += 1
        }
        if i < n && p[i] == UInt8(ascii: "'") {
            i += 1
            emit(.character, start, flags: [], keyword: .none)
        } else {
            emit(.character, start, flags: .unterminated, keyword: .none)
        }
    }
}

/// What a lexer notes about the stream it writes, as it runs: the stream's flags (see `TokenStream`),
/// set on it when the run ends. (The lexer held a stream of its own for these, swapped with the one it
/// wrote and back: its empty arrays were released again for every file.)
struct LexedFlags {
    var recordsCallNames = false
    var recordsViewNames = false
    var recordsBindings = false
    var namesModalPresentationStyle: Bool? = nil
    var pairsBrackets = false

    func set(on stream: inout TokenStream) {
        stream.recordsCallNames = recordsCallNames
        stream.recordsViewNames = recordsViewNames
        stream.recordsBindings = recordsBindings
        stream.namesModalPresentationStyle = namesModalPresentationStyle
        stream.pairsBrackets = pairsBrackets
    }
}
