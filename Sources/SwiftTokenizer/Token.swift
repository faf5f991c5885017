/// The kind of a lexed token. Words are all `.identifier`; keywords are told apart by `Token.keyword`.
public enum TokenKind: UInt8, Sendable {
    /// A word: an identifier, a keyword, `self`, `nil`; backticked and `@`-verbatim names too.
    case identifier
    /// A Swift attribute such as `@objc` or `@IBOutlet`, the `@` and the name together.
    case attribute
    /// `#if`, `#else`, `#endif`, `#selector`… in Swift; a whole `#region …` line in C#.
    case directive
    /// A numeric literal: `42`, `1_000`, `0xFF`, `1.5e-3`, `10f`.
    case number
    /// A string literal, or one piece of it around an interpolation.
    case string
    /// A C# character literal such as `'a'`.
    case character
    /// A Swift regex literal: `/a+b/` or `#/…/#`.
    case regex
    /// A comment. Comments go to their own array and never appear among code tokens.
    case comment
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, semicolon, colon, period
    /// The `\` that starts a Swift key path.
    case backslash
    /// An operator: `=`, `!=`, `==`, `?`, `!`, `->`, `=>`, `+=`…
    case `operator`
    /// A byte that starts no token: a NUL, a stray control character, an unmatched backtick.
    case unknown
}

/// Facts about a token that its kind alone does not say.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A string, comment or character literal that reached the end of its line or file without closing.
    @inlinable public static var unterminated: TokenFlags { TokenFlags(rawValue: 1 << 0) }
    /// A string piece that ends by opening an interpolation (`"a\(` or `$"a{`).
    @inlinable public static var opensInterpolation: TokenFlags { TokenFlags(rawValue: 1 << 1) }
    /// A string piece that starts by closing an interpolation (`)b"` or `}b"`).
    @inlinable public static var closesInterpolation: TokenFlags { TokenFlags(rawValue: 1 << 2) }
    /// An identifier written with escaping (`` `default` `` in Swift, `@class` in C#).
    @inlinable public static var escaped: TokenFlags { TokenFlags(rawValue: 1 << 3) }
    /// A documentation comment (`///` or `/** */`).
    @inlinable public static var documentation: TokenFlags { TokenFlags(rawValue: 1 << 4) }
    /// A block comment (`/* */`) rather than a line comment.
    @inlinable public static var block: TokenFlags { TokenFlags(rawValue: 1 << 5) }
    /// A multi-line (`"""`) or verbatim (`@"`) string.
    @inlinable public static var multiline: TokenFlags { TokenFlags(rawValue: 1 << 6) }
    /// Punctuation the Objective-C reading adds or re-reads so that a message send has the shape of a
    /// call (`[a b:c]` reads as `a.b(c)`): no text of its own, or a `:`/`]` read as `(`/`)`.
    @inlinable public static var synthetic: TokenFlags { TokenFlags(rawValue: 1 << 7) }
}

/// One lexed token: 12 bytes, no strings. Its text is `bytes[offset ..< offset + length]`.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// The keyword this word spells in its language, or `.none`.
    public var keyword: Keyword
    public var offset: UInt32
    public var length: UInt32

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], keyword: Keyword = .none, offset: UInt32, length: UInt32) {
        self.kind = kind
        self.flags = flags
        self.keyword = keyword
        self.offset = offset
        self.length = length
    }

    /// The byte offset just past the token.
    @inlinable public var end: Int { Int(offset) + Int(length) }

    /// The byte range of the token in its file.
    @inlinable public var range: Range<Int> { Int(offset) ..< end }
}

/// The languages lifelint reads.
public enum Language: UInt8, Sendable, CaseIterable {
    case swift
    case csharp
    /// Objective-C: `.m`, `.h` (a C or C++ header reads as Objective-C without `@` words) and `.mm`.
    case objectiveC

    /// The language of a file from its name, or nil for a file lifelint does not read.
    public init?(path: String) {
        guard let language = path.withBytes({ Language(fileName: $0) }) else { return nil }
        self = language
    }

    /// The language of a file from the bytes of its name or path (`.swift`, `.cs`), without making a
    /// string: a walk asks this of every file in a tree.
    public init?(fileName bytes: UnsafeBufferPointer<UInt8>) {
        func ends(with suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            guard bytes.count >= n else { return false }
            for k in 0 ..< n where bytes[bytes.count - n + k] != suffix.utf8Start[k] { return false }
            return true
        }
        if ends(with: ".swift") {
            self = .swift
        } else if ends(with: ".cs") {
            self = .csharp
        } else if ends(with: ".m") || ends(with: ".h") || ends(with: ".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }

    /// The id used in the registry and on the command line: `swift`, `csharp` or `objc`.
    public var id: String {
        switch self {
        case .swift: return "swift"
        case .csharp: return "csharp"
        case .objectiveC: return "objc"
        }
    }

    /// The usual extension of its source files: `swift`, `cs`, `m`.
    public var fileExtension: String {
        switch self {
        case .swift: return "swift"
        case .csharp: return "cs"
        case .objectiveC: return "m"
        }
    }

    /// The name shown to people: `Swift`, `C#` or `Objective-C`.
    public var displayName: String {
        switch self {
        case .swift: return "Swift"
        case .csharp: return "C#"
        case .objectiveC: return "Objective-C"
        }
    }
}

/// The result of lexing one file: code tokens and comments, each in source order.
public struct TokenStream: Sendable {
    /// Code tokens, comments excluded.
    public var tokens: [Token]
    /// Comment tokens, kept apart so that rules never mistake them for code.
    public var comments: [Token]
    /// The code tokens that are a name followed by `(` (calls, and declarations' names), by index in
    /// `tokens`, ascending: recorded by the lexers as they meet each `(`, so that nobody walks every
    /// token again to find them (Objective-C's are carried over when its sends are lowered). Empty, and
    /// `recordsCallNames` false, from other sources.
    public var callNames: [Int32] = []
    /// Whether `callNames` was recorded for these tokens.
    public var recordsCallNames = false
    /// The code tokens that are the word naming a controller's view (`view` in Swift, `View` in C#,
    /// escaped or not), by index in `tokens`, ascending: recorded by the lexers as they end each word of
    /// four bytes, so that nobody searches the file for them again (see `RuleContext.viewNames`). Empty,
    /// and `recordsViewNames` false, from other sources (Objective-C's sends are lowered after lexing).
    public var viewNames: [Int32] = []
    /// Whether `viewNames` was recorded for these tokens.
    public var recordsViewNames = false
    /// The code tokens that are the keyword `let` or `var` (Swift), by index in `tokens`, ascending:
    /// recorded by the Swift lexer as it ends each word, so that a rule looking for the locals a body
    /// declares reads these, not every token of the body (see `RuleContext.freshControllerUses`). Empty,
    /// and `recordsBindings` false, from other lexers.
    public var bindings: [Int32] = []
    /// Whether `bindings` was recorded for these tokens.
    public var recordsBindings = false
    /// Whether a code token is the word `modalPresentationStyle` or `ModalPresentationStyle` (escaped or
    /// not), noted by the Swift and C# lexers as they end each word of 22 bytes (a file presenting no
    /// popover is then passed over without a search of its bytes); nil from other sources.
    public var namesModalPresentationStyle: Bool? = nil
    /// For each code token, its bracket partner (see `BracketPairing.finish`), when the lexer paired
    /// brackets as it met them (`pairsBrackets`); empty otherwise.
    public var matching: [Int32] = []
    /// Whether `matching` was made for these tokens.
    public var pairsBrackets = false
    /// The lexers' raw output storage, made on the first file and kept with the stream (see `TokenBuffer`).
    /// Copies of a stream share it: lex into one stream per thread (as every caller does), never into
    /// two copies of one stream at once.
    var scratch: TokenScratch? = nil

    /// The scratch storage, made on first use.
    mutating func takeScratch() -> TokenScratch {
        if let scratch { return scratch }
        let made = TokenScratch()
        scratch = made
        return made
    }

    public init(tokens: [Token] = [], comments: [Token] = []) {
        self.tokens = tokens
        self.comments = comments
    }

    /// Empties both arrays, keeping their storage for the next file.
    public mutating func removeAll() {
        tokens.removeAll(keepingCapacity: true)
        comments.removeAll(keepingCapacity: true)
        callNames.removeAll(keepingCapacity: true)
        recordsCallNames = false
        viewNames.removeAll(keepingCapacity: true)
        recordsViewNames = false
        bindings.removeAll(keepingCapacity: true)
        recordsBindings = false
        namesModalPresentationStyle = nil
        matching.removeAll(keepingCapacity: true)
        pairsBrackets = false
    }
}

/// Raw token storage a stream keeps from file to file, so that lexing the next file allocates nothing
/// (a fresh buffer per file cost a page fault per 4 KB of it).
final class TokenScratch: @unchecked Sendable {
    var base: UnsafeMutablePointer<Token>
    var capacity: Int
    /// The brackets still open, as `BracketPairing` keeps them, and the partners it has found.
    @exclusivity(unchecked) var brackets = BracketPairing()
    /// The file's call names and comments as the lexer meets them (see `TokenStream`).
    @exclusivity(unchecked) var callNames = RawList<Int32>()
    @exclusivity(unchecked) var viewNames = RawList<Int32>()
    @exclusivity(unchecked) var bindings = RawList<Int32>()
    @exclusivity(unchecked) var comments = RawList<Token>()

    /// The code tokens' first capacity, and the one they go back to after a huge file.
    static let firstCapacity = 1024

    init() {
        capacity = Self.firstCapacity
        base = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}

/// Plain values (no references: they are never deinitialized) appended in raw memory kept from file
/// to file: an `Array.append` asks whether the array is shared at every element (a call per call name
/// and comment while lexing). The code tokens have their own copy of this in `TokenBuffer`, whose
/// fields live in the lexer itself: kept here instead, the indirection cost 0.4 % of all instructions.
struct RawList<Element>: ~Copyable {
    private static var firstCapacity: Int { 64 }
    private(set) var base = UnsafeMutablePointer<Element>.allocate(capacity: firstCapacity)
    private(set) var count = 0
    private var capacity = firstCapacity

    init() {}

    deinit { base.deallocate() }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        base = base.moved(count: count, toCapacity: capacity * 2)
        capacity *= 2
    }

    /// Appends the elements to `array` and starts over (see `drained`).
    mutating func finish(into array: inout [Element]) {
        base = base.drained(count: count, into: &array, capacity: &capacity, firstCapacity: Self.firstCapacity)
        count = 0
    }
}

/// Pairs brackets, one token at a time: each opener is pushed, each
/// closer pairs with the nearest open bracket of its kind (openers above it were never closed and end
/// at it). The lexers feed it the brackets they emit, so that no pass over every token is needed
/// afterwards (the Rules module's `BracketMatcher` pairs a finished token list the same way). Its
/// storage is its own (not copyable: one owner frees it), kept from file to file with a lexer's scratch.
struct BracketPairing: ~Copyable {
    /// The open brackets' token indices, and beside them their kinds (0 brace, 2 parenthesis, 4 square).
    private var open = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
    private var openKinds = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private var openCount = 0
    private var openCapacity = 64
    /// The partners found so far, as (token, partner) pairs flattened: its own buffer, one capacity
    /// check per pair (as a `RawList`, two appends per pair cost the Swift and C# guard 0.15 %).
    private var found = UnsafeMutablePointer<Int32>.allocate(capacity: 128)
    private var foundCount = 0
    private var foundCapacity = 128

    init() {}

    deinit {
        open.deallocate()
        openKinds.deallocate()
        found.deallocate()
    }

    /// The token at `index`, of `kind`: paired when it is a bracket, passed over otherwise (brackets are
    /// six kinds in a row, each opener before its closer: one compare passes every other token).
    @inline(__always)
    mutating func meets(_ kind: TokenKind, at index: Int) {
        let bracket = kind.rawValue &- TokenKind.leftBrace.rawValue
        guard bracket < 6 else { return }
        if bracket & 1 == 0 { opens(bracket, at: index) } else { closes(bracket, at: index) }
    }

    @inline(__always)
    private mutating func opens(_ bracket: UInt8, at index: Int) {
        if openCount == openCapacity { growOpen() }
        open[openCount] = Int32(truncatingIfNeeded: index)
        openKinds[openCount] = bracket
        openCount += 1
    }

    /// An unmatched closer stays unpaired.
    @inline(__always)
    private mutating func closes(_ bracket: UInt8, at index: Int) {
        let opener = bracket &- 1
        var depth = openCount - 1
        while depth >= 0 && openKinds[depth] != opener { depth -= 1 }
        guard depth >= 0 else { return }
        let closer = Int32(truncatingIfNeeded: index)
        record(open[depth], closer)
        record(closer, open[depth])
        while openCount > depth + 1 {
            openCount -= 1
            record(open[openCount], closer)
        }
        openCount -= 1
    }

    @inline(__always)
    private mutating func record(_ token: Int32, _ partner: Int32) {
        if foundCount + 2 > foundCapacity { growFound() }
        found[foundCount] = token
        found[foundCount + 1] = partner
        foundCount += 2
    }

    private mutating func growOpen() {
        open = open.moved(count: openCount, toCapacity: openCapacity * 2)
        openKinds = openKinds.moved(count: openCount, toCapacity: openCapacity * 2)
        openCapacity *= 2
    }

    private mutating func growFound() {
        found = found.moved(count: foundCount, toCapacity: foundCapacity * 2)
        foundCapacity *= 2
    }

    /// The partner of each of `count` tokens (see `Outline.matching` in the Rules module): -1 for a
    /// token that is no bracket or an unmatched closer, `count` for an opener left open. Starts over.
    mutating func finish(count: Int, into matching: inout [Int32]) {
        matching.removeAll(keepingCapacity: true)
        matching.append(contentsOf: repeatElement(-1, count: count))
        matching.withUnsafeMutableBufferPointer { out in
            var k = 0
            while k < foundCount {
                out[Int(found[k])] = found[k + 1]
                k += 2
            }
            for k in 0 ..< openCount { out[Int(open[k])] = Int32(truncatingIfNeeded: count) }
        }
        openCount = 0
        foundCount = 0
    }
}

/// The lexers' output buffer: tokens written through a raw pointer, straight into the spare capacity of
/// the stream's array (see `ByteLexer.lex`), or, once that is full, into the stream's scratch storage,
/// copied into the array in one go at the end. An `Array.append` checks uniqueness and capacity at every
/// token, which was a fifth of lexing.
struct TokenBuffer {
    private let scratch: TokenScratch
    private var base: UnsafeMutablePointer<Token>
    private var count = 0
    private var capacity: Int
    /// Whether `base` is the array's spare capacity (true) or the scratch storage.
    private var inPlace = false

    init(_ scratch: TokenScratch) {
        self.scratch = scratch
        base = scratch.base
        capacity = scratch.capacity
    }

    /// Writes the tokens into `room` (an array's uninitialized capacity) until it is full.
    mutating func write(into room: UnsafeMutableBufferPointer<Token>) {
        guard let start = room.baseAddress, count == 0 else { return }
        base = start
        capacity = room.count
        inPlace = true
    }

    /// How many tokens are in the room given to `write(into:)` (none once they went to the scratch).
    var writtenInPlace: Int { inPlace ? count : 0 }

    /// The bracket token of `kind` about to be appended, paired (see `BracketPairing`).
    @inline(__always)
    mutating func pairBracket(_ kind: TokenKind) {
        scratch.brackets.meets(kind, at: count)
    }

    /// Whether the last token appended is an identifier, and its index.
    @inline(__always)
    var lastIdentifier: Int32? {
        count > 0 && base[count - 1].kind == .identifier ? Int32(truncatingIfNeeded: count - 1) : nil
    }

    /// Records the last token appended as a call name when it is an identifier (the lexer is at a `(`).
    @inline(__always)
    mutating func recordCallName() {
        if let name = lastIdentifier { scratch.callNames.append(name) }
    }

    /// Notes a word the rules ask a file about, the word about to be appended (its `length` bytes at
    /// `start` in `p`, without a backtick or `@`): records it when it names a controller's view (`view`,
    /// the language's name, its four bytes packed little-endian and compared in one load: `packWord`, two
    /// loads and a mask, cost 0.9 % of the guard's instructions here, as many words have four bytes);
    /// returns whether it is `modalPresentationStyle`, for the lexer to note in its stream. See
    /// `TokenStream.viewNames` and `TokenStream.namesModalPresentationStyle`.
    @inline(__always)
    mutating func noteWord(in p: UnsafeBufferPointer<UInt8>, at start: Int, length: Int, view: UInt32) -> Bool {
        if length == 4 {
            let word = UInt32(littleEndian: UnsafeRawPointer(p.baseAddress! + start).loadUnaligned(as: UInt32.self))
            if word == view { scratch.viewNames.append(Int32(truncatingIfNeeded: count)) }
            return false
        }
        return length == 22 && spellsModalPresentationStyle(p, at: start)
    }

    /// Notes that the word about to be appended is `let` or `var` (see `TokenStream.bindings`).
    @inline(__always)
    mutating func noteBinding() {
        scratch.bindings.append(Int32(truncatingIfNeeded: count))
    }

    /// Appends a comment (comments are kept apart from the code tokens).
    @inline(__always)
    mutating func appendComment(_ token: Token) {
        scratch.comments.append(token)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    /// More room: the scratch storage, the tokens so far copied into it when they were in the array's
    /// room (which the array then takes none of), or moved to bigger scratch storage.
    private mutating func grow() {
        if inPlace {
            if scratch.capacity < capacity * 2 {
                scratch.base.deallocate()
                scratch.capacity = capacity * 2
                scratch.base = .allocate(capacity: scratch.capacity)
            }
            scratch.base.initialize(from: base, count: count)
            base = scratch.base
            capacity = scratch.capacity
            inPlace = false
            return
        }
        base = base.moved(count: count, toCapacity: capacity * 2)
        capacity *= 2
        scratch.base = base
        scratch.capacity = capacity
    }

    /// Appends the tokens to the stream when they are in the scratch storage (those written in place are
    /// there already), and their call names, comments and bracket table; the storage stays with the
    /// scratch for the next file (see `drained`).
    mutating func finish(into stream: inout TokenStream) {
        if stream.pairsBrackets { scratch.brackets.finish(count: count, into: &stream.matching) }
        scratch.comments.finish(into: &stream.comments)
        scratch.callNames.finish(into: &stream.callNames)
        scratch.viewNames.finish(into: &stream.viewNames)
        scratch.bindings.finish(into: &stream.bindings)
        if !inPlace {
            base = base.drained(count: count, into: &stream.tokens, capacity: &capacity, firstCapacity: TokenScratch.firstCapacity)
            scratch.base = base
            scratch.capacity = capacity
        }
        count = 0
        inPlace = false
        base = scratch.base
        capacity = scratch.capacity
    }
}

extension UnsafeMutablePointer {
    /// Appends the first `count` elements (plain values) to `array` and returns the memory to fill next:
    /// this memory, kept for the next file, unless a huge file grew it past a million elements (12 MB
    /// of tokens); then memory of `firstCapacity` elements instead (`capacity` says which), so that one
    /// huge file does not hold its memory for the rest of the run. How the lexers' raw lists finish.
    func drained(count: Int, into array: inout [Pointee], capacity: inout Int, firstCapacity: Int) -> UnsafeMutablePointer<Pointee> {
        array.append(contentsOf: UnsafeBufferPointer(start: self, count: count))
        guard capacity > 1 << 20 else { return self }
        deallocate()
        capacity = firstCapacity
        return .allocate(capacity: firstCapacity)
    }

    /// Moves the first `count` elements into new memory for `capacity` elements, frees this memory and
    /// returns the new one: how the lexers' and outlines' raw buffers grow.
    public func moved(count: Int, toCapacity capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let bigger = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        bigger.moveInitialize(from: self, count: count)
        deallocate()
        return bigger
    }
}
