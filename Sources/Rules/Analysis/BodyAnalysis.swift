import SwiftTokenizer

/// Questions rules ask about code inside a member body: where closures are, whether a statement
/// is guarded, what a call is called on.
extension RuleContext {
    // MARK: - Closures

    /// Token ranges inside `body` that belong to closures or lambdas, code that runs later or elsewhere:
    /// Swift `{ … }` closures, C# `=> { … }`, `=> expression` and `delegate { … }`.
    public func closureRanges(in body: Range<Int>) -> [Range<Int>] {
        memo.closures(body) { computeClosureRanges(in: body) }
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
        memo.ifs(body) { body.filter { source.keyword($0) == .if } }
    }

    private func isConditionalBlock(_ brace: Int, within body: Range<Int>) -> Bool {
        if source.keyword(brace - 1) == .else { return true }
        switch statementKeyword(before: brace, within: body) {
        case .if?, .guard?, .switch?, .case?, .while?: return true
        default: return false
        }
    }

    /// The control keyword that introduces the statement a `{` opens (`if`, `for`, `case`…), found by
    /// walking back over the condition with bracketed groups skipped whole; nil at the statement's start.
    private func statementKeyword(before brace: Int, within body: Range<Int>) -> Keyword? {
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
                case .if, .guard, .while, .for, .foreach, .switch, .catch, .case: return source.keyword(k)
                default: break
                }
            }
            k -= 1
        }
        return nil
    }

    /// The first token of the statement holding `index` (after the previous `;`, `{`, `}` or `)` of a
    /// braceless `if`).
    public func statementStart(of index: Int, within body: Range<Int>) -> Int {
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

    // MARK: - The controller's own properties

    /// Reads and writes of one of the controller's own properties in a member's body (`view`,
    /// `self.view`, `self?.view`), skipping locals of that name and, unless asked, closures.
    public func accesses(of property: ControllerProperty, in member: Member, includingClosures: Bool = false) -> [Int] {
        guard let body = member.body else { return [] }
        let table = ControllerProperty.tables[Int(language.rawValue)]
        var result: [Int] = []
        var closures: [Range<Int>]? = nil
        for j in body where source.kind(j) == .identifier && table.value(at: j, in: source) == property {
            if source.kind(j - 1) == .period {
                let optionalSelf = source.isOperator(j - 2, "?") && source.keyword(j - 3) == .selfReference
                guard optionalSelf || selfMemberAccess(at: j) != nil else { continue }
            }
            // An argument label (`f(view: x)`) or a declaration's name is not an access, nor is the name
            // of a new local (`if let navigationController = other.navigationController`).
            if source.kind(j + 1) == .colon && language == .swift { continue }
            if source.kind(j - 1) != .period && declaresLocal(at: j) { continue }
            if !includingClosures {
                if closures == nil { closures = closureRanges(in: body) }
                if isInside(j, closures!) { continue }
            }
            // `self.view` is the property even where a local `view` is in scope.
            if source.kind(j - 1) != .period && isLocal(at: j, in: member) { continue }
            result.append(j)
        }
        return result
    }

    /// The first token of an access to the controller's own member: `self` in `self.view` and
    /// `self?.view`, the name itself when unqualified.
    public func accessStart(_ name: Int) -> Int {
        guard source.kind(name - 1) == .period else { return name }
        if source.keyword(name - 2) == .selfReference { return name - 2 }
        if source.isOperator(name - 2, "?") && source.keyword(name - 3) == .selfReference { return name - 3 }
        return name
    }

    // MARK: - Calls and receivers

    /// Whether the name at `index` is called: followed by `(`, or (Swift) by a trailing closure.
    public func isCall(_ index: Int) -> Bool {
        source.kind(index + 1) == .leftParen
    }

    /// The expression a member is accessed on: for `a.b?.c` and the index of `c`, the range of `a.b`
    /// and its text without `?`/`!` (`"a.b"`); nil when the name is not accessed through a `.`.
    public func receiver(of index: Int) -> (start: Int, text: String)? {
        guard source.kind(index - 1) == .period else { return nil }
        var k = index - 2
        var parts: [String] = []
        var start = index - 1
        // Chains longer than this are generated code; the rules only look at the last few names.
        while k >= 0 && parts.count < 16 {
            let kind = source.kind(k)
            if kind == .operator && (source.token(k, is: "?") || source.token(k, is: "!")) {
                k -= 1
                continue
            }
            if kind == .rightParen || kind == .rightBracket {
                let open = partner(k)
                guard open < k else { break }
                parts.append(kind == .rightParen ? "()" : "[]")
                start = open
                k = open - 1
                continue
            }
            if kind == .identifier {
                parts.append(source.text(k))
                start = k
                if source.kind(k - 1) == .period {
                    k -= 2
                    continue
                }
            }
            break
        }
        guard !parts.isEmpty else { return nil }
        var text = ""
        for part in parts.reversed() {
            if part == "()" || part == "[]" {
                text += part
            } else {
                text += text.isEmpty ? part : "." + part
            }
        }
        return (start, text)
    }

    /// `"child"` for `self.child`, `this.child`, `child`: the text without a leading self reference.
    public func withoutSelf(_ text: String) -> String {
        for prefix in ["self.", "this."] where text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }

    /// The top-level argument ranges of the call whose `(` is at `open`.
    public func arguments(ofCallAt open: Int) -> [Range<Int>] {
        let close = partner(open)
        guard close > open + 1 else { return [] }
        var result: [Range<Int>] = []
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

    /// The text of a range of tokens with whitespace squeezed out: `self.child` for `self . child`.
    public func compactText(_ range: Range<Int>) -> String {
        var text = ""
        for j in range { text += source.text(j) }
        return text
    }

    /// Whether a name reads like a view controller (`child`, `detailVC`, `settingsController`), for calls
    /// whose receiver lifelint cannot type.
    public func looksLikeController(_ name: String) -> Bool {
        let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        return last.hasSuffix("controller") || last.hasSuffix("vc") || last.hasPrefix("child") || last == "destination"
    }
}

/// Hierarchy calls found in code: what is called, on what, where.
public struct HierarchyCallSite: Sendable {
    public var call: HierarchyCall
    /// The method name token.
    public var nameToken: Int
    /// The receiver without `self.`: `child` for `child.removeFromParent()`, `""` for an unqualified call.
    public var receiver: String
    /// The first argument's text, compacted: `child` for `addChild(child)`, `nil` for `willMove(toParent: nil)`.
    public var firstArgument: String?
}

extension RuleContext {
    /// Every hierarchy call in `range`, in order: a slice of the file's calls, found in one pass.
    public func hierarchyCalls(in range: Range<Int>) -> ArraySlice<HierarchyCallSite> {
        let all = memo.hierarchyCalls { computeHierarchyCalls(in: 0 ..< source.tokens.count) }
        var low = 0
        var high = all.count
        while low < high { // the first call at or after the range
            let mid = (low + high) / 2
            if all[mid].nameToken < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < all.count && all[end].nameToken < range.upperBound { end += 1 }
        return all[low ..< end]
    }

    private func computeHierarchyCalls(in range: Range<Int>) -> [HierarchyCallSite] {
        var sites: [HierarchyCallSite] = []
        let table = HierarchyCall.tables[Int(language.rawValue)]
        for j in range where source.kind(j) == .identifier && isCall(j) {
            guard let call = table.value(at: j, in: source) else { continue }
            let receiverText = receiver(of: j).map { withoutSelf($0.text) } ?? ""
            let arguments = arguments(ofCallAt: j + 1)
            var first: String? = nil
            if var range = arguments.first, !range.isEmpty {
                // Drop a Swift argument label: `toParent: nil` → `nil`.
                if range.count >= 2 && source.kind(range.lowerBound + 1) == .colon && language == .swift {
                    range = (range.lowerBound + 2) ..< range.upperBound
                }
                // `child!`, `child?` name the same child.
                first = withoutSelf(compactText(range).filter { $0 != "!" && $0 != "?" })
            }
            sites.append(HierarchyCallSite(call: call, nameToken: j, receiver: receiverText == "self" || receiverText == "this" ? "" : receiverText,
                                           firstArgument: first))
        }
        return sites
    }

    /// Every hierarchy call of a member, across all its accessors (a `willSet` and `didSet` pair is one
    /// sequence); in a property observer, `oldValue` is the property itself.
    public func hierarchyCalls(in member: Member) -> [HierarchyCallSite] {
        var sites = bodies(of: member).flatMap { hierarchyCalls(in: $0) }
        if member.kind == .property {
            for k in sites.indices {
                if sites[k].receiver == "oldValue" { sites[k].receiver = member.name }
                if sites[k].receiver.hasPrefix("oldValue.") { sites[k].receiver = member.name + sites[k].receiver.dropFirst(8) }
                if sites[k].firstArgument == "oldValue" { sites[k].firstArgument = member.name }
            }
        }
        return sites
    }

    /// The children added with `addChild` by every declaration of a name in this file (a class and its
    /// extensions), computed once per name.
    public func addedChildren(named name: String) -> [String] {
        memo.addedChildren(name) { declarations(named: name).flatMap { AddedChildren.values(of: $0, in: self) } }
    }

    /// A member's body, or its accessors' bodies.
    public func bodies(of member: Member) -> [Range<Int>] {
        if let body = member.body { return [body] }
        return member.accessors.map(\.body)
    }

    /// The type a name is declared with in a member or its type: `let child = ChildViewController()`,
    /// `var detail: DetailViewController!`, `segue.destination as? DetailViewController`,
    /// C# `var child = new ChildViewController()`, `DetailViewController detail = …`.
    public func declaredType(of name: String, in member: Member?, of type: TypeDecl?) -> String? {
        var ranges: [Range<Int>] = []
        if let member { ranges += bodies(of: member) }
        if let type {
            for other in members(of: type) where other.kind == .property && source.token(other.nameToken, isText: name) {
                ranges.append(other.nameToken ..< min(other.nameToken + 12, source.tokens.count))
            }
        }
        for range in ranges {
            for j in range where source.kind(j) == .identifier && source.token(j, isText: name) && source.kind(j - 1) != .period {
                if let found = typeAfterDeclaration(at: j) { return found }
                // C#: `DetailViewController detail =`
                if language == .csharp, source.kind(j - 1) == .identifier, source.keyword(j - 1) == .none,
                   source.isOperator(j + 1, "=") || source.kind(j + 1) == .semicolon {
                    return source.text(j - 1)
                }
            }
        }
        return nil
    }

    /// Whether a new object is made at `k`: `T(…)` or `T.init(…)` with `T` a capitalised type name, or
    /// anything after C#'s `new`.
    public func constructs(at k: Int) -> Bool {
        if source.keyword(k) == .new { return true }
        guard source.startsWithUppercase(k), source.kind(k - 1) != .period else { return false }
        return source.kind(k + 1) == .leftParen
            || (source.kind(k + 1) == .period && source.token(k + 2, is: "init") && source.kind(k + 3) == .leftParen)
    }

    /// The type a declaration at the name token `j` gives it: `: T`, `= T(`, `= … as? T`, C# `= (T)…`.
    public func typeAfterDeclaration(at j: Int) -> String? {
        var k = j + 1
        if source.kind(k) == .colon, source.kind(k + 1) == .identifier {
            return source.text(k + 1)
        }
        guard source.isOperator(k, "=") else { return nil }
        k += 1
        if source.keyword(k) == .new { k += 1 }
        // `= T(`, `= T.init(`, `= new T(`
        if constructs(at: k) { return source.text(k) }
        // `= expression as? T`, `= expression as! T`, C# `= expression as T`, `= (T)expression`
        if language == .csharp, source.kind(k) == .leftParen, source.kind(k + 1) == .identifier, source.kind(k + 2) == .rightParen {
            return source.text(k + 1)
        }
        // The last cast wins: `(segue.destination as? UINavigationController)?.topViewController as? Detail`.
        var cast: String? = nil
        var m = k
        while m < source.tokens.count && m < k + 40 {
            let kind = source.kind(m)
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            switch source.keyword(m) {
            case .else, .let, .var, .if, .guard, .return: return cast
            default: break
            }
            if kind == .leftParen {
                // Look inside parentheses for casts too.
                if let inner = (m + 1 ..< partner(m)).last(where: { source.keyword($0) == .as }) {
                    cast = castType(after: inner) ?? cast
                }
                m = partner(m) + 1
                continue
            }
            if kind == .leftBracket { m = partner(m) + 1; continue }
            if source.keyword(m) == .as { cast = castType(after: m) ?? cast }
            m += 1
        }
        return cast
    }

    /// `T` in `as T`, `as? T`, `as! T`.
    private func castType(after asToken: Int) -> String? {
        if source.kind(asToken + 1) == .identifier { return source.text(asToken + 1) }
        if source.kind(asToken + 1) == .operator, source.kind(asToken + 2) == .identifier { return source.text(asToken + 2) }
        return nil
    }
}

/// A statement that builds part of the screen: adds a subview, a gesture recognizer, a constraint,
/// a child, a target; activates a constraint; subscribes to a control's event.
public struct SetupCall: Sendable {
    /// The token to report: the called method, `isActive`, or the event name.
    public var token: Int
    /// How to name it in a message: "`addSubview(_:)`", "`isActive = true`", "`+=` on `button.TouchUpInside`".
    public var label: String
}

extension RuleContext {
    /// Unguarded setup calls outside closures in a member's body (see `SetupCall`).
    /// `creation` also counts constructing UIKit views and constraints (`UILabel()`, `NSLayoutConstraint(item:`).
    public func unguardedSetupCalls(in member: Member, type: TypeDecl, creation: Bool, events: Bool) -> [SetupCall] {
        guard let body = member.body else { return [] }
        let closures = closureRanges(in: body)
        var result: [SetupCall] = []
        let setup: Set<HierarchyCall> = [.addSubview, .addGestureRecognizer, .addConstraint, .addChild, .addTarget,
                                         .addLayoutGuide, .activateConstraints]
        for site in hierarchyCalls(in: body) where setup.contains(site.call) {
            if site.call == .activateConstraints && !site.receiver.hasSuffix("NSLayoutConstraint") { continue }
            result.append(SetupCall(token: site.nameToken, label: "`\(source.text(site.nameToken))`"))
        }
        let active = language == .swift ? "isActive" : "Active"
        for j in body where source.kind(j) == .identifier {
            if source.kind(j - 1) == .period && source.token(j, isText: active) && source.isOperator(j + 1, "=")
                && source.keyword(j + 2) == .true {
                result.append(SetupCall(token: j, label: "`\(active) = true`"))
            }
            if creation && isViewConstruction(j) {
                result.append(SetupCall(token: j, label: "`\(source.text(j))`"))
            }
            if events && language == .csharp && source.kind(j - 1) == .period && source.isOperator(j + 1, "+=")
                && isEventSubscription(j, type: type), let receiver = receiver(of: j) {
                result.append(SetupCall(token: j, label: "`+=` on `\(withoutSelf(receiver.text)).\(source.text(j))`"))
            }
        }
        return result.filter { !isInside($0.token, closures) && !isGuarded($0.token, in: body) }
            .sorted { $0.token < $1.token }
    }

    /// `UILabel()`, `UIButton(type:)`, `new UIView(…)`, `UITapGestureRecognizer(target:…)`, `NSLayoutConstraint(item:…)`.
    private func isViewConstruction(_ j: Int) -> Bool {
        guard source.kind(j + 1) == .leftParen, source.kind(j - 1) != .period else { return false }
        if language == .swift && source.kind(j - 1) == .identifier && source.keyword(j - 1) == .func { return false }
        let name = source.text(j)
        if name == "NSLayoutConstraint" { return true }
        guard name.hasPrefix("UI") else { return false }
        return ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Recognizer", "Bar", "Indicator"]
            .contains { name.hasSuffix($0) }
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

    /// `button.TouchUpInside += OnTap` with no `-=` of the same event anywhere in the type: a subscription
    /// that piles up. (Balanced `+=`/`-=` pairs are `unbalanced_observer`'s to judge.)
    private func isEventSubscription(_ j: Int, type: TypeDecl) -> Bool {
        guard source.startsWithUppercase(j), eventHandler(after: j + 1) != nil else { return false }
        guard let receiverText = receiver(of: j)?.text else { return false }
        for k in type.body where source.isOperator(k, "-=") && source.kind(k - 1) == .identifier
            && source.token(k - 1, isText: source.text(j)) {
            if receiver(of: k - 1)?.text == receiverText { return false }
        }
        return true
    }
}

extension RuleContext {
    /// Whether a member is `private`/`fileprivate`: only its own type sets it, usually after the view loaded.
    public func isPrivate(_ member: Member) -> Bool {
        (member.declarationStart ..< member.nameToken).contains {
            source.keyword($0) == .private || source.keyword($0) == .fileprivate
        }
    }
}
