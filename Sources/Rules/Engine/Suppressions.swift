import SwiftTokenizer

/// The `lifelint:` comments of one file and the lines they silence.
///
/// - `// lifelint:disable:next RULE[, RULE…]`: the next line.
/// - `// lifelint:disable:this RULE`: the comment's own line.
/// - `// lifelint:disable RULE` … `// lifelint:enable RULE`: the lines between (to the end of the
///   file when never enabled again).
/// `all` stands for every rule. The same comments work in Swift and C#.
public struct Suppressions: Sendable {
    public enum Scope: Sendable, Equatable {
        case nextLine, thisLine, disable, enable
    }

    /// One `lifelint:` comment.
    public struct Directive: Sendable, Equatable {
        public var scope: Scope
        /// Rule ids, or `["all"]`.
        public var rules: [String]
        /// The line the comment starts on, and the line it ends on.
        public var line: Int
        public var endLine: Int
        /// The comment's byte offset, for reporting.
        public var offset: Int
    }

    public private(set) var directives: [Directive] = []

    /// Reads the directives from a file's comments; `lines` places them.
    public init(comments: [Token], bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        for comment in comments where Self.mentionsLifelint(comment.range, bytes) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[comment.range]), as: UTF8.self)
            guard let marker = text.firstRange(of: "lifelint:") else { continue }
            let rest = text[marker.upperBound...]
            let scope: Scope
            let afterScope: Substring
            if rest.hasPrefix("disable:next") {
                (scope, afterScope) = (.nextLine, rest.dropFirst("disable:next".count))
            } else if rest.hasPrefix("disable:this") {
                (scope, afterScope) = (.thisLine, rest.dropFirst("disable:this".count))
            } else if rest.hasPrefix("disable") {
                (scope, afterScope) = (.disable, rest.dropFirst("disable".count))
            } else if rest.hasPrefix("enable") {
                (scope, afterScope) = (.enable, rest.dropFirst("enable".count))
            } else {
                continue
            }
            guard afterScope.first == " " || afterScope.first == "\t" else { continue }
            // Rule ids run until the end of the comment or a word that is not an id (`*/`, a reason).
            var rules: [String] = []
            for word in afterScope.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                guard word.allSatisfy({ $0.isLetter || $0 == "_" || $0.isNumber }) else { break }
                rules.append(String(word))
            }
            guard !rules.isEmpty else { continue }
            let start = lines.location(ofByte: comment.range.lowerBound, in: bytes).line
            let end = lines.location(ofByte: max(comment.range.upperBound - 1, comment.range.lowerBound), in: bytes).line
            directives.append(Directive(scope: scope, rules: rules, line: start, endLine: end,
                                        offset: comment.range.lowerBound))
        }
    }

    /// Whether the bytes hold `lifelint:`, checked before making a `String` of a comment.
    static func mentionsLifelint(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let marker: [UInt8] = Array("lifelint:".utf8)
        var k = range.lowerBound
        while k + marker.count <= range.upperBound {
            if bytes[k] == marker[0] {
                var m = 1
                while m < marker.count && bytes[k + m] == marker[m] { m += 1 }
                if m == marker.count { return true }
            }
            k += 1
        }
        return false
    }

    /// Whether a finding of `rule` on `line` is silenced.
    public func suppresses(_ rule: String, onLine line: Int) -> Bool {
        directive(suppressing: rule, onLine: line) != nil
    }

    /// The directive that silences a finding of `rule` on `line`, as an index into `directives`.
    public func directive(suppressing rule: String, onLine line: Int) -> Int? {
        var region: Int? = nil
        for (index, directive) in directives.enumerated()
        where directive.rules.contains(rule) || directive.rules.contains("all") {
            switch directive.scope {
            case .thisLine:
                if line >= directive.line && line <= directive.endLine { return index }
            case .nextLine:
                if line == directive.endLine + 1 { return index }
            case .disable:
                if directive.line <= line { region = index }
            case .enable:
                if directive.line <= line { region = nil }
            }
        }
        return region
    }

    /// `--report-unused-suppressions`: the directives (other than `enable`) that silenced nothing, and
    /// rule ids that name no rule, as (directive, what is wrong) pairs.
    public func unused(given used: Set<Int>) -> [(Directive, String)] {
        var result: [(Directive, String)] = []
        let known = Registry.descriptions.map(\.id) + ["all"]
        for (index, directive) in directives.enumerated() where directive.scope != .enable {
            for rule in directive.rules where !known.contains(rule) {
                let hint = Registry.suggestion(for: rule).map { "; did you mean `\($0)`?" } ?? ""
                result.append((directive, "`\(rule)` in a lifelint comment is no rule\(hint)"))
            }
            if !used.contains(index) && directive.rules.allSatisfy({ known.contains($0) }) {
                let text = "lifelint:\(Self.name(directive.scope)) \(directive.rules.joined(separator: ", "))"
                result.append((directive, "`\(text)` suppresses nothing here; remove it"))
            }
        }
        return result
    }

    private static func name(_ scope: Scope) -> String {
        switch scope {
        case .nextLine: return "disable:next"
        case .thisLine: return "disable:this"
        case .disable: return "disable"
        case .enable: return "enable"
        }
    }
}
