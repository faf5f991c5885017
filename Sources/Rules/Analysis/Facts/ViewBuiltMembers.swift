/// Members that are nil until the view loads: outlets (`@IBOutlet`, C# `[Outlet]`), and properties
/// declared without a value and assigned in `loadView`/`viewDidLoad`. Inherited: a base class's
/// outlets are the subclass's too.
public enum ViewBuiltMembers: BodyFact {
    public static let inherited = true

    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        let source = context.source
        let list = context.members(of: type)
        var result: [String] = []
        var withoutValue: Set<String> = []
        for (k, member) in list.enumerated() where member.kind == .property {
            if context.hasOutletAttribute(member) {
                result.append(member.name)
                continue
            }
            // Stored properties only: no accessors, or C# auto-property accessors without bodies.
            guard member.accessors.allSatisfy({ $0.body.isEmpty && ($0.kind == .get || $0.kind == .set) }) else { continue }
            let end = k + 1 < list.count ? list[k + 1].declarationStart : type.body.upperBound
            let initialized = (member.nameToken ..< max(member.nameToken, end)).contains { source.isOperator($0, "=") }
            if !initialized && !member.isStatic { withoutValue.insert(member.name) }
        }
        // Objective-C declares properties in an `@interface` (usually a header) and assigns them in the
        // `@implementation`: there, every property the view-loading methods assign through `self.` (or its
        // `_ivar`) is built with the view.
        let anyAssigned = source.language == .objectiveC && type.kind == .extension
        // Nothing else to find without a property to assign.
        if !anyAssigned && withoutValue.isEmpty { return result }
        // Made at the first view-loading method (most types have none: the table was four allocations,
        // and its list of names and set one more each, for nothing).
        var candidates: NameTable<String>? = nil
        for member in list {
            guard let method = context.lifecycleMethod(of: member), method == .loadView || method == .viewDidLoad,
                  let body = member.body else { continue }
            if candidates == nil { candidates = NameTable(withoutValue.map { ($0, $0) }) }
            for j in body where source.kind(j) == .identifier && source.isOperator(j + 1, "=") {
                if anyAssigned {
                    var name = source.text(j)
                    if source.kind(j - 1) == .period {
                        guard source.keyword(j - 2) == .selfReference, source.kind(j - 3) != .period else { continue }
                    } else {
                        guard let property = RuleContext.property(backedBy: name) else { continue }
                        name = property
                    }
                    if !result.contains(name) { result.append(name) }
                    continue
                }
                guard let name = candidates!.value(at: j, in: source), context.selfMemberAccess(at: j) != nil,
                      !result.contains(name) else { continue }
                result.append(name)
            }
        }
        return result
    }

}

extension RuleContext {
    /// Whether the file's bytes say `Outlet` anywhere (`@IBOutlet`, `IBOutlet`, C# `[Outlet]`): one
    /// search, before any declaration is asked whether it is one.
    var mentionsOutlet: Bool {
        cache.answer(\.mentionsOutlet) { source.containsBytes("Outlet") }
    }

    /// Whether a member is declared an outlet (`@IBOutlet`, C# `[Outlet]`, Objective-C `IBOutlet`), one
    /// that is nil until the view loads: not a Swift `lazy` one, which its own initializer makes on first
    /// use (`@IBOutlet lazy var tableView: UITableView! = view as? UITableView`).
    func hasOutletAttribute(_ member: Member) -> Bool {
        var outlet = false
        for j in member.declarationStart ..< member.nameToken {
            if source.language == .swift && source.kind(j) == .identifier && source.token(j, is: "lazy") { return false }
            if outlet { continue }
            if source.kind(j) == .attribute && (source.token(j, is: "@IBOutlet")) { outlet = true }
            if source.kind(j) == .identifier && source.token(j, is: "Outlet") && source.kind(j - 1) == .leftBracket { outlet = true }
            if source.kind(j) == .identifier && source.token(j, is: "IBOutlet") { outlet = true } // Objective-C
        }
        return outlet
    }
}
