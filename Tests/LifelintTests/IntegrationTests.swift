import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import lifelint
import Rules

/// Configuration files and CI reports, through the built binary.
final class IntegrationTests: XCTestCase {
    private func tree(_ files: [String: String]) throws -> URL {
        try makeTemporaryTree(files, for: self)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    func testConfigurationIsFoundInParentsAndApplied() throws {
        let root = try tree([
            ".lifelint.json": #"{"rules": {"view_nil_check": "warning", "deprecated_unload": "off"}, "exclude": ["Generated"], "overrides": [{"files": ["App/Legacy/**"], "rules": {"missing_super_call": "off"}}]}"#,
            "App/A.swift": CommandLineTests.badSwift.replacingOccurrences(of: "viewWillAppear", with: "setTitle")
                + CommandLineTests.warningOnlySwift,
            "App/Legacy/L.swift": CommandLineTests.badSwift,
            "App/Generated/G.swift": CommandLineTests.badSwift,
        ])
        let result = try runLifelint(["--format", "xcode", "."], in: root.appendingPathComponent("App"))
        XCTAssertEqual(lines(result.stdout).map { String($0.prefix(while: { $0 != " " })) },
                       ["./A.swift:4:12:"], result.stdout)
        XCTAssertTrue(result.stdout.contains("warning:"), "severity from the configuration")
        XCTAssertEqual(result.status, 0, "only a warning is left")
    }

    func testBadConfigurationStopsTheRunWithExitTwo() throws {
        let root = try tree([".lifelint.json": "{\n  \"rules\": { \"view_nil_chek\": \"off\" }\n}\n", "A.swift": CommandLineTests.badSwift])
        let result = try runLifelint(["."], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "nothing is linted with a half-read configuration")
        XCTAssertEqual(result.stderr, "lifelint: error: .lifelint.json:2: unknown rule \"view_nil_chek\" in \"rules\"; did you mean \"view_nil_check\"?\n")
        let explicit = try runLifelint(["--config", "missing.json", "."], in: root)
        XCTAssertEqual(explicit.status, 2)
        XCTAssertTrue(explicit.stderr.contains("cannot read configuration 'missing.json'"))
    }

    func testInitWritesAStarterConfigurationOnce() throws {
        let root = try tree(["A.swift": CommandLineTests.goodSwift])
        XCTAssertEqual(try runLifelint(["init"], in: root).status, 0)
        let written = try String(contentsOf: root.appendingPathComponent(".lifelint.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"unbalanced_observer\""))
        let again = try runLifelint(["init"], in: root)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("already exists"))
        XCTAssertEqual(try runLifelint(["init", "--force"], in: root).status, 0)
        XCTAssertEqual(try runLifelint(["."], in: root).status, 0, "the starter configuration is valid")
    }

    func testSeveralReportsInOneRunAndSARIFValidatesAgainstTheSchema() throws {
        let root = try tree(["Sources/A.swift": CommandLineTests.badSwift])
        let result = try runLifelint(["--format", "text", "--format", "sarif=lint.sarif", "--format", "github", "Sources"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Sources/A.swift:3:19: error:"))
        XCTAssertTrue(result.stdout.contains("::error file=Sources/A.swift,line=3,col=19,"))
        let sarifURL = root.appendingPathComponent("lint.sarif")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: sarifURL)) as! [String: Any]
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        XCTAssertEqual((driver["rules"] as! [Any]).count, Registry.descriptions.count)
        XCTAssertEqual((run["results"] as! [Any]).count, 1)

        // The official schema, kept in the fixtures so that the check runs on every clone.
        let schema = CommandLineTests.repositoryRoot.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            print("valid")
            """, schema.path, sarifURL.path]
        let out = Pipe()
        python.standardOutput = out
        python.standardError = out
        try python.run()
        python.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if text.contains("No module named 'jsonschema'") { throw XCTSkip("python3 has no jsonschema module") }
        XCTAssertEqual(python.terminationStatus, 0, text)
        XCTAssertEqual(text, "valid\n")
    }

    /// Skimmed files on disk, read again in a round: for a controller whose name the skim records no
    /// word for (`screen_base`), the files spelling it are found by their bytes and read in full; a file
    /// in another platform's folder spelling a controller's name is not needed, and the findings are the
    /// same as when every file is read (the tests of Skimming check both ways in memory).
    func testSkimmedFilesOnDiskAreReadForTheNamesTheProjectNeeds() throws {
        let leaf = "class DetailScreen: screen_base {\n    func reload() {\n        if view != nil { print(\"loaded\") }\n    }\n}\n"
        let root = try tree([
            "App/Base.swift": "import UIKit\n\nclass screen_base: UIViewController {}\nclass Home: UIViewController {}\n",
            "App/Leaf.swift": leaf,
            "App/Model.swift": "struct Model { let name: String }\n",
            "App.Droid/Home.cs": "public class Home : Activity {\n    void Show() { }\n}\n",
        ])
        let result = try runLifelint(["--format", "xcode", "."], in: root)
        XCTAssertEqual(lines(result.stdout).map { String($0.prefix(while: { $0 != " " })) }, ["./App/Leaf.swift:3:12:"], result.stdout)
    }

    func testStatisticsCountFindingsPerRule() throws {
        let root = try tree(["A.swift": CommandLineTests.badSwift + CommandLineTests.warningOnlySwift])
        let result = try runLifelint(["--statistics", "A.swift"], in: root)
        XCTAssertEqual(result.stdout, "1  deprecated_unload\n1  missing_super_call [*]\n")
    }

    func testCheckstyleAndJUnitAreWellFormedXML() throws {
        let root = try tree(["A.swift": CommandLineTests.badSwift, "B.swift": CommandLineTests.goodSwift])
        for format in ["checkstyle", "junit"] {
            let result = try runLifelint(["--format", format, "."], in: root)
            let document = try XMLDocument(data: Data(result.stdout.utf8))
            XCTAssertNotNil(document.rootElement(), format)
        }
        let junit = try XMLDocument(data: Data(try runLifelint(["--format", "junit", "."], in: root).stdout.utf8))
        XCTAssertEqual(try junit.nodes(forXPath: "//testcase").count, 2)
        // Written to a file beside another report, it still has a test case for every file checked.
        _ = try runLifelint(["--format", "json", "--format", "junit=out.xml", "."], in: root)
        let written = try XMLDocument(data: Data(contentsOf: root.appendingPathComponent("out.xml")))
        XCTAssertEqual(try written.nodes(forXPath: "//testcase").count, 2)
    }
}

/// Runs a program found on PATH in `directory`; returns its status and its output and errors together.
func runCommand(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// `--fix` and `--diff` on real files: line endings, BOM and permissions kept, nothing lost.
final class FixCommandTests: XCTestCase {
    private func file(_ name: String, _ bytes: [UInt8], mode: Int = 0o644) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifelint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        return url
    }

    private let swiftCRLFWithBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(
        "class A: UIViewController {\r\n    var x = 0 { didSet { if view != nil { } } }\r\n    override func viewDidAppear(_ animated: Bool) {\r\n        super.viewWillAppear(animated)\r\n    }\r\n    override func viewWillDisappear(_ animated: Bool) {}\r\n}\r\n".utf8)

    func testFixKeepsBOMLineEndingsAndPermissionsAndIsIdempotent() throws {
        let url = try file("A.swift", swiftCRLFWithBOM, mode: 0o640)
        let directory = url.deletingLastPathComponent()
        let result = try runLifelint(["--fix", "--unsafe-fixes", "A.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "Fixed 3 problems in 1 file.\n")
        XCTAssertEqual(result.stdout, "No problems found in 1 file.\n")
        let fixed = try Data(contentsOf: url)
        XCTAssertEqual(Array(fixed.prefix(3)), [0xEF, 0xBB, 0xBF])
        let text = String(decoding: fixed.dropFirst(3), as: UTF8.self)
        XCTAssertEqual(text, "class A: UIViewController {\r\n    var x = 0 { didSet { if isViewLoaded { } } }\r\n    override func viewDidAppear(_ animated: Bool) {\r\n        super.viewDidAppear(animated)\r\n    }\r\n    override func viewWillDisappear(_ animated: Bool) {\r\n        super.viewWillDisappear(animated)\r\n    }\r\n}\r\n")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        let again = try runLifelint(["--fix", "--unsafe-fixes", "A.swift"], in: directory)
        XCTAssertEqual(again.stderr, "", "nothing left to fix")
        XCTAssertEqual(try Data(contentsOf: url), fixed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(leftovers, ["A.swift"], "no temporary files are left behind")
    }

    /// The reported case: a one-line body's comment survives the fix, and `--fix` alone applies no
    /// unsafe fix but says how many there are.
    func testFixKeepsTheCommentsOfTheBody() throws {
        let code = "import UIKit\nclass A: UIViewController {\n override func viewWillAppear(_ animated: Bool) { /* keep */ }\n}\n"
        let url = try file("A.swift", Array(code.utf8))
        let directory = url.deletingLastPathComponent()
        let safeOnly = try runLifelint(["--fix", "A.swift"], in: directory)
        XCTAssertEqual(safeOnly.status, 1)
        XCTAssertEqual(safeOnly.stderr, "1 unsafe fix is available with `--unsafe-fixes` (they change what the code does: review them).\n")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), code, "no safe fix: the file is unchanged")
        let result = try runLifelint(["--fix", "--unsafe-fixes", "A.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8),
                       "import UIKit\nclass A: UIViewController {\n override func viewWillAppear(_ animated: Bool) {\n     super.viewWillAppear(animated)\n     /* keep */\n }\n}\n")
    }

    func testDiffPrintsAndWritesNothing() throws {
        let url = try file("B.cs", Array("class B : UIViewController\n{\n    public override void ViewWillAppear(bool animated)\n    {\n        Refresh();\n    }\n}\n".utf8))
        let before = try Data(contentsOf: url)
        let result = try runLifelint(["--fix", "--unsafe-fixes", "--diff", "B.cs"], in: url.deletingLastPathComponent())
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "--- a/B.cs\n+++ b/B.cs\n@@ -2,6 +2,7 @@\n {\n     public override void ViewWillAppear(bool animated)\n     {\n+        base.ViewWillAppear(animated);\n         Refresh();\n     }\n }\n")
        XCTAssertEqual(result.stderr, "Would fix 1 problem in 1 file.\n")
        XCTAssertEqual(try Data(contentsOf: url), before)
    }

    func testReadOnlyDirectoryLeavesTheFileIntact() throws {
        guard getuid() != 0 else { throw XCTSkip("root can write to read-only directories") }
        let url = try file("A.swift", swiftCRLFWithBOM)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let result = try runLifelint(["--fix", "--unsafe-fixes", "A.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot fix 'A.swift'"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: url), Data(swiftCRLFWithBOM))
    }

    /// Runs `script` with sh in a private mount namespace, where it may mount a small or read-only file
    /// system of its own (`unshare -m`, as root on Linux); skips the test where that is not possible.
    private func inPrivateMounts(_ script: String, in directory: URL) throws -> (status: Int32, output: String) {
        func shell(_ arguments: [String]) throws -> (Int32, String) {
            try runCommand(arguments, in: directory, environment: ["LIFELINT": CommandLineTests.binary.path])
        }
        let probe = try? shell(["unshare", "-m", "sh", "-c", "mkdir -p probe && mount -t tmpfs -o size=64k tmpfs probe"])
        guard probe?.0 == 0 else { throw XCTSkip("cannot mount a private file system here (needs unshare and root)") }
        return try shell(["unshare", "-m", "sh", "-c", script])
    }

    /// A fix into a directory on a read-only file system (which stops root too) or a full one: the
    /// file stays as it was, no temporary file is left, and the error says why.
    func testReadOnlyOrFullFileSystemLeavesTheFileIntact() throws {
        let url = try file("A.swift", swiftCRLFWithBOM)
        let directory = url.deletingLastPathComponent()
        let cases = [
            ("read-only", "mount -o remount,ro mnt", "read-only"),
            ("full", "dd if=/dev/zero of=mnt/filler bs=1024 2>/dev/null || true", "no space left on device"),
        ]
        for (name, prepare, message) in cases {
            let script = """
                set -e
                rm -rf out
                mkdir -p mnt out
                mount -t tmpfs -o size=64k tmpfs mnt
                cp A.swift mnt/A.swift
                \(prepare)
                set +e
                "$LIFELINT" --fix --unsafe-fixes mnt/A.swift > out/stdout 2> out/stderr
                echo $? > out/status
                cp mnt/A.swift out/A.swift
                ls -a mnt > out/listing
                """
            let (status, output) = try inPrivateMounts(script, in: directory)
            XCTAssertEqual(status, 0, "\(name): \(output)")
            let read = { (file: String) in
                (try? String(contentsOf: directory.appendingPathComponent("out/" + file), encoding: .utf8)) ?? ""
            }
            let stderr = read("stderr")
            XCTAssertEqual(read("status"), "2\n", "\(name): \(stderr)")
            XCTAssertTrue(stderr.contains("cannot fix 'mnt/A.swift'"), "\(name): \(stderr)")
            XCTAssertTrue(stderr.contains(message), "\(name): \(stderr)")
            XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("out/A.swift")), Data(swiftCRLFWithBOM), name)
            XCTAssertFalse(read("listing").contains(".lifelint-"), "\(name): a temporary file was left: \(read("listing"))")
        }
    }

    /// A file edited after lifelint read it (an editor saving during the run) is not overwritten.
    func testAFileChangedSinceItWasReadIsNotFixed() throws {
        let url = try file("A.swift", swiftCRLFWithBOM)
        let analyzer = Analyzer()
        let report = analyzer.analyze(path: url.path, language: .swift, bytes: swiftCRLFWithBOM)
        let diagnostics = Project.confirm([report])
        XCTAssertTrue(diagnostics.contains { $0.fix != nil })
        let edited = Data("// edited meanwhile\n".utf8) + Data(swiftCRLFWithBOM)
        try edited.write(to: url)
        let outcome = Fixing(includeUnsafe: true, diffOnly: false).apply(diagnostics, reports: [report])
        XCTAssertEqual(outcome.fixed, 0)
        XCTAssertEqual(outcome.errors, ["cannot fix '\(url.path)': it changed while lifelint was reading it; run again"])
        XCTAssertEqual(try Data(contentsOf: url), edited)
    }

    func testFilesWithoutFixesAreNeverTouched() throws {
        let url = try file("C.swift", Array("class C: UIViewController {\n    override func viewDidUnload() { super.viewDidUnload() }\n}\n".utf8))
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        _ = try runLifelint(["--fix", "--unsafe-fixes", "C.swift"], in: url.deletingLastPathComponent())
        let after = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        XCTAssertEqual(before, after)
    }
}

/// Git, editors and pre-commit: `--staged`, `install-hook`, `--stdin`, baselines, the real pre-commit.
final class GitIntegrationTests: XCTestCase {
    private func shell(_ command: String, in directory: URL) throws -> (Int32, String) {
        try runCommand(["sh", "-c", command], in: directory)
    }

    private func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifelint-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let (status, output) = try shell("git init -q && git config user.email t@example.com && git config user.name Test", in: root)
        XCTAssertEqual(status, 0, output)
        return root
    }

    private let bad = "class X: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {}\n}\n"
    private let good = "class X: UIViewController {\n    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }\n}\n"

    func testStagedLintsTheIndexNotTheWorkTree() throws {
        let root = try repository()
        try bad.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        _ = try shell("git add A.swift", in: root)
        try good.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let staged = try runLifelint(["--staged", "--format", "xcode"], in: root)
        XCTAssertEqual(staged.status, 1)
        XCTAssertTrue(staged.stdout.hasPrefix("A.swift:2:19: error:"), staged.stdout)
        XCTAssertEqual(try runLifelint(["A.swift"], in: root).status, 0, "the work tree is fine")
    }

    func testInstallHookBlocksABadCommitAndNeverOverwrites() throws {
        let root = try repository()
        let install = try runLifelint(["install-hook"], in: root)
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(try runLifelint(["install-hook"], in: root).status, 2, "an existing hook is kept")
        XCTAssertEqual(try runLifelint(["install-hook", "--force"], in: root).status, 0)
        // The hook calls `lifelint` from PATH: put the built binary first.
        let path = CommandLineTests.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        try bad.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let (blocked, output) = try shell("PATH='\(path)' git add A.swift && PATH='\(path)' git commit -q -m bad", in: root)
        XCTAssertNotEqual(blocked, 0)
        XCTAssertTrue(output.contains("missing_super_call"), output)
        try good.write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let (passed, log) = try shell("PATH='\(path)' git add A.swift && PATH='\(path)' git commit -q -m good", in: root)
        XCTAssertEqual(passed, 0, log)
    }

    /// Objective-C in every mode a user has: a walk (with a MATLAB `.m` beside it), `--staged`, `--stdin`,
    /// a baseline, SARIF, and `--fix` inserting the super call in Objective-C.
    func testObjectiveCInEveryMode() throws {
        let root = try repository()
        let header = "@interface FeedViewController : UITableViewController\n@end\n"
        let source = "#import \"Feed.h\"\n@implementation FeedViewController\n- (void)viewWillAppear:(BOOL)shown {\n    [self.tableView reloadData];\n}\n@end\n"
        try header.write(to: root.appendingPathComponent("Feed.h"), atomically: true, encoding: .utf8)
        try source.write(to: root.appendingPathComponent("Feed.m"), atomically: true, encoding: .utf8)
        try "% a MATLAB script\nx = 1;\n".write(to: root.appendingPathComponent("plot.m"), atomically: true, encoding: .utf8)

        let walk = try runLifelint(["--format", "xcode", "."], in: root)
        XCTAssertEqual(walk.status, 1, walk.stderr)
        XCTAssertTrue(walk.stdout.hasPrefix("./Feed.m:3:9: error: `viewWillAppear:` never calls `[super viewWillAppear:shown]`"), walk.stdout)
        XCTAssertTrue(walk.stderr.contains("lifelint: note: skipped './plot.m': it reads as MATLAB"), walk.stderr)

        _ = try shell("git add Feed.h Feed.m", in: root)
        let staged = try runLifelint(["--staged", "--format", "xcode"], in: root)
        XCTAssertTrue(staged.stdout.hasPrefix("Feed.m:3:9: error:"), staged.stdout + staged.stderr)

        let stdin = try runLifelint(["--stdin", "--stdin-filename", "Other/Feed.m", "--format", "xcode"], in: root, input: Data(source.utf8))
        XCTAssertTrue(stdin.stdout.hasPrefix("Other/Feed.m:3:9: error:"), stdin.stdout + stdin.stderr)

        XCTAssertEqual(try runLifelint(["--write-baseline", "baseline.json", "Feed.m", "Feed.h"], in: root).status, 0)
        XCTAssertEqual(try runLifelint(["--baseline", "baseline.json", "Feed.m", "Feed.h"], in: root).status, 0)

        let sarif = try runLifelint(["--format", "sarif", "Feed.m", "Feed.h"], in: root)
        XCTAssertTrue(sarif.stdout.contains("\"ruleId\": \"missing_super_call\""), sarif.stdout)

        XCTAssertEqual(try runLifelint(["--fix", "--unsafe-fixes", "Feed.m", "Feed.h"], in: root).status, 0)
        let fixed = try String(contentsOf: root.appendingPathComponent("Feed.m"), encoding: .utf8)
        XCTAssertEqual(fixed, source.replacingOccurrences(of: "{\n    [self.tableView", with: "{\n    [super viewWillAppear:shown];\n    [self.tableView"))
    }

    func testStdinUsesTheGivenNameAndConfiguration() throws {
        let root = try repository()
        try #"{"overrides": [{"files": ["Legacy/**"], "rules": {"missing_super_call": "off"}}]}"#
            .write(to: root.appendingPathComponent(".lifelint.json"), atomically: true, encoding: .utf8)
        let source = Data(bad.utf8)
        let result = try runLifelint(["--stdin", "--stdin-filename", "Sources/A.swift", "--format", "xcode"], in: root, input: source)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/A.swift:2:19: error:"), result.stdout + result.stderr)
        let legacy = try runLifelint(["--stdin", "--stdin-filename", "Legacy/A.swift"], in: root, input: source)
        XCTAssertEqual(legacy.status, 0)
        XCTAssertEqual(try runLifelint(["--stdin"], in: root).status, 2, "--stdin needs a file name")
    }

    func testBaselineSurvivesLineShiftsAndReportsNewFindings() throws {
        let root = try repository()
        let file = root.appendingPathComponent("A.swift")
        try bad.write(to: file, atomically: true, encoding: .utf8)
        let written = try runLifelint(["--write-baseline", "baseline.json", "A.swift"], in: root)
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.stderr, "wrote 1 finding to baseline.json\n")
        // Unrelated lines above move the finding; a new mistake below is reported.
        try ("import UIKit\n\n// Moved down.\n" + bad + "class Y: UIViewController {\n    override func viewDidAppear(_ animated: Bool) {}\n}\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runLifelint(["--baseline", "baseline.json", "--format", "xcode", "A.swift"], in: root)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }, ["A.swift:8:19:"])
        let broken = try runLifelint(["--baseline", "missing.json", "A.swift"], in: root)
        XCTAssertEqual(broken.status, 2)
    }

    /// The real pre-commit, on this checkout: a staged bad file fails the hook with lifelint's message,
    /// a good one passes. pre-commit builds lifelint from source (release) for each try-repo.
    func testPreCommitTryRepo() throws {
        try requireFullSuite("pre-commit try-repo builds lifelint twice in release mode")
        let root = try repository()
        let (found, _) = try shell("command -v pre-commit", in: root)
        guard found == 0 else { throw XCTSkip("pre-commit is not installed (scripts/test installs it from PyPI)") }
        let home = root.appendingPathComponent(".pre-commit-home").path
        let checkout = CommandLineTests.repositoryRoot.path
        try bad.write(to: root.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        // Objective-C reaches the hook too (`types_or` names it).
        let objc = "@interface F : UIViewController\n@end\n@implementation F\n- (void)viewWillAppear:(BOOL)a {\n}\n@end\n"
        try objc.write(to: root.appendingPathComponent("Feed.m"), atomically: true, encoding: .utf8)
        _ = try shell("git add Bad.swift Feed.m", in: root)
        let (failed, failure) = try shell("PRE_COMMIT_HOME='\(home)' pre-commit try-repo '\(checkout)' lifelint", in: root)
        XCTAssertEqual(failed, 1, failure)
        XCTAssertTrue(failure.contains("Bad.swift:2:19: error:"), failure)
        XCTAssertTrue(failure.contains("Feed.m:4:9: error:"), failure)
        XCTAssertTrue(failure.contains("[missing_super_call]"), failure)
        try good.write(to: root.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        try objc.replacingOccurrences(of: "{\n}", with: "{\n    [super viewWillAppear:a];\n}")
            .write(to: root.appendingPathComponent("Feed.m"), atomically: true, encoding: .utf8)
        _ = try shell("git add Bad.swift Feed.m", in: root)
        let (passed, success) = try shell("PRE_COMMIT_HOME='\(home)' pre-commit try-repo '\(checkout)' lifelint", in: root)
        XCTAssertEqual(passed, 0, success)
    }
}
