import SwiftTokenizer

/// What a rule sees of one file: the tokens, the outline, and questions every rule asks.
public struct RuleContext {
    public let source: SourceText
    public let outline: Outline
    /// Severities, switches, and each rule's options (a rule reads its own with `options(_:of:)`).
    public var configuration: Configuration { settings.value }
    /// The options of `rule` (see `Configuration.options`), read in place: `configuration` hands out a copy.
    public func options<Options: RuleOptions>(_ type: Options.Type, of rule: String) -> Options {
        settings.value.options(type, of: rule)
    }
    /// The analyzer's configuration, held by reference: a copy in every file's context was a dozen
    /// retains and releases per file.
    private let settings: SharedConfiguration

    public init(source: SourceText, outline: Outline, configuration: Configuration = Configuration()) {
        self.init(source: source, outline: outline, settings: SharedConfiguration(configuration))
    }

    init(source: SourceText, outline: Outline, settings: SharedConfiguration, cache: FileCache = FileCache()) {
        // Found when the context is made (every file is asked, by most rules): stored, they are read in
        // place; answered from the cache, each ask retained and released the list. Found before the
        // outline and the list are stored: read from stored properties, the lists were copied.
        let candidates = Self.candidates(among: outline.types)
        candidateNames = Self.firstOfEachName(candidates)
        candidateTypes = candidates
        self.source = source
        self.outline = outline
        self.settings = settings
        self.cache = cache
    }

    public var language: Language { source.language }

    /// The name the token at `index` spells (without an escaped name's quotes): a long one is the worker's
    /// one string of it (see `NameInterner`), made once for every file that spells it.
    func name(ofToken index: Int) -> String {
        outline.parts.names.pointee.name(ofToken: index, in: source)
    }

    /// Types that may turn out to be view controllers: Swift classes and extensions, C# classes, that
    /// have a base class to inherit a controller from (a class with no inheritance clause, or one whose
    /// first base is a known non-controller such as `NSObject` or `UIView`, cannot be one).
    /// Whether they are is decided once the whole project is indexed (see `Finding.requirements`).
    public let candidateTypes: [TypeDecl]

    /// The candidate types, one per name (the first declaration of each): for rules that read a class
    /// and its extensions in this file together, through `declarations(named:)`.
    public let candidateNames: [TypeDecl]

    private static func candidates(among types: [TypeDecl]) -> [TypeDecl] {
        var nonControllers: Set<String>? = nil
        func isCandidate(_ type: TypeDecl) -> Bool {
            switch type.kind {
            case .extension:
                // `extension Themed where Self: UIViewController` runs on controllers only.
                if let base = type.selfBase { return KnownTypes.verdict(base) != false }
                // An extension of a type this file declares as something else, or of a known
                // non-controller (`String`, `UIView`), belongs to no controller.
                if KnownTypes.verdict(type.name) == false { return false }
                // A walk over a file's few types, comparing names (cheaper than a set of them); a
                // generated file's thousands: the names as a set.
                if types.count <= 32 { return !types.contains { $0.name == type.name && cannotBeController($0) } }
                if nonControllers == nil { nonControllers = Set(types.lazy.filter { cannotBeController($0) }.map(\.name)) }
                return !nonControllers!.contains(type.name)
            case .class:
                // A C# partial part may leave its base list to another part.
                guard let base = type.inherited.first else { return type.isPartial }
                return KnownTypes.verdict(base) != false
            default: return false
            }
        }
        // Most files' types are all candidates (one controller): the outline's own list, not a copy of it.
        var candidates: [TypeDecl]? = nil // made at the first type that is not one
        for k in types.indices {
            if isCandidate(types[k]) {
                types[k].isCandidate = true
                candidates?.append(types[k])
            } else if candidates == nil {
                candidates = Array(types[..<k])
            }
        }
        return candidates ?? types
    }

    private static func firstOfEachName(_ candidates: [TypeDecl]) -> [TypeDecl] {
        guard candidates.count > 1 else { return candidates }
        if candidates.count <= 16 {
            // Most files' candidates have distinct names: the list itself (a filtered copy was two lists).
            func repeats(_ k: Int) -> Bool { candidates[..<k].contains { $0.name == candidates[k].name } }
            guard let first = candidates.indices.first(where: repeats) else { return candidates }
            var result = Array(candidates[..<first])
            for k in first + 1 ..< candidates.count where !repeats(k) { result.append(candidates[k]) }
            return result
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0.name).inserted }
    }

    /// A struct, enum, protocol, or a class whose base cannot make it a controller.
    private static func cannotBeController(_ other: TypeDecl) -> Bool {
        if other.kind == .extension { return false }
        // A protocol refining a class (`protocol Themed: UIViewController`) is adopted by controllers.
        if other.kind == .protocol, let base = other.inherited.first, KnownTypes.verdict(base) == true { return false }
        return other.kind != .class || (other.inherited.first.map { KnownTypes.verdict($0) == false } ?? !other.isPartial)
    }

    /// Whether a declaration of this file is one of `candidateTypes` (marked on the declaration when
    /// they are found: no set of them to make and hash into).
    public func isCandidate(_ type: TypeDecl) -> Bool {
        type.isCandidate
    }

    /// Every candidate declaration of a name in this file: a class and its extensions are one type.
    public func declarations(named name: String) -> [TypeDecl] {
        let candidates = candidateTypes
        // Most files declare one candidate: its own array, without a table of names to make and hash into.
        if candidates.count == 1 { return candidates[0].name == name ? candidates : [] }
        // So do most files with several: a class and its extensions. (A table of names grouped was two
        // allocations or more for each of those files.)
        guard let first = candidates.first?.name else { return [] }
        if candidates.allSatisfy({ $0.name == first }) { return first == name ? candidates : [] }
        return cache.answer(\.candidatesByName) { Dictionary(grouping: candidates, by: \.name) }[name] ?? []
    }

    /// Every candidate declaration of `type`'s name in this file. Most files declare one candidate: when
    /// `type` is it, the file's list itself, with no name read (a string copied and compared per ask).
    public func declarations(of type: TypeDecl) -> [TypeDecl] {
        let candidates = candidateTypes
        if candidates.count == 1 && candidates[0].isSame(as: type) { return candidates }
        return declarations(named: type.name)
    }

    /// Per-file answers several rules ask for, computed once (see `FileCache`).
    let cache: FileCache

    /// The members of a type.
    public func members(of type: TypeDecl) -> TypeMembers {
        type.members
    }

    /// The members of a class and its extensions in this file, in order: the file's own list when one
    /// declaration holds every member of the file (most files: no array made for them).
    public func members(of declarations: [TypeDecl]) -> [Member] {
        if declarations.count == 1 && declarations[0].members.count == outline.members.count { return outline.members }
        // Sized at once (`flatMap` grew the list, a large one, from nothing).
        var result: [Member] = []
        result.reserveCapacity(declarations.reduce(0) { $0 + $1.members.count })
        for declaration in declarations { result.append(contentsOf: members(of: declaration)) }
        return result
    }

    /// `members(of: declarations(of: type))`, made once per type and file: four rules ask it of the same
    /// types (1,200 lists a run on the source-only tree, most of them asked again). `declarations`: that
    /// list, when the caller has it already.
    public func allMembers(of type: TypeDecl, declarations known: [TypeDecl]? = nil) -> [Member] {
        let declarations = known ?? declarations(of: type)
        // Kept by the first declaration's place: any other list would be kept as this type's members.
        assert(known.map { $0.map(\.index) == self.declarations(of: type).map(\.index) } ?? true,
               "allMembers(of:declarations:) needs the type's own declarations")
        guard let first = declarations.first else { return [] }
        if declarations.count == 1 && first.members.count == outline.members.count { return outline.members }
        if let made = cache.typeMembers[first.index] { return made }
        let made = members(of: declarations)
        cache.typeMembers[first.index] = made
        return made
    }
}

extension RuleContext {

    /// The lifecycle method a member overrides or implements, if any.
    public func lifecycleMethod(of member: Member) -> LifecycleMethod? {
        if let known = member.lifecycleMethod { return known }
        let method = Lifecycle.method(of: member, in: source)
        member.lifecycleMethod = .some(method)
        return method
    }

    /// A finding at the token `index`, spanning `through` (default: the token itself). A finding inside
    /// a type usually depends on that type being a controller: pass its name as `controllerType`.
    public func finding(_ ruleID: String, at index: Int, through last: Int? = nil, message: String,
                        fix: Fix? = nil, controllerType: String?, requirements: [Requirement] = []) -> Finding {
        let first = source.tokens[index]
        let end = source.tokens[last ?? index].end
        var all = requirements
        if let controllerType { all.insert(.controller(constrainedBase(of: controllerType) ?? controllerType), at: 0) }
        // The one place every fix passes: one that would replace part of a comment is not offered
        // (`view /* why */ != nil` is reported without a fix).
        let fix = fix.flatMap { fix in fix.edits.contains { source.replacesComment($0.range) || replacesSend($0.range) } ? nil : fix }
        return Finding(ruleID: ruleID, offset: Int(first.offset), length: max(end - Int(first.offset), 1),
                       message: message, fix: fix, requirements: all)
    }

    /// Whether an Objective-C edit would replace a message send's `[`, `]` or `:` (read as other tokens,
    /// see `MessageSends`): `[self view] != nil` is reported without a fix, `self.view != nil` with one.
    private func replacesSend(_ range: Range<Int>) -> Bool {
        guard language == .objectiveC else { return false }
        for k in range where k < source.bytes.count {
            let b = source.bytes[k]
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// For a protocol whose every candidate declaration here is an extension constrained to a class
    /// (`extension Loading where Self: UIViewController`), that class: the code in them runs only on
    /// such controllers, whatever else adopts the protocol.
    func constrainedBase(of name: String) -> String? {
        // Every finding asks: most files have no constrained extension at all (one pass, kept).
        guard cache.answer(\.hasConstrainedExtension, { outline.types.contains { $0.selfBase != nil } }) else { return nil }
        let declarations = self.declarations(named: name)
        guard let base = declarations.first?.selfBase,
              declarations.allSatisfy({ $0.selfBase == base }) else { return nil }
        return base
    }

    /// The partner of the bracket at `index`, clamped to the token count.
    public func partner(_ index: Int) -> Int {
        BracketMatcher.partner(of: index, in: outline.matching)
    }

    // MARK: - Lines and names of the file

    /// The file's line starts: one pass over its bytes, made once for its findings.
    public var lineTable: LineTable {
        if let lines = cache.lines { return lines }
        // In the last file's table's memory (see `FileCache.spareLineStarts`).
        var spare: [Int] = []
        swap(&spare, &cache.spareLineStarts)
        let lines = LineTable(source.bytes, reusing: spare)
        cache.lines = lines
        return lines
    }

    /// The names in the file spelling a controller's `view` (`View` in C#), in order, found once: as
    /// the lexer listed them (Swift, C#), else by `SourceText.identifiers(spelling:in:)` (Objective-C,
    /// whose sends are lowered after lexing). `view_nil_check` reads them all, and
    /// `add_subview_without_add_child` those in a view class's body. Token indices as the lexer lists
    /// them (`Int32`): the lexer's own list, not a copy of it made for every file.
    public var viewNames: [Int32] {
        // Asked of the cache by hand (see `FileCache.answer`).
        if let known = cache.viewNames { return known }
        let found = source.viewNames
            ?? source.identifiers(spelling: language == .csharp ? "View" : "view", in: 0 ..< source.tokens.count)
                .map { Int32(truncatingIfNeeded: $0) }
        cache.viewNames = found
        return found
    }

    /// The 1-based line of the token at `index`, for a fact's place or a message that points at other
    /// code ("`setUp()`, line 42"): read off the line table when the file has one (it is placing
    /// findings), else counted from the last line asked for (building the table for a few lines cost a
    /// `memchr` per line of the file). Lines end as the findings' do: `\n`, `\r\n` or a lone `\r`.
    public func line(ofToken index: Int) -> Int {
        let offset = Int(source.tokens[index].offset)
        if let lines = cache.lines { return lines.lineIndex(ofByte: offset) + 1 }
        let (from, before) = cache.lineCursor
        // Counts over adjacent ranges add up: from the last offset forwards, or back.
        let breaks = offset >= from ? before + LineTable.lineBreaks(in: source.bytes, from: from, to: offset)
            : before - LineTable.lineBreaks(in: source.bytes, from: offset, to: from)
        cache.lineCursor = (offset, breaks)
        return breaks + 1
    }

    // MARK: - Member access on the controller itself

    /// Whether the token at `index` reads a member of the controller itself: unqualified (`view`), or
    /// through `self.`/`this.`. Returns the first token of the expression (`self` or the name).
    public func selfMemberAccess(at index: Int) -> Int? {
        guard source.kind(index - 1) == .period else { return index }
        guard source.keyword(index - 2) == .selfReference, source.kind(index - 3) != .period else { return nil }
        return index - 2
    }

    // MARK: - Locals

    /// Whether the name at `use` refers to a parameter or local of `member` rather than to the
    /// controller's property: a declaration of the same name in scope before it.
    public func isLocal(at use: Int, in member: Member) -> Bool {
        // `self.view`, `other.view`: a member, whatever locals are called.
        if source.kind(use - 1) == .period { return false }
        if member.parameterNames.contains(textOf: use) { return true }
        guard let body = member.body else { return false }
        for declaration in localDeclarations(in: body) where declaration.token < use {
            // In `if let view = view`, the right-hand `view` is still the property.
            if declaration.token + 2 == use && source.isOperator(declaration.token + 1, "=") { continue }
            if use < declaration.scopeEnd && source.sameName(declaration.token, use) { return true }
        }
        return false
    }

    /// The `name =` tokens of `body` (one of `member`'s) that write a member of the controller's own,
    /// plain or through `self.`/`this.`: not a local or parameter of `member`, nor one declared there.
    public func ownMemberWrites(in body: Range<Int>, of member: Member) -> [Int] {
        let s = source
        var writes: [Int] = []
        for j in body where s.kind(j) == .identifier && s.isOperator(j + 1, "=") && s.keyword(j) == .none
            && selfMemberAccess(at: j) != nil && !declaresLocal(at: j) && !isLocal(at: j, in: member) {
            writes.append(j)
        }
        return writes
    }

    /// The initializer of a Swift `lazy var` (`lazy var x = { … }()`, `lazy var x: T = expression`):
    /// it runs when the property is first read, which may be before the view loads. From after the
    /// `=` to the next member's declaration or the end of the type.
    public func lazyInitializer(of member: Member, in type: TypeDecl, next: Member?) -> Range<Int>? {
        guard language == .swift, member.kind == .property, member.body == nil,
              (member.declarationStart ..< member.nameToken).contains(where: { source.keyword($0) == .lazy })
        else { return nil }
        let end = min(next?.declarationStart ?? type.body.upperBound, type.body.upperBound)
        var k = member.nameToken + 1
        while k < end {
            if source.isOperator(k, "=") {
                // `= { … }()`: the closure; otherwise up to the next member.
                if source.kind(k + 1) == .leftBrace { return (k + 1) ..< min(partner(k + 1) + 1, end) }
                return (k + 1) ..< end
            }
            switch source.kind(k) {
            case .leftParen?, .leftBracket?: k = partner(k)
            case .leftBrace?, .rightBrace?, .semicolon?: return nil
            default: break
            }
            k += 1
        }
        return nil
    }

    /// Every local declared in a body and where its scope ends, found in one forward pass with a stack
    /// of open blocks (computed once per body).
    func localDeclarations(in body: Range<Int>) -> [(token: Int, scopeEnd: Int)] {
        cache.answer(\.locals, body.bodyKey) {
            var result: [(token: Int, scopeEnd: Int)] = []
            var open: [Int] = [] // indices of the `{` enclosing the current token
            for j in body {
                switch source.kind(j) {
                case .leftBrace: open.append(j)
                case .rightBrace: if !open.isEmpty { open.removeLast() }
                case .identifier:
                    if declaresLocal(at: j) {
                        let end = conditionalBindingScope(j) ?? open.last.map { partner($0) } ?? body.upperBound
                        result.append((j, min(end, body.upperBound)))
                    }
                default: break
                }
            }
            return result
        }
    }

    /// Swift `if let x = …` / `while let x = …` (also a later clause, `if a, let x = …`): `x` exists only
    /// in the block that follows, not after it as a `guard let` binding does. The end of that block.
    private func conditionalBindingScope(_ j: Int) -> Int? {
        guard language == .swift, source.keyword(j - 1) == .let || source.keyword(j - 1) == .var else { return nil }
        let first = source.keyword(j - 2)
        guard first == .if || first == .while || source.kind(j - 2) == .comma else { return nil }
        var k = j - 2
        var depth = 0
        var statement: Keyword = .none
        while k >= 0 && k > j - 200 {
            switch source.kind(k) {
            case .rightParen?, .rightBracket?: depth += 1
            case .leftParen?, .leftBracket?: depth -= 1
            case .rightBrace?: if depth == 0 { return nil } // the end of an earlier statement
            case .leftBrace?: if depth == 0 { return nil }
            case .semicolon?: return nil
            case .identifier?:
                let keyword = source.keyword(k)
                if depth == 0 && (keyword == .if || keyword == .while || keyword == .guard) { statement = keyword }
            default: break
            }
            if depth < 0 { return nil }
            if statement != .none { break }
            k -= 1
        }
        guard statement == .if || statement == .while else { return nil }
        // The block: the first `{` at this level after the binding.
        var m = j + 1
        while m < source.tokens.count && m < j + 400 {
            switch source.kind(m) {
            case .leftParen?, .leftBracket?: m = partner(m)
            case .leftBrace?:
                // A closure in the condition is inside parentheses; a trailing one is rare in conditions.
                return partner(m)
            case .semicolon?, .rightBrace?: return nil
            default: break
            }
            m += 1
        }
        return nil
    }

    /// Whether the name token at `j` declares a local, parameter or closure parameter.
    func declaresLocal(at j: Int) -> Bool {
        let previous = source.keyword(j - 1)
        if previous == .let || previous == .var || previous == .for || previous == .foreach { return true }
        let next = j + 1
        if source.keyword(next) == .in && source.language == .swift { return true }
        if source.isOperator(next, "=>") { return true }
        switch source.language {
        case .swift:
            // `(_ view: UIView)` in a nested function or typed closure parameter list.
            if source.kind(next) == .colon && source.kind(j - 1) == .identifier && source.kind(j - 2) != .period {
                return true
            }
        case .csharp:
            // `UIView view = …`, `out UIView view`, `is UIView view`, `(UIView view) =>`
            let before = source.kind(j - 1)
            let typeEnds = (before == .identifier && source.keyword(j - 1) != .return && source.keyword(j - 1) != .await
                && source.keyword(j - 1) != .selfReference) || before == .rightBracket
                || source.isOperator(j - 1, ">") || source.isOperator(j - 1, "?")
            let after = source.kind(next)
            if typeEnds && (after == .semicolon || after == .comma || after == .rightParen
                || source.isOperator(next, "=") || source.keyword(next) == .in) {
                return true
            }
        case .objectiveC:
            // `UIView *view = …`, `NSArray<UIView *> *views;`, `^(NSNotification *note)`, `for (UIView *v in views)`:
            // a pointer declaration starts its statement (`a * b` multiplies).
            let after = source.kind(next)
            let ends = after == .semicolon || after == .comma || after == .rightParen || source.isOperator(next, "=")
                || source.keyword(next) == .in
            guard ends else { break }
            if source.isOperator(j - 1, "*") {
                if source.isOperator(j - 2, ">") { return true }
                guard source.kind(j - 2) == .identifier else { break }
                switch source.kind(j - 3) {
                case nil, .semicolon, .leftBrace, .rightBrace, .leftParen, .comma: return true
                case .identifier: return source.keyword(j - 3) == .none && source.keyword(j - 3) != .return
                default: break
                }
            } else if source.kind(j - 1) == .identifier && source.keyword(j - 1) == .none {
                // `BOOL shown = …`, `id token;`, `NSInteger count;`
                switch source.kind(j - 2) {
                case nil, .semicolon, .leftBrace, .rightBrace, .leftParen, .comma: return true
                default: break
                }
            }
        }
        // A parameter of a closure or lambda: `{ (view, x) in`, `(view, x) =>`.
        if source.kind(j - 1) == .leftParen || source.kind(j - 1) == .comma {
            var k = j - 1
            var steps = 0
            while k >= 0 && source.kind(k) != .leftParen && steps < 32 {
                if source.kind(k) == .rightParen || source.kind(k) == .leftBrace || source.kind(k) == .rightBrace {
                    return false
                }
                k -= 1
                steps += 1
            }
            guard k >= 0, source.kind(k) == .leftParen else { return false }
            let close = partner(k)
            return source.keyword(close + 1) == .in || source.isOperator(close + 1, "=>")
        }
        return false
    }
}
