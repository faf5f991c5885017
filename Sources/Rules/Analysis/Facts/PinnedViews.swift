/// The member names a type makes follow later resizes: `autoresizingMask`,
/// `translatesAutoresizingMaskIntoConstraints` (or their Objective-C setters), SnapKit's `snp`, or
/// Objective-C layout helpers (Masonry, FLKAutoLayout, PureLayout) used on them anywhere in the
/// declaration, a C# object initializer's mask, or an app's helper that adds a subview pinned to its
/// edges (`addSubviewWithConstraintsToEdges(x)`); and the outlets a nib makes and sizes. A frame computed
/// in `viewDidLoad` for such a view adapts later.
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
        var unpinned: [String] = []
        for member in context.members(of: type) {
            // An outlet is made by a nib, whose autoresizing masks or constraints (which lifelint cannot
            // read) size it: a frame given to it in `viewDidLoad` is no size it keeps by mistake.
            if member.kind == .property, context.mentionsOutlet, context.hasOutletAttribute(member), !result.contains(member.name) {
                result.append(member.name)
            }
            for body in context.bodies(of: member) {
                for name in pinned(in: body, context, unpinned: &unpinned) where !result.contains(name) { result.append(name) }
            }
        }
        // An outlet the code gives no mask (`addPhoto.AutoresizingMask = UIViewAutoresizing.None`) keeps its frame.
        return unpinned.isEmpty ? result : result.filter { !unpinned.contains($0) }
    }

    /// The views `range` pins, by their names without `self.` (`overlay` for
    /// `overlay.autoresizingMask = …`), in order, repeats included.
    static func pinned(in range: Range<Int>, _ context: RuleContext) -> [String] {
        var unpinned: [String] = []
        return pinned(in: range, context, unpinned: &unpinned)
    }

    /// `pinned`, and in `unpinned` the views given no mask (`x.autoresizingMask = []`, C#
    /// `UIViewAutoresizing.None`, Objective-C `UIViewAutoresizingNone`): those keep their frames.
    static func pinned(in range: Range<Int>, _ context: RuleContext, unpinned: inout [String]) -> [String] {
        let source = context.source
        let followers = Self.followers[Int(context.language.rawValue)]
        var result: [String] = []
        // The kinds read from the tokens' buffer: most tokens are no name after a `.` (through `kind(_:)`,
        // each token's bounds were checked twice, 10 M instructions for the source-only tree's bodies).
        let tokens = source.tokenBuffer
        let end = min(range.upperBound, tokens.count)
        for j in min(max(range.lowerBound, 0), end) ..< end where tokens[j].kind == .identifier {
            // C#'s object initializer sets the mask of the view it makes: `bg = new UIView(View.Frame)
            // { AutoresizingMask = … }` pins `bg`.
            guard j > 0 && tokens[j - 1].kind == .period else {
                if context.language == .csharp, source.isOperator(j + 1, "="), followers.contains(j, in: source),
                   let made = initializedView(settingAt: j, context) {
                    result.append(made)
                }
                continue
            }
            if followers.contains(j, in: source) || isLayoutHelper(j, source) {
                guard let receiver = context.receiver(of: j) else { continue }
                if setsNoMask(j, context) { unpinned.append(context.withoutSelf(receiver.text)); continue }
                result.append(context.withoutSelf(receiver.text))
            } else if source.kind(j + 1) == .leftParen && source.tokens[j].length >= 16, let view = pinnedArgument(j, context) {
                result.append(view)
            }
        }
        return result
    }

    /// Whether the mask written at `j` is none: `= []`, `= UIViewAutoresizing.None`, `= .None`,
    /// `= UIViewAutoresizingNone`, `= 0`, ending the statement.
    private static func setsNoMask(_ j: Int, _ context: RuleContext) -> Bool {
        let source = context.source
        guard source.isOperator(j + 1, "=") else { return false }
        var k = j + 2
        if source.kind(k) == .leftBracket && source.kind(k + 1) == .rightBracket { k += 2 }
        else if source.token(k, is: "UIViewAutoresizingNone") || source.token(k, is: "0") { k += 1 }
        else {
            if source.token(k, is: "UIViewAutoresizing") { k += 1 }
            guard source.kind(k) == .period, source.token(k + 1, is: "None") || source.token(k + 1, is: "none") else { return false }
            k += 2
        }
        return context.endsStatement(at: k - 1)
    }

    /// The view a C# object initializer makes, for a member set at `j` inside it: `bg` in `bg = new
    /// UIView(frame) { BackgroundColor = …, AutoresizingMask = … }` (also `var bg =`, `this.bg =`); nil
    /// when `j` is in no initializer of a view assigned to a name.
    private static func initializedView(settingAt j: Int, _ context: RuleContext) -> String? {
        let source = context.source
        // Back to the initializer's `{` over the members set before this one (`A = x, B = new C { … },`).
        var k = j - 1
        var depth = 0
        var open: Int? = nil
        while open == nil && k > 0 && k > j - 400 {
            switch source.kind(k) {
            case .rightBrace?, .rightParen?, .rightBracket?: depth += 1
            case .leftParen?, .leftBracket?, .leftBrace?:
                if depth == 0 {
                    guard source.kind(k) == .leftBrace else { return nil }
                    open = k
                }
                depth -= 1
            case .semicolon?: return nil
            default: break
            }
            k -= 1
        }
        guard let k = open else { return nil }
        // `new T(…) {` or `new T {`, then `name =`.
        var m = k - 1
        if source.kind(m) == .rightParen { m = context.partner(m) - 1 }
        while m > 0 && (source.kind(m) == .identifier || source.kind(m) == .period) && source.keyword(m) != .new { m -= 1 }
        guard source.keyword(m) == .new, source.isOperator(m - 1, "="), source.kind(m - 2) == .identifier else { return nil }
        return context.withoutSelf(source.kind(m - 3) == .period && source.keyword(m - 4) == .selfReference
                                   ? source.text(from: m - 4, through: m - 2) : source.text(m - 2))
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
