import Foundation
import Rules
import SwiftTokenizer
import XCTest

/// `code` lexed as a file of `language` (named `x.swift`, `x.cs`… unless `path` names it), handed to
/// `body` while its bytes are alive.
func withSource(_ code: String, _ language: Language, path: String? = nil, _ body: (SourceText) -> Void) {
    let bytes = Array(code.utf8)
    bytes.withUnsafeBufferPointer { buffer in
        var stream = TokenStream()
        language.tokenize(buffer, into: &stream)
        body(SourceText(path: path ?? "x." + language.fileExtension, language: language, bytes: buffer, stream: stream))
    }
}

/// How `lint` gathers the facts of type bodies: in the first reading of every file (the default), in
/// a second reading of the files findings ask about (as the CLI does), or never (to show that a test
/// depends on them).
enum BodyFacts { case inline, reread, never }

/// Lints in-memory files as one project through the library's pipeline (`Linter.run`, the one the
/// CLI runs), with the given rules (default: all).
/// `skims`: skim files first and read in full only those the project needs, as the CLI does (the
/// default); off, every file is read in full.
func lint(_ files: [(path: String, code: String)], enabling rules: [String]? = nil,
          bodyFacts: BodyFacts = .inline, skims: Bool = true) -> [Diagnostic] {
    var configuration = Configuration()
    if let rules {
        for description in Registry.descriptions { configuration.ruleSwitches[description.id] = rules.contains(description.id) }
    }
    var request = LintRequest(files: .memory(files.map { ($0.path, Array($0.code.utf8)) }), configuration: configuration)
    request.skimsFiles = skims
    switch bodyFacts {
    case .inline: request.bodyFacts = .firstReading
    case .reread: request.bodyFacts = .secondLook
    case .never: request.bodyFacts = .never
    }
    return try! Linter.run(request).diagnostics
}

/// Lints one snippet in `language`.
func lint(_ code: String, _ language: Language, enabling rules: [String]? = nil) -> [Diagnostic] {
    lint([("Snippet." + language.fileExtension, code)], enabling: rules)
}

/// The line and scalar column of every `↓` in an example, in the code with the markers removed.
func markerLocations(_ code: String) -> [SourceLocation] {
    var result: [SourceLocation] = []
    var line = 1
    var column = 1
    for scalar in code.unicodeScalars {
        if scalar == "↓" {
            result.append(SourceLocation(line: line, column: column))
            continue
        }
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return result
}

func locations(_ diagnostics: [Diagnostic]) -> [SourceLocation] {
    diagnostics.map { SourceLocation(line: $0.line, column: $0.column) }
}

extension SourceLocation: Comparable {
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// The repository's top directory, found from this file's path.
let repositoryRoot: String = {
    var path = "\(#filePath)"
    for _ in 0 ..< 3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

func readRepositoryFile(_ relative: String) -> String? {
    try? String(contentsOfFile: repositoryRoot + "/" + relative, encoding: .utf8)
}
