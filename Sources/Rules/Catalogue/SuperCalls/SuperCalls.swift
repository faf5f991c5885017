import SwiftTokenizer

/// What the super-call rules (`missing_super_call`, `super_call_mismatch`) judge together: which
/// lifecycle method an override calls on `super`/`base`. Which of the two reports an override that
/// calls another method on super is stated in `Precedence`.
enum SuperCalls {
    /// Whether `super.<name>` / `base.<Name>` appears anywhere in the body, closures included.
    static func callsSuper(_ method: LifecycleMethod, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let names = Lifecycle.entry(method).swift.map(\.name)
        for j in body where s.keyword(j) == .superReference && s.kind(j + 1) == .period {
            switch s.language {
            case .swift: if names.contains(where: { s.token(j + 2, isText: $0) }) { return true }
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

    /// The first `super.X(` in the override where X is another lifecycle method, when the body never
    /// calls the overridden one.
    static func mismatchedSuperCall(_ method: LifecycleMethod, _ member: Member, _ context: RuleContext)
        -> (method: LifecycleMethod, nameToken: Int)? {
        let s = context.source
        guard let body = member.body else { return nil }
        var wrong: (LifecycleMethod, Int)? = nil
        for j in body where s.keyword(j) == .superReference && s.kind(j + 1) == .period && s.kind(j + 2) == .identifier {
            let called = Lifecycle.methods(namedAt: j + 2, in: s)
            if called.contains(method) { return nil }
            if wrong == nil, let other = called.first, other != .loadView { wrong = (other, j + 2) }
        }
        return wrong.map { (method: $0.0, nameToken: $0.1) }
    }
}
