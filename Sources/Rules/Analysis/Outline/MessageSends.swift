import SwiftTokenizer

/// Reads Objective-C message sends in the shape of calls, so that the rules' questions (what is this
/// called on, with what, is it a call) have one answer in every language.
///
/// `[self.view addSubview:child.view]` reads as `self.view.addSubview(child.view)`,
/// `[center addObserver:self selector:@selector(x:) name:N object:nil]` as
/// `center.addObserver(self, selector: @selector(x:), name: N, object: nil)` (Swift's own reading of
/// Objective-C selectors), `[super viewDidLoad]` as `super.viewDidLoad()` and `[self view]` as
/// `self.view` (a property getter). Every name keeps its own token and text; the `[`s are left out, the
/// `:` after a selector's first part and the closing `]` are read as `(` and `)`, and the `.`, `,`
/// and `()` added between are zero-length tokens flagged `.synthetic` (a fix never edits over one).
///
/// One pass over the tokens with the brackets already paired, no recursion: each `[` is judged on its
/// own, so nested sends cost nothing special.
public enum MessageSends {
    private struct Edit: OptionSet {
        let rawValue: UInt8
        static let drop = Edit(rawValue: 1 << 0)
        static let openParen = Edit(rawValue: 1 << 1)
        static let closeParen = Edit(rawValue: 1 << 2)
        static let periodBefore = Edit(rawValue: 1 << 3)
        static let commaBefore = Edit(rawValue: 1 << 4)
        static let parensAfter = Edit(rawValue: 1 << 5)
    }

    /// The tokens with every message send re-read; the same array when the file sends no message, and
    /// then its bracket table too (made to find the sends: the outline need not pair them again).
    /// `callNames` (the lexer's names followed by `(`) comes back as the same list for the re-read
    /// tokens, the sends' names included: what a pass over them would find.
    public static func lower(_ tokens: [Token], callNames: [Int32], bytes: UnsafeBufferPointer<UInt8>)
        -> (tokens: [Token], matching: [Int32]?, callNames: [Int32]) {
        var leftBrackets: [Int32] = []
        let matching = BracketMatcher.match(tokens, leftBrackets: &leftBrackets)
        guard !leftBrackets.isEmpty else { return (tokens, matching, callNames) }
        // Raw buffers: the helpers below run at every bracket and its receiver, and closures over arrays
        // retained, released and bounds-checked them at each token.
        var lowered: [Token]? = nil
        var loweredCalls: [Int32] = []
        tokens.withUnsafeBufferPointer { raw in
            matching.withUnsafeBufferPointer { pairs in
                leftBrackets.withUnsafeBufferPointer { brackets in
                    callNames.withUnsafeBufferPointer { calls in
                        lowered = lower(raw, matching: pairs, leftBrackets: brackets, calls: calls,
                                        loweredCalls: &loweredCalls, bytes: bytes)
                    }
                }
            }
        }
        guard let lowered else { return (tokens, matching, callNames) }
        return (lowered, nil, loweredCalls)
    }

    /// The re-read tokens, or nil when no `[` is a send.
    /// `calls`: the raw tokens' names followed by `(`; `loweredCalls` gets the re-read tokens' ones.
    private static func lower(_ tokens: UnsafeBufferPointer<Token>, matching: UnsafeBufferPointer<Int32>,
                              leftBrackets: UnsafeBufferPointer<Int32>, calls: UnsafeBufferPointer<Int32>,
                              loweredCalls: inout [Int32], bytes: UnsafeBufferPointer<UInt8>) -> [Token]? {
        let count = tokens.count
        // One byte per token, and one bit per token saying it has an edit: the copy below visits the
        // edited tokens only, by the set bits, and copies the runs between them whole.
        let edit = UnsafeMutablePointer<Edit>.allocate(capacity: max(count, 1))
        defer { edit.deallocate() }
        let words = (count + 63) >> 6
        let edited = UnsafeMutablePointer<UInt64>.allocate(capacity: max(words, 1))
        edited.initialize(repeating: 0, count: max(words, 1))
        defer { edited.deallocate() }
        func note(_ k: Int, _ change: Edit) {
            if edited[k >> 6] & (1 << UInt64(k & 63)) == 0 {
                (edit + k).initialize(to: change)
                edited[k >> 6] |= 1 << UInt64(k & 63)
            } else {
                edit[k].insert(change)
            }
        }
        var sends = 0
        var added = 0 // synthetic tokens the sends add: the result's size is at most `count + added`

        func kind(_ k: Int) -> TokenKind? { k >= 0 && k < count ? tokens[k].kind : nil }
        func partner(_ k: Int) -> Int { let m = Int(matching[k]); return m < 0 ? k : m }
        func isText(_ k: Int, _ text: StaticString) -> Bool {
            guard k >= 0 && k < count, Int(tokens[k].length) == text.utf8CodeUnitCount else { return false }
            let offset = Int(tokens[k].offset)
            for n in 0 ..< text.utf8CodeUnitCount where bytes[offset + n] != text.utf8Start[n] { return false }
            return true
        }
        /// Whether the token ends an operand, so that a name after it starts a selector.
        func endsOperand(_ k: Int) -> Bool {
            switch kind(k) {
            case .identifier: return tokens[k].keyword != .return && tokens[k].keyword != .case
            case .rightParen, .rightBracket, .string, .number, .character: return true
            default: return false
            }
        }
        /// `(UIView *)`, `(id)`, `(NSArray<NSString *> *)`: a cast, not an operand.
        func isCast(_ open: Int) -> Bool {
            let close = partner(open)
            guard close > open + 1, close < count, kind(open + 1) == .identifier else { return false }
            if endsOperand(open - 1) { return false } // `f(x)`: a call's arguments
            for k in open + 1 ..< close {
                switch kind(k) {
                case .identifier, .comma: continue
                case .operator where isText(k, "*") || isText(k, "<") || isText(k, ">") || isText(k, "^"): continue
                default: return false
                }
            }
            return true
        }

        for bracket in leftBrackets {
            let k = Int(bracket)
            let close = partner(k)
            guard close > k + 2, close < count, kind(close) == .rightBracket else { continue }
            // Where an expression can start: not `a[0]`, not the literal `@[…]`, not C++'s `[&]`.
            switch kind(k - 1) {
            case nil, .leftParen, .leftBracket, .leftBrace, .rightBrace, .comma, .semicolon, .colon, .directive, .attribute:
                break
            case .operator:
                if isText(k - 1, "@") { continue }
            case .identifier:
                // `return [x y]`, `case …`, and a body without braces after `else`/`do`.
                let keyword = tokens[k - 1].keyword
                guard keyword == .return || keyword == .case || keyword == .else || keyword == .do else { continue }
            case .rightParen:
                // A cast, or the condition of an `if`/`while`/`for` whose body has no braces
                // (`if (animated) [child viewWillAppear:YES];`).
                let open = partner(k - 1)
                guard open < k - 1, isCast(open) || (open > 0 && [.if, .while, .for].contains(tokens[open - 1].keyword))
                else { continue }
            default:
                continue
            }
            // The receiver runs up to the first name that follows an operand at its own level.
            var j = k + 1
            var selector = -1
            while j < close {
                switch kind(j) {
                case .leftParen where j == k + 1 && isCast(j):
                    j = partner(j) + 1
                    continue
                case .leftParen, .leftBracket, .leftBrace:
                    let end = partner(j)
                    j = end > j ? end + 1 : j + 1
                    continue
                case .identifier where j > k + 1 && endsOperand(j - 1) && !(kind(j - 1) == .rightParen && partner(j - 1) == k + 1 && isCast(k + 1)):
                    selector = j
                default:
                    break
                }
                if selector >= 0 { break }
                j += 1
            }
            guard selector >= 0 else { continue }
            if selector + 1 == close {
                // A unary send: a getter reads as a property, anything else as a call.
                note(k, .drop)
                note(selector, .periodBefore)
                added += 1
                if !isGetter(selector, tokens: tokens, bytes: bytes) {
                    note(selector, .parensAfter)
                    added += 2
                }
                note(close, .drop)
                sends += 1
                continue
            }
            guard kind(selector + 1) == .colon else { continue }
            note(k, .drop)
            note(selector, .periodBefore)
            note(selector + 1, .openParen)
            added += 1
            // The later parts of the selector: `name:` after an operand, at the arguments' own level.
            var a = selector + 2
            while a < close {
                switch kind(a) {
                case .leftParen, .leftBracket, .leftBrace:
                    let end = partner(a)
                    a = end > a ? end + 1 : a + 1
                    continue
                case .identifier where kind(a + 1) == .colon && endsOperand(a - 1) && a - 1 > selector + 1:
                    note(a, .commaBefore)
                    added += 1
                default:
                    break
                }
                a += 1
            }
            note(close, .closeParen)
            sends += 1
        }
        guard sends > 0 else { return nil }
        // Written through a raw pointer, unedited runs copied whole: most tokens are not part of a send's
        // punctuation.
        // A name followed by `(` in the result is one of: a raw pair inside an unedited run (moved by the
        // run's shift), a send's selector before the `(` put after it (no raw `(` is ever edited), or
        // a name put before a run that starts with `(` (`return [(Cast *)x y]`).
        // Written to raw storage: at most one pair per raw pair, per `(` put and per run copied (a run
        // starts after an edited token: at most three per send and one per added token).
        let callCapacity = calls.count + 4 * sends + 2 * added + 2
        let callsOut = UnsafeMutablePointer<Int32>.allocate(capacity: callCapacity)
        defer { callsOut.deallocate() }
        var pairs = 0
        // The counters live inside the closure: captured from outside, each use was an exclusivity check.
        let result = [Token](unsafeUninitializedCapacity: count + added) { out, written in
            let out = out.baseAddress!
            var n = 0
            var callCount = 0
            var nextCall = 0 // the first raw pair not yet carried over
            @inline(__always) func put(_ token: Token) {
                (out + n).initialize(to: token)
                n += 1
            }
            /// Records the token just put (a send's selector) as a name followed by `(`.
            @inline(__always) func lastIsCalled() {
                callsOut[callCount] = Int32(truncatingIfNeeded: n - 1)
                callCount += 1
            }
            /// Copies the unedited tokens `run ..< end` whole, with the pairs among them.
            @inline(__always) func copy(_ run: Int, _ end: Int) {
                if tokens[run].kind == .leftParen && n > 0 && out[n - 1].kind == .identifier {
                    callsOut[callCount] = Int32(truncatingIfNeeded: n - 1)
                    callCount += 1
                }
                while nextCall < calls.count && Int(calls[nextCall]) < run { nextCall += 1 }
                while nextCall < calls.count && Int(calls[nextCall]) + 1 < end {
                    callsOut[callCount] = Int32(truncatingIfNeeded: Int(calls[nextCall]) - run + n)
                    callCount += 1
                    nextCall += 1
                }
                (out + n).initialize(from: tokens.baseAddress! + run, count: end - run)
                n += end - run
            }
            var run = 0 // the first token of the current unedited run
            for word in 0 ..< words {
                var bits = edited[word]
                while bits != 0 {
                    let k = word << 6 + bits.trailingZeroBitCount
                    bits &= bits - 1
                    let change = edit[k]
                    if k > run { copy(run, k) }
                    run = k + 1
                    let token = tokens[k]
                    if change.contains(.periodBefore) { put(synthetic(.period, at: token.offset)) }
                    if change.contains(.commaBefore) { put(synthetic(.comma, at: token.offset)) }
                    if change.contains(.drop) { continue }
                    if change.contains(.openParen) {
                        lastIsCalled() // the selector's first part, put just before its `:`
                        put(Token(kind: .leftParen, flags: .synthetic, offset: token.offset, length: token.length))
                    } else if change.contains(.closeParen) {
                        put(Token(kind: .rightParen, flags: .synthetic, offset: token.offset, length: token.length))
                    } else {
                        put(token)
                    }
                    if change.contains(.parensAfter) {
                        lastIsCalled()
                        put(synthetic(.leftParen, at: UInt32(truncatingIfNeeded: token.end)))
                        put(synthetic(.rightParen, at: UInt32(truncatingIfNeeded: token.end)))
                    }
                }
            }
            if count > run { copy(run, count) }
            written = n
            pairs = callCount
        }
        loweredCalls = Array(UnsafeBufferPointer(start: callsOut, count: pairs))
        return result
    }

    private static func synthetic(_ kind: TokenKind, at offset: UInt32) -> Token {
        Token(kind: kind, flags: .synthetic, offset: offset, length: 0)
    }

    /// Getters a unary send reads (`[self view]` is `self.view`, not a call): the controller's
    /// properties and the view and app properties lifecycle code reads through them.
    private static let getters = NameTable<Bool>(
        ["view", "isViewLoaded", "viewIfLoaded", "navigationController", "tabBarController", "splitViewController",
         "parentViewController", "navigationItem", "presentingViewController", "presentedViewController",
         "tableView", "collectionView", "window", "superview", "subviews", "bounds", "frame", "center", "layer",
         "safeAreaInsets", "safeAreaLayoutGuide", "traitCollection", "defaultCenter", "childViewControllers",
         "viewControllers", "topViewController", "visibleViewController", "storyboard", "title", "searchBar",
         "searchController", "refreshControl", "editButtonItem", "isEditing", "isBeingPresented", "isBeingDismissed",
         "isMovingToParentViewController", "isMovingFromParentViewController", "transitionCoordinator"].map { ($0, true) })

    private static func isGetter(_ k: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        getters.value(of: tokens[k].range, in: bytes) ?? false
    }
}
