import SwiftTokenizer

/// Applies fixes to a file's bytes and shows what changed as a unified diff.
public enum FixApplier {
    /// The bytes with every non-overlapping edit applied (in file order; an edit overlapping an earlier
    /// one is left for a later run), and how many fixes went in whole.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let (result, applied, _) = applyReturningEdits(fixes, to: bytes)
        return (result, applied)
    }

    /// `apply`, also returning the edits that went in, in file order (for `lostText`).
    public static func applyReturningEdits(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int, edits: [Edit]) {
        let ordered = fixes.sorted { ($0.edits.map(\.range.lowerBound).min() ?? 0) < ($1.edits.map(\.range.lowerBound).min() ?? 0) }
        var accepted: [Edit] = []
        var applied = 0
        for fix in ordered {
            let edits = fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let fits = edits.allSatisfy { edit in
                edit.range.upperBound <= bytes.count
                    && !accepted.contains { $0.range.overlaps(edit.range) || ($0.range.isEmpty && $0.range.lowerBound == edit.range.lowerBound) }
            }
            guard fits else { continue }
            accepted += edits
            applied += 1
        }
        accepted.sort { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in accepted {
            result += bytes[cursor ..< edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return (result, applied, accepted)
    }

    /// Why `fixed` loses text of `original` that no edit was about, or nil when it keeps it all.
    ///
    /// The invariant every fix keeps: the comments and code tokens of the fixed file are those of the
    /// original, in order, less the code tokens an edit replaced, plus the tokens its replacement text
    /// holds. No edit may replace part of a comment or part of a token. `--fix` checks it before
    /// writing a file, and the tests and the fuzz target check it on every fix.
    public static func lostText(original: [UInt8], fixed: [UInt8], edits: [Edit], language: Language) -> String? {
        struct Lexeme: Equatable {
            var comment: Bool
            var text: ArraySlice<UInt8>
        }
        func lexemes(_ bytes: [UInt8]) -> [(lexeme: Lexeme, range: Range<Int>)] {
            let stream = language.tokenize(bytes)
            return (stream.tokens.map { (false, $0) } + stream.comments.map { (true, $0) })
                .sorted { $0.1.offset < $1.1.offset }
                .map { (Lexeme(comment: $0.0, text: bytes[$0.1.range]), $0.1.range) }
        }
        let before = lexemes(original)
        var expected: [Lexeme] = []
        var k = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            while k < before.count && before[k].range.upperBound <= edit.range.lowerBound
                && !(edit.range.isEmpty && before[k].range.upperBound > edit.range.lowerBound) {
                expected.append(before[k].lexeme)
                k += 1
            }
            while k < before.count && before[k].range.lowerBound < edit.range.upperBound {
                let piece = before[k]
                if piece.lexeme.comment {
                    return "an edit at byte \(edit.range.lowerBound) replaces the comment `\(String(decoding: piece.lexeme.text, as: UTF8.self))`"
                }
                if piece.range.lowerBound < edit.range.lowerBound || piece.range.upperBound > edit.range.upperBound {
                    return "an edit at byte \(edit.range.lowerBound) replaces part of `\(String(decoding: piece.lexeme.text, as: UTF8.self))`"
                }
                k += 1
            }
            expected += lexemes(Array(edit.replacement.utf8)).map(\.lexeme)
        }
        expected += before[k...].map(\.lexeme)
        let after = lexemes(fixed).map(\.lexeme)
        var first = 0
        while first < min(expected.count, after.count) && expected[first] == after[first] { first += 1 }
        if first == expected.count && first == after.count { return nil }
        let wanted = first < expected.count ? "`\(String(decoding: expected[first].text, as: UTF8.self))`" : "the end of the file"
        let found = first < after.count ? "`\(String(decoding: after[first].text, as: UTF8.self))`" : "the end of the file"
        return "the fixed file has \(found) where \(wanted) should be"
    }

    /// A unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context).
    public static func unifiedDiff(path: String, old: [UInt8], new: [UInt8]) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = diff(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var path = PathArithmetic.droppingDotSlashes(path)
        while path.hasPrefix("/") { path.removeFirst() } // `a//tmp/A.swift` would read as a relative `a/`
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Group changes into hunks, each with up to three lines of context on both sides.
        var k = 0
        while k < script.count {
            guard script[k].kind != .same else { k += 1; continue }
            var start = k
            var context = 0
            while start > 0 && script[start - 1].kind == .same && context < 3 { start -= 1; context += 1 }
            var end = k
            var run = 0
            while end < script.count {
                if script[end].kind == .same {
                    run += 1
                    if run > 6 { break }
                } else {
                    run = 0
                }
                end += 1
            }
            // Trim trailing context to three lines.
            var trailing = 0
            var stop = end
            while stop > k && script[stop - 1].kind == .same { stop -= 1; trailing += 1 }
            stop = min(end, stop + min(trailing, 3))
            let hunk = script[start ..< stop]
            let oldStart = (hunk.first { $0.kind != .insert }?.oldLine ?? (script[start].oldLine)) + 1
            let newStart = (hunk.first { $0.kind != .delete }?.newLine ?? (script[start].newLine)) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for step in hunk {
                let text: String
                switch step.kind {
                case .same: text = " " + a[step.oldLine]
                case .delete: text = "-" + a[step.oldLine]
                case .insert: text = "+" + b[step.newLine]
                }
                // `hasSuffix("\n")` would miss "\r\n", one `Character` in Swift: look at the last scalar.
                out += text.unicodeScalars.last == "\n" ? text : text + "\n\\ No newline at end of file\n"
            }
            k = stop
        }
        return out
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (k, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            result.append(String(decoding: bytes[start ... k], as: UTF8.self))
            start = k + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    /// A line diff: common prefix and suffix, then a longest-common-subsequence table over the middle,
    /// which fixes keep small.
    static func diff(_ a: [String], _ b: [String]) -> [Step] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var steps: [Step] = (0 ..< prefix).map { Step(kind: .same, oldLine: $0, newLine: $0) }
        let midA = Array(a[prefix ..< a.count - suffix])
        let midB = Array(b[prefix ..< b.count - suffix])
        if midA.count * midB.count > 4_000_000 {
            steps += midA.indices.map { Step(kind: .delete, oldLine: prefix + $0, newLine: prefix) }
            steps += midB.indices.map { Step(kind: .insert, oldLine: prefix + midA.count, newLine: prefix + $0) }
        } else {
            var table = [[Int]](repeating: [Int](repeating: 0, count: midB.count + 1), count: midA.count + 1)
            for i in stride(from: midA.count - 1, through: 0, by: -1) {
                for j in stride(from: midB.count - 1, through: 0, by: -1) {
                    table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < midA.count || j < midB.count {
                if i < midA.count && j < midB.count && midA[i] == midB[j] {
                    steps.append(Step(kind: .same, oldLine: prefix + i, newLine: prefix + j))
                    i += 1
                    j += 1
                } else if i < midA.count && (j == midB.count || table[i + 1][j] >= table[i][j + 1]) {
                    steps.append(Step(kind: .delete, oldLine: prefix + i, newLine: prefix + j))
                    i += 1
                } else {
                    steps.append(Step(kind: .insert, oldLine: prefix + i, newLine: prefix + j))
                    j += 1
                }
            }
        }
        let offsetA = a.count - suffix
        let offsetB = b.count - suffix
        steps += (0 ..< suffix).map { Step(kind: .same, oldLine: offsetA + $0, newLine: offsetB + $0) }
        return steps
    }
}
