import SwiftTokenizer

/// What the super-call rules (`missing_super_call`, `super_call_mismatch`) judge together: which
/// lifecycle method an override calls on `super`/`base`. Which of the two reports an override that
/// calls another method on super is stated in `Precedence`.
enum SuperCalls {
    /// Whether `super.<name>` / `base.<Name>` appears anywhere in the body, closures included.
    static func callsSuper(_ method: LifecycleMethod, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        for j in body where s.keyword(j) == .superReference && s.kind(j + 1) == .period {
            switch s.language {
            case .swift: if Lifecycle.entry(method).swift.contains(where: { s.token(j + 2, isText: $0.name) }) { return true }
            case .csharp: if s.token(j + 2, isText: method.csharpName) { return true }
            case .objectiveC: if isSelector(method, calledAt: j + 2, context) { return true }
            }
        }
        return false
    }

    /// Whether the message sent at `j` (its first selector part) is `method`'s whole selector:
    /// `[super setEditing:editing animated:animated]`, not `[super setEditing:editing]`.
    static func isSelector(_ method: LifecycleMethod, calledAt j: Int, _ context: RuleContext) -> Bool {
        guard Lifecycle.methods(namedAt: j, in: context.source).contains(method) else { return false }
        return context.calledSelector(at: j) == method.objcSelector
    }

    /// The first two calls of the overridden method on `super` (from `superCalls`), when both run:
    /// outside closures, not in the two branches of one `if`, no `return` or `else` between them.
    static func repeatedSuperCall(_ first: Int?, _ second: Int?, in body: Range<Int>, _ context: RuleContext) -> (Int, Int)? {
        let s = context.source
        guard let first, let second else { return nil }
        let closures = context.closureRanges(in: body)
        guard !context.isInside(first, closures), !context.isInside(second, closures),
              !context.inExclusiveBranches(second, [first], within: body),
              // (An `else` between them: two branches, braced or not, run one.)
              !(first ..< second).contains(where: { s.keyword($0) == .return || s.keyword($0) == .else }) else { return nil }
        return (first, second)
    }

    /// One pass over the body's sends to `super` (name tokens): the first of another lifecycle method
    /// before any of `method` itself (`other`), the first of `method` (`own`), and a second whole call of
    /// it after that (`again`). Read once per override for both rules' questions: a second pass over every
    /// override's body cost 1.8 % of the guard's instructions.
    static func superCalls(_ method: LifecycleMethod, in body: Range<Int>, _ context: RuleContext)
        -> (other: (LifecycleMethod, Int)?, own: Int?, again: Int?) {
        let s = context.source
        var other: (LifecycleMethod, Int)? = nil
        var first = -1, second = -1
        /// Whether the name at `k`, sent to `super`, is `method`'s whole call.
        @inline(__always) func sendsOwn(_ k: Int) -> Bool {
            s.language == .objectiveC ? isSelector(method, calledAt: k, context) : s.kind(k + 1) == .leftParen
        }
        // Up to the first send of `method` itself, every token: through the tokens' buffer, without a
        // bounds check each (most overrides call super first, and the scan stops there).
        let tokens = s.tokenBuffer
        let end = min(body.upperBound, tokens.count - 2)
        var j = body.lowerBound
        while j < end {
            defer { j += 1 }
            guard tokens[j].keyword == .superReference, tokens[j + 1].kind == .period, tokens[j + 2].kind == .identifier else { continue }
            let called = Lifecycle.methods(namedAt: j + 2, in: s)
            if called.contains(method) {
                first = j + 2 // (whether it is the whole call is asked only if a second one comes)
                break
            } else if other == nil, let name = called.first, name != .loadView {
                other = (name, j + 2)
            }
        }
        // After it, a second send is a name called (`super.viewDidLoad(`): the body's call names, not its tokens.
        if first >= 0 {
            for name in context.callNames(in: (first + 1) ..< body.upperBound) {
                let k = Int(name)
                if tokens[k - 1].kind == .period, tokens[k - 2].keyword == .superReference,
                   Lifecycle.methods(namedAt: k, in: s).contains(method), sendsOwn(k) {
                    if sendsOwn(first) { second = k }
                    break
                }
            }
        }
        return (other, first >= 0 ? first : nil, second >= 0 ? second : nil)
    }

    /// The first `super.X(` in the override where X is another lifecycle method, when the body never
    /// calls the overridden one.
    static func mismatchedSuperCall(_ method: LifecycleMethod, _ member: Member, _ context: RuleContext)
        -> (method: LifecycleMethod, nameToken: Int)? {
        guard let body = member.body else { return nil }
        let found = superCalls(method, in: body, context)
        guard found.own == nil, let other = found.other else { return nil }
        return (method: other.0, nameToken: other.1)
    }
}
