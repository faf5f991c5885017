/// Properties of a controller written before its view can have loaded: in its own initializers
/// (`status = …`, `self.status = …`), and on a fresh instance anywhere in the project — constructed,
/// made from a storyboard, a segue's destination — before anything loads its view
/// (`detail.status = …`). A setter that touches an outlet is a problem only for such a property.
public enum EarlyWrites: BodyFact {
    public static let inherited = false
    /// The first write of each property is named in the finding (`at Screens/Detail.swift:12`).
    public static let recordsPlaces = true

    /// The properties a declaration's own initializers assign. In Swift, a stored property with
    /// observers that the declaration itself declares is left out when its initializer sets it directly:
    /// Swift runs no `didSet`/`willSet` for that write (it does in a `defer` block or a closure).
    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        let s = context.source
        var result: [String] = []
        // Most declarations observe no stored property: the test below is then never made.
        let observed = s.language != .swift ? [] : context.members(of: type).filter { member in
            member.kind == .property && member.accessors.contains { $0.kind == .didSet || $0.kind == .willSet }
        }
        for member in context.members(of: type) where member.kind == .initializer && !member.isStatic {
            guard let body = member.body else { continue }
            var closures: [Range<Int>]? = nil
            for j in context.ownMemberWrites(in: body, of: member) {
                if observed.contains(where: { $0.isNamed(byTokenAt: j) }) {
                    if closures == nil { closures = context.closureRanges(in: body) }
                    if !context.isInside(j, closures!) && !isInDefer(j, body, context) { continue }
                }
                let name = s.text(j)
                if !result.contains(name) {
                    result.append(name)
                    result.append(context.place(of: name, at: j))
                }
            }
        }
        return result
    }

    /// Whether the token at `j` is inside a `defer { … }` block of `body`.
    private static func isInDefer(_ j: Int, _ body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = j - 1
        while k > body.lowerBound {
            if s.kind(k) == .rightBrace {
                k = min(context.partner(k), k) - 1
                continue
            }
            if s.kind(k) == .leftBrace && s.keyword(k - 1) == .defer { return true }
            k -= 1
        }
        return false
    }

    /// Writes on fresh instances of other types in this file, by type name: what this file tells the
    /// index about controllers declared anywhere.
    public static func foreignValues(in context: RuleContext) -> [(type: String, values: [String])] {
        var result: [(type: String, values: [String])] = []
        // Each use read where it is kept: one taken out of the list whole was copied, its strings retained.
        let uses = context.freshControllerUses
        for u in uses.indices where uses[u].isWrite {
            let token = uses[u].memberToken
            // Long names (a controller's type name) are the worker's one string of them (see `NameInterner`).
            let name = context.name(ofToken: token)
            let type = context.name(ofToken: uses[u].typeToken)
            // The place of a value's first write only (counting lines is the costly part).
            if let k = result.firstIndex(where: { $0.type == type }) {
                if !result[k].values.contains(name) {
                    result[k].values.append(name)
                    result[k].values.append(context.place(of: name, at: token))
                }
            } else {
                result.append((type, [name, context.place(of: name, at: token)]))
            }
        }
        return result
    }
}
