import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One lexed file as rules see it: its bytes, code tokens and comments, and ways to read them
/// without making a `String` per token.
///
/// `bytes` is borrowed for the duration of one analysis; nothing may keep it afterwards.
///
/// An object, not a struct: every rule and outliner binds the file's source (`let s = context.source`),
/// and copying a struct of four arrays and a path retained and released each of them every time.
public final class SourceText {
    public let path: String
    public let language: Language
    public let bytes: UnsafeBufferPointer<UInt8>
    public let tokens: [Token]
    public let comments: [Token]
    /// The bracket table of `tokens` when reading them made one (the Swift and C# lexers pair brackets
    /// as they meet them; Objective-C's sends are read with their brackets paired), for the outline to
    /// take instead of pairing them again; nil otherwise.
    public let matching: [Int32]?
    /// The tokens that are a name followed by `(`, when the lexer recorded them (see
    /// `RuleContext.callNames(in:)`; Objective-C's carried over to the lowered sends); nil otherwise.
    public let callNames: [Int32]?
    /// The tokens naming a controller's view, when the lexer recorded them (see `TokenStream.viewNames`
    /// and `RuleContext.viewNames`); nil otherwise.
    public let viewNames: [Int32]?
    /// The tokens that are `let` or `var`, when the lexer recorded them (Swift; see
    /// `TokenStream.bindings`); nil otherwise.
    public let bindings: [Int32]?
    /// Whether a code token is `modalPresentationStyle` or `ModalPresentationStyle`, when the lexer noted
    /// it (see `TokenStream.namesModalPresentationStyle`); nil otherwise.
    public let namesModalPresentationStyle: Bool?

    /// The file as `stream` lexed it. Objective-C's message sends are read as calls here (see
    /// `MessageSends`), so that every rule sees them so; the stream's own arrays are left as they are.
    public init(path: String, language: Language, bytes: UnsafeBufferPointer<UInt8>, stream: borrowing TokenStream) {
        self.path = path
        self.language = language
        self.bytes = bytes
        if language == .objectiveC {
            let lowered = MessageSends.lower(stream.tokens, callNames: stream.callNames, bytes: bytes)
            (self.tokens, self.matching) = (lowered.tokens, lowered.matching)
            self.callNames = stream.recordsCallNames ? lowered.callNames : nil
            self.viewNames = nil // the sends' lowering moves tokens: found by `identifiers(spelling:in:)`
            self.bindings = nil
            self.namesModalPresentationStyle = nil
        } else {
            self.tokens = stream.tokens
            self.matching = stream.pairsBrackets ? stream.matching : nil
            self.callNames = stream.recordsCallNames ? stream.callNames : nil
            self.viewNames = stream.recordsViewNames ? stream.viewNames : nil
            self.bindings = stream.recordsBindings ? stream.bindings : nil
            self.namesModalPresentationStyle = stream.namesModalPresentationStyle
        }
        self.comments = stream.comments
    }

    /// `tokens`' own memory, for the loops that read many tokens without retaining the array or checking
    /// its bounds at each read: valid as long as this object lives (its tokens never change), as `bytes` is.
    @inline(__always)
    public var tokenBuffer: UnsafeBufferPointer<Token> { tokens.withUnsafeBufferPointer { $0 } }

    /// The index of the first comment that ends after `offset` (comments are in source order), or
    /// `comments.count`.
    public func firstComment(endingAfter offset: Int) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The comment starting exactly at `offset`, if any.
    public func comment(startingAt offset: Int) -> Token? {
        let k = firstComment(endingAfter: offset)
        return k < comments.count && Int(comments[k].offset) == offset ? comments[k] : nil
    }

    /// Whether an edit of `range` would replace part of a comment. A fix never does: it may insert
    /// and replace code, never drop a comment it was not about.
    public func replacesComment(_ range: Range<Int>) -> Bool {
        let k = firstComment(endingAfter: range.lowerBound)
        return k < comments.count && Int(comments[k].offset) < range.upperBound
    }

    /// The byte range of a token's name: without the backticks of `` `default` `` or the `@` of `@class`.
    @inline(__always)
    func nameRange(_ token: Token) -> Range<Int> {
        guard token.flags.contains(.escaped) else { return token.range }
        return language == .swift ? token.range.lowerBound + 1 ..< token.range.upperBound - 1
            : token.range.lowerBound + 1 ..< token.range.upperBound
    }

    /// Whether the token at `index` spells `text` exactly (a name compares without its escaping).
    @inline(__always)
    public func token(_ index: Int, is text: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = nameRange(tokens[index])
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        var k = 0
        while k < range.count {
            if bytes[range.lowerBound + k] != expected[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether `text`'s bytes occur anywhere in the file (comments and strings included): `memchr` jumps
    /// from one occurrence of its byte at `anchor` to the next (pick a rare one: a capital), the rest is
    /// compared there. A file-wide test made before reading any body for a rare word.
    public func containsBytes(_ text: StaticString, anchor: Int = 0) -> Bool {
        SwiftTokenizer.containsBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), in: bytes, anchor: anchor)
    }

    /// The identifiers among the tokens of `range` that spell `text` (a name compares without its
    /// escaping), in order. Found in the bytes, not the tokens: `memchr` finds each occurrence of the
    /// name's first byte, the rest is compared, and only a match is looked up among the tokens (by
    /// binary search on their offsets), which decides: an identifier token whose name is exactly those
    /// bytes. A loop over every token was 3 % of a run's cycles for `view` alone; its first byte is
    /// rare in code, the word rarer.
    public func identifiers(spelling text: StaticString, in range: Range<Int>) -> [Int] {
        var found: [Int] = []
        let length = text.utf8CodeUnitCount
        let first = max(range.lowerBound, 0)
        let last = min(range.upperBound, tokens.count)
        guard length > 0, first < last, let base = bytes.baseAddress else { return found }
        tokens.withUnsafeBufferPointer { tokens in
            let end = tokens[last - 1].end
            var low = first // no token before it can hold a later occurrence
            var at = Int(tokens[first].offset)
            while let h = findByte(text.utf8Start[0], in: bytes, from: at, to: end - length + 1) {
                at = h + 1
                // A letter, digit or `_` right before the bytes glues them to a longer word in every
                // language read; anything else is left to the tokens to decide.
                if h > 0 && SourceText.gluesToName(base[h - 1]) { continue }
                guard memcmp(base + h + 1, text.utf8Start + 1, length - 1) == 0 else { continue }
                // So does one right after them (`viewDidLoad` for `view`): no token to look up then.
                if h + length < bytes.count && SourceText.gluesToName(base[h + length]) { continue }
                // The last token starting at or before `h` (an escaped name starts one byte before it).
                var lo = low
                var hi = last
                while lo < hi {
                    let middle = (lo + hi) / 2
                    if Int(tokens[middle].offset) <= h { lo = middle + 1 } else { hi = middle }
                }
                guard lo > first else { continue }
                let j = lo - 1
                low = j
                let token = tokens[j]
                if token.kind == .identifier, nameRange(token) == h ..< h + length { found.append(j) }
            }
        }
        return found
    }

    /// ASCII letters, digits and `_`: a byte that continues a name in Swift, C# and Objective-C alike.
    @inline(__always)
    static func gluesToName(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// Whether the tokens `a` and `b` spell the same name (each without its escaping).
    public func sameName(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0 && a < tokens.count && b >= 0 && b < tokens.count else { return false }
        let ra = nameRange(tokens[a])
        let rb = nameRange(tokens[b])
        guard ra.count == rb.count else { return false }
        for k in 0 ..< ra.count where bytes[ra.lowerBound + k] != bytes[rb.lowerBound + k] {
            return false
        }
        return true
    }

    /// Whether the token at `index` spells `text` exactly.
    @inline(__always)
    public func token(_ index: Int, isText text: String) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = nameRange(tokens[index])
        guard range.count == text.utf8.count else { return false }
        let base = bytes.baseAddress! + range.lowerBound
        return text.withBytes { range.isEmpty || memcmp(base, $0.baseAddress!, range.count) == 0 }
    }

    /// Whether the token at `index` ends with `suffix` (`cardView` with `View`).
    public func token(_ index: Int, hasSuffix suffix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = nameRange(tokens[index])
        let n = suffix.utf8CodeUnitCount
        guard range.count >= n else { return false }
        return memcmp(bytes.baseAddress! + range.upperBound - n, suffix.utf8Start, n) == 0
    }

    /// Whether the token at `index` starts with `prefix` (`alignTop` with `align`).
    public func token(_ index: Int, hasPrefix prefix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = nameRange(tokens[index])
        guard range.count >= prefix.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress! + range.lowerBound, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// Whether the token's name holds `part`'s bytes (`addSubviewWithConstraints` holds `Subview`).
    public func token(_ index: Int, contains part: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = nameRange(tokens[index])
        let n = part.utf8CodeUnitCount
        guard n > 0, range.count >= n else { return n == 0 }
        let base = bytes.baseAddress! + range.lowerBound
        guard n >= 4 else {
            let first = part.utf8Start.pointee
            for k in 0 ... range.count - n where base[k] == first && memcmp(base + k, part.utf8Start, n) == 0 { return true }
            return false
        }
        // The first four bytes compared as one integer at each place (a first byte alone matched often
        // enough to make a call to `memcmp` at most places of a long name).
        let head = UnsafeRawPointer(part.utf8Start).loadUnaligned(as: UInt32.self)
        for k in 0 ... range.count - n where UnsafeRawPointer(base + k).loadUnaligned(as: UInt32.self) == head
            && (n == 4 || memcmp(base + k + 4, part.utf8Start + 4, n - 4) == 0) {
            return true
        }
        return false
    }

    /// Whether the token at `index` is an identifier starting with a capital (`TouchUpInside`, `Élan`).
    @inline(__always)
    public func startsWithUppercase(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let first = bytes[nameRange(tokens[index]).lowerBound]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text(index).first?.isUppercase == true
    }

    /// The kind of the token at `index`, or nil past either end.
    @inline(__always)
    public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The keyword of the token at `index`, or `.none`.
    @inline(__always)
    public func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// Whether the token at `index` is the operator `text`.
    @inline(__always)
    public func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .operator && token(index, is: text)
    }

    /// The platform modules the name at `index` imports (see `PlatformModules`), read from its bytes.
    func platformModules(importedBy index: Int) -> PlatformModules {
        PlatformModules(importing: UnsafeBufferPointer(rebasing: bytes[nameRange(tokens[index])]))
    }

    /// Calls `body` with the bytes of the token at `index`'s name (without an escaped name's quotes).
    @inline(__always)
    func withNameBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: bytes[nameRange(tokens[index])]))
    }

    /// The text of a token (its name, for an escaped identifier). Allocates: for names, not for loops.
    public func text(_ index: Int) -> String {
        let range = nameRange(tokens[index])
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The source text from the start of token `from` to the end of token `through`.
    public func text(from: Int, through: Int) -> String {
        let range = Int(tokens[from].offset) ..< tokens[through].end
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the token at `index` can name something: an identifier that is no keyword, or only a
    /// contextual one (`value`, `open`, `get`).
    @inline(__always)
    public func isName(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let keyword = tokens[index].keyword
        return keyword == .none || keyword.isContextual
    }

}
