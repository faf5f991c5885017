/// Where two rules could report the same code, which one does: stated here once, so that no rule
/// calls another or guesses at another's behaviour.
enum Precedence {
    /// An override that never calls its own method on super but calls another lifecycle method there
    /// is a copy-paste slip: `super_call_mismatch` reports it, `missing_super_call` does not.
    static func missingSuperCallDefers(_ method: LifecycleMethod, _ member: Member, _ context: RuleContext) -> Bool {
        SuperCalls.mismatchedSuperCall(method, member, context) != nil
    }

    /// A C# event handler subscribed in a lifecycle method and never unsubscribed piles up on each
    /// appearance: `repeated_setup_in_appear` reports it, `unbalanced_observer` does not (it still
    /// judges a subscription that is removed somewhere, in the wrong place).
    static func unbalancedObserverDefers(_ pair: ObserverPair, removed: Bool) -> Bool {
        pair.isEventSubscription && !removed
    }
}
