import Foundation
import XCTest

/// Input a linter in a pre-commit hook meets sooner or later: each gives a clear message or a clean
/// run, never a crash, a hang, or memory out of proportion to the file.
///
/// The tests run the debug build, so the huge inputs here are scaled down (a 5 MB line, a 20 MB
/// file, 100,000 methods); `scripts/hostile` runs the full sizes (50 MB line, 200 MB file, a million
/// methods) against the release build and prints time and peak memory.
final class HostileInputTests: XCTestCase {
    private func directory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifelint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
            try? FileManager.default.removeItem(at: root)
        }
        return root
    }

    private func write(_ bytes: [UInt8], _ name: String, in root: URL) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Runs lifelint, failing the test if it crashes (a signal) or takes longer than `limit` seconds.
    private func lint(_ arguments: [String], in root: URL, limit: TimeInterval = 20,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let start = Date()
        let result = try runLifelint(arguments, in: root)
        XCTAssertLessThan(Date().timeIntervalSince(start), limit, "too slow: \(arguments)", file: file, line: line)
        XCTAssertTrue([0, 1, 2].contains(result.status), "crashed with status \(result.status): \(result.stderr)",
                      file: file, line: line)
        return result
    }

    func testFilesThatAreNotSourceText() throws {
        let root = try directory()
        var generator = SystemRandomNumberGenerator()
        let random = (0 ..< 100_000).map { _ in UInt8.random(in: 1 ... 255, using: &generator) } // no NUL: lexed as text
        try write(random, "Random.swift", in: root)
        try write(random, "Random.cs", in: root)
        try write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], "Logo.swift", in: root)
        try write([0, 0, 0], "Nul.cs", in: root)
        try write([0xFE, 0xFF, 0, 0x63], "Wide.swift", in: root)
        try write([0xC3, 0x28, 0xE2, 0x82, 0xF0, 0x28, 0x8C, 0xBC] + Array("\nclass A: UIViewController { func f() { if view != nil {} } }".utf8),
                  "Invalid.swift", in: root)
        try write([0xEF, 0xBB, 0xBF] + Array("class B: UIViewController {\r\n func f() { if view != nil {} }\r}".utf8), "Bom.swift", in: root)
        try write([], "Empty.swift", in: root)
        try write(Array("class C: UIViewController { func f() { if view != nil {} } }".utf8), "NoNewline.swift", in: root)
        let result = try lint(["--format", "xcode", "."], in: root)
        XCTAssertEqual(result.status, 2, "binary files are reported")
        XCTAssertTrue(result.stderr.contains("cannot lint './Logo.swift': binary file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot lint './Nul.cs': binary file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot lint './Wide.swift': the file is UTF-16"), result.stderr)
        let found = Set(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) })
        XCTAssertTrue(found.isSuperset(of: ["./Invalid.swift", "./Bom.swift", "./NoNewline.swift"]), result.stdout)
        XCTAssertTrue(result.stdout.contains("./Bom.swift:2:16:"), "BOM and CRLF keep positions right: \(result.stdout)")
    }

    func testUnterminatedAndUnbalancedConstructs() throws {
        let root = try directory()
        let pieces = ["class A: UIViewController { func f() { let s = \"never closed\n if view != nil {} } }",
                      "/* never closed class A: UIViewController {", "let s = \"\"\"\n never closed",
                      "let r = #\"raw never closed", "let s = \"a \\(b + (c", "}}}}} class A: UIViewController { {{{{",
                      "class A: UIViewController { func f() { ( [ { ) ] } }", "\\"]
        for (k, piece) in pieces.enumerated() {
            try write(Array(piece.utf8), "S\(k).swift", in: root)
            try write(Array(piece.replacingOccurrences(of: "\"\"\"", with: "@\"").utf8), "C\(k).cs", in: root)
        }
        try write(Array("class A : UIViewController { string s = $\"{x ".utf8), "Interp.cs", in: root)
        // Objective-C: sends, containers and `#if` headers left open or closed twice.
        let objc = ["@implementation A - (void)viewDidLoad { [super viewDidLoad", "@interface A : UIViewController",
                    "@implementation A\n#if X\n- (void)f {\n#else\n- (void)g {\n#else\n- (void)h {\n#endif\n}",
                    "- (void)f { [[[ a b: ] c: d:", "@end @end ] ] ) } @implementation", "[self view] != nil ?: @[ @{ @(",
                    "@implementation A - (void)viewWillAppear:(BOOL)animated { if (self.view) { } }"]
        for (k, piece) in objc.enumerated() { try write(Array(piece.utf8), "M\(k).m", in: root) }
        _ = try lint(["."], in: root)
    }

    func testDeepNestingAndHugeInputStayLinear() throws {
        try requireFullSuite("5 MB lines and 100,000 nested braces")
        let root = try directory()
        try write(Array((String(repeating: "{", count: 100_000) + String(repeating: "(", count: 100_000)).utf8), "Braces.swift", in: root)
        try write(Array((String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)).utf8), "Parens.cs", in: root)
        // 100,000 nested message sends, read as calls without recursion; 100,000 open ones.
        let sends = "@implementation N\n- (void)viewDidLoad {\n" + String(repeating: "[", count: 100_000) + "self"
            + String(repeating: " view]", count: 100_000) + ";\n" + String(repeating: "[a b:", count: 100_000) + "\n}\n@end\n"
        try write(Array(sends.utf8), "Sends.m", in: root)
        // One long line: many findings on it, each placed without rescanning the line.
        let statement = "if view != nil {} ; "
        let line = "class L: UIViewController { func f() { " + String(repeating: statement, count: 5_000_000 / statement.utf8.count) + "} }"
        try write(Array(line.utf8), "OneLine.swift", in: root)
        // Many tiny methods.
        var tiny = "class T: UIViewController {\n"
        tiny.reserveCapacity(3_000_000)
        for k in 0 ..< 100_000 { tiny += "func m\(k)() {}\n" }
        try write(Array((tiny + "}\n").utf8), "Tiny.swift", in: root)
        let result = try lint(["--statistics", "."], in: root, limit: 60)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("view_nil_check"), result.stdout)
    }

    func testAHugeFile() throws {
        try requireFullSuite("a 20 MB file")
        let root = try directory()
        let chunk = "final class Screen: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"x\"\n    }\n}\n"
        var text = ""
        text.reserveCapacity(21_000_000)
        while text.utf8.count < 20_000_000 { text += chunk }
        try write(Array(text.utf8), "Huge.swift", in: root)
        let result = try lint(["Huge.swift"], in: root, limit: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testPathsThatCannotBeRead() throws {
        let root = try directory()
        try write(Array("class A: UIViewController {}".utf8), "Good.swift", in: root)
        try write(Array("class B: UIViewController {}".utf8), "With space and é.swift", in: root)
        // A symlink loop, a link to a file outside the tree, a link to a directory (not followed).
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let outside = try directory()
        try write(Array("class O: UIViewController { func f() { if view != nil {} } }".utf8), "Outside.swift", in: outside)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Outside.swift").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Up").path, withDestinationPath: "..")
        // A FIFO among the sources must never be opened (it would block).
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        let result = try lint(["--format", "xcode", "."], in: root, limit: 10)
        XCTAssertTrue(result.stdout.contains("./Link.swift:1:"), "a symlinked file is read: \(result.stdout)")
        XCTAssertEqual(result.status, 1, result.stderr)
        let loop = try lint(["Loop.swift", "Missing.swift", "Pipe.swift", "With space and é.swift"], in: root, limit: 10)
        XCTAssertEqual(loop.status, 2)
        XCTAssertTrue(loop.stderr.contains("cannot read 'Loop.swift': too many levels of symbolic links"), loop.stderr)
        XCTAssertTrue(loop.stderr.contains("cannot read 'Missing.swift': no such file or directory"), loop.stderr)
        XCTAssertTrue(loop.stderr.contains("cannot lint 'Pipe.swift': not a regular file or directory"), loop.stderr)
        XCTAssertTrue(loop.stdout.contains("in 1 file"), "the other paths are still linted: \(loop.stdout)")
        // An empty directory tree.
        let empty = try directory()
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
        XCTAssertEqual(try lint(["."], in: empty).stdout, "No problems found in 0 files.\n")
    }

    /// Permission denied on a file and on a directory: each is one error, the rest is linted. Root reads
    /// everything, so as root the run drops to `nobody` with `setpriv`.
    func testUnreadableFilesAndDirectories() throws {
        let root = try directory()
        let bad = Array("class A: UIViewController { func f() { if view != nil {} } }\n".utf8)
        try write(bad, "Good.swift", in: root)
        try write(bad, "Secret.swift", in: root)
        try write(bad, "Locked/Inside.swift", in: root)
        try write(bad, "New\nLine.swift", in: root) // a newline in a name is just another byte
        var prefix: [String] = []
        var binary = CommandLineTests.binary.path
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("root, and no setpriv") }
            // A copy `nobody` can run, whatever the permissions of the build folder.
            binary = root.appendingPathComponent("lifelint").path
            try FileManager.default.copyItem(atPath: CommandLineTests.binary.path, toPath: binary)
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        XCTAssertEqual(chmod(root.appendingPathComponent("Secret.swift").path, 0), 0)
        XCTAssertEqual(chmod(root.appendingPathComponent("Locked").path, 0), 0)
        defer { chmod(root.appendingPathComponent("Locked").path, 0o755) }
        let (status, output) = try runCommand(prefix + [binary, "--format", "xcode", "."], in: root)
        XCTAssertEqual(status, 2, output)
        XCTAssertTrue(output.contains("lifelint: error: cannot read './Secret.swift': permission denied"), output)
        XCTAssertTrue(output.contains("lifelint: error: cannot read './Locked': permission denied"), output)
        XCTAssertTrue(output.contains("./Good.swift:1:43: error:"), output)
        XCTAssertTrue(output.contains("./New\nLine.swift:1:43: error:"), output)
    }

    /// Files deleted while the run reads them: never a crash, only "no such file" errors for those.
    func testFilesDeletedDuringTheRun() throws {
        let root = try directory()
        let code = Array("class A: UIViewController { func f() { if view != nil {} } }\n".utf8)
        for k in 0 ..< 1_500 { try write(code, "D\(k).swift", in: root) }
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["--format", "xcode", "-j", "1", "."]
        process.currentDirectoryURL = root
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        for k in stride(from: 1_499, through: 0, by: -2) { unlink(root.appendingPathComponent("D\(k).swift").path) }
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue([1, 2].contains(process.terminationStatus), "status \(process.terminationStatus)")
        for line in errors.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("lifelint: error: cannot read './D") && line.hasSuffix("': no such file or directory"),
                          String(line))
        }
    }

    func testInterruptedFixLeavesEveryFileWholeAndNoTemporaryFiles() throws {
        let root = try directory()
        let original = Array("class A: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        if view != nil {}\n    }\n}\n".utf8)
        let fixed = Array("class A: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        if view != nil {}\n    }\n}\n".utf8)
        for round in 0 ..< 6 {
            for k in 0 ..< 400 { try write(original, "F\(k).swift", in: root) }
            let process = Process()
            process.executableURL = CommandLineTests.binary
            process.arguments = ["--fix", "--unsafe-fixes", "-j", "1", "."]
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: 0.02 * Double(round + 1))
            process.terminate() // SIGTERM, at some point of the run
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
            XCTAssertTrue(names.allSatisfy { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }, "leftovers: \(names.filter { !$0.hasSuffix(".swift") || $0.hasPrefix(".") })")
            for name in names {
                let bytes = Array(try Data(contentsOf: root.appendingPathComponent(name)))
                XCTAssertTrue(bytes == original || bytes == fixed, "\(name) is half written")
            }
        }
    }

    func testReadOnlyFilesAreNotFixed() throws {
        let root = try directory()
        let bytes = Array("class A: UIViewController {\n    override func viewDidAppear(_ animated: Bool) {}\n}\n".utf8)
        try write(bytes, "A.swift", in: root)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root.appendingPathComponent("A.swift").path)
        let result = try lint(["--fix", "--unsafe-fixes", "A.swift"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot fix 'A.swift': the file is read-only"), result.stderr)
        XCTAssertEqual(Array(try Data(contentsOf: root.appendingPathComponent("A.swift"))), bytes)
    }
}
