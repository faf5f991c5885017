import SwiftTokenizer

/// Calls, receivers and arguments: what a call is called on and with.
extension RuleContext {
    // MARK: - Calls and receivers

    /// Whether the name at `index` is called: followed by `(`, or (Swift) by a trailing closure.
    public func isCall(_ index: Int) -> Bool {
        source.kind(index + 1) == .leftParen
    }

    /// The expression a member is accessed on: for `a.b?.c` and the index of `c`, the range of `a.b`
    /// and its text without `?`/`!` (`"a.b"`); nil when the name is not accessed through a `.`. The text
    /// is written once from the parts' bytes (an array of a string per part, joined, was three or more
    /// allocations for every receiver a rule read).
    public func receiver(of index: Int) -> (start: Int, text: String)? {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.receiverParts) { parts in
            var count = 0
            guard let start = walkReceiver(of: index, parts: parts.baseAddress, count: &count) else { return nil }
            // The parts are last first: `()` or `[]` for a closing bracket's token, else a name, joined by `.`.
            var length = 0
            for k in (0 ..< count).reversed() {
                let j = Int(parts[k])
                switch source.kind(j) {
                case .rightParen, .rightBracket: length += 2
                default: length += (length == 0 ? 0 : 1) + (isEscapedThis(j) ? 5 : source.nameRange(source.tokens[j]).count)
                }
            }
            // Written in a buffer of the text's length, then made a string in one copy (a string written in
            // place needs macOS 11).
            let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { buffer -> String in
                var n = 0
                func put(_ byte: UInt8) { buffer[n] = byte; n += 1 }
                for k in (0 ..< count).reversed() {
                    let j = Int(parts[k])
                    switch source.kind(j) {
                    case .rightParen: put(UInt8(ascii: "(")); put(UInt8(ascii: ")"))
                    case .rightBracket: put(UInt8(ascii: "[")); put(UInt8(ascii: "]"))
                    default:
                        if n > 0 { put(UInt8(ascii: ".")) }
                        if isEscapedThis(j) {
                            for byte in "@this".utf8 { put(byte) }
                        } else {
                            for byte in UnsafeBufferPointer(rebasing: source.bytes[source.nameRange(source.tokens[j])]) { put(byte) }
                        }
                    }
                }
                // A long one is the worker's one string of it (receivers repeat: `NotificationCenter.default`).
                return outline.parts.names.pointee.name(UnsafeBufferPointer(rebasing: buffer[..<n]))
            }
            return (start, text)
        }
    }

    /// Where `receiver(of:)`'s expression starts, without making its text (asked of every call name
    /// that a `#selector` could hold, where the text was made and thrown away).
    public func receiverStart(of index: Int) -> Int? {
        var count = 0
        return walkReceiver(of: index, parts: nil, count: &count)
    }

    /// The most parts a receiver's walk takes: longer chains are generated code, and the rules only look
    /// at the last few names.
    private static let receiverParts = 16

    /// C#'s `@this` (an extension method's parameter) names another object than `this`: a receiver's
    /// text keeps its `@`, so that nothing takes it for the object itself.
    private func isEscapedThis(_ j: Int) -> Bool {
        language == .csharp && source.tokens[j].flags.contains(.escaped) && source.token(j, is: "this")
    }

    /// The walk back along `a.b?.c` from the name at `index`: the receiver's first token, or nil when
    /// there is none. Unless `parts` is nil, each part's token is written there (last part first): a
    /// name, or the closing bracket of `()` or `[]`; `count` says how many.
    private func walkReceiver(of index: Int, parts: UnsafeMutablePointer<Int32>?, count: inout Int) -> Int? {
        guard source.kind(index - 1) == .period else { return nil }
        var k = index - 2
        var start = index - 1
        while k >= 0 && count < Self.receiverParts {
            let kind = source.kind(k)
            if kind == .operator && (source.token(k, is: "?") || source.token(k, is: "!")) {
                k -= 1
                continue
            }
            if kind == .rightParen || kind == .rightBracket {
                let open = partner(k)
                guard open < k else { break }
                parts?[count] = Int32(truncatingIfNeeded: k)
                count += 1
                start = open
                k = open - 1
                continue
            }
            if kind == .identifier {
                parts?[count] = Int32(truncatingIfNeeded: k)
                count += 1
                start = k
                if source.kind(k - 1) == .period {
                    k -= 2
                    continue
                }
            }
            break
        }
        return count > 0 ? start : nil
    }

    /// The names followed by `(` in `range`, in order: the part of the file's list that a body's
    /// call-finding loops walk instead of every token of the body (the lexers record the list; other
    /// token lists are scanned once). Read through a view of the list's memory, which the file's cache
    /// keeps: walking a slice of an array retained and released the array's storage for every body
    /// walked (and a copy in memory of its own was an allocation per file). Valid while the file's
    /// analysis is (never keep one past it).
    public func callNames(in range: Range<Int>) -> TokenRun {
        let all = cache.callNames ?? {
            let list = source.callNames ?? scannedCallNames()
            cache.callNameList = list
            let made = TokenRun(viewing: list)
            cache.callNames = made
            return made
        }()
        return all.tokens(in: range)
    }

    /// The names followed by `(`, found in one pass over raw tokens (a name is called, or declared with
    /// parameters), for tokens no lexer recorded them for.
    private func scannedCallNames() -> [Int32] {
        var result: [Int32] = []
        source.tokens.withUnsafeBufferPointer { tokens in
            guard tokens.count > 1 else { return }
            for j in 0 ..< tokens.count - 1 where tokens[j].kind == .identifier && tokens[j + 1].kind == .leftParen {
                result.append(Int32(truncatingIfNeeded: j))
            }
        }
        return result
    }

    /// The tokens of `all` (ascending token indices) that fall in `range`.
    public static func tokens(_ all: [Int32], in range: Range<Int>) -> ArraySlice<Int32> {
        all[all.positions(keyedIn: range) { Int($0) }]
    }

    /// The selector of the message whose first part is at `j`: `viewWillAppear:` for
    /// `super.viewWillAppear(animated)` (read from `[super viewWillAppear:animated]`), `viewDidLoad` for
    /// `super.viewDidLoad()`.
    public func calledSelector(at j: Int) -> String {
        let s = source
        let name = s.text(j)
        // A keyword message's `:` reads as a `(` of the same width; a unary one's `()` are zero-width.
        guard s.kind(j + 1) == .leftParen, s.tokens[j + 1].length == 1 else { return name }
        var selector = name + ":"
        var depth = 0
        var k = j + 2
        while k < s.tokens.count {
            switch s.kind(k) {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return selector }
                depth -= 1
            case .comma where depth == 0 && s.tokens[k].flags.contains(.synthetic) && s.kind(k + 1) == .identifier:
                selector += s.text(k + 1) + ":"
            default: break
            }
            k += 1
        }
        return selector
    }

    /// `"child"` for `self.child`, `this.child`, `child`: the text without a leading self reference.
    public func withoutSelf(_ text: String) -> String {
        // Both prefixes are five characters (a list of the two was made per call).
        guard text.hasPrefix("self.") || text.hasPrefix("this.") else { return text }
        return String(text.dropFirst(5))
    }

    /// The token of an argument's Swift label (`animated` in `animated: true`), or nil for an argument
    /// with none (or a keyword for one).
    public func argumentLabel(_ range: Range<Int>) -> Int? {
        range.count >= 2 && source.kind(range.lowerBound) == .identifier && source.kind(range.lowerBound + 1) == .colon
            ? range.lowerBound : nil
    }

    /// Whether the argument `range` is labelled `label` (Swift; `_`: no label), asked of its label
    /// token's bytes (no string made).
    @inline(__always)
    public func argument(_ range: Range<Int>, isLabelled label: String) -> Bool {
        guard let token = argumentLabel(range) else { return label == "_" }
        return source.token(token, isText: label)
    }

    /// Whether `arguments` are labelled `labels`, one for one (Swift; `_`: none).
    public func arguments<Labels: Collection<String>>(_ arguments: CallArguments, areLabelled labels: Labels) -> Bool {
        guard labels.count == arguments.count else { return false }
        var k = labels.startIndex
        // By index: iterating the collection copied it (its overflow list retained and released).
        for a in arguments.indices {
            guard argument(arguments[a], isLabelled: labels[k]) else { return false }
            k = labels.index(after: k)
        }
        return true
    }

    /// Whether one of `arguments` is labelled `label` (Swift).
    public func hasArgument(labelled label: String, in arguments: CallArguments) -> Bool {
        arguments.indices.contains { argument(arguments[$0], isLabelled: label) } // by index: see above
    }

    /// An argument's value: its tokens without a Swift or Objective-C label (`toParent: nil` → `nil`).
    public func argumentValue(_ range: Range<Int>) -> Range<Int> {
        range.count >= 2 && source.kind(range.lowerBound + 1) == .colon && language != .csharp
            ? range.lowerBound + 2 ..< range.upperBound : range
    }

    /// The top-level argument ranges of the call whose `(` is at `open` (the first four kept inline: an
    /// array of them was an allocation for every call a rule looked at).
    public func arguments(ofCallAt open: Int) -> CallArguments {
        var result = CallArguments()
        let close = partner(open)
        guard close > open + 1 else { return result }
        var start = open + 1
        var j = open + 1
        while j < close {
            switch source.kind(j) {
            case .comma:
                result.append(start ..< j)
                start = j + 1
            case .leftParen, .leftBracket, .leftBrace:
                j = partner(j)
            default: break
            }
            j += 1
        }
        result.append(start ..< close)
        return result
    }

    /// The text of a range of tokens with whitespace squeezed out: `self.child` for `self . child`; an
    /// Objective-C send's re-read punctuation as what it stands for (`a.b(c)` for `[a b:c]`). With
    /// `droppingUnwraps`, without any `!` or `?` (`child!` and `child?` name the same child). Made from
    /// the bytes in one buffer: a `String` per token cost more than the rules' comparisons.
    public func compactText(_ range: Range<Int>, droppingUnwraps: Bool = false) -> String {
        let tokens = range.clamped(to: 0 ..< source.tokens.count)
        // Written in a buffer of the tokens' length, then made a string in one copy (an array grown for
        // it was an allocation more for every text a rule made).
        var length = 0
        for j in tokens { length += source.tokens[j].flags.contains(.synthetic) ? 1 : source.nameRange(source.tokens[j]).count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { buffer -> String in
            var n = 0
            for j in tokens {
                let token = source.tokens[j]
                if token.flags.contains(.synthetic) {
                    let byte: UInt8
                    switch token.kind {
                    case .leftParen: byte = UInt8(ascii: "(")
                    case .rightParen: byte = UInt8(ascii: ")")
                    case .period: byte = UInt8(ascii: ".")
                    case .comma: byte = UInt8(ascii: ",")
                    default: continue
                    }
                    buffer[n] = byte
                    n += 1
                    continue
                }
                for b in UnsafeBufferPointer(rebasing: source.bytes[source.nameRange(token)])
                    where !droppingUnwraps || (b != UInt8(ascii: "!") && b != UInt8(ascii: "?")) {
                    buffer[n] = b
                    n += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<n]), as: UTF8.self)
        }
    }

    /// Whether a name reads like a view controller (`child`, `detailVC`, `settingsController`), for calls
    /// whose receiver lifelint cannot type.
    public func looksLikeController(_ name: String) -> Bool {
        // What a call returns is named by the call: `swipe.currentViewController()`.
        var last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        if last.hasSuffix("()") { last.removeLast(2) }
        return last.hasSuffix("controller") || last.hasSuffix("vc") || last.hasPrefix("child") || last == "destination"
    }

    /// A member's body, or its accessors' bodies.
    public func bodies(of member: Member) -> MemberBodies {
        MemberBodies(member)
    }

    /// What `+=`/`-=` at `j` subscribes: a method group's text (`OnTap`, `this.OnTap`), `""` for a lambda
    /// or anonymous delegate, nil when the right-hand side is no handler (`Text += "x"`, `Count += Next()`).
    public func eventHandler(after j: Int) -> String? {
        let s = source
        let start = j + 1
        if s.keyword(start) == .delegate { return "" }
        if s.kind(start) == .leftParen {
            let close = partner(start)
            return s.isOperator(close + 1, "=>") ? "" : nil
        }
        if s.kind(start) == .identifier && s.isOperator(start + 1, "=>") { return "" }
        if s.keyword(start) == .new, s.kind(start + 1) == .identifier, s.text(start + 1).hasSuffix("Handler") { return "" }
        // A method group: names and dots up to the end of the statement.
        var k = start
        var text = ""
        while s.kind(k) == .identifier || s.kind(k) == .period {
            text += s.text(k)
            k += 1
        }
        guard !text.isEmpty, s.kind(k) == .semicolon || s.kind(k) == .rightParen || s.kind(k) == .rightBrace else { return nil }
        return withoutSelf(text)
    }

    /// Whether the name at `j` is inside `#selector(…)`: `#selector(viewWillAppear(_:))` and
    /// `#selector(UIViewController.addChild(_:))` name a method, they do not call it.
    public func isInsideSelector(_ j: Int) -> Bool {
        var k = j - 1
        if source.kind(k) == .period { k = (receiverStart(of: j) ?? j) - 1 }
        return source.kind(k) == .leftParen && source.kind(k - 1) == .directive && source.token(k - 1, is: "#selector")
    }
}

extension BidirectionalCollection where Element == UInt8 {
    /// Whether `needle`'s bytes occur in these: `String.contains` goes through the string-processing
    /// library's generic search, dozens of times the cost on the short names rules compare.
    func contains(bytesOf needle: String) -> Bool {
        let n = needle.utf8.count
        guard n > 0 else { return true }
        guard n <= count else { return false }
        let first = needle.utf8.first!
        var start = startIndex
        let last = index(endIndex, offsetBy: -n)
        while start <= last {
            if self[start] == first && self[start...].starts(with: needle.utf8) { return true }
            start = index(after: start)
        }
        return false
    }

    /// Whether these bytes end with `needle`'s; `ignoringCase`: these in ASCII lower case (the needle
    /// written so).
    func hasSuffix(bytesOf needle: String, ignoringCase: Bool = false) -> Bool {
        let n = needle.utf8.count
        guard n <= count else { return false }
        let end = self[index(endIndex, offsetBy: -n)...]
        guard ignoringCase else { return end.elementsEqual(needle.utf8) }
        return end.elementsEqual(needle.utf8) { byte, lower in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == lower
        }
    }
}

/// A call's top-level argument ranges (see `RuleContext.arguments(ofCallAt:)`): the first four in the
/// value itself, any more in an array (a call of five or more arguments is rare).
public struct CallArguments: RandomAccessCollection {
    private var inline: (Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0 ..< 0, 0 ..< 0, 0 ..< 0, 0 ..< 0)
    private var more: [Range<Int>] = []
    public private(set) var endIndex = 0
    public var startIndex: Int { 0 }

    init() {}

    mutating func append(_ range: Range<Int>) {
        switch endIndex {
        case 0: inline.0 = range
        case 1: inline.1 = range
        case 2: inline.2 = range
        case 3: inline.3 = range
        default: more.append(range)
        }
        endIndex += 1
    }

    public subscript(position: Int) -> Range<Int> {
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        switch position {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        default: return more[position - 4]
        }
    }
}

/// Token indices, ascending, in memory their owner keeps (see `RuleContext.callNames(in:)`): a
/// collection that holds no reference, so that walking one retains nothing.
public struct TokenRun: RandomAccessCollection {
    private let base: UnsafePointer<Int32>?
    public let startIndex: Int
    public let endIndex: Int

    private init(base: UnsafePointer<Int32>?, _ range: Range<Int>) {
        self.base = base
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// A view of `tokens`' own memory, valid while that array is kept unchanged by its owner (the
    /// file's cache keeps the call names it views).
    init(viewing tokens: [Int32]) {
        self.init(base: tokens.withUnsafeBufferPointer { $0.baseAddress }, 0 ..< tokens.count)
    }

    public subscript(position: Int) -> Int32 { base![position] }

    /// The part of the run that falls in `range`.
    func tokens(in range: Range<Int>) -> TokenRun {
        TokenRun(base: base, positions(keyedIn: range) { Int($0) })
    }

    /// The part of the run that falls in `range`, walked to from `position` when nothing before it
    /// falls in or after the range (a loop over bodies in source order passes the last part's end):
    /// no binary search, whose branches a processor cannot guess, for each body. Searched otherwise.
    public func tokens(in range: Range<Int>, from position: Int) -> TokenRun {
        guard position >= startIndex && position <= endIndex,
              position == startIndex || Int(self[position - 1]) < range.lowerBound else { return tokens(in: range) }
        var low = position
        while low < endIndex && Int(self[low]) < range.lowerBound { low += 1 }
        var end = low
        while end < endIndex && Int(self[end]) < range.upperBound { end += 1 }
        return TokenRun(base: base, low ..< end)
    }
}

extension RandomAccessCollection where Index == Int {
    /// The positions of the elements whose `key` falls in `range`, the elements being in ascending
    /// order of it (token indices, calls by their name token): a binary search for the first, then
    /// the run up to the range's end.
    @inline(__always)
    func positions(keyedIn range: Range<Int>, by key: (Element) -> Int) -> Range<Int> {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < endIndex && key(self[end]) < range.upperBound { end += 1 }
        return low ..< end
    }
}

extension Array {
    /// The slice of the elements whose `key` falls in `range` (see `positions(keyedIn:by:)`).
    @inline(__always)
    func slice(keyedIn range: Range<Int>, by key: (Element) -> Int) -> ArraySlice<Element> {
        self[positions(keyedIn: range, by: key)]
    }
}
