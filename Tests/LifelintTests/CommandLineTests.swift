import Foundation
import XCTest

/// End-to-end tests: they run the built `lifelint` binary as a user would, in real directories,
/// and check what it prints and how it exits.
/// What a run of the binary printed and how it exited.
struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built binary in `directory`, with `input` on standard input.
@discardableResult
func runLifelint(_ arguments: [String], in directory: URL = CommandLineTests.repositoryRoot,
                 environment: [String: String] = [:], input: Data? = nil) throws -> Result {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try? stdin.fileHandleForWriting.close()
    // Read before waiting so that a large output cannot fill the pipe and block the child.
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                  stderr: String(decoding: stderrData, as: UTF8.self))
}

/// Skips a slow end-to-end test unless the full suite runs (`scripts/test --full`, which CI runs).
func requireFullSuite(_ what: String) throws {
    guard ProcessInfo.processInfo.environment["LIFELINT_FULL_TESTS"] == "1" else {
        throw XCTSkip("\(what): slow, runs with `scripts/test --full`")
    }
}

/// A fresh directory holding `files` (relative path → contents), removed when `test` ends.
func makeTemporaryTree(_ files: [String: String], for test: XCTestCase) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifelint-e2e-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    return root
}

final class CommandLineTests: XCTestCase {

    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The binary SwiftPM built next to this test bundle (on Linux the bundle URL is the build
    /// directory itself, on macOS the `.xctest` inside it).
    static let binary: URL = {
        let bundle = Bundle(for: CommandLineTests.self).bundleURL
        let candidates = [bundle.appendingPathComponent("lifelint"),
                          bundle.deletingLastPathComponent().appendingPathComponent("lifelint")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    @discardableResult
    func run(_ arguments: [String], in directory: URL = CommandLineTests.repositoryRoot,
             environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        try runLifelint(arguments, in: directory, environment: environment, input: input)
    }

    /// A fresh directory holding `files` (relative path → contents), removed after the test.
    func makeTree(_ files: [String: String]) throws -> URL {
        try makeTemporaryTree(files, for: self)
    }

    static let badSwift = """
        import UIKit
        class A: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                if view != nil {}
            }
        }

        """
    static let warningOnlySwift = """
        class B: UIViewController {
            override func viewDidUnload() { super.viewDidUnload() }
        }

        """
    static let goodSwift = """
        class C: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        }

        """

    // MARK: - The bundled examples

    func testExamplesMatchGoldenTextOutput() throws {
        let result = try run(["Examples"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        let golden = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("Tests/LifelintTests/Golden/examples.txt"),
                                encoding: .utf8)
        XCTAssertEqual(result.stdout, golden, "regenerate with `swift run lifelint Examples > Tests/LifelintTests/Golden/examples.txt`")
    }

    func testOutputIsTheSameWhateverTheThreads() throws {
        let one = try run(["--jobs", "1", "Examples", "Tests/Fixtures"])
        let many = try run(["-j", "8", "Examples", "Tests/Fixtures"])
        XCTAssertEqual(one.stdout, many.stdout)
        XCTAssertFalse(one.stdout.isEmpty)
        // The walk feeds workers while it goes on: repeated runs still print the same, in the same order.
        for jobs in ["-j2", "-j3"] {
            XCTAssertEqual(try run([jobs, "Examples", "Tests/Fixtures"]).stdout, one.stdout, jobs)
        }
    }

    // MARK: - Formats

    func testXcodeFormat() throws {
        let tree = try makeTree(["A.swift": Self.badSwift])
        let result = try run(["--format", "xcode", "A.swift"], in: tree)
        XCTAssertEqual(result.stdout, """
            A.swift:3:19: error: `viewWillAppear(_:)` never calls `super.viewWillAppear(_:)`; UIKit's appearance bookkeeping is skipped: call `super.viewWillAppear(animated)` first [missing_super_call]

            """)
    }

    func testJSONFormat() throws {
        let tree = try makeTree(["Sources/A.swift": Self.badSwift.replacingOccurrences(of: "viewWillAppear", with: "setTitle"),
                                 "Sources/B.swift": Self.warningOnlySwift])
        let result = try run(["--format=json", "Sources/"], in: tree)
        XCTAssertEqual(result.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["view_nil_check", "deprecated_unload"])
        XCTAssertEqual(findings[0]["file"] as? String, "Sources/A.swift", "paths are printed as given")
        XCTAssertEqual(findings[0]["line"] as? Int, 4)
        XCTAssertEqual(findings[0]["column"] as? Int, 12)
        XCTAssertEqual(findings[0]["severity"] as? String, "error")
        XCTAssertEqual(findings[0]["fixable"] as? Bool, true)
        XCTAssertNotNil(findings[0]["message"] as? String)
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["files"] as? Int, 2)
        XCTAssertEqual(summary["errors"] as? Int, 1)
        XCTAssertEqual(summary["warnings"] as? Int, 1)
    }

    func testTextFormatShowsSourceLineAndCaret() throws {
        let tree = try makeTree(["A.swift": Self.badSwift.replacingOccurrences(of: "viewWillAppear", with: "setTitle")])
        let result = try run(["A.swift"], in: tree)
        XCTAssertEqual(result.stdout, """
            A.swift:4:12: error: comparing `view` to nil loads the view (`loadView()` and `viewDidLoad()` run), so it is never nil and the comparison always comes out the same; use `isViewLoaded`, or `viewIfLoaded` to use the view only if it exists [view_nil_check]
                    if view != nil {}
                       ^~~~~~~~~~~
            Found 1 problem (1 error, 0 warnings) in 1 file.

            """)
    }

    func testColourOnlyWhenAskedAndNeverWithNoColor() throws {
        let tree = try makeTree(["A.swift": Self.badSwift])
        XCTAssertFalse(try run(["A.swift"], in: tree).stdout.contains("\u{1B}["), "a pipe is not a terminal")
        XCTAssertTrue(try run(["--color", "always", "A.swift"], in: tree).stdout.contains("\u{1B}["))
        XCTAssertFalse(try run(["--color", "never", "A.swift"], in: tree).stdout.contains("\u{1B}["))
    }

    // MARK: - Exit codes

    func testExitCodes() throws {
        let tree = try makeTree(["bad/A.swift": Self.badSwift, "warn/B.swift": Self.warningOnlySwift,
                                 "good/C.swift": Self.goodSwift])
        XCTAssertEqual(try run(["good"], in: tree).status, 0)
        XCTAssertEqual(try run(["warn"], in: tree).status, 0, "warnings alone do not fail")
        XCTAssertEqual(try run(["--strict", "warn"], in: tree).status, 1)
        XCTAssertEqual(try run(["bad"], in: tree).status, 1)
        let good = try run(["good"], in: tree)
        XCTAssertEqual(good.stdout, "No problems found in 1 file.\n")
    }

    func testMissingPathIsAToolErrorButOtherPathsAreStillLinted() throws {
        let tree = try makeTree(["bad/A.swift": Self.badSwift])
        let result = try run(["missing.swift", "bad"], in: tree)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "lifelint: error: cannot read 'missing.swift': no such file or directory\n")
        XCTAssertTrue(result.stdout.contains("bad/A.swift:3:19"))
    }

    func testUsageErrors() throws {
        let unknown = try run(["--frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("lifelint: error: unknown option '--frobnicate'"))
        XCTAssertEqual(try run(["--format", "yaml", "Examples"]).status, 2)
        XCTAssertEqual(try run(["--jobs", "0"]).status, 2)
        let notSource = try run(["README.md"])
        XCTAssertEqual(notSource.status, 2)
        XCTAssertTrue(notSource.stderr.contains("not a .swift, .cs, .m, .mm or .h file"))
    }

    func testBinaryAndUTF16FilesAreReportedAndSkipped() throws {
        let tree = try makeTree(["ok/A.swift": Self.badSwift])
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]).write(to: tree.appendingPathComponent("ok/Logo.swift"))
        try Data([0xFF, 0xFE, 0x63, 0x00]).write(to: tree.appendingPathComponent("ok/Wide.cs"))
        let result = try run(["ok"], in: tree)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot lint 'ok/Logo.swift': binary file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot lint 'ok/Wide.cs': the file is UTF-16"), result.stderr)
        XCTAssertTrue(result.stdout.contains("ok/A.swift:3:19"))
    }

    // MARK: - File discovery

    func testSkipsHiddenAndBuildDirectoriesAndOtherExtensions() throws {
        let tree = try makeTree([
            "App/A.swift": Self.badSwift, ".hidden/H.swift": Self.badSwift, "App/.build/X.swift": Self.badSwift,
            "Pods/P.swift": Self.badSwift, "bin/B.cs": "", "obj/O.cs": "", "DerivedData/D.swift": Self.badSwift,
            "Carthage/C.swift": Self.badSwift, "node_modules/N.swift": Self.badSwift, "App/notes.txt": "view != nil",
            // Hidden by its first byte, as `ls` and git have it, though a combining mark follows the `.`.
            "App/.\u{301}Marked.swift": Self.badSwift, ".\u{301}marked/M.swift": Self.badSwift,
        ])
        let result = try run(["--format", "xcode"], in: tree)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) },
                       ["App/A.swift"])
    }

    /// Paths are joined from the listing's bytes: names beyond ASCII and longer than a short string,
    /// in directories named so, come out whole (each file once, none with another's name).
    func testFindsFilesWithLongAndNonASCIINames() throws {
        let tree = try makeTree([
            "A.swift": Self.badSwift, "Zz/Short.swift": Self.badSwift,
            "Écrans/Détail très long ViewController.swift": Self.badSwift,
            "Écrans/Sous-dossier au nom assez long/Vue 👍 principale.swift": Self.badSwift,
            "Écrans/Sous-dossier au nom assez long/notes très longues.txt": "view != nil",
        ])
        let result = try run(["--format", "xcode"], in: tree)
        XCTAssertEqual(Set(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }),
                       ["A.swift", "Zz/Short.swift", "Écrans/Détail très long ViewController.swift",
                        "Écrans/Sous-dossier au nom assez long/Vue 👍 principale.swift"], result.stdout)
        let named = try run(["--format", "xcode", "Écrans"], in: tree)
        XCTAssertEqual(Set(named.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }),
                       ["Écrans/Détail très long ViewController.swift", "Écrans/Sous-dossier au nom assez long/Vue 👍 principale.swift"],
                       named.stdout)
    }

    /// A directory's files come in the byte order of their names, then its subdirectories: names that
    /// share their first eight bytes or more, that are another's start, or differ past a non-ASCII byte.
    func testFilesComeInTheByteOrderOfTheirNames() throws {
        // (`ø` has no decomposed form: a file system storing names decomposed keeps it as written.)
        let names = ["ViewControllerB.swift", "ViewController.swift", "ViewControllerAB.swift", "ViewControllerA.swift",
                     "View.swift", "Vie.swift", "a.swift", "Z.swift", "ViewController_.swift", "Ørsted.swift", "Orsted.swift",
                     "ViewControllø.swift", "ViewControllor.swift"]
        var files: [String: String] = [:]
        // Subdirectories whose names are another's start, among files whose names start high (`z`).
        let directories = ["Sub/B.swift", "Sub/A.swift", "S/C.swift", "Su/D.swift", "D/E.swift", "Da/F.swift", "Dz/G.swift"]
        for name in names + ["zz.swift", "zzz.swift"] + directories { files[name] = Self.badSwift }
        let tree = try makeTree(files)
        let result = try run(["--format", "xcode"], in: tree)
        var order: [String] = []
        for line in result.stdout.split(separator: "\n") {
            let path = String(line.prefix(while: { $0 != ":" }))
            if order.last != path { order.append(path) }
        }
        let expected = (names + ["zz.swift", "zzz.swift"]).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            + ["D/E.swift", "Da/F.swift", "Dz/G.swift", "S/C.swift", "Su/D.swift", "Sub/A.swift", "Sub/B.swift"]
        XCTAssertEqual(order, expected, result.stdout)
    }

    func testHonoursGitignoreInsideAGitWorkTree() throws {
        let tree = try makeTree([
            ".gitignore": "Generated/\n*.generated.swift\n!Keep.generated.swift\n",
            "App/A.swift": Self.goodSwift, "Generated/G.swift": Self.badSwift,
            "App/X.generated.swift": Self.badSwift, "App/Keep.generated.swift": Self.badSwift,
            "App/Nested/.gitignore": "/Local.swift\n", "App/Nested/Local.swift": Self.badSwift,
        ])
        try run(["--version"], in: tree) // the binary works from any directory
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", tree.path]
        try git.run()
        git.waitUntilExit()
        let inRepo = try run(["--format", "xcode"], in: tree)
        let files = Set(inRepo.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) })
        XCTAssertEqual(files, ["App/Keep.generated.swift"])
        // Starting below the top of the work tree uses the same ignore files.
        let fromSubdirectory = try run(["--format", "xcode", "."], in: tree.appendingPathComponent("App"))
        XCTAssertEqual(Set(fromSubdirectory.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }),
                       ["./Keep.generated.swift"])
        let everything = try run(["--format", "xcode", "--no-ignore"], in: tree)
        XCTAssertEqual(Set(everything.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }),
                       ["App/Keep.generated.swift", "App/X.generated.swift", "Generated/G.swift", "App/Nested/Local.swift"])
        // A file named explicitly is linted even if ignored.
        XCTAssertEqual(try run(["Generated/G.swift"], in: tree).status, 1)
    }

    // MARK: - Rules and explain

    func testRulesJSONIsTheRegistryFile() throws {
        let result = try run(["rules", "--format", "json"], in: FileManager.default.temporaryDirectory)
        let file = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("rules.json"), encoding: .utf8)
        XCTAssertEqual(result.stdout, file, "the binary carries its registry: it works from any directory")
    }

    func testRulesListing() throws {
        let result = try run(["rules"])
        XCTAssertEqual(result.status, 0)
        for id in ["view_nil_check", "missing_super_call", "deprecated_unload"] {
            XCTAssertTrue(result.stdout.contains(id), id)
        }
    }

    func testExplain() throws {
        let result = try run(["explain", "view_nil_check"])
        XCTAssertEqual(result.status, 0)
        for heading in ["# view_nil_check", "## Why is this bad?", "## Example (Swift)", "## Use instead (Swift)",
                        "## Example (C#)", "## Use instead (C#)", "isViewLoaded"] {
            XCTAssertTrue(result.stdout.contains(heading), heading)
        }
        let observer = try run(["explain", "unbalanced_observer"])
        XCTAssertTrue(observer.stdout.contains("## Options"), "options are documented")
        XCTAssertTrue(observer.stdout.contains("interactive_transitions: true"), observer.stdout)
        let unknown = try run(["explain", "view_nill_check"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "lifelint: error: unknown rule 'view_nill_check'; did you mean 'view_nil_check'?\n")
    }

    func testVersionAndHelp() throws {
        XCTAssertTrue(try run(["--version"]).stdout.hasPrefix("lifelint "))
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("EXIT CODES"))
    }

    func testSuppressionCommentsInBothLanguages() throws {
        let tree = try makeTree([
            "A.swift": """
                class A: UIViewController {
                    func f() {
                        // lifelint:disable:next view_nil_check
                        if view != nil {}
                        if view != nil {} // lifelint:disable:this all
                    }
                }

                """,
            "B.cs": """
                class B : UIViewController
                {
                    // lifelint:disable view_nil_check
                    void F() { if (View != null) {} }
                    // lifelint:enable view_nil_check
                    void G() { if (View != null) {} }
                }

                """,
        ])
        let result = try run(["--format", "xcode", "."], in: tree)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0...1].joined(separator: ":")) },
                       ["./B.cs:6"])
    }
}
