import Rules
import SwiftTokenizer

/// Checks that fail loudly (a trap is a crash libFuzzer records with its input).
public enum Invariants {
    /// Tokens and comments cover the input in order, without overlaps; only whitespace (and a leading
    /// BOM) lies between them; re-lexing a token's own bytes gives a token of the same kind first.
    public static func checkTokens(_ bytes: [UInt8], language: Language) {
        checkTokens(bytes, relexNumbers: language == .swift, lex: language.tokenize)
    }


    private static func checkTokens(_ bytes: [UInt8], relexNumbers: Bool, lex: ([UInt8]) -> TokenStream) {
        let stream = lex(bytes)
        // Brackets paired while lexing pair as a separate pass over the tokens pairs them.
        if stream.pairsBrackets {
            precondition(stream.matching == BracketMatcher.match(stream.tokens), "brackets paired while lexing differ")
        }
        let all = (stream.tokens + stream.comments).sorted { $0.offset < $1.offset }
        var previousEnd = 0
        for token in all {
            precondition(token.length > 0, "empty token")
            precondition(Int(token.offset) >= previousEnd, "tokens overlap")
            precondition(token.end <= bytes.count, "token past the end")
            for k in previousEnd ..< Int(token.offset) {
                let b = bytes[k]
                let bom = k < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
                precondition(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C || bom,
                             "a byte covered by no token")
            }
            previousEnd = token.end
            // Words, numbers and punctuation re-lex to themselves; strings, comments and operators may
            // depend on context (interpolation, regex, a `*/`), so only their kind family is checked.
            switch token.kind {
            case .identifier, .number, .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
                 .comma, .semicolon:
                if token.flags.contains(.escaped) || !relexNumbers && token.kind == .number { break }
                let piece = Array(bytes[token.range])
                // A word starting with the bytes of a BOM: alone, those bytes would be a file's BOM.
                if piece.starts(with: [0xEF, 0xBB, 0xBF]) { break }
                let again = lex(piece)
                let first = (again.tokens + again.comments).min { $0.offset < $1.offset }
                precondition(first?.kind == token.kind, "re-lexing a token changed its kind")
            default:
                break
            }
        }
        // Line and column of every token lie inside the file.
        bytes.withUnsafeBufferPointer { buffer in
            let lines = LineTable(buffer)
            for token in all {
                let location = lines.location(ofByte: Int(token.offset), in: buffer)
                precondition(location.line >= 1 && location.line <= lines.lineCount, "line outside the file")
                precondition(location.column >= 1, "column before the line")
            }
        }
    }

    /// A worker's storage, kept from input to input (the fuzzer runs one input at a time).
    nonisolated(unsafe) private static var storage = FileStorage()

    /// The whole analysis: outline, every rule, placement. Every finding lies inside the file, and
    /// fixes lose no comment or token they were not about.
    public static func checkAnalysis(_ bytes: [UInt8], language: Language) {
        let analyzer = Analyzer()
        let report = analyzer.analyze(path: "F." + language.fileExtension, language: language, bytes: bytes)
        // Read again in the storage the earlier inputs left (as a worker reads file after file): the same
        // report, and the reused memory is checked by the sanitizer.
        let again = bytes.withUnsafeBufferPointer {
            analyzer.analyze(path: "F." + language.fileExtension, language: language, bytes: $0, storage: &storage)
        }
        let said = { (r: FileReport) in r.diagnostics.map { "\($0.ruleID) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn) \($0.message)" } }
        precondition(said(again) == said(report) && again.types == report.types, "reused storage changed the report")
        let lines = LineTable(bytes)
        for d in report.diagnostics {
            precondition(d.line >= 1 && d.line <= lines.lineCount, "finding on a line outside the file")
            precondition(d.column >= 1 && d.endLine >= d.line, "finding with a bad position")
            precondition(d.offset >= 0 && d.offset <= bytes.count, "finding offset outside the file")
        }
        // Every fix, safe and unsafe: the fixed file keeps every comment and every token no fix was about.
        let fixes = report.diagnostics.compactMap(\.fix)
        let (fixed, _, edits) = FixApplier.applyReturningEdits(fixes, to: bytes)
        if let lost = FixApplier.lostText(original: bytes, fixed: fixed, edits: edits, language: language) {
            preconditionFailure("a fix lost text: \(lost)")
        }
        _ = Project.confirm([report])
        // Skimming (a file with no anchor is not lexed unless the project needs it) finds what reading the
        // file in full finds.
        var request = LintRequest(files: .memory([("F." + language.fileExtension, bytes)]))
        request.jobs = 1
        let skimmed = (try? Linter.run(request))?.diagnostics.map { "\($0.ruleID) \($0.offset) \($0.message)" }
        request.skimsFiles = false
        let whole = (try? Linter.run(request))?.diagnostics.map { "\($0.ruleID) \($0.offset) \($0.message)" }
        precondition(skimmed == whole, "skimming changed the findings")
        // The same for two files, the input cut at the first line break from its middle: what one declares
        // the other may name, so a skimmed file is read in a round (for a word, or by a name's bytes).
        if let cut = bytes[(bytes.count / 2)...].firstIndex(of: UInt8(ascii: "\n")), cut > 0 {
            let ext = language.fileExtension
            var split = LintRequest(files: .memory([("A." + ext, Array(bytes[..<cut])), ("B." + ext, Array(bytes[cut...]))]))
            split.jobs = 1
            let described = { (d: Diagnostic) in "\(d.path) \(d.ruleID) \(d.offset) \(d.message)" }
            let skimmedSplit = (try? Linter.run(split))?.diagnostics.map(described)
            split.skimsFiles = false
            let wholeSplit = (try? Linter.run(split))?.diagnostics.map(described)
            precondition(skimmedSplit == wholeSplit, "skimming changed the findings of two files")
        }
    }
}
