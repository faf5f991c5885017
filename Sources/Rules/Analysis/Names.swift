import SwiftTokenizer

/// What a name is declared as: the type of a local, a parameter or a property, and whether an
/// expression makes a new object. (The seed of the semantic layer: rules ask here, not each its own way.)
extension RuleContext {
    /// The type a name is declared with in a member or its type: `let child = ChildViewController()`,
    /// `var detail: DetailViewController!`, `segue.destination as? DetailViewController`, a parameter
    /// (`func show(_ card: CardViewController)`, C# `void Show(CardViewController card)`), C#
    /// `var child = new ChildViewController()`, `DetailViewController detail = …`, a C# property
    /// `public MenuViewController Menu { get; set; }`; and a name bound to
    /// another (`if let a = child`, `let shown = detail`), followed two steps at most.
    public func declaredType(of name: String, in member: Member?, of type: TypeDecl?) -> String? {
        let found = declaredType(of: name, in: member, of: type, steps: 2)
        return found.map { outline.typeAliases[$0] ?? $0 }
    }

    /// Whether `name` (`rootVC`, `player!`, `self.menu`) is a controller as far as this file can tell:
    /// `[]` when its declared type or its name says so, `[.controller(T)]` when the index must confirm
    /// its declared type `T`, nil when it is not one (a known non-controller, or nothing says so).
    public func controllerRequirements(of name: String, in member: Member, of type: TypeDecl) -> [Requirement]? {
        let simple = withoutSelf(name.filter { $0 != "!" && $0 != "?" })
        if let declared = declaredType(of: simple, in: member, of: type) {
            guard KnownTypes.verdict(declared) != false else { return nil }
            return looksLikeController(declared) ? [] : [.controller(declared)]
        }
        return looksLikeController(simple) ? [] : nil
    }

    private func declaredType(of name: String, in member: Member?, of type: TypeDecl?, steps: Int) -> String? {
        var ranges: [Range<Int>] = []
        if let member {
            // The parameter list, then the body.
            if let body = member.body, member.nameToken < body.lowerBound { ranges.append(member.nameToken ..< body.lowerBound) }
            ranges += bodies(of: member)
        }
        if let type {
            // Every declaration of the type here: an Objective-C `@implementation` reads the properties
            // its `@interface` (or class extension) declares.
            let declarations = declarations(of: type)
            for declaration in declarations.contains(where: { $0.isSame(as: type) }) ? declarations : [type] {
                for other in properties(of: declaration, named: name) {
                    ranges.append(other.nameToken ..< min(other.nameToken + 12, source.tokens.count))
                }
            }
        }
        for range in ranges {
            for j in range where source.kind(j) == .identifier && source.token(j, isText: name) && source.kind(j - 1) != .period {
                if let found = typeAfterDeclaration(at: j) { return found }
                // Objective-C: `DetailViewController *detail`, a parameter `(DetailViewController *)detail`.
                if language == .objectiveC, let found = pointerType(before: j) { return found }
                // C#: `DetailViewController detail =`, and a parameter `DetailViewController detail,`/`)`
                if language == .csharp, source.kind(j - 1) == .identifier, source.keyword(j - 1) == .none,
                   source.isOperator(j + 1, "=") || source.kind(j + 1) == .semicolon
                    || source.kind(j + 1) == .comma || source.kind(j + 1) == .rightParen
                    || source.kind(j + 1) == .leftBrace || source.isOperator(j + 1, "=>") {
                    return source.text(j - 1)
                }
                // `let a = child`, `if let a = child,`: the type of what it is bound to.
                if steps > 0, source.keyword(j - 1) == .let || source.keyword(j - 1) == .var, source.isOperator(j + 1, "="),
                   source.kind(j + 2) == .identifier, source.keyword(j + 2) == .none, !source.token(j + 2, isText: name) {
                    let next = source.kind(j + 3)
                    if next != .period && next != .leftParen && next != .leftBracket && next != .operator {
                        return declaredType(of: source.text(j + 2), in: member, of: type, steps: steps - 1)
                    }
                    // `let vc = item.viewController`: the property's type, where this file declares `item`'s type.
                    if next == .period, source.kind(j + 4) == .identifier, !Self.continuesExpression(source.kind(j + 5)),
                       let owner = declaredType(of: source.text(j + 2), in: member, of: type, steps: steps - 1) {
                        let property = source.text(j + 4)
                        for declaration in outline.types where declaration.name == owner {
                            if let found = declaredType(of: property, in: nil, of: declaration, steps: 0) { return found }
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Whether a token of this kind after `a.b` makes it part of a longer expression (`a.b.c`, `a.b()`).
    private static func continuesExpression(_ kind: TokenKind?) -> Bool {
        kind == .period || kind == .leftParen || kind == .leftBracket || kind == .operator
    }

    /// `T` in Objective-C's `T *name` and `(T *)name`.
    func pointerType(before j: Int) -> String? {
        pointerTypeToken(before: j).map { source.text($0) }
    }

    /// The token naming `pointerType(before:)`.
    private func pointerTypeToken(before j: Int) -> Int? {
        if source.isOperator(j - 1, "*"), source.kind(j - 2) == .identifier, source.keyword(j - 2) == .none {
            return j - 2
        }
        if source.kind(j - 1) == .rightParen, source.isOperator(j - 2, "*"), source.kind(j - 3) == .identifier,
           source.kind(j - 4) == .leftParen {
            return j - 3
        }
        return nil
    }

    /// The property an Objective-C instance variable backs: `timer` for `_timer` (the ivar a property
    /// synthesizes), nil for any other name. `_timer = …` and `self.timer = …` set the same thing.
    public static func property(backedBy ivar: String) -> String? {
        guard ivar.utf8.count > 1, ivar.utf8.first == UInt8(ascii: "_") else { return nil }
        return String(ivar.dropFirst())
    }

    /// An Objective-C path as its property names it: `_leftPanel.view` is `leftPanel.view`, `_table`
    /// is `table`; any other path as it is.
    public static func propertyPath(_ path: String) -> String {
        guard path.hasPrefix("_") else { return path }
        let head = path.prefix { $0 != "." }
        return (property(backedBy: String(head)) ?? String(head)) + path.dropFirst(head.count)
    }

    /// The properties of `type` named `name`, in order, found by comparing their names' bytes. A table of
    /// a type's properties by name, made for every type asked (half of them asked once), cost more than
    /// all the asks of a run: a string per property, hashed, and an array per name.
    func properties(of type: TypeDecl, named name: String) -> LazyFilterSequence<TypeMembers> {
        type.members.lazy.filter { $0.kind == .property && $0.isNamed(name) }
    }

    /// Whether `type` declares a property named `name`.
    func declaresProperty(named name: String, in type: TypeDecl) -> Bool {
        type.members.contains { $0.kind == .property && $0.isNamed(name) }
    }

    /// Whether a new object is made at `k`: `T(…)` or `T.init(…)` with `T` a capitalised type name, or
    /// anything after C#'s `new`.
    public func constructs(at k: Int) -> Bool {
        if source.keyword(k) == .new { return true }
        guard source.startsWithUppercase(k), source.kind(k - 1) != .period else { return false }
        if language == .objectiveC {
            // `[[T alloc] init…]`, `[T new]`, read as `T.alloc().init…()`
            return source.kind(k + 1) == .period && (source.token(k + 2, is: "alloc") || source.token(k + 2, is: "new"))
        }
        return source.kind(k + 1) == .leftParen
            || (source.kind(k + 1) == .period && source.token(k + 2, is: "init") && source.kind(k + 3) == .leftParen)
    }

    /// The type a declaration at the name token `j` gives it: `: T`, `= T(`, `= … as? T`, C# `= (T)…`.
    public func typeAfterDeclaration(at j: Int) -> String? {
        typeToken(afterDeclarationAt: j).map { source.text($0) }
    }

    /// The token naming `typeAfterDeclaration(at:)`: most declarations are only asked whether their type
    /// can be a controller, which its bytes answer without a string.
    func typeToken(afterDeclarationAt j: Int) -> Int? {
        var k = j + 1
        if source.kind(k) == .colon, source.kind(k + 1) == .identifier {
            return k + 1
        }
        guard source.isOperator(k, "=") else { return nil }
        k += 1
        if source.keyword(k) == .new { k += 1 }
        // `= T(`, `= T.init(`, `= new T(`
        if constructs(at: k) { return k }
        // `= expression as? T`, `= expression as! T`, C# `= expression as T`, `= (T)expression`
        if language == .csharp, source.kind(k) == .leftParen, source.kind(k + 1) == .identifier, source.kind(k + 2) == .rightParen {
            return k + 1
        }
        if language == .objectiveC {
            // `= (T *)expression`, else the declared `T *name`.
            if source.kind(k) == .leftParen, source.kind(k + 1) == .identifier, source.isOperator(k + 2, "*"),
               source.kind(k + 3) == .rightParen {
                return k + 1
            }
            return pointerTypeToken(before: j)
        }
        // The last cast wins: `(segue.destination as? UINavigationController)?.topViewController as? Detail`.
        // Most declarations are of no cast and no construction, and are read to the end of the statement
        // here: through the tokens' buffer (each read through the source's array retained it).
        let tokens = source.tokenBuffer
        var cast: Int? = nil
        var m = k
        while m < tokens.count && m < k + 40 {
            let token = tokens[m]
            let kind = token.kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            switch token.keyword {
            case .else, .let, .var, .if, .guard, .return: return cast
            default: break
            }
            if kind == .leftParen {
                // Look inside parentheses for casts too: the last `as` in them.
                let close = partner(m)
                var inner = close - 1
                while inner > m && tokens[inner].keyword != .as { inner -= 1 }
                if inner > m { cast = castTypeToken(after: inner) ?? cast }
                m = close + 1
                continue
            }
            if kind == .leftBracket { m = partner(m) + 1; continue }
            if token.keyword == .as { cast = castTypeToken(after: m) ?? cast }
            m += 1
        }
        return cast
    }

    /// `T` in `as T`, `as? T`, `as! T`.
    private func castTypeToken(after asToken: Int) -> Int? {
        if source.kind(asToken + 1) == .identifier { return asToken + 1 }
        if source.kind(asToken + 1) == .operator, source.kind(asToken + 2) == .identifier { return asToken + 2 }
        return nil
    }

    // MARK: - Controllers whose view has not loaded

    /// The type of a local declared at `j` (`let/var x = …`, C# also `T x = …`) when its value is a
    /// controller whose view cannot have loaded yet: constructed here, a segue's destination, or just
    /// made from a storyboard. Not a class known not to be a controller (`let label = UILabel()`).
    public func freshController(declaredAt j: Int) -> String? {
        freshControllerType(declaredAt: j).map { source.text($0) }
    }

    /// The token naming `freshController(declaredAt:)`'s type: asked at every `name =`, which mostly
    /// declares none, so no string is made for the question.
    func freshControllerType(declaredAt j: Int) -> Int? {
        if language == .csharp && source.keyword(j - 2) == .is { return freshPatternBinding(at: j) }
        if language == .swift && source.keyword(j + 1) == .as && source.keyword(j - 1) == .let && source.keyword(j - 2) == .case {
            return freshCasePattern(at: j)
        }
        // Cheap tests first (this runs at every `name =`): Swift `let`/`var`; C# `T x =` or `var x =`.
        guard source.isOperator(j + 1, "="),
              language == .swift ? source.keyword(j - 1) == .let || source.keyword(j - 1) == .var
                                 : source.isOperator(j - 1, "*") || source.kind(j - 1) == .identifier || source.kind(j - 1) == .rightBracket
                                   || source.isOperator(j - 1, ">") || source.isOperator(j - 1, "?"),
              declaresLocal(at: j) else { return nil }
        // Objective-C declares a typed local on most lines (`UIView *v = …`): there the value is the cheaper
        // first test; elsewhere the type is.
        let objectiveC = language == .objectiveC
        guard !objectiveC || isFresh(afterDeclarationAt: j), let type = typeToken(afterDeclarationAt: j),
              KnownTypes.verdict(at: type, in: source) != false, objectiveC || isFresh(afterDeclarationAt: j) else { return nil }
        return type
    }

    /// C# `segue.DestinationViewController is Detail detail`: the token of the type of the name bound at
    /// `j` when the value tested is fresh (read back to the start of the condition).
    private func freshPatternBinding(at j: Int) -> Int? {
        let s = source
        guard s.kind(j) == .identifier, s.keyword(j) == .none, s.kind(j - 1) == .identifier, s.keyword(j - 1) == .none,
              KnownTypes.verdict(at: j - 1, in: s) != false else { return nil }
        var k = j - 3
        var depth = 0
        while k >= 0 && k > j - 40 {
            switch s.kind(k) {
            case .semicolon?, .leftBrace?, .rightBrace?: return nil
            case .rightParen?, .rightBracket?: depth += 1
            case .leftParen?, .leftBracket?:
                if depth == 0 { return nil }
                depth -= 1
            case .identifier?:
                if RuleContext.freshSources.contains(k, in: s) { return j - 1 }
            default:
                if depth == 0 && (s.isOperator(k, "&&") || s.isOperator(k, "||")) { return nil }
            }
            k -= 1
        }
        return nil
    }

    /// Whether the member named at `j` loads a controller's view when read or called (`view`,
    /// `loadViewIfNeeded`).
    public func loadsView(at j: Int) -> Bool {
        Self.loaders.read(language) { $0.contains(j, in: source) }
    }

    /// Whether a local's value is a controller whose view cannot have loaded yet: one constructed here
    /// (`Detail()`, `new Detail()`), a segue's destination, or one just made from a storyboard. A cast
    /// of any other controller (`transitionContext.viewController(forKey: .from) as? Player`) may be
    /// on screen already.
    func isFresh(afterDeclarationAt j: Int, followingLocals: Bool = true) -> Bool {
        let s = source
        // Made here, or by a static factory (`Detail.make()`): a call, the value itself (not a property of
        // a shared object, `Root.instance.menu`, nor one of what a call returns, `Root.shared().menu`).
        if constructs(at: j + 2) { return true }
        if s.startsWithUppercase(j + 2) && s.kind(j + 3) == .period && s.kind(j + 4) == .identifier && s.kind(j + 5) == .leftParen,
           s.kind(partner(j + 5) + 1) != .period { return true }
        var k = j + 2
        var steps = 0
        while k < s.tokens.count && steps < 40 {
            let kind = s.kind(k)
            if kind == .semicolon || kind == .leftBrace || kind == .rightBrace { break }
            if kind == .identifier && RuleContext.freshSources.contains(k, in: s) { return true }
            // `nav.topViewController as? Detail`, where `nav` is a fresh navigation controller bound
            // just before (`guard let nav = segue.destination as? UINavigationController, let detail = …`).
            if followingLocals && kind == .identifier && s.kind(k - 1) == .period && RuleContext.containedControllers.contains(k, in: s) {
                let receiver = s.isOperator(k - 2, "?") || s.isOperator(k - 2, "!") ? k - 3 : k - 2
                if s.kind(receiver) == .identifier, s.kind(receiver - 1) != .period,
                   let declaration = localDeclaration(of: receiver, before: j) {
                    if s.keyword(declaration + 1) == .as ? freshCasePattern(at: declaration) != nil
                        : isFresh(afterDeclarationAt: declaration, followingLocals: false) {
                        return true
                    }
                }
            }
            k += 1
            steps += 1
        }
        return false
    }

    /// Whether `text` is the controller itself: `self`, `this`, or a block's copy of it (`weakSelf`,
    /// `strongSelf`, `wself`). Read as bytes: asked of every observer removal's argument.
    public static func namesSelf(_ text: String) -> Bool {
        if text == "self" || text == "this" { return true }
        let bytes = text.utf8
        guard bytes.count > 4, !bytes.contains(UInt8(ascii: ".")) else { return false }
        return zip(bytes.suffix(4), "self".utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    /// What the local `name` was bound to in the code just before `j` (`if let observer = token`,
    /// `guard let o = self.overlay else`, C# `var o = Overlay;`, Objective-C `UIViewController *o =
    /// self.overlay;`): that plain name or member path (`token`, `self.overlay`); nil when `name` is bound
    /// to nothing there.
    public func boundPath(of name: String, before j: Int) -> String? {
        let s = source
        var k = j - 1
        while k > max(0, j - 200) {
            if s.kind(k) == .identifier && s.token(k, isText: name) && s.isOperator(k + 1, "=")
                && (s.keyword(k - 1) == .let || s.keyword(k - 1) == .var || (language == .objectiveC && s.isOperator(k - 1, "*"))) {
                var m = k + 2
                var path = ""
                // Names joined by periods: a keyword (`else`) or a name right after a name (the next
                // line's statement) ends it.
                var wantsName = true
                while m < j {
                    let name = s.kind(m) == .identifier && (s.keyword(m) == .none || s.keyword(m) == .selfReference)
                    guard name ? wantsName : (s.kind(m) == .period && !wantsName) else { break }
                    path += s.text(m)
                    wantsName.toggle()
                    m += 1
                }
                // Only a plain name or member path, ending the binding (`{`, `,`, `else`, end of line).
                return path.isEmpty ? nil : path
            }
            k -= 1
        }
        return nil
    }

    /// The `let name =` / `var name =` (also `case let name as T`) that declares the name at `use`,
    /// searched back from `before` over the code just above it.
    private func localDeclaration(of use: Int, before: Int) -> Int? {
        let s = source
        let name = s.text(use)
        var k = before - 1
        while k >= 0 && k > before - 300 {
            if s.kind(k) == .identifier && (s.isOperator(k + 1, "=") || s.keyword(k + 1) == .as) && s.token(k, isText: name)
                && (s.keyword(k - 1) == .let || s.keyword(k - 1) == .var
                    // Objective-C's `UINavigationController *nav =`, C#'s `UINavigationController nav =`.
                    || language != .swift && s.isOperator(k + 1, "=") && (s.isOperator(k - 1, "*") || s.kind(k - 1) == .identifier && s.keyword(k - 1) == .none)) {
                return k
            }
            k -= 1
        }
        return nil
    }

    /// Swift `case let detail as Detail` in a `switch` on a fresh controller (`switch segue.destination`),
    /// or `if case let detail as Detail = segue.destination`: the token of the pattern's type.
    func freshCasePattern(at j: Int) -> Int? {
        let s = source
        guard s.kind(j + 2) == .identifier, KnownTypes.verdict(at: j + 2, in: s) != false else { return nil }
        if s.isOperator(j + 3, "=") { return isFresh(afterDeclarationAt: j + 2) ? j + 2 : nil }
        // Back to the `{` of the switch's body, then to its `switch`.
        var k = j - 3
        var depth = 0
        while k >= 0 && k > j - 2000 {
            switch s.kind(k) {
            case .rightBrace?: depth += 1
            case .leftBrace?:
                if depth == 0 {
                    var m = k - 1
                    while m >= 0 && m > k - 40 {
                        if s.keyword(m) == .switch {
                            return (m + 1 ..< k).contains { s.kind($0) == .identifier && RuleContext.freshSources.contains($0, in: s) }
                                ? j + 2 : nil
                        }
                        if s.kind(m) == .semicolon || s.kind(m) == .leftBrace || s.kind(m) == .rightBrace { return nil }
                        m -= 1
                    }
                    return nil
                }
                depth -= 1
            default: break
            }
            k -= 1
        }
        return nil
    }

    /// Where a controller that has not shown its view comes from.
    static let freshSources = NameTable([
        "destination", "destinationViewController", "DestinationViewController", "instantiateViewController",
        "instantiateInitialViewController", "instantiateViewControllerWithIdentifier", "InstantiateViewController", "InstantiateInitialViewController",
    ].map { ($0, true) })

    /// A container's children: a fresh container's are fresh too.
    static let containedControllers = NameTable([
        "topViewController", "visibleViewController", "viewControllers", "TopViewController", "VisibleViewController", "ViewControllers",
    ].map { ($0, true) })

    /// What loads a controller's view when read or called.
    static let loaders = PerLanguage { language in
        NameTable(language == .csharp ? [("LoadViewIfNeeded", true), ("View", true)] : [("loadViewIfNeeded", true), ("view", true)])
    }

    /// Calls that show the controller given as their first argument, loading its view before they return
    /// (`present(detail, animated: true)`, `pushViewController(detail, animated: true)`).
    static let presenters = PerLanguage { language in
        switch language {
        case .swift: return NameTable(["present", "pushViewController", "show", "showDetailViewController"].map { ($0, true) })
        case .objectiveC: return NameTable(["presentViewController", "pushViewController", "showViewController",
                                            "showDetailViewController"].map { ($0, true) })
        case .csharp: return NameTable(["PresentViewController", "PresentViewControllerAsync", "PushViewController",
                                        "ShowViewController", "ShowDetailViewController"].map { ($0, true) })
        }
    }

    /// Whether the name at `j` is the first argument of a call that shows it (see `presenters`).
    func isPresented(at j: Int) -> Bool {
        source.kind(j - 1) == .leftParen && Self.presenters.read(language) { $0.contains(j - 2, in: source) }
    }
}
