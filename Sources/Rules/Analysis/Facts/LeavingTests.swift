import SwiftTokenizer

/// The properties and methods of a type whose bodies read whether the controller leaves for good
/// (`isMovingFromParent`, `isBeingDismissed`; C# `IsMovingFromParentViewController`, `IsBeingDismissed`):
/// `var isLeaving: Bool { isMovingFromParent || isBeingDismissed }`, often in a base class in another
/// file. A removal in `viewDidDisappear` under such a property runs at teardown (`unbalanced_observer`).
public enum LeavingTests: BodyFact {
    public static let inherited = true

    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        var result: [String] = []
        for member in context.members(of: type) where member.kind == .property || member.kind == .method {
            if context.bodies(of: member).contains(where: { context.readsLeavingTest($0) }), !result.contains(member.name) {
                result.append(member.name)
            }
        }
        return result
    }
}

extension RuleContext {
    /// Whether the tokens read `isMovingFromParent`, `isBeingDismissed` or their C# spellings.
    func readsLeavingTest(_ range: Range<Int>) -> Bool {
        guard mentionsLeavingTest else { return false }
        let s = source
        return Self.leavingTests.read(s.language) { table in
            range.contains { k in s.kind(k) == .identifier && table.contains(k, in: s) }
        }
    }

    /// Whether the file's bytes say `MovingFromParent` or `BeingDismissed` anywhere: one search, before
    /// any body is read token by token for them (most files never do).
    private var mentionsLeavingTest: Bool {
        cache.answer(\.mentionsLeavingTest) { source.containsBytes("MovingFromParent") || source.containsBytes("BeingDismissed") }
    }

    private static let leavingTests = PerLanguage<NameTable<Bool>> { language in
        NameTable((language == .csharp ? ["IsMovingFromParentViewController", "IsBeingDismissed"]
                   : ["isMovingFromParent", "isMovingFromParentViewController", "isBeingDismissed"]).map { ($0, true) })
    }
}
