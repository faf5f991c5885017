import Foundation
import SwiftParser
import SwiftSyntax
import SwiftTokenizer

// Compares lifelint's Swift tokenizer with swift-syntax's lexer on every .swift file under the given
// directories, and reports the files where they disagree.
//
//   swift-differential [--show N] DIR...
//
// The two represent some things differently, so both streams are first reduced to what rules rely on:
//   1. what each non-blank byte is: comment, string literal, regex literal or code (swift-syntax's
//      trivia and string segments against lifelint's comment and string tokens; the `\(` and `)` of an
//      interpolation belong to the string, the expression inside is code);
//   2. the exact range of every word (identifier, keyword, number), `@` and `#` split off
//      (`@objc` is one lifelint token, two swift-syntax tokens);
//   3. the ranges of runs of punctuation with nothing between them (`?.`, `>>` and `)!` may be one
//      token or two).
// A file agrees when all three agree.

enum ByteClass: UInt8 { case blank = 0, comment, string, regex, code }

/// One tokenizer's view of a file, reduced for comparison.
struct Reduced {
    var classes: [ByteClass]
    var words: Set<Range<Int>> = []
    var punctuation: [Range<Int>] = [] // code tokens that are not words, merged below
    /// Version numbers of availability conditions (`10.15.4`), whose splitting is not compared.
    var versions: [Range<Int>] = []

    init(count: Int) { classes = Array(repeating: .blank, count: count) }

    mutating func mark(_ range: Range<Int>, _ kind: ByteClass) {
        for k in range where k < classes.count { classes[k] = kind }
    }

    /// Records a code token: words and punctuation, `@`/`#` split from the name they prefix.
    mutating func code(_ range: Range<Int>, _ bytes: [UInt8]) {
        guard !range.isEmpty else { return }
        mark(range, .code)
        var range = range
        if range.count > 1 && (bytes[range.lowerBound] == UInt8(ascii: "@") || bytes[range.lowerBound] == UInt8(ascii: "#"))
            && isWordByte(bytes[range.lowerBound + 1]) {
            punctuation.append(range.lowerBound ..< range.lowerBound + 1)
            range = range.lowerBound + 1 ..< range.upperBound
        }
        if isWordByte(bytes[range.lowerBound]) { words.insert(range) } else { punctuation.append(range) }
    }

    /// Punctuation runs: adjacent punctuation tokens merged.
    func punctuationRuns() -> Set<Range<Int>> {
        var runs: Set<Range<Int>> = []
        var current: Range<Int>? = nil
        for range in punctuation.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let open = current, open.upperBound == range.lowerBound {
                current = open.lowerBound ..< range.upperBound
            } else {
                if let open = current { runs.insert(open) }
                current = range
            }
        }
        if let open = current { runs.insert(open) }
        return runs
    }
}

func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24
        || b == 0x60 || b >= 0x80
}

func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C }

// MARK: - lifelint

func lifelintView(_ bytes: [UInt8]) -> Reduced {
    var reduced = Reduced(count: bytes.count)
    let stream = SwiftLexer.tokenize(bytes)
    for comment in stream.comments { reduced.mark(comment.range, .comment) }
    for token in stream.tokens {
        switch token.kind {
        case .string: reduced.mark(token.range, .string)
        case .regex: reduced.mark(token.range, .regex)
        case .comment: reduced.mark(token.range, .comment)
        default: reduced.code(token.range, bytes)
        }
    }
    return reduced
}

// MARK: - swift-syntax

func syntaxView(_ bytes: [UInt8]) -> Reduced {
    var reduced = Reduced(count: bytes.count)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    func trivia(_ pieces: Trivia, from start: Int) {
        var offset = start
        for piece in pieces {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                reduced.mark(offset ..< offset + length, .comment)
            case .backslashes, .pounds:
                // The `\` that continues a line of a multi-line string is trivia to swift-syntax.
                reduced.mark(offset ..< offset + length, .string)
            default: break
            }
            offset += length
        }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
        trivia(token.leadingTrivia, from: token.position.utf8Offset)
        trivia(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        let range = token.positionAfterSkippingLeadingTrivia.utf8Offset ..< token.endPositionBeforeTrailingTrivia.utf8Offset
        if token.parent?.is(ExpressionSegmentSyntax.self) == true {
            reduced.mark(range, .string) // `\(` and `)` of an interpolation
            continue
        }
        // `iOS 14.0.1` in an availability condition: swift-syntax splits the version into numbers
        // and periods; it is one number to lifelint.
        if let tuple = token.ancestorOrSelf(mapping: { $0.as(VersionTupleSyntax.self) }) {
            let whole = tuple.positionAfterSkippingLeadingTrivia.utf8Offset ..< tuple.endPositionBeforeTrailingTrivia.utf8Offset
            reduced.mark(whole, .code)
            reduced.versions.append(whole)
            continue
        }
        switch token.tokenKind {
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment:
            reduced.mark(range, .string)
        case .rawStringPoundDelimiter:
            // Also the `#` of `\#(` inside a raw string.
            reduced.mark(range, .string)
        case .shebang:
            reduced.mark(range, .comment) // `#!/usr/bin/env swift`
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            reduced.mark(range, .regex)
        default:
            reduced.code(range, bytes)
        }
    }
    return reduced
}

// MARK: - Comparison

struct Disagreement {
    var category: String
    var offset: Int
}

func compare(_ ours: Reduced, _ theirs: Reduced, _ bytes: [UInt8]) -> [Disagreement] {
    var result: [Disagreement] = []
    let versions = theirs.versions
    func outsideVersions(_ range: Range<Int>) -> Bool { !versions.contains { $0.overlaps(range) } }
    if let k = bytes.indices.first(where: { !isBlank(bytes[$0]) && ours.classes[$0] != theirs.classes[$0] }) {
        let names = ["blank", "comment", "string", "regex", "code"]
        result.append(Disagreement(category: "byte class (lifelint \(names[Int(ours.classes[k].rawValue)]), "
                                   + "swift-syntax \(names[Int(theirs.classes[k].rawValue)]))", offset: k))
    }
    let wordDifference = ours.words.symmetricDifference(theirs.words).filter(outsideVersions)
    if let first = wordDifference.min(by: { $0.lowerBound < $1.lowerBound }) {
        result.append(Disagreement(category: "word boundaries", offset: first.lowerBound))
    }
    let runDifference = ours.punctuationRuns().symmetricDifference(theirs.punctuationRuns()).filter(outsideVersions)
    if let first = runDifference.min(by: { $0.lowerBound < $1.lowerBound }) {
        result.append(Disagreement(category: "punctuation boundaries", offset: first.lowerBound))
    }
    return result
}

func swiftFiles(under root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
        if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        if path.hasSuffix(".swift") { files.append(root + "/" + path) }
    }
    return files.sorted()
}

func line(of offset: Int, in bytes: [UInt8]) -> (Int, String) {
    let before = bytes[..<min(offset, bytes.count)]
    let number = before.filter { $0 == 0x0A }.count + 1
    let start = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    return (number, String(decoding: bytes[start ..< min(end, start + 160)], as: UTF8.self))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var show = 20
if let k = arguments.firstIndex(of: "--show"), k + 1 < arguments.count {
    show = Int(arguments[k + 1]) ?? show
    arguments.removeSubrange(k ... k + 1)
}
var files = 0, agreeing = 0, bytesTotal = 0
var byCategory: [String: Int] = [:]
var shown = 0
for root in arguments {
    for path in swiftFiles(under: root) {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let bytes = [UInt8](data)
        // swift-syntax reads UTF-8 text; lifelint refuses NUL-containing files before lexing.
        if bytes.contains(0) || String(validatingUTF8: bytes.map { CChar(bitPattern: $0) } + [0]) == nil { continue }
        files += 1
        bytesTotal += bytes.count
        let disagreements = compare(lifelintView(bytes), syntaxView(bytes), bytes)
        if disagreements.isEmpty {
            agreeing += 1
            continue
        }
        for d in disagreements {
            byCategory[d.category, default: 0] += 1
        }
        if shown < show {
            shown += 1
            for d in disagreements {
                let (number, text) = line(of: d.offset, in: bytes)
                print("\(path):\(number): \(d.category)\n    \(text)")
            }
        }
    }
}
print("")
print("files compared: \(files) (\(bytesTotal / 1_000_000) MB)")
print("files where lifelint and swift-syntax agree: \(agreeing) (\(files == 0 ? 0 : Double(agreeing * 10000 / files) / 100) %)")
for (category, count) in byCategory.sorted(by: { $0.value > $1.value }) {
    print("  \(count) file(s): \(category)")
}
