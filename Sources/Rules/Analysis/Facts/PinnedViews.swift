/// The member names a type makes follow later resizes: `autoresizingMask`,
/// `translatesAutoresizingMaskIntoConstraints` (or their Objective-C setters), SnapKit's `snp` or
/// Masonry's `mas_makeConstraints` used on them anywhere in the declaration. A frame computed in `viewDidLoad` for such a view adapts later.
public enum PinnedViews: BodyFact {
    public static let inherited = false

    /// Members that make a view follow later resizes.
    static let followers: [NameTable<Bool>] = [
        NameTable(["autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "snp"].map { ($0, true) }),
        NameTable(["AutoresizingMask", "TranslatesAutoresizingMaskIntoConstraints"].map { ($0, true) }),
        // Objective-C also sets them by sending the setter, and pins with Masonry.
        NameTable(["autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "setAutoresizingMask",
                   "setTranslatesAutoresizingMaskIntoConstraints", "mas_makeConstraints", "mas_remakeConstraints"]
            .map { ($0, true) }),
    ]

    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        let source = context.source
        let followers = Self.followers[Int(context.language.rawValue)]
        var result: [String] = []
        for member in context.members(of: type) {
            for body in context.bodies(of: member) {
                for j in body where source.kind(j) == .identifier && source.kind(j - 1) == .period && followers.contains(j, in: source) {
                    if let receiver = context.receiver(of: j) {
                        let name = context.withoutSelf(receiver.text)
                        if !result.contains(name) { result.append(name) }
                    }
                }
            }
        }
        return result
    }
}
