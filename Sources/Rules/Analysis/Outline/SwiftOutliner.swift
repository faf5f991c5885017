import SwiftTokenizer

/// Builds the outline of a Swift file: one forward pass over the code tokens with an explicit stack
/// of open type bodies. Member bodies are skipped whole through the bracket table.
struct SwiftOutliner: BracketReader {
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
        // Open type bodies: (type index, index of the closing brace).
        var stack = ScopeStack()
        var i = 0
        while i < n {
            let top = stack.top
            if let top, i >= top.end {
                stack.pop()
                i = top.end + 1
                continue
            }
            let owner = top?.type
            let scopeEnd = top?.end ?? n
            switch s.keyword(i) {
            case .class, .struct, .enum, .extension, .protocol, .actor:
                if let (_, open) = typeDeclaration(at: i, parent: owner) {
                    stack.push(type: result.types.count - 1, end: partner(open))
                    i = open + 1
                } else {
                    i += 1
                }
            case .func:
                i = function(at: i, owner: owner, scopeEnd: scopeEnd, kind: .method)
            case .`init` where s.kind(i - 1) != .period:
                i = function(at: i, owner: owner, scopeEnd: scopeEnd, kind: .initializer)
            case .deinit:
                i = function(at: i, owner: owner, scopeEnd: scopeEnd, kind: .deinitializer)
            case .subscript:
                i = function(at: i, owner: owner, scopeEnd: scopeEnd, kind: .subscript)
            case .var, .let:
                i = property(at: i, owner: owner, scopeEnd: scopeEnd)
            case .import:
                var j = i + 1
                while j < n && (s.keyword(j) == .class || s.keyword(j) == .struct || s.keyword(j) == .func
                    || s.keyword(j) == .enum || s.keyword(j) == .protocol || s.keyword(j) == .var
                    || s.keyword(j) == .let || s.keyword(j) == .typealias) { j += 1 }
                if j < n && s.kind(j) == .identifier { result.platformModules.formUnion(s.platformModules(importedBy: j)) }
                i = j + 1
            default:
                // A brace here opens nothing we outline (a closure in an initializer we could not place,
                // a stray block): skip it whole.
                if s.kind(i) == .leftBrace {
                    i = partner(i) + 1
                } else {
                    i += 1
                }
            }
        }
        return Outline.handedOver(&result)
    }

    // MARK: - Types

    /// Parses `class Name<T>: Base, Proto where … {`; returns the declaration and its `{`.
    private mutating func typeDeclaration(at i: Int, parent: Int?) -> (TypeDecl, Int)? {
        let n = s.tokens.count
        let kind: TypeKind
        switch s.keyword(i) {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .extension: kind = .extension
        case .protocol: kind = .protocol
        default: kind = .actor
        }
        // `class func`, `class var`: a modifier, not a declaration.
        guard i + 1 < n, s.isName(i + 1) || s.tokens[i + 1].flags.contains(.escaped) else { return nil }
        guard !(kind == .class && isDeclarationKeyword(s.keyword(i + 1)) && s.keyword(i + 1) != .none) else {
            return nil
        }
        var nameToken = i + 1
        var j = i + 2
        // `extension UIKit.UIViewController`: the name is the last component.
        while j + 1 < n && s.kind(j) == .period && s.kind(j + 1) == .identifier {
            nameToken = j + 1
            j += 2
        }
        j = skipGenericArguments(from: j)
        // The inheritance clause's names, each the last name of its entry (`Bar` for `Foo.Bar`), made
        // once per worker (see `NameInterner`).
        names.pointee.beginList()
        if j < n && s.kind(j) == .colon {
            j += 1
            var current = -1 // the entry's last name's token
            while j < n {
                let k = s.kind(j)
                if k == .leftBrace || s.keyword(j) == .where { break }
                if k == .comma {
                    if current >= 0 { names.pointee.appendToList(ofToken: current) }
                    current = -1
                    j += 1
                } else if k == .identifier {
                    current = j
                    j += 1
                } else if k == .operator && s.token(j, is: "<") {
                    j = skipGenericArguments(from: j)
                } else if k == .leftParen || k == .leftBracket {
                    j = partner(j) + 1
                } else if k == .rightBrace || k == .semicolon {
                    return nil
                } else {
                    j += 1
                }
            }
            if current >= 0 { names.pointee.appendToList(ofToken: current) }
        }
        var selfBase: String? = nil
        while j < n && s.kind(j) != .leftBrace {
            if s.kind(j) == .rightBrace || s.kind(j) == .semicolon { return nil }
            if s.kind(j) == .leftParen || s.kind(j) == .leftBracket { j = partner(j) }
            // `where Self: UIViewController`
            if kind == .extension, s.keyword(j) == .selfType, s.kind(j + 1) == .colon, s.kind(j + 2) == .identifier {
                selfBase = names.pointee.name(ofToken: j + 2, in: s)
            }
            j += 1
        }
        guard j < n else { return nil }
        let close = partner(j)
        let type = result.add(kind: kind, name: names.pointee.name(ofToken: nameToken, in: s), nameToken: nameToken, inherited: names.pointee.list(in: s),
                              body: (j + 1) ..< max(j + 1, close), parent: parent, isPartial: false, selfBase: selfBase)
        return (type, j)
    }

    /// Skips `<…>` starting at `j` if there is one, counting `<` and `>` inside operator tokens.
    private func skipGenericArguments(from start: Int) -> Int {
        var j = start
        let n = s.tokens.count
        guard j < n, s.kind(j) == .operator, s.bytes[Int(s.tokens[j].offset)] == UInt8(ascii: "<") else { return j }
        var depth = 0
        while j < n {
            let token = s.tokens[j]
            if token.kind == .operator {
                for offset in token.range {
                    if s.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if s.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                j += 1
                if depth <= 0 { return j }
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                j = partner(j) + 1
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                return j
            } else {
                j += 1
            }
        }
        return j
    }

    // MARK: - Members

    private func isDeclarationKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .func, .var, .let, .`init`, .deinit, .subscript, .class, .struct, .enum, .extension, .protocol,
            .typealias, .case, .import, .static, .private, .fileprivate, .internal, .public, .open, .final,
            .override, .required, .convenience, .lazy, .weak, .unowned, .dynamic, .mutating, .nonmutating,
            .associatedtype, .operator, .precedencegroup, .indirect, .actor:
            return true
        default:
            return false
        }
    }

    /// Walks back over modifiers and attributes before a declaration keyword.
    private func modifiers(before keywordIndex: Int) -> (start: Int, isOverride: Bool, isStatic: Bool) {
        var j = keywordIndex - 1
        var isOverride = false
        var isStatic = false
        var start = keywordIndex
        while j >= 0 {
            let token = s.tokens[j]
            if token.kind == .rightParen {
                // `private(set)`, `@objc(name)`, `@available(iOS 13, *)`
                let open = Int(matching[j])
                guard open >= 0, open < j, open > 0 else { break }
                let before = s.tokens[open - 1]
                guard before.kind == .attribute || isDeclarationKeyword(before.keyword) else { break }
                j = open - 1
                continue
            }
            if token.kind == .attribute {
                start = j
                j -= 1
                continue
            }
            guard token.kind == .identifier, isDeclarationKeyword(token.keyword) else { break }
            switch token.keyword {
            case .override: isOverride = true
            case .static, .class: isStatic = true
            default: break
            }
            start = j
            j -= 1
        }
        return (start, isOverride, isStatic)
    }

    /// Parses a `func`, `init`, `deinit` or `subscript` and returns the index to continue from.
    private mutating func function(at i: Int, owner: Int?, scopeEnd: Int, kind: MemberKind) -> Int {
        let n = scopeEnd
        let (start, isOverride, isStatic) = modifiers(before: i)
        var nameToken = i
        var j = i + 1
        if kind == .method {
            guard j < n, s.kind(j) == .identifier || s.kind(j) == .operator else { return i + 1 }
            nameToken = j
            j += 1
        }
        // `init?`, `init!`
        if kind == .initializer, j < n, s.kind(j) == .operator, s.token(j, is: "?") || s.token(j, is: "!") {
            j += 1
        }
        j = skipGenericArguments(from: j)
        var labels = 0 ..< 0
        var names = 0 ..< 0
        var parameters: Range<Int>? = nil
        if j < n && s.kind(j) == .leftParen {
            let close = partner(j)
            parameters = (j + 1) ..< max(j + 1, close)
            (labels, names) = parameterLabels(in: j + 1, close)
            j = close + 1
        }
        var body: Range<Int>? = nil
        var accessors = 0 ..< 0
        // Effects, a result type and a where clause may stand before the body.
        while j < n {
            let k = s.kind(j)
            if k == .leftBrace {
                let close = partner(j)
                if kind == .subscript {
                    accessors = self.accessors(in: j, close, nameToken: nameToken)
                }
                body = (j + 1) ..< max(j + 1, close)
                j = close + 1
                break
            }
            if k == .rightBrace || k == .semicolon || k == .attribute || k == .directive { break }
            if k == .identifier && isDeclarationKeyword(s.keyword(j)) { break }
            if k == .leftParen || k == .leftBracket {
                j = partner(j) + 1
            } else {
                j += 1
            }
        }
        record(Member(kind: kind, nameToken: nameToken, parts: parts, labels: labels,
                      parameterNames: names, parameters: parameters, isOverride: isOverride, isStatic: isStatic, body: body,
                      accessors: accessors, owner: owner, declarationStart: start, index: result.members.count))
        return max(j, i + 1)
    }

    /// Splits a parameter list into labels and internal names: `_ animated: Bool` → (`_`, `animated`),
    /// appended to the outline's member parts (labels, then names); returns where each went.
    private func parameterLabels(in open: Int, _ close: Int) -> (labels: Range<Int>, names: Range<Int>) {
        let parts = result.parts
        let labelStart = parts.words.count
        // Each parameter's second word (its own name), -1 where the label is the name too: on the stack
        // (a list has fewer parameters than tokens; an array here was made in every file with a function).
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: close - open + 1) { secondWords in
            var count = 0
            var j = open
            // The first two words of the parameter (its label and its name), -1 while unseen.
            var first = -1
            var second = -1
            var sawColon = false
            while j <= close {
                let k = j < close ? s.kind(j) : TokenKind.comma
                if k == .comma {
                    if first >= 0 {
                        parts.words.append(Int32(truncatingIfNeeded: first))
                        secondWords[count] = Int32(truncatingIfNeeded: second)
                        count += 1
                    }
                    (first, second, sawColon) = (-1, -1, false)
                    j += 1
                    continue
                }
                if k == .colon {
                    sawColon = true
                } else if !sawColon && k == .identifier && second < 0 {
                    if first < 0 { first = j } else { second = j }
                } else if k == .leftParen || k == .leftBracket || k == .leftBrace {
                    j = partner(j)
                }
                j += 1
            }
            let labelEnd = parts.words.count
            // `_ animated`, or one word for both.
            for p in 0 ..< count {
                let word = secondWords[p]
                parts.words.append(word >= 0 ? word : parts.words[labelStart + p])
            }
            return (labelStart ..< labelEnd, labelEnd ..< parts.words.count)
        }
    }

    /// Parses `var`/`let` and returns the index to continue from.
    private mutating func property(at i: Int, owner: Int?, scopeEnd: Int) -> Int {
        let n = scopeEnd
        let (start, isOverride, isStatic) = modifiers(before: i)
        var j = i + 1
        guard j < n else { return i + 1 }
        let nameToken = j
        guard s.kind(j) == .identifier else {
            // A tuple pattern: `let (a, b) = …`
            return s.kind(j) == .leftParen ? partner(j) + 1 : i + 1
        }
        j += 1
        var body: Range<Int>? = nil
        var accessors = 0 ..< 0
        var sawInitializer = false
        while j < n {
            let k = s.kind(j)
            if k == .leftBrace {
                let close = partner(j)
                let observers = s.token(j + 1, is: "didSet") || s.token(j + 1, is: "willSet")
                if !sawInitializer || observers {
                    accessors = self.accessors(in: j, close, nameToken: nameToken)
                    body = (j + 1) ..< max(j + 1, close)
                    j = close + 1
                    break
                }
                j = close + 1
                continue
            }
            if k == .operator && s.token(j, is: "=") {
                sawInitializer = true
            } else if k == .rightBrace || k == .semicolon || k == .attribute || k == .directive {
                break
            } else if k == .identifier && isDeclarationKeyword(s.keyword(j)) {
                break
            } else if k == .leftParen || k == .leftBracket {
                j = partner(j)
            }
            j += 1
        }
        record(Member(kind: .property, nameToken: nameToken, parts: parts,
                      isOverride: isOverride, isStatic: isStatic, body: body, accessors: accessors, owner: owner,
                      declarationStart: start, index: result.members.count))
        return max(j, i + 1)
    }

    /// The accessors inside a property's or subscript's braces; none named means one implied getter.
    /// The accessors of the block `open ... close`, appended to the outline's member parts; returns where they went.
    private func accessors(in open: Int, _ close: Int, nameToken: Int) -> Range<Int> {
        let parts = result.parts
        let first = parts.accessors.count
        var j = open + 1
        while j < close {
            let kind: Accessor.Kind?
            switch s.keyword(j) {
            case .get: kind = .get
            case .set: kind = .set
            case .didSet: kind = .didSet
            case .willSet: kind = .willSet
            case .mutating, .nonmutating, .async, .throws:
                j += 1
                continue
            default:
                if s.kind(j) == .attribute {
                    j += 1
                    continue
                }
                kind = s.token(j, is: "_modify") || s.token(j, is: "_read") ? .other : nil
            }
            guard let kind else {
                // No accessor keyword first: the whole block is a getter.
                if parts.accessors.count == first {
                    parts.accessors.append(Accessor(kind: .get, keywordToken: nameToken, body: (open + 1) ..< close))
                    return first ..< first + 1
                }
                j += 1
                continue
            }
            let keywordToken = j
            j += 1
            if j < close && s.kind(j) == .leftParen { j = partner(j) + 1 }
            while j < close && (s.keyword(j) == .async || s.keyword(j) == .throws) { j += 1 }
            if j < close && s.kind(j) == .leftBrace {
                let end = partner(j)
                parts.accessors.append(Accessor(kind: kind, keywordToken: keywordToken, body: (j + 1) ..< max(j + 1, end)))
                j = end + 1
            } else {
                parts.accessors.append(Accessor(kind: kind, keywordToken: keywordToken, body: j ..< j))
            }
        }
        return first ..< parts.accessors.count
    }

    private mutating func record(_ member: Member) {
        result.members.append(member) // the types get theirs once the outline is complete
    }
}
