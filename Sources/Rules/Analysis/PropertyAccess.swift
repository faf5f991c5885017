import SwiftTokenizer

/// The controller's own properties in a body: reads and writes of `view`, `navigationController`, …
extension RuleContext {
    // MARK: - The controller's own properties

    /// Reads and writes of one of the controller's own properties in a member's body (`view`,
    /// `self.view`, `self?.view`), skipping locals of that name and, unless asked, closures.
    public func accesses(of property: ControllerProperty, in member: Member, includingClosures: Bool = false) -> [Int] {
        accesses(of: [property], in: member, includingClosures: includingClosures).map(\.token)
    }

    /// `accesses(of:in:includingClosures:)` of several properties at once, in source order: one pass
    /// over the body, not one per property.
    public func accesses(of properties: [ControllerProperty], in member: Member,
                         includingClosures: Bool = false) -> [(token: Int, property: ControllerProperty)] {
        guard let body = member.body else { return [] }
        let table = ControllerProperty.tables[Int(language.rawValue)]
        var result: [(token: Int, property: ControllerProperty)] = []
        var closures: [Range<Int>]? = nil
        for j in body where source.kind(j) == .identifier {
            guard let property = table.value(at: j, in: source), properties.contains(property) else { continue }
            // A generic argument names a type (`new List<View>()`), not the property.
            if source.isOperator(j - 1, "<") && (source.isOperator(j + 1, ">") || source.kind(j + 1) == .comma)
                || source.kind(j - 1) == .comma && source.isOperator(j + 1, ">") { continue }
            // So does C#'s `typeof(View)`, `default(View)`, and `nameof(View)` is only the name.
            if language == .csharp && source.kind(j - 1) == .leftParen && source.kind(j + 1) == .rightParen
                && (source.token(j - 2, isText: "typeof") || source.token(j - 2, isText: "default") || source.token(j - 2, isText: "nameof")) {
                continue
            }
            if source.kind(j - 1) == .period {
                let optionalSelf = source.isOperator(j - 2, "?") && source.keyword(j - 3) == .selfReference
                guard optionalSelf || selfMemberAccess(at: j) != nil else { continue }
            }
            // An argument label (`f(view: x)`) or a declaration's name is not an access, nor is the name
            // of a new local (`if let navigationController = other.navigationController`).
            if source.kind(j + 1) == .colon && language != .csharp { continue }
            if source.kind(j - 1) != .period && declaresLocal(at: j) { continue }
            if !includingClosures {
                if closures == nil { closures = closureRanges(in: body) }
                if isInside(j, closures!) { continue }
            }
            // `#selector((navigationController as! Nav).done)` names a method; nothing is read.
            if language == .swift && source.kind(accessStart(j) - 1) == .leftParen && isInsideSelectorExpression(j) { continue }
            // `self.view` is the property even where a local `view` is in scope.
            if source.kind(j - 1) != .period && isLocal(at: j, in: member) { continue }
            result.append((j, property))
        }
        return result
    }

    /// Whether the token at `j` is inside the parentheses of a `#selector(…)` (up to two levels of
    /// parentheses out, in the same statement).
    func isInsideSelectorExpression(_ j: Int) -> Bool {
        var depth = 0
        var k = j - 1
        var opens = 0
        while k >= max(0, j - 40) && opens < 3 {
            switch source.kind(k) {
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 {
                    opens += 1
                    if source.kind(k - 1) == .directive && source.token(k - 1, is: "#selector") { return true }
                } else {
                    depth -= 1
                }
            case .leftBrace, .rightBrace, .semicolon: return false
            default: break
            }
            k -= 1
        }
        return false
    }

    /// The first token of an access to the controller's own member: `self` in `self.view` and
    /// `self?.view`, the name itself when unqualified.
    public func accessStart(_ name: Int) -> Int {
        guard source.kind(name - 1) == .period else { return name }
        if source.keyword(name - 2) == .selfReference { return name - 2 }
        if source.isOperator(name - 2, "?") && source.keyword(name - 3) == .selfReference { return name - 3 }
        return name
    }
}

extension RuleContext {
    /// The field a computed property of the type reads and nothing more (`var leftPanel: UIViewController?
    /// { _leftPanel }`, C# `get { return _leftPanel; }` or `=> _leftPanel`): the same object under a second
    /// name. Nil for a stored property, or a getter that does anything else.
    public func backingField(of property: String, in type: TypeDecl) -> String? {
        let s = source
        for declaration in declarations(of: type) {
            for member in members(of: declaration) where member.kind == .property && !member.isStatic && member.name == property {
                guard let getter = member.accessors.first(where: { $0.kind == .get }) else { return nil }
                var k = getter.body.lowerBound
                if s.keyword(k) == .return { k += 1 }
                if s.keyword(k) == .selfReference && s.kind(k + 1) == .period { k += 2 }
                guard s.kind(k) == .identifier, s.keyword(k) == .none else { return nil }
                let end = s.kind(k + 1) == .semicolon ? k + 2 : k + 1
                return end == getter.body.upperBound && !s.token(k, isText: property) ? s.text(k) : nil
            }
        }
        return nil
    }
}
