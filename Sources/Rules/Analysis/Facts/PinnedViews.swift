/// The member names a type makes follow later resizes: `autoresizingMask`,
/// `translatesAutoresizingMaskIntoConstraints` (or their Objective-C setters), SnapKit's `snp`, or
/// Objective-C layout helpers (Masonry, FLKAutoLayout, PureLayout) used on them anywhere in the
/// declaration, or an app's helper that adds a subview pinned to its edges (`addSubviewWithConstraintsToEdges(x)`). A frame computed in `viewDidLoad` for such a view adapts later.
public enum PinnedViews: BodyFact {
    public static let inherited = false

    /// Members that make a view follow later resizes.
    static let followers: [NameTable<Bool>] = [
        NameTable(["autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "snp"].map { ($0, true) }),
        NameTable(["AutoresizingMask", "TranslatesAutoresizingMaskIntoConstraints"].map { ($0, true) }),
        // Objective-C also sets them by sending the setter (its layout helpers: `isLayoutHelper`).
        NameTable(["autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "setAutoresizingMask",
                   "setTranslatesAutoresizingMaskIntoConstraints"].map { ($0, true) }),
    ]

    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        var result: [String] = []
        for member in context.members(of: type) {
            for body in context.bodies(of: member) {
                for name in pinned(in: body, context) where !result.contains(name) { result.append(name) }
            }
        }
        return result
    }

    /// The views `range` pins, by their names without `self.` (`overlay` for
    /// `overlay.autoresizingMask = …`), in order, repeats included.
    static func pinned(in range: Range<Int>, _ context: RuleContext) -> [String] {
        let source = context.source
        let followers = Self.followers[Int(context.language.rawValue)]
        var result: [String] = []
        for j in range where source.kind(j) == .identifier && source.kind(j - 1) == .period {
            if followers.contains(j, in: source) || isLayoutHelper(j, source) {
                if let receiver = context.receiver(of: j) { result.append(context.withoutSelf(receiver.text)) }
            } else if source.kind(j + 1) == .leftParen && source.tokens[j].length >= 16, let view = pinnedArgument(j, context) {
                result.append(view)
            }
        }
        return result
    }

    /// A helper that adds a subview pinned to its edges (`container.addSubviewWithConstraintsToEdges(map)`,
    /// `wmf_addSubviewWithConstraintsToEdges`, `addSubviewAndFill`): the argument it pins, or nil.
    private static func pinnedArgument(_ j: Int, _ context: RuleContext) -> String? {
        let source = context.source
        guard source.token(j, contains: "Subview"),
              source.token(j, contains: "Constraint") || source.token(j, contains: "Edges") || source.token(j, contains: "Fill"),
              let argument = context.arguments(ofCallAt: j + 1).first, !argument.isEmpty else { return nil }
        var start = argument.lowerBound
        if source.kind(start + 1) == .colon && source.kind(start) == .identifier && context.language != .csharp { start += 2 }
        return start < argument.upperBound ? context.withoutSelf(context.compactText(start ..< argument.upperBound)) : nil
    }

    /// An Objective-C layout helper's send, which pins its receiver: FLKAutoLayout (`alignTop:…`,
    /// `constrainWidth:`), PureLayout (`autoPinEdgesToSuperviewEdges`) and Masonry (`mas_updateConstraints:`).
    private static func isLayoutHelper(_ j: Int, _ source: SourceText) -> Bool {
        guard source.language == .objectiveC, source.kind(j + 1) == .leftParen else { return false }
        // By the first byte: most sends are none of these.
        switch source.bytes[source.nameRange(source.tokens[j]).lowerBound] {
        case UInt8(ascii: "a"):
            return source.token(j, hasPrefix: "align") || source.token(j, hasPrefix: "autoPin")
                || source.token(j, hasPrefix: "autoAlign") || source.token(j, hasPrefix: "autoCenter")
                || source.token(j, hasPrefix: "autoSet") || source.token(j, hasPrefix: "autoMatch")
        case UInt8(ascii: "c"): return source.token(j, hasPrefix: "constrain")
        case UInt8(ascii: "m"): return source.token(j, hasPrefix: "mas_")
        default: return false
        }
    }
}
