import SwiftTokenizer

/// Builds the outline of a C# file: namespaces, (partial) classes, structs, interfaces and records,
/// and their methods, constructors, properties and indexers, block- or expression-bodied.
struct CSharpOutliner: BracketReader {
    private let s: SourceText
    let matching: [Int32]
    private var result: Outline
    /// The worker's names (see `NameInterner`), kept by the parts.
    private let names: UnsafeMutablePointer<NameInterner>
    /// The outline's parts, as each member refers to them (see `Member.init`).
    private let parts: PartsReference

    init(_ source: SourceText, matching: [Int32], into empty: consuming Outline = Outline()) {
        // The outline readied before it is stored: readied in place, the whole outliner was copied.
        var result = consume empty
        result.matching = matching
        result.begin(source)
        self.s = source
        self.matching = matching
        names = result.parts.names
        parts = PartsReference(result.parts)
        self.result = result
    }


    consuming func outline() -> Outline {
        let n = s.tokens.count
        // Open scopes: a type (its index) or a namespace (nil), and the index of the closing brace.
        var stack = ScopeStack()
        var i = 0
        while i < n {
            let top = stack.top
            if let top, i >= top.end {
                stack.pop()
                i = top.end + 1
                continue
            }
            let owner: Int? = top?.type ?? nil
            let inType = owner != nil
            let scopeEnd = top?.end ?? n
            let kind = s.kind(i)
            switch s.keyword(i) {
            case .namespace:
                var j = i + 1
                // `#if A namespace X.A #else namespace X.B #endif {`: one body for either name.
                while j < n && (s.kind(j) == .identifier || s.kind(j) == .period || s.kind(j) == .directive) { j += 1 }
                if j < n && s.kind(j) == .leftBrace {
                    stack.push(type: nil, end: partner(j))
                    i = j + 1
                } else {
                    i = j + 1
                }
                continue
            case .using where !inType && s.kind(i + 1) != .leftParen:
                var j = i + 1
                var name = ""
                var alias: String? = nil
                // The name's tokens (after `static`, after an alias's `=`): made into one string at its end.
                var first = -1
                var last = -1
                var pieces = false // an escaped name or a gap between its tokens: built piece by piece
                while j < scopeEnd && s.kind(j) != .semicolon {
                    if s.kind(j) == .identifier && s.keyword(j) != .static || s.kind(j) == .period {
                        if s.tokens[j].flags.contains(.escaped) { pieces = true } // `@class`: named without its `@`
                        if first < 0 { first = j } else if Int(s.tokens[j].offset) != s.tokens[j - 1].end { pieces = true }
                        last = j
                    }
                    if s.kind(j) == .operator {
                        // `using Alias = Namespace.Type;`
                        name = Self.usingName(first, last, pieces, s)
                        if s.token(j, is: "="), !name.isEmpty, !name.contains(".") { alias = name }
                        (first, last, pieces, name) = (-1, -1, false, "")
                    }
                    j += 1
                }
                if !pieces && first >= 0 {
                    // Most directives are one run of bytes: read in place, no string made.
                    let bytes = UnsafeBufferPointer(rebasing: s.bytes[Int(s.tokens[first].offset) ..< s.tokens[last].end])
                    result.platformModules.formUnion(PlatformModules(importing: bytes))
                    if alias != nil { name = Self.usingName(first, last, pieces, s) }
                } else {
                    name = Self.usingName(first, last, pieces, s)
                    result.platformModules.formUnion(PlatformModules(importing: name))
                }
                if let alias, let target = name.split(separator: ".").last { result.typeAliases[alias] = String(target) }
                i = j + 1
                continue
            case .class, .struct, .interface, .record, .enum:
                if let (type, open) = typeDeclaration(at: i, parent: owner) {
                    if type.kind == .enum {
                        i = partner(open) + 1
                    } else {
                        stack.push(type: result.types.count - 1, end: partner(open))
                        i = open + 1
                    }
                    continue
                }
            default:
                break
            }
            if kind == .leftBracket && owner == nil {
                i = partner(i) + 1 // an attribute (inside a type, the member's declaration keeps its attributes)
            } else if kind == .leftBrace {
                i = partner(i) + 1
            } else if kind == .semicolon || kind == .rightBrace || kind == .directive {
                i += 1
            } else if let owner {
                // Every step moves forward, whatever the input.
                i = max(member(at: i, owner: owner, scopeEnd: scopeEnd), i + 1)
            } else {
                i += 1
            }
        }
        return Outline.handedOver(&result)
    }

    // MARK: - Types

    /// The name a `using` directive spells with the tokens `first ... last` (names and periods): the
    /// bytes they span when they touch, else their texts joined (`System . Linq`, an escaped `@name`).
    private static func usingName(_ first: Int, _ last: Int, _ pieces: Bool, _ s: SourceText) -> String {
        guard first >= 0 else { return "" }
        if !pieces { return s.text(from: first, through: last) }
        var name = ""
        for k in first ... last where s.kind(k) == .identifier && s.keyword(k) != .static || s.kind(k) == .period {
            name += s.kind(k) == .period ? "." : s.text(k)
        }
        return name
    }

    private func isTypeKeyword(_ keyword: Keyword) -> Bool {
        keyword == .class || keyword == .struct || keyword == .interface || keyword == .record || keyword == .enum
    }

    private mutating func typeDeclaration(at i: Int, parent: Int?) -> (TypeDecl, Int)? {
        let n = s.tokens.count
        var j = i + 1
        // `record struct Point`, `record class Person`
        if s.keyword(i) == .record && (s.keyword(j) == .struct || s.keyword(j) == .class) { j += 1 }
        guard j < n, s.isName(j) else { return nil }
        let kind: TypeKind
        switch s.keyword(i) {
        case .class: kind = .class
        case .struct: kind = .struct
        case .interface: kind = .interface
        case .record: kind = .record
        default: kind = .enum
        }
        let nameToken = j
        j = skipGenericArguments(from: j + 1)
        if j < n && s.kind(j) == .leftParen { j = partner(j) + 1 } // a record's primary constructor
        // The base list's names, each the last name of its entry, made once per worker (see `NameInterner`).
        names.pointee.beginList()
        if j < n && s.kind(j) == .colon {
            j += 1
            var current = -1 // the entry's last name's token
            while j < n {
                let k = s.kind(j)
                if k == .leftBrace || k == .semicolon || s.keyword(j) == .where { break }
                if k == .comma {
                    if current >= 0 { names.pointee.appendToList(ofToken: current) }
                    current = -1
                    j += 1
                } else if k == .identifier {
                    current = j
                    j = skipGenericArguments(from: j + 1)
                } else if k == .leftParen {
                    j = partner(j) + 1
                } else {
                    j += 1
                }
            }
            if current >= 0 { names.pointee.appendToList(ofToken: current) }
        }
        while j < n && s.kind(j) != .leftBrace {
            if s.kind(j) == .semicolon || s.kind(j) == .rightBrace { return nil }
            if s.kind(j) == .leftParen { j = partner(j) }
            j += 1
        }
        guard j < n else { return nil }
        var isPartial = false
        var k = i - 1
        while k >= 0 && s.kind(k) == .identifier && s.keyword(k) != .none {
            if s.keyword(k) == .partial { isPartial = true }
            k -= 1
        }
        let close = partner(j)
        let type = result.add(kind: kind, name: names.pointee.name(ofToken: nameToken, in: s), nameToken: nameToken,
                              inherited: names.pointee.list(in: s), body: (j + 1) ..< max(j + 1, close), parent: parent,
                              isPartial: isPartial)
        return (type, j)
    }

    /// Skips `<…>` at `start` if there is one.
    private func skipGenericArguments(from start: Int) -> Int {
        var j = start
        let n = s.tokens.count
        guard j < n, s.isOperator(j, "<") else { return j }
        var depth = 0
        while j < n {
            if s.isOperator(j, "<") {
                depth += 1
            } else if s.isOperator(j, ">") {
                depth -= 1
                if depth == 0 { return j + 1 }
            } else if s.kind(j) == .leftParen || s.kind(j) == .leftBracket {
                j = partner(j)
            } else if s.kind(j) == .leftBrace || s.kind(j) == .semicolon || s.kind(j) == .rightBrace
                || (s.kind(j) == .operator && !s.token(j, is: "?") && !s.token(j, is: "*")) {
                return start // not generic arguments after all (`a < b`)
            }
            j += 1
        }
        return j
    }

    // MARK: - Members

    /// Parses one member declaration starting at `start`; returns the index to continue from.
    private mutating func member(at start: Int, owner: Int, scopeEnd: Int) -> Int {
        var j = start
        var isOverride = false
        var isStatic = false
        var lastName: Int? = nil
        var operatorToken: Int? = nil
        var sawInitializer = false
        while j < scopeEnd {
            let kind = s.kind(j)
            let keyword = s.keyword(j)
            if kind == .identifier {
                if isTypeKeyword(keyword), j + 1 < scopeEnd, s.isName(j + 1) || s.keyword(j + 1) == .struct
                    || s.keyword(j + 1) == .class {
                    // A nested type: the main loop parses it. If it just failed to (`record R(int X);` has no
                    // body), the declaration ends at its `;`.
                    return j > start ? j : endOfStatement(from: j) + 1
                }
                switch keyword {
                case .override: isOverride = true
                case .static: isStatic = true
                case .operator: operatorToken = j
                case .delegate:
                    while j < scopeEnd && s.kind(j) != .semicolon { j += 1 }
                    return j + 1
                default: break
                }
                if s.isName(j) || keyword == .selfReference { lastName = j }
                j = skipGenericArguments(from: j + 1)
                continue
            }
            switch kind {
            case .leftBracket:
                j = partner(j) + 1 // an attribute, or an indexer's parameters after `this`
            case .leftParen where sawInitializer:
                j = partner(j) + 1
            case .leftParen:
                return method(open: j, start: start, nameToken: lastName, operatorToken: operatorToken,
                              owner: owner, scopeEnd: scopeEnd, isOverride: isOverride, isStatic: isStatic)
            case .leftBrace where sawInitializer:
                j = partner(j) + 1
            case .leftBrace:
                guard let nameToken = lastName else { return partner(j) + 1 }
                let close = partner(j)
                record(Member(kind: s.keyword(nameToken) == .selfReference ? .subscript : .property,
                              nameToken: nameToken, parts: parts,
                              isOverride: isOverride, isStatic: isStatic,
                              body: (j + 1) ..< max(j + 1, close), accessors: accessors(in: j, close), owner: owner,
                              declarationStart: start, index: result.members.count))
                var next = close + 1
                if next < scopeEnd && s.isOperator(next, "=") { next = endOfStatement(from: next) + 1 }
                return next
            case .operator where s.token(j, is: "=>") && !sawInitializer:
                guard let nameToken = lastName else { return endOfStatement(from: j) + 1 }
                let end = endOfStatement(from: j + 1)
                let body = (j + 1) ..< max(j + 1, end)
                let getter = result.parts.accessors.count
                result.parts.accessors.append(Accessor(kind: .get, keywordToken: nameToken, body: body))
                record(Member(kind: .property, nameToken: nameToken, parts: parts,
                              isOverride: isOverride, isStatic: isStatic, body: body, isExpressionBodied: true,
                              accessors: getter ..< getter + 1, owner: owner, declarationStart: start,
                              index: result.members.count))
                return end + 1
            case .operator where s.token(j, is: "="):
                if !sawInitializer, let nameToken = lastName { recordField(nameToken, start: start, owner: owner, isStatic: isStatic) }
                sawInitializer = true
                j += 1
            case .semicolon:
                if !sawInitializer, let nameToken = lastName { recordField(nameToken, start: start, owner: owner, isStatic: isStatic) }
                return j + 1
            case .rightBrace:
                return j
            default:
                j += 1
            }
        }
        return max(j, start + 1)
    }

    /// Parses a method, constructor or destructor whose parameter list opens at `open`.
    private mutating func method(open: Int, start: Int, nameToken: Int?, operatorToken: Int?, owner: Int,
                                 scopeEnd: Int, isOverride: Bool, isStatic: Bool) -> Int {
        let close = partner(open)
        guard let nameToken = operatorToken ?? nameToken else { return close + 1 }
        let kind: MemberKind
        if s.isOperator(nameToken - 1, "~") {
            kind = .deinitializer
        } else if operatorToken == nil && s.sameName(nameToken, result.types[owner].nameToken) {
            kind = .initializer
        } else {
            kind = .method
        }
        var body: Range<Int>? = nil
        var isExpressionBodied = false
        // `where T : class`, `: base(x)` may stand before the body.
        var j = close + 1
        while j < scopeEnd {
            let k = s.kind(j)
            if k == .leftBrace {
                let end = partner(j)
                body = (j + 1) ..< max(j + 1, end)
                j = end + 1
                break
            }
            if k == .operator && s.token(j, is: "=>") {
                let end = endOfStatement(from: j + 1)
                body = (j + 1) ..< max(j + 1, end)
                isExpressionBodied = true
                j = end + 1
                break
            }
            if k == .semicolon {
                j += 1
                break
            }
            if k == .rightBrace { break }
            j = k == .leftParen ? partner(j) + 1 : j + 1
        }
        // The name is its token's (made into a string only where asked: `Member.name`).
        record(Member(kind: kind, nameToken: nameToken, parts: parts,
                      parameterNames: parameterNames(in: open, close),
                      parameters: (open + 1) ..< max(open + 1, close), isOverride: isOverride, isStatic: isStatic,
                      body: body, isExpressionBodied: isExpressionBodied, owner: owner, declarationStart: start,
                      index: result.members.count))
        return max(j, open + 1)
    }

    /// The name of each parameter: the last word before its `,`, `=` or the closing parenthesis,
    /// appended to the outline's member parts; returns where they went.
    private func parameterNames(in open: Int, _ close: Int) -> Range<Int> {
        let parts = result.parts
        let first = parts.words.count
        var last: Int? = nil
        var inDefault = false
        var j = open + 1
        while j <= close {
            let k = j < close ? s.kind(j) : TokenKind.comma
            if k == .comma {
                if let last { parts.words.append(Int32(truncatingIfNeeded: last)) }
                last = nil
                inDefault = false
            } else if k == .operator && s.token(j, is: "=") {
                inDefault = true
            } else if !inDefault && k == .identifier {
                last = j
            } else if s.isOperator(j, "<") {
                j = max(j, skipGenericArguments(from: j) - 1)
            } else if k == .leftParen || k == .leftBracket || k == .leftBrace {
                j = partner(j)
            }
            j += 1
        }
        return first ..< parts.words.count
    }

    /// The index of the `;` ending the statement that starts at `from`, brackets skipped.
    private func endOfStatement(from: Int) -> Int {
        var j = from
        let n = s.tokens.count
        while j < n {
            let k = s.kind(j)
            if k == .semicolon || k == .rightBrace { return j }
            if k == .leftParen || k == .leftBracket || k == .leftBrace { j = partner(j) }
            j += 1
        }
        return n
    }

    /// `get; set;`, `get { … }`, `private set => …;`, `add { … } remove { … }`.
    private func accessors(in open: Int, _ close: Int) -> Range<Int> {
        let parts = result.parts
        let first = parts.accessors.count
        var j = open + 1
        while j < close {
            let kind: Accessor.Kind
            switch s.keyword(j) {
            case .get: kind = .get
            case .set: kind = .set
            case .`init`: kind = .`init`
            case .add: kind = .add
            case .remove: kind = .remove
            default:
                j = s.kind(j) == .leftBracket ? partner(j) + 1 : j + 1
                continue
            }
            let keywordToken = j
            j += 1
            if j < close && s.kind(j) == .leftBrace {
                let end = partner(j)
                parts.accessors.append(Accessor(kind: kind, keywordToken: keywordToken, body: (j + 1) ..< max(j + 1, end)))
                j = end + 1
            } else if j < close && s.isOperator(j, "=>") {
                let end = min(endOfStatement(from: j + 1), close)
                parts.accessors.append(Accessor(kind: kind, keywordToken: keywordToken, body: (j + 1) ..< max(j + 1, end)))
                j = end + 1
            } else {
                parts.accessors.append(Accessor(kind: kind, keywordToken: keywordToken, body: j ..< j))
            }
        }
        return first ..< parts.accessors.count
    }

    /// A field (`UILabel label;`, `readonly Chart chart = new Chart();`): a property without accessors.
    private mutating func recordField(_ nameToken: Int, start: Int, owner: Int, isStatic: Bool) {
        guard nameToken > start else { return } // a lone word is no declaration
        record(Member(kind: .property, nameToken: nameToken, parts: parts, isOverride: false,
                      isStatic: isStatic, body: nil, owner: owner, declarationStart: start, index: result.members.count))
    }

    private mutating func record(_ member: Member) {
        result.members.append(member) // the types get theirs once the outline is complete
    }
}
