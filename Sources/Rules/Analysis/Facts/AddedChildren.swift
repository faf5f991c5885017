/// The children a type adds with `addChild`/`AddChildViewController` on itself: a controller whose
/// view is added as a subview is a child only if some file adds it.
public enum AddedChildren: BodyFact {
    public static let inherited = false

    /// The receiver-free text of each `addChild(x)` argument (`child`), in every member of the declaration;
    /// in Objective-C also the property an ivar backs (`_child`, `child`).
    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        var result: [String] = []
        guard !context.hierarchyCalls(in: type.body).isEmpty else { return result }
        for member in context.members(of: type) {
            for range in context.bodies(of: member) {
                for site in context.hierarchyCalls(in: range) where site.call == .addChild && site.receiver.isEmpty {
                    guard let child = site.firstArgument else { continue }
                    if !result.contains(child) { result.append(child) }
                    // Objective-C adds the ivar (`addChildViewController:_top`) whose property's view is added.
                    if context.language == .objectiveC, let property = RuleContext.property(backedBy: child),
                       !result.contains(property) {
                        result.append(property)
                    }
                }
            }
        }
        return result
    }
}
