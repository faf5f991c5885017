import Foundation
import XCTest

/// What a new user hit (a fresh clone, the README followed step by step), one test per report, each
/// through the built binary.
final class UserReportTests: XCTestCase {
    private let bad = "import UIKit\nclass X: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {}\n}\n"

    private func shell(_ command: String, in directory: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
        try runCommand(["sh", "-c", command], in: directory, environment: environment)
    }

    /// A git repository with `files` committed.
    private func repository(_ files: [String: String] = [:]) throws -> URL {
        let root = try makeTemporaryTree(files, for: self)
        let (status, output) = try shell("git init -q && git config user.email t@example.com && git config user.name Test"
            + (files.isEmpty ? "" : " && git add -A && git commit -q -m init"), in: root)
        XCTAssertEqual(status, 0, output)
        return root
    }

    // MARK: 2. GitHub annotations and SARIF name files from the repository's top

    func testGitHubAndSARIFPathsAreRelativeToTheRepositoryTop() throws {
        let root = try repository(["podcasts/A.swift": bad])
        let app = root.appendingPathComponent("podcasts")
        for (arguments, directory) in [(["."], root), (["."], app), ([app.path + "/A.swift"], root), (["./A.swift"], app)] {
            let result = try runLifelint(["--format", "github", "--format", "sarif=out.sarif"] + arguments, in: directory)
            XCTAssertTrue(result.stdout.hasPrefix("::error file=podcasts/A.swift,line=3,col=19,"), "\(arguments): \(result.stdout)")
            let sarif = try String(contentsOf: directory.appendingPathComponent("out.sarif"), encoding: .utf8)
            XCTAssertTrue(sarif.contains("\"uri\" : \"podcasts/A.swift\"") || sarif.contains("\"uri\": \"podcasts/A.swift\""), sarif)
            try FileManager.default.removeItem(at: directory.appendingPathComponent("out.sarif"))
        }
        // Other formats keep the path as it was given.
        let text = try runLifelint(["--format", "xcode", "./podcasts"], in: root)
        XCTAssertTrue(text.stdout.hasPrefix("./podcasts/A.swift:3:19:"), text.stdout)
    }

    // MARK: 3. A baseline matches however the path is spelled

    func testBaselineMatchesEverySpellingOfThePath() throws {
        let root = try repository(["App/A.swift": bad])
        XCTAssertEqual(try runLifelint(["--write-baseline", "b.json", "."], in: root).status, 0)
        for (arguments, directory) in [(["--baseline", "b.json", root.path], root),
                                       (["--baseline", "../b.json", "."], root.appendingPathComponent("App")),
                                       (["--baseline", root.path + "/b.json", "App/A.swift"], root)] {
            let result = try runLifelint(arguments + ["--format", "xcode"], in: directory)
            XCTAssertEqual(result.stdout, "", "\(arguments) from \(directory.lastPathComponent)")
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try (bad + "class Y: UIViewController {\n    override func viewDidAppear(_ animated: Bool) {}\n}\n")
            .write(to: root.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        let fresh = try runLifelint(["--baseline", "../b.json", "--format", "xcode", "."], in: root.appendingPathComponent("App"))
        XCTAssertTrue(fresh.stdout.hasPrefix("./A.swift:6:19: error:"), fresh.stdout)
        XCTAssertEqual(fresh.stdout.split(separator: "\n").count, 1, fresh.stdout)
    }

    // MARK: 4. Two documents on standard output, or two reports in one file

    func testConflictingOutputsAreUsageErrors() throws {
        let root = try makeTemporaryTree(["A.swift": bad], for: self)
        let mixed = try runLifelint(["--format", "json", "--format", "sarif", "."], in: root)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertEqual(mixed.stdout, "")
        XCTAssertTrue(mixed.stderr.contains("--format sarif=lifelint.sarif"), mixed.stderr)
        let same = try runLifelint(["--format", "json=r.json", "--format", "sarif=./r.json", "."], in: root)
        XCTAssertEqual(same.status, 2)
        XCTAssertTrue(same.stderr.contains("both write to './r.json'"), same.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("r.json").path))
        // Line formats may share standard output, as the README's GitHub recipe does.
        XCTAssertEqual(try runLifelint(["--format", "text", "--format", "github", "."], in: root).status, 1)
    }

    // MARK: 5. Partial runs read the facts of the rest of the work tree

    private let base = "import UIKit\nclass BaseViewController: UIViewController {}\n"
    private let subclass = "import UIKit\nclass P: BaseViewController {\n    init() {\n        super.init(nibName: nil, bundle: nil)\n        view.backgroundColor = .red\n    }\n}\n"

    func testStagedFindingsStandOnFactsOfUnchangedFiles() throws {
        let root = try repository(["Base.swift": base])
        try subclass.write(to: root.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        _ = try shell("git add P.swift", in: root)
        let staged = try runLifelint(["--staged", "--format", "xcode"], in: root)
        XCTAssertEqual(staged.status, 1, staged.stderr)
        XCTAssertTrue(staged.stdout.hasPrefix("P.swift:5:9: error:"), staged.stdout)
        XCTAssertTrue(staged.stdout.contains("[view_access_in_init]"))
        XCTAssertEqual(staged.stdout.split(separator: "\n").count, 1, "only staged files are reported")
        // The work tree's unstaged edit of the base class is not what the commit holds.
        try "import UIKit\nclass BaseViewController: NSObject {}\n".write(to: root.appendingPathComponent("Base.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try runLifelint(["--staged", "--format", "xcode"], in: root).stdout, staged.stdout)
        // Staging the edit makes it what the commit holds: P is no controller then.
        _ = try shell("git add Base.swift", in: root)
        XCTAssertEqual(try runLifelint(["--staged", "--format", "xcode"], in: root).stdout, "")
    }

    func testNamedPathsReadTheRestOfTheWorkTreeForFacts() throws {
        let root = try repository(["Base/Base.swift": base, "Feature/P.swift": subclass])
        let named = try runLifelint(["--format", "xcode", "Feature/P.swift"], in: root)
        XCTAssertTrue(named.stdout.hasPrefix("Feature/P.swift:5:9: error:"), named.stdout)
        let fromSubdirectory = try runLifelint(["--format", "xcode", "."], in: root.appendingPathComponent("Feature"))
        XCTAssertTrue(fromSubdirectory.stdout.hasPrefix("./P.swift:5:9: error:"), fromSubdirectory.stdout)
        let stdin = try runLifelint(["--stdin", "--stdin-filename", "Feature/P.swift", "--format", "xcode"], in: root,
                                    input: Data(subclass.utf8))
        XCTAssertTrue(stdin.stdout.hasPrefix("Feature/P.swift:5:9: error:"), stdin.stdout)
        // Outside a work tree, a run sees the paths it was given and nothing else (documented).
        let loose = try makeTemporaryTree(["Base/Base.swift": base, "Feature/P.swift": subclass], for: self)
        XCTAssertEqual(try runLifelint(["--format", "xcode", "Feature/P.swift"], in: loose).stdout, "")
        XCTAssertTrue(try runLifelint(["--format", "xcode", "."], in: loose).stdout.hasPrefix("./Feature/P.swift:5:9:"))
    }

    func testNamedPathsReadTheFactsOfTheirOwnWorkTree() throws {
        // Run from inside one repository on a file of another: the other's base class makes P a controller.
        let other = try repository(["Base/Base.swift": base, "Feature/P.swift": subclass])
        // The working directory's repository declares a base of the same name that is no controller.
        let here = try repository(["Base.swift": "import UIKit\nclass BaseViewController: NSObject {}\n"])
        let path = other.appendingPathComponent("Feature/P.swift").path
        let named = try runLifelint(["--format", "xcode", path], in: here)
        XCTAssertTrue(named.stdout.hasPrefix(path + ":5:9: error:"), named.stdout)
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 1, named.stdout)
        // A nested repository named whole is its own project: the outer one adds nothing.
        let outer = try repository(["Base.swift": base])
        try FileManager.default.createDirectory(at: outer.appendingPathComponent("Nested"), withIntermediateDirectories: true)
        try subclass.write(to: outer.appendingPathComponent("Nested/P.swift"), atomically: true, encoding: .utf8)
        _ = try shell("git init -q Nested", in: outer)
        XCTAssertEqual(try runLifelint(["--format", "xcode", "Nested"], in: outer).stdout, "")
    }

    // MARK: 6. Malformed and unknown suppression comments are reported

    func testMalformedSuppressionCommentsAreReported() throws {
        let root = try makeTemporaryTree(["S.swift": """
            class S: UIViewController {
                func f() {
                    // lifelint:disable:this
                    // lifelint: disable:next view_nil_check
                    // lifelint:disable-next-line view_nil_check
                    // lifelint:disable:next view_nill_check
                    // lifelint:disable:next view_nil_check legacy
                    // lifelint:disable:next view_nil_check -- the view is loaded by the container here
                    if view != nil {}
                    // lifelint: see the README (prose, not a directive)
                }
            }

            """], for: self)
        let result = try runLifelint(["--format", "xcode", "S.swift"], in: root)
        XCTAssertEqual(result.stdout, """
            S.swift:3:12: warning: `lifelint:disable:this` names no rule; write `lifelint:disable:this RULE` (or `all`) [invalid_suppression]
            S.swift:4:12: warning: `lifelint: disable:next` has a space after `lifelint:`, so it is not read as a directive; write `lifelint:disable:next` [invalid_suppression]
            S.swift:5:12: warning: `lifelint:disable-next-line` is no lifelint directive (expected `disable:next`, `disable:this`, `disable` or `enable`); did you mean `lifelint:disable:next`? [invalid_suppression]
            S.swift:6:12: warning: `view_nill_check` in a lifelint comment is no rule; did you mean `view_nil_check`? [invalid_suppression]
            S.swift:7:12: warning: `legacy` in a lifelint comment is no rule (`lifelint rules` lists them); to give a reason, write it after ` -- ` [invalid_suppression]

            """)
        // The check can be turned off like a rule.
        let off = try runLifelint(["--format", "xcode", "--ignore", "invalid_suppression", "S.swift"], in: root)
        XCTAssertEqual(off.stdout, "")
    }

    func testUnusedSuppressionsAreReportedWhenAsked() throws {
        let root = try makeTemporaryTree(["U.swift": """
            class U: UIViewController {
                func f() {
                    // lifelint:disable:next view_nil_check
                    if view != nil {}
                    // lifelint:disable:next view_nil_check -- kept from before
                    if isViewLoaded {}
                }
            }

            """], for: self)
        XCTAssertEqual(try runLifelint(["--format", "xcode", "U.swift"], in: root).stdout, "", "not judged unless asked")
        let expected = "U.swift:5:9: warning: `lifelint:disable:next view_nil_check` suppresses nothing here; remove it [unused_suppression]\n"
        XCTAssertEqual(try runLifelint(["--report-unused-suppressions", "--format", "xcode", "U.swift"], in: root).stdout, expected)
        XCTAssertEqual(try runLifelint(["--extend-select", "unused_suppression", "--format", "xcode", "U.swift"], in: root).stdout, expected)
    }

    // MARK: 7. `--stdin-filename` finds the configuration from the file's path

    func testStdinFindsTheConfigurationOfTheNamedFile() throws {
        let project = try repository([".lifelint.json": #"{"rules": {"missing_super_call": "off"}}"#])
        let elsewhere = try makeTemporaryTree([:], for: self)
        let result = try runLifelint(["--stdin", "--stdin-filename", project.path + "/Sources/New.swift"], in: elsewhere,
                                     input: Data(bad.utf8))
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "No problems found in 1 file.\n")
    }

    // MARK: 8. `--staged` outside a repository and from a subdirectory

    func testStagedOutsideARepositoryIsOneClearError() throws {
        let root = try makeTemporaryTree(["A.swift": bad], for: self)
        let result = try runLifelint(["--staged"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("lifelint: error: --staged needs a git work tree"), result.stderr)
    }

    func testStagedFromASubdirectoryLintsEveryStagedFile() throws {
        let root = try repository(["Docs/README.md": "x"])
        try bad.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        _ = try shell("git add A.swift", in: root)
        let result = try runLifelint(["--staged", "--format", "xcode"], in: root.appendingPathComponent("Docs"))
        XCTAssertTrue(result.stdout.hasPrefix("../A.swift:3:19: error:"), result.stdout + result.stderr)
    }

    // MARK: 9. The installed hook runs lifelint by absolute path

    func testInstalledHookWorksWithAMinimalPath() throws {
        let root = try repository()
        XCTAssertEqual(try runLifelint(["install-hook"], in: root).status, 0)
        let hook = try String(contentsOf: root.appendingPathComponent(".git/hooks/pre-commit"), encoding: .utf8)
        let binary = CommandLineTests.binary.resolvingSymlinksInPath().path
        XCTAssertTrue(hook.contains("exec '\(binary)' --staged --strict"), hook)
        try bad.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        // As a GUI client runs hooks: a PATH without lifelint.
        let minimal = ["PATH": "/usr/bin:/bin"]
        let (blocked, output) = try shell("git add A.swift && git commit -q -m bad", in: root, environment: minimal)
        XCTAssertNotEqual(blocked, 0)
        XCTAssertTrue(output.contains("[missing_super_call]"), output)
        // The binary moved, and none is on PATH: the hook says what to do.
        try hook.replacingOccurrences(of: binary, with: "/nonexistent/lifelint")
            .write(to: root.appendingPathComponent(".git/hooks/pre-commit"), atomically: true, encoding: .utf8)
        _ = try shell("chmod +x .git/hooks/pre-commit", in: root)
        let (moved, message) = try shell("git commit -q -m bad", in: root, environment: minimal)
        XCTAssertNotEqual(moved, 0)
        XCTAssertTrue(message.contains("lifelint is not at /nonexistent/lifelint nor on PATH"), message)
    }

    // MARK: 10. Smaller ones

    func testHelpIsACommandAndMistypedOptionsGetASuggestion() throws {
        let help = try runLifelint(["help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stdout, try runLifelint(["--help"]).stdout)
        let typo = try runLifelint(["--frmat", "json"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("unknown option '--frmat'; did you mean '--format'?"), typo.stderr)
    }

    func testCommentChecksAreKnownToExplainAndTheConfiguration() throws {
        for id in ["unused_suppression", "invalid_suppression"] {
            let explain = try runLifelint(["explain", id])
            XCTAssertEqual(explain.status, 0, explain.stderr)
            XCTAssertTrue(explain.stdout.hasPrefix("# \(id)"))
        }
        let root = try makeTemporaryTree([".lifelint.json": #"{"rules": {"unused_suppression": "error"}}"#,
                                          "U.swift": "class U: UIViewController {\n    // lifelint:disable:next view_nil_check\n    func f() {}\n}\n"],
                                         for: self)
        let result = try runLifelint(["--format", "xcode", "."], in: root)
        XCTAssertEqual(result.stdout, "./U.swift:2:5: error: `lifelint:disable:next view_nil_check` suppresses nothing here; remove it [unused_suppression]\n")
    }

    func testDuplicateConfigurationKeysAreErrors() throws {
        let root = try makeTemporaryTree([".lifelint.json": "{\n  \"rules\": {\n    \"view_nil_check\": \"off\",\n    \"view_nil_check\": \"error\"\n  }\n}\n",
                                          "A.swift": bad], for: self)
        let result = try runLifelint(["."], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "lifelint: error: .lifelint.json:4: \"view_nil_check\" is given twice (first on line 3); keep one\n")
    }

    func testSARIFRecordsSkippedFiles() throws {
        let root = try makeTemporaryTree(["A.swift": bad], for: self)
        try Data([0x63, 0x00, 0x64]).write(to: root.appendingPathComponent("Binary.swift"))
        let result = try runLifelint(["--format", "sarif", "."], in: root)
        XCTAssertEqual(result.status, 2)
        let sarif = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let invocation = (run["invocations"] as! [[String: Any]])[0]
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = invocation["toolExecutionNotifications"] as! [[String: Any]]
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual((notifications[0]["message"] as! [String: Any])["text"] as? String,
                       "cannot lint './Binary.swift': binary file (it contains NUL bytes)")
        let location = ((notifications[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
        XCTAssertEqual((location["artifactLocation"] as! [String: Any])["uri"] as? String, "Binary.swift")
    }

    func testDiffHeadersOfAbsolutePaths() throws {
        let root = try makeTemporaryTree(["A.swift": bad], for: self)
        let path = root.path + "/A.swift"
        let result = try runLifelint(["--fix", "--unsafe-fixes", "--diff", path], in: root)
        XCTAssertTrue(result.stdout.hasPrefix("--- a\(path)\n+++ b\(path)\n"), result.stdout)
    }

    // MARK: 11. Rule selection and shell completions

    func testSelectExtendSelectAndIgnore() throws {
        let code = bad + "class Z: UIViewController {\n    func f() { if view != nil {} }\n    override func viewDidUnload() { super.viewDidUnload() }\n}\n"
        let root = try makeTemporaryTree(["A.swift": code, ".lifelint.json": #"{"rules": {"deprecated_unload": "off"}}"#], for: self)
        func rules(_ arguments: [String]) throws -> [String] {
            try runLifelint(arguments + ["--format", "xcode", "A.swift"], in: root).stdout.split(separator: "\n")
                .map { String($0.split(separator: "[").last!.dropLast()) }
        }
        XCTAssertEqual(try rules([]), ["missing_super_call", "view_nil_check"])
        XCTAssertEqual(try rules(["--select", "view_nil_check"]), ["view_nil_check"])
        XCTAssertEqual(try rules(["--select", "view_nil_check,deprecated_unload"]), ["view_nil_check", "deprecated_unload"])
        XCTAssertEqual(try rules(["--extend-select", "deprecated_unload"]), ["missing_super_call", "view_nil_check", "deprecated_unload"])
        XCTAssertEqual(try rules(["--ignore", "missing_super_call"]), ["view_nil_check"])
        XCTAssertEqual(try rules(["--select", "all", "--ignore", "view_nil_check"]), ["missing_super_call", "deprecated_unload"])
        let unknown = try runLifelint(["--select", "view_nil_chek", "A.swift"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'view_nil_check'?"), unknown.stderr)
    }

    func testCompletionScripts() throws {
        let bash = try runLifelint(["completions", "bash"])
        XCTAssertEqual(bash.status, 0)
        let root = try makeTemporaryTree(["completion.bash": bash.stdout], for: self)
        // Complete `lifelint --sel` and `lifelint --select view_n` as bash would.
        let (status, output) = try runCommand(["bash", "-c", """
            source completion.bash
            COMP_WORDS=(lifelint --sel); COMP_CWORD=1; _lifelint; echo "${COMPREPLY[*]}"
            COMP_WORDS=(lifelint --select view_n); COMP_CWORD=2; _lifelint; echo "${COMPREPLY[*]}"
            COMP_WORDS=(lifelint --format sa); COMP_CWORD=2; _lifelint; echo "${COMPREPLY[*]}"
            """], in: root)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "--select\nview_nil_check\nsarif\n")
        for shell in ["zsh", "fish"] {
            let script = try runLifelint(["completions", shell])
            XCTAssertEqual(script.status, 0)
            XCTAssertTrue(script.stdout.contains("view_nil_check") && script.stdout.contains("extend-select"))
            guard (try? runCommand(["sh", "-c", "command -v \(shell)"], in: root))?.0 == 0 else { continue }
            try script.stdout.write(to: root.appendingPathComponent("completion.\(shell)"), atomically: true, encoding: .utf8)
            let (checked, message) = try runCommand([shell, "-n", "completion.\(shell)"], in: root)
            XCTAssertEqual(checked, 0, "\(shell): \(message)")
        }
        XCTAssertEqual(try runLifelint(["completions", "powershell"]).status, 2)
    }
}
