import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `lifelint:` comments of one file and the lines they silence.
///
/// - `// lifelint:disable:next RULE[, RULE…]`: the next line.
/// - `// lifelint:disable:this RULE`: the comment's own line.
/// - `// lifelint:disable RULE` … `// lifelint:enable RULE`: the lines between (to the end of the
///   file when never enabled again).
/// `all` stands for every rule; a reason may follow ` -- `. The same comments work in Swift and C#.
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

    /// A `lifelint:` comment that is not a directive lifelint can follow, or that names no rule:
    /// reported as `invalid_suppression`, so that a comment meant to silence a finding never
    /// silently does nothing.
    public struct Problem: Sendable, Equatable {
        public var offset: Int
        public var message: String
    }

    public private(set) var problems: [Problem] = []

    private static let scopes: [(String, Scope)] = [
        ("disable:next", .nextLine), ("disable:this", .thisLine), ("disable", .disable), ("enable", .enable),
    ]

    /// Reads the directives from a file's comments; `lines` places them.
    ///
    /// A directive is `lifelint:SCOPE RULE[, RULE…]`, optionally followed by ` -- reason`. A comment
    /// that says `lifelint:` followed by something else that reads like a directive (an unknown scope,
    /// a space after the colon, no rule, an unknown rule, words after the rules without ` -- `) is a
    /// problem; prose that merely mentions lifelint (`// lifelint: see the README`) is not.
    public init(comments: [Token], bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        for comment in comments {
            // The marker's offset is found on the bytes: a comment's text decoded from invalid UTF-8
            // has replacement characters of another length.
            guard let offset = Self.lifelintMarker(in: comment.range, bytes) else { continue }
            var textEnd = comment.range.upperBound
            if comment.flags.contains(.block), textEnd - offset >= 11, bytes[textEnd - 2] == UInt8(ascii: "*"),
               bytes[textEnd - 1] == UInt8(ascii: "/") {
                textEnd -= 2
            }
            var rest = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset + 9 ..< textEnd]), as: UTF8.self))
            // The reason, after ` -- `, is for people.
            if let dashes = rest.firstRange(of: " --") { rest = rest[..<dashes.lowerBound] }
            let spaced = rest.first == " " || rest.first == "\t"
            let trimmed = rest.drop { $0 == " " || $0 == "\t" }
            let word = trimmed.prefix { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") }
            let scope = Self.scopes.first { $0.0 == word }?.1
            if spaced {
                // `lifelint: disable:next x` is a slip; `lifelint: see the README` is prose.
                if scope != nil || word.hasPrefix("disable") || word.hasPrefix("enable") {
                    problems.append(Problem(offset: offset, message: "`lifelint: \(word)` has a space after `lifelint:`, so it "
                        + "is not read as a directive; write `lifelint:\(word)`"))
                }
                continue
            }
            guard let scope else {
                let known = Self.scopes.map(\.0)
                let near = known.min { editDistance(Array(word.utf8), Array($0.utf8)) < editDistance(Array(word.utf8), Array($1.utf8)) }
                let hint = near.map { "; did you mean `lifelint:\($0)`?" } ?? ""
                problems.append(Problem(offset: offset, message: "`lifelint:\(word)` is no lifelint directive (expected "
                    + "`disable:next`, `disable:this`, `disable` or `enable`)\(hint)"))
                continue
            }
            let afterScope = trimmed.dropFirst(word.count)
            var rules: [String] = []
            var unknown: [String] = []
            // Rule ids run until the end of the comment or a word that is not id-shaped; an id-shaped
            // word that names no rule is a problem (a misspelled id, or a reason written without ` -- `).
            for word in afterScope.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" }) {
                guard word.allSatisfy({ $0.isLetter || $0 == "_" || $0.isNumber }) else { break }
                let id = String(word)
                if Registry.isKnownID(id) || id == "all" { rules.append(id) } else { unknown.append(id) }
            }
            for id in unknown {
                if let suggestion = Registry.suggestion(for: id) {
                    problems.append(Problem(offset: offset, message: "`\(id)` in a lifelint comment is no rule; did you mean `\(suggestion)`?"))
                } else {
                    problems.append(Problem(offset: offset, message: "`\(id)` in a lifelint comment is no rule (`lifelint rules` "
                        + "lists them); to give a reason, write it after ` -- `"))
                }
            }
            if rules.isEmpty && unknown.isEmpty {
                problems.append(Problem(offset: offset, message: "`lifelint:\(word)` names no rule; write "
                    + "`lifelint:\(word) RULE` (or `all`)"))
            }
            guard !rules.isEmpty else { continue }
            let start = lines.location(ofByte: comment.range.lowerBound, in: bytes).line
            let end = lines.location(ofByte: max(comment.range.upperBound - 1, comment.range.lowerBound), in: bytes).line
            directives.append(Directive(scope: scope, rules: rules, line: start, endLine: end,
                                        offset: comment.range.lowerBound))
        }
    }

    /// Whether the bytes hold `lifelint:`, checked before making a `String` of a comment (every
    /// comment of every file is asked: `memchr` to each `:`, then a compare of the bytes before it).
    static func mentionsLifelint(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lifelintMarker(in: range, bytes) != nil
    }

    /// The offset of the first `lifelint:` in the bytes of `range`, or nil.
    static func lifelintMarker(in range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard range.count >= 9, let base = bytes.baseAddress else { return nil }
        let marker: StaticString = "lifelint:"
        let before = marker.utf8CodeUnitCount - 1
        // The colon is the rarer byte in prose (an `l` stopped the search every few words).
        var k = range.lowerBound + before
        while let colon = findByte(UInt8(ascii: ":"), in: bytes, from: k, to: range.upperBound) {
            if memcmp(base + colon - before, marker.utf8Start, before) == 0 { return colon - before }
            k = colon + 1
        }
        return nil
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

    /// `--report-unused-suppressions`: the directives (other than `enable`) that silenced nothing, as
    /// (directive, what is wrong) pairs.
    public func unused(given used: Set<Int>) -> [(Directive, String)] {
        var result: [(Directive, String)] = []
        for (index, directive) in directives.enumerated() where directive.scope != .enable && !used.contains(index) {
            let text = "lifelint:\(Self.name(directive.scope)) \(directive.rules.joined(separator: ", "))"
            result.append((directive, "`\(text)` suppresses nothing here; remove it"))
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
