import SwiftTokenizer

/// What a `loadView` override does with the view: shared by the two `loadView` rules.
struct LoadViewFacts {
    /// `view = …`, `self.view = …`, `View = …`.
    var assignsView = false
    /// The `super`/`base` token of a `super.loadView()` call.
    var superCall: Int? = nil

    init(_ member: Member, _ context: RuleContext) {
        let s = context.source
        for access in context.accesses(of: .view, in: member, includingClosures: true) where s.isOperator(access + 1, "=") {
            assignsView = true
        }
        guard let body = member.body else { return }
        let name = LifecycleMethod.loadView.displayName(in: s.language).prefix { $0 != "(" }
        for j in body where s.keyword(j) == .superReference && s.kind(j + 1) == .period
            && s.token(j + 2, isText: String(name)) {
            superCall = j
            break
        }
    }
}
