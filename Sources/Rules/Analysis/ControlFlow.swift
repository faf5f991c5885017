import SwiftTokenizer

/// Control flow inside a member body: where closures are (code that runs later or elsewhere), and
/// whether a statement is guarded by a condition.
extension RuleContext {

    // MARK: - Closures

    /// Token ranges inside `body` that belong to closures or lambdas, code that runs later or elsewhere:
    /// Swift `{ … }` closures, C# `=> { … }`, `=> expression` and `delegate { … }`.
    public func closureRanges(in body: Range<Int>) -> [Range<Int>] {
        cache.answer(\.closures, body.bodyKey) { computeClosureRanges(in: body) }
    }

    private func computeClosureRanges(in body: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var j = body.lowerBound
        while j < body.upperBound {
            let kind = source.kind(j)
            if kind == .leftBrace && opensClosure(j, within: body) {
                let close = min(partner(j), body.upperBound)
                ranges.append((j + 1) ..< max(j + 1, close))
                j = close + 1
                continue
            }
            if language == .csharp && source.isOperator(j, "=>") && source.kind(j + 1) != .leftBrace {
                let end = endOfExpression(from: j + 1, limit: body.upperBound)
                ranges.append((j + 1) ..< max(j + 1, end))
                j = end
                continue
            }
            j += 1
        }
        return ranges
    }

    /// Whether `index` lies in one of `ranges`.
    public func isInside(_ index: Int, _ ranges: [Range<Int>]) -> Bool {
        ranges.contains { $0.contains(index) }
    }

    /// Whether the `{` at `brace` opens a closure rather than a statement block.
    public func opensClosure(_ brace: Int, within body: Range<Int>) -> Bool {
        let previous = brace - 1
        switch language {
        case .csharp:
            if source.isOperator(previous, "=>") || source.keyword(previous) == .delegate { return true }
            if source.kind(previous) == .rightParen {
                let open = partner(previous)
                return source.keyword(open - 1) == .delegate
            }
            return false
        case .objectiveC:
            // A block: `^{`, `^(NSNotification *note) {`, `^BOOL(id x) {`.
            if source.isOperator(previous, "^") { return true }
            if source.kind(previous) == .rightParen {
                let open = partner(previous)
                return source.isOperator(open - 1, "^") || source.isOperator(open - 2, "^")
            }
            return false
        case .swift:
            switch source.keyword(previous) {
            case .else, .do, .repeat, .defer, .catch: return false
            case .return, .in, .try, .await: return true
            default: break
            }
            switch source.kind(previous) {
            case .operator, .leftParen, .comma, .colon, .leftBracket, .leftBrace, nil:
                return true
            default:
                break
            }
            // `if x {`, `for a in b {`, `while let c = d.next() {` are blocks; `list.forEach {` is a closure.
            switch statementKeyword(before: brace, within: body) {
            case .if?, .guard?, .while?, .for?, .switch?, .catch?: return false
            default: return true
            }
        }
    }

    /// The index just past an expression starting at `from`: the first `,`, `;`, or unopened closer.
    func endOfExpression(from start: Int, limit: Int) -> Int {
        var j = start
        while j < limit {
            switch source.kind(j) {
            case .comma, .semicolon, .rightParen, .rightBrace, .rightBracket: return j
            case .leftParen, .leftBracket, .leftBrace: j = partner(j) + 1
            default: j += 1
            }
        }
        return limit
    }

    // MARK: - Guards

    /// Whether the statement at `index` runs only under a condition: inside an `if`/`guard`/`switch`
    /// block or braceless `if`, or after an early exit (`guard … else`, `if … { return }`).
    public func isGuarded(_ index: Int, in body: Range<Int>) -> Bool {
        // Enclosing blocks: walk back, jumping over closed sibling blocks whole.
        var k = index - 1
        while k >= body.lowerBound {
            switch source.kind(k) {
            case .rightBrace:
                let open = partner(k)
                k = open < k ? open - 1 : k - 1
                continue
            case .leftBrace:
                if isConditionalBlock(k, within: body) { return true }
            default:
                if source.keyword(k) == .guard { return true }
            }
            k -= 1
        }
        // A braceless C# `if (…) statement;` or an earlier `if (…) return;` at any level.
        for j in ifTokens(in: body) where j < index {
            if source.kind(j + 1) == .leftParen || language == .swift {
                var end = j + 1
                if source.kind(end) == .leftParen { end = partner(end) + 1 }
                if language == .csharp && end == statementStart(of: index, within: body) { return true }
                // The if's body holds an early exit.
                var m = end
                while m < index && source.kind(m) != .leftBrace && source.kind(m) != .semicolon { m += 1 }
                let blockEnd = source.kind(m) == .leftBrace ? partner(m) : m
                if blockEnd < index && end < blockEnd {
                    for n in end ..< blockEnd where source.keyword(n) == .return { return true }
                }
            }
        }
        return false
    }

    /// The `if` keywords of a body, found once.
    private func ifTokens(in body: Range<Int>) -> [Int] {
        cache.answer(\.ifs, body.bodyKey) { body.filter { source.keyword($0) == .if } }
    }

    private func isConditionalBlock(_ brace: Int, within body: Range<Int>) -> Bool {
        if source.keyword(brace - 1) == .else { return true }
        switch statementKeyword(before: brace, within: body) {
        case .if?, .guard?, .switch?, .case?, .while?: return true
        default: return false
        }
    }

    /// Whether the statement at `index` runs only under a condition naming one of `flags` (`if loaded {`,
    /// `guard viewReady else { return }`).
    public func isUnderFlag(_ index: Int, in body: Range<Int>, _ flags: [String]) -> Bool {
        guard !flags.isEmpty else { return false }
        return guardingConditions(of: index, in: body).contains { condition in
            condition.contains { k in source.kind(k) == .identifier && selfMemberAccess(at: k) != nil && flags.contains(source.text(k)) }
        }
    }

    /// The conditions the statement at `index` runs under, as token ranges: those of the `if`, `guard`
    /// and `while` blocks around it (not of an `else`, which runs when its condition fails), and of
    /// earlier early exits at any level around it (`guard … else { return }`, `if … { return }`,
    /// C# `if (…) return;`). Whether a condition holds or fails there is not read.
    public func guardingConditions(of index: Int, in body: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        /// The token range from after `keyword` to `end`, when the block or statement from `end` exits early.
        func earlyExit(_ keyword: Int, _ end: Int, through last: Int) {
            if (end ... last).contains(where: { source.keyword($0) == .return }) { result.append(keyword + 1 ..< end) }
        }
        var k = index - 1
        while k >= body.lowerBound {
            switch source.kind(k) {
            case .rightBrace:
                // A closed block before: an `if … { return }` or `guard … else { return }` exits early.
                let open = partner(k)
                guard open < k else { break }
                if let keyword = controlKeyword(openingBlockAt: open, within: body), source.keyword(keyword) == .if {
                    earlyExit(keyword, open, through: k)
                } else if source.keyword(open - 1) == .else, let keyword = controlKeyword(openingBlockAt: open - 1, within: body),
                          source.keyword(keyword) == .guard {
                    earlyExit(keyword, open - 1, through: k)
                }
                k = open - 1
                continue
            case .leftBrace:
                if source.keyword(k - 1) != .else, let keyword = controlKeyword(openingBlockAt: k, within: body),
                   [.if, .guard, .while].contains(source.keyword(keyword)) {
                    result.append(keyword + 1 ..< k)
                }
            case .semicolon:
                // C#'s `if (…) return;` before the statement.
                var m = k - 1
                while m > body.lowerBound && source.kind(m) != .semicolon && source.kind(m) != .leftBrace
                    && source.kind(m) != .rightBrace && source.kind(m) != .rightParen { m -= 1 }
                if source.kind(m) == .rightParen, partner(m) < m, source.keyword(partner(m) - 1) == .if {
                    earlyExit(partner(m) - 1, m, through: k)
                }
            default:
                break
            }
            k -= 1
        }
        return result
    }

    /// The `if`, `guard` or `while` token of the statement whose block the `{` at `brace` opens (for a
    /// `guard`, the `else` before its block may be given), or nil.
    private func controlKeyword(openingBlockAt brace: Int, within body: Range<Int>) -> Int? {
        statementKeywordToken(before: brace, within: body).flatMap { k in
            [.if, .guard, .while].contains(source.keyword(k)) ? k : nil
        }
    }

    /// The control keyword that introduces the statement a `{` opens (`if`, `for`, `case`…), found by
    /// walking back over the condition with bracketed groups skipped whole; nil at the statement's start.
    private func statementKeyword(before brace: Int, within body: Range<Int>) -> Keyword? {
        statementKeywordToken(before: brace, within: body).map { source.keyword($0) }
    }

    /// The token of `statementKeyword(before:within:)`.
    private func statementKeywordToken(before brace: Int, within body: Range<Int>) -> Int? {
        var k = brace - 1
        while k >= body.lowerBound {
            switch source.kind(k) {
            case .rightParen, .rightBracket:
                k = partner(k) - 1
                continue
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            default:
                switch source.keyword(k) {
                case .if, .guard, .while, .for, .foreach, .switch, .catch: return k
                case .case:
                    // A pattern in a condition (`if case .a = x {`, `for case let y? in ys {`), or one more in a
                    // condition list (`if let a = b, case .c = a {`): the statement's own keyword decides;
                    // otherwise a switch's case label, whose statements follow it.
                    switch source.keyword(k - 1) {
                    case .if, .guard, .while, .for: return k - 1
                    default: if source.kind(k - 1) != .comma { return k }
                    }
                default: break
                }
            }
            k -= 1
        }
        return nil
    }

    /// The first token of the statement holding `index` (after the previous `;`, `{`, `}` or `)` of a
    /// braceless `if`; in Swift also the first token of a line that starts a statement, `index` itself
    /// included).
    public func statementStart(of index: Int, within body: Range<Int>) -> Int {
        if language == .swift && startsLineStatement(index) { return index }
        var k = index - 1
        // Statements are short; a scan this long is generated or hostile code, and stops.
        let floor = max(body.lowerBound, index - 4_096)
        while k >= floor {
            switch source.kind(k) {
            case .semicolon, .leftBrace, .rightBrace:
                return k + 1
            case .rightParen:
                let open = partner(k)
                if language == .csharp, [.if, .while, .for, .foreach, .using, .lock].contains(source.keyword(open - 1)) {
                    return k + 1
                }
                k = open - 1
                continue
            case .rightBracket:
                k = partner(k) - 1
                continue
            default:
                if language == .swift && startsLineStatement(k) { return k }
            }
            k -= 1
        }
        return floor
    }

    /// Whether the statement holding token `k` ends with it: the next token is a `;` or a `}`, or (in
    /// Swift) starts a new line's statement.
    public func endsStatement(at k: Int) -> Bool {
        guard k + 1 < source.tokens.count else { return true }
        let next = source.kind(k + 1)
        if next == .semicolon || next == .rightBrace { return true }
        return language == .swift && startsLineStatement(k + 1)
    }

    /// In Swift, a new line starts a new statement unless the previous token continues an expression.
    private func startsLineStatement(_ k: Int) -> Bool {
        guard k > 0 else { return true }
        let previous = source.tokens[k - 1]
        var newline = false
        for offset in previous.end ..< Int(source.tokens[k].offset) where source.bytes[offset] == 10 || source.bytes[offset] == 13 {
            newline = true
            break
        }
        guard newline else { return false }
        switch previous.kind {
        case .operator, .period, .comma, .leftParen, .leftBracket, .colon: return false
        default: break
        }
        return source.kind(k) != .period && source.kind(k) != .operator
    }

    // MARK: - Exclusive branches

    /// Whether `token` and every one of `others` lie in different branches of one `if`/`else if`/`else`
    /// chain in `body` (braced branches): code that never runs together.
    public func inExclusiveBranches(_ token: Int, _ others: [Int], within body: Range<Int>) -> Bool {
        guard !others.isEmpty else { return false }
        for j in body where source.keyword(j) == .if && source.keyword(j - 1) != .else {
            var branches: [Range<Int>] = []
            var k = j
            while true {
                // The branch's `{`: the first brace after the condition.
                guard let open = (k ..< body.upperBound).first(where: { source.kind($0) == .leftBrace }) else { break }
                let close = partner(open)
                guard close > open else { break }
                branches.append(open ..< close)
                guard source.keyword(close + 1) == .else else { break }
                if source.kind(close + 2) == .leftBrace {
                    let last = partner(close + 2)
                    if last > close + 2 { branches.append((close + 2) ..< last) }
                    break
                }
                guard source.keyword(close + 2) == .if else { break }
                k = close + 2
            }
            guard branches.count > 1, let own = branches.firstIndex(where: { $0.contains(token) }) else { continue }
            if others.allSatisfy({ other in !branches[own].contains(other) && branches.contains { $0.contains(other) } }) {
                return true
            }
        }
        return false
    }

    /// Whether the expression from token `start` through `end` is tested as a truth value, as C tests a
    /// pointer for nil: `if (x)`, `while (x)`, `!x`, `x && …`, `… || x`, `x ? a : b`, `(x) ? a : b`.
    public func isTruthTest(from start: Int, through end: Int) -> Bool {
        let s = source
        if s.isOperator(start - 1, "!") || s.isOperator(start - 1, "&&") || s.isOperator(start - 1, "||") { return true }
        if s.isOperator(end + 1, "&&") || s.isOperator(end + 1, "||") || s.isOperator(end + 1, "?") { return true }
        if s.kind(start - 1) == .leftParen && s.kind(end + 1) == .rightParen {
            if s.keyword(start - 2) == .if || s.keyword(start - 2) == .while { return true }
            // `(x) ? a : b`, but not a call's argument: `isWide(x) ? a : b` tests what the call returns.
            let before = s.kind(start - 2)
            return s.isOperator(end + 2, "?") && before != .identifier && before != .rightParen && before != .rightBracket
        }
        return false
    }
}
