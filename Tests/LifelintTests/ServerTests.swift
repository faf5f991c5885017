import Foundation
import XCTest

/// A client speaking LSP to `lifelint server` through pipes, as an editor does.
private final class LSPClient {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(binary: URL, environment: [String: String] = [:]) throws {
        process.executableURL = binary
        process.arguments = ["server"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit { if process.isRunning { process.terminate() } }

    func sendRaw(_ body: Data) {
        input.fileHandleForWriting.write("Content-Length: \(body.count)\r\n\r\n".data(using: .utf8)! + body)
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        sendRaw(try JSONSerialization.data(withJSONObject: message))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> Int {
        defer { nextID += 1 }
        try send(["id": nextID, "method": method, "params": params])
        return nextID
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        try send(["method": method, "params": params])
    }

    /// The next message, or nil after `timeout` seconds.
    func receive(timeout: TimeInterval = 10) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let header = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let text = String(decoding: buffer[buffer.startIndex ..< header.lowerBound], as: UTF8.self)
                let length = Int(text.components(separatedBy: ":")[1].trimmingCharacters(in: .whitespaces))!
                if buffer.count - (header.upperBound - buffer.startIndex) >= length {
                    let body = buffer[header.upperBound ..< header.upperBound + length]
                    buffer = Data(buffer[(header.upperBound + length)...])
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any]
                }
            }
            guard Date() < deadline else { return nil }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    /// Messages until one matches, skipping the others (log messages, other documents' diagnostics).
    func receive(where match: ([String: Any]) -> Bool) throws -> [String: Any]? {
        while let message = try receive() {
            if match(message) { return message }
        }
        return nil
    }

    func response(to id: Int) throws -> [String: Any]? {
        try receive { ($0["id"] as? Int) == id }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]]? {
        let message = try receive { message in
            message["method"] as? String == "textDocument/publishDiagnostics"
                && (message["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func initialize(root: URL) throws {
        let id = try request("initialize", ["rootUri": root.absoluteString, "capabilities": [:] as [String: Any]])
        XCTAssertNotNil(try response(to: id))
        try notify("initialized")
    }

    func open(_ url: URL, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": url.absoluteString, "languageId": "swift", "version": version,
                                                             "text": try String(contentsOf: url, encoding: .utf8)]])
    }

    func shutdownAndExit() throws -> Int32 {
        let id = try request("shutdown")
        _ = try response(to: id)
        try notify("exit")
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// `lifelint server`, spoken to as an editor would: JSON-RPC over pipes.
final class ServerTests: XCTestCase {
    private let base = "class BaseViewController: UIViewController {}\n"
    private let screen = """
        class Screen: BaseViewController {
            override func viewWillAppear(_ animated: Bool) {
                refresh()
            }
        }

        """

    private func workspace(_ files: [String: String]) throws -> URL {
        let root = try makeTemporaryTree(files, for: self)
        return URL(fileURLWithPath: root.resolvingSymlinksInPath().path)
    }

    /// A server on a workspace of `files`, initialized, with `name` open.
    private func session(_ files: [String: String], opening name: String) throws -> (client: LSPClient, root: URL, uri: URL) {
        let root = try workspace(files)
        let client = try LSPClient(binary: CommandLineTests.binary)
        try client.initialize(root: root)
        let uri = root.appendingPathComponent(name)
        try client.open(uri)
        return (client, root, uri)
    }

    private func codes(_ diagnostics: [[String: Any]]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"] as? String }.sorted()
    }

    func testDiagnosticsStandOnTheWorkspaceAndFollowIncrementalChanges() throws {
        let (client, _, uri) = try session(["Base.swift": base, "Screen.swift": screen], opening: "Screen.swift")
        // `Screen` is a controller only through Base.swift, which is not open: the workspace's facts.
        let opened = try client.diagnostics(for: uri.absoluteString)
        XCTAssertEqual(codes(opened), ["missing_super_call"])
        let first = try XCTUnwrap(opened?.first)
        XCTAssertEqual(first["severity"] as? Int, 1)
        XCTAssertEqual(first["source"] as? String, "lifelint")
        let range = try XCTUnwrap(first["range"] as? [String: [String: Int]])
        XCTAssertEqual(range["start"], ["line": 1, "character": 18])
        XCTAssertEqual(range["end"], ["line": 1, "character": 32])
        let href = try XCTUnwrap((first["codeDescription"] as? [String: String])?["href"])
        let documentation = try String(contentsOf: URL(string: href)!, encoding: .utf8)
        XCTAssertTrue(documentation.contains("missing_super_call"), documentation)

        // An incremental change: a helper with a `view != nil` check, after a line with a non-ASCII name.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri.absoluteString, "version": 2],
            "contentChanges": [["range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]],
                                "text": "    let café = \"😀\"; func refresh() { if view != nil {} }\n"]],
        ])
        let changed = try client.diagnostics(for: uri.absoluteString)
        XCTAssertEqual(codes(changed), ["missing_super_call", "view_nil_check"])
        let nilCheck = try XCTUnwrap(changed?.first { $0["code"] as? String == "view_nil_check" })
        // UTF-16 columns: `😀` is one scalar but two UTF-16 units (and four bytes); `é` is one unit.
        XCTAssertEqual((nilCheck["range"] as? [String: [String: Int]])?["start"], ["line": 4, "character": 41])

        try client.notify("textDocument/didClose", ["textDocument": ["uri": uri.absoluteString]])
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), [], "closing clears the document's diagnostics")
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testEditingABaseClassRechecksItsSubclasses() throws {
        let root = try workspace(["Base.swift": "class BaseViewController: NSObject {}\n", "Screen.swift": screen])
        let client = try LSPClient(binary: CommandLineTests.binary)
        try client.initialize(root: root)
        let baseURI = root.appendingPathComponent("Base.swift")
        let screenURI = root.appendingPathComponent("Screen.swift")
        try client.open(baseURI)
        try client.open(screenURI)
        XCTAssertEqual(codes(try client.diagnostics(for: screenURI.absoluteString)), [], "an NSObject is no controller")
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": baseURI.absoluteString, "version": 2],
            "contentChanges": [["text": base]], // the whole text, without a range
        ])
        XCTAssertEqual(codes(try client.diagnostics(for: screenURI.absoluteString)), ["missing_super_call"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testWatchedFilesAndTheConfigurationAreReadAgain() throws {
        let root = try workspace(["Base.swift": "class BaseViewController: NSObject {}\n", "Screen.swift": screen])
        let client = try LSPClient(binary: CommandLineTests.binary)
        // A client that lets servers register file watchers is asked to watch sources and configurations.
        let id = try client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
        XCTAssertNotNil(try client.response(to: id))
        try client.notify("initialized")
        let registration = try XCTUnwrap(try client.receive { $0["method"] as? String == "client/registerCapability" })
        let registered = String(decoding: try JSONSerialization.data(withJSONObject: registration), as: UTF8.self)
        XCTAssertTrue(registered.contains(#"workspace\/didChangeWatchedFiles"#) && registered.contains(".lifelint.json"), registered)
        try client.send(["id": registration["id"]!, "result": NSNull()])
        let uri = root.appendingPathComponent("Screen.swift")
        try client.open(uri)
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), [], "an NSObject is no controller")
        // Base.swift (not open) changes on disk: the client says so.
        let baseFile = root.appendingPathComponent("Base.swift")
        try base.write(to: baseFile, atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": baseFile.absoluteString, "type": 2]]])
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), ["missing_super_call"])
        // A configuration that turns the rule off.
        let configuration = root.appendingPathComponent(".lifelint.json")
        try #"{"rules": {"missing_super_call": "off"}}"#.write(to: configuration, atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 1]]])
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testCodeActionsOfferTheFixAndASuppressionComment() throws {
        let (client, _, uri) = try session(["Base.swift": base, "Screen.swift": screen], opening: "Screen.swift")
        _ = try client.diagnostics(for: uri.absoluteString)
        let id = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri.absoluteString],
            "range": ["start": ["line": 1, "character": 20], "end": ["line": 1, "character": 20]],
            "context": ["diagnostics": [] as [Any]],
        ])
        let actions = try XCTUnwrap(try client.response(to: id)?["result"] as? [[String: Any]])
        XCTAssertEqual(actions.map { $0["title"] as? String }, [
            "Call `super.viewWillAppear(animated)` first (changes behaviour: review it)",
            "Disable missing_super_call for this line",
        ])
        func edits(_ action: [String: Any]) -> [[String: Any]] {
            ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri.absoluteString] as? [[String: Any]] ?? []
        }
        XCTAssertEqual(edits(actions[0]).first?["newText"] as? String, "\n        super.viewWillAppear(animated)")
        XCTAssertEqual(edits(actions[1]).first?["newText"] as? String, "    // lifelint:disable:next missing_super_call\n")
        XCTAssertEqual((edits(actions[1]).first?["range"] as? [String: [String: Int]])?["start"], ["line": 1, "character": 0])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testBadInputGetsErrorsAndTheServerGoesOn() throws {
        let root = try workspace(["Base.swift": base, "Screen.swift": screen])
        let client = try LSPClient(binary: CommandLineTests.binary)
        let early = try client.request("textDocument/codeAction")
        XCTAssertEqual((try client.response(to: early)?["error"] as? [String: Any])?["code"] as? Int, -32002, "not initialized")
        try client.initialize(root: root)
        client.sendRaw(Data("{not json".utf8))
        let parseError = try client.receive { $0["error"] != nil }
        XCTAssertEqual((parseError?["error"] as? [String: Any])?["code"] as? Int, -32700)
        let unknown = try client.request("textDocument/hover")
        XCTAssertEqual((try client.response(to: unknown)?["error"] as? [String: Any])?["code"] as? Int, -32601)
        // Out-of-range positions are clamped, unknown documents ignored: the server still answers.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.swift", "version": 2],
                                                     "contentChanges": [["text": "x"]]])
        let uri = root.appendingPathComponent("Screen.swift")
        try client.open(uri)
        _ = try client.diagnostics(for: uri.absoluteString)
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri.absoluteString, "version": 2],
            "contentChanges": [["range": ["start": ["line": 90, "character": 7], "end": ["line": 99, "character": 99]], "text": "\n"]],
        ])
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), ["missing_super_call"])
        let shutdown = try client.request("shutdown")
        _ = try client.response(to: shutdown)
        let late = try client.request("textDocument/codeAction")
        XCTAssertEqual((try client.response(to: late)?["error"] as? [String: Any])?["code"] as? Int, -32600)
        try client.notify("exit")
        client.process.waitUntilExit()
        XCTAssertEqual(client.process.terminationStatus, 0)
    }

    func testExitWithoutShutdownIsAnError() throws {
        let client = try LSPClient(binary: CommandLineTests.binary)
        try client.notify("exit")
        client.process.waitUntilExit()
        XCTAssertEqual(client.process.terminationStatus, 1)
    }

    /// A real client: Neovim's built-in LSP client, headless, driven by `Editors/neovim.lua`. Runs when
    /// `nvim` is installed (`scripts/test --full` installs it).
    func testNeovimShowsTheFindingAndAppliesTheFix() throws {
        let (found, nvim) = try runCommand(["sh", "-c", "command -v nvim"], in: CommandLineTests.repositoryRoot)
        guard found == 0 else { throw XCTSkip("nvim is not installed (scripts/test --full installs it)") }
        let root = try workspace(["Base.swift": base, "Screen.swift": screen])
        let result = root.appendingPathComponent("result.txt")
        let script = CommandLineTests.repositoryRoot.appendingPathComponent("Tests/LifelintTests/Editors/neovim.lua")
        let (status, output) = try runCommand(
            [nvim.trimmingCharacters(in: .whitespacesAndNewlines), "--headless", "-u", "NONE", "-c", "luafile \(script.path)"],
            in: root,
            environment: ["LIFELINT": CommandLineTests.binary.path, "ROOT": root.path,
                          "FILE": root.appendingPathComponent("Screen.swift").path, "RESULT": result.path])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(try String(contentsOf: result, encoding: .utf8), "ok")
    }

    /// A crash while checking a file ends the worker, not the session: the supervisor answers the open
    /// requests, sets the file aside until it changes, restarts the worker and gives it the other files.
    func testACrashInTheAnalysisDoesNotEndTheSession() throws {
        let root = try workspace(["Base.swift": base, "Screen.swift": screen,
                                  "Other.swift": "class Other: BaseViewController {}\n"])
        let client = try LSPClient(binary: CommandLineTests.binary, environment: ["LIFELINT_SERVER_TEST_CRASH": "CRASH_HERE"])
        try client.initialize(root: root)
        let screenURI = root.appendingPathComponent("Screen.swift")
        let otherURI = root.appendingPathComponent("Other.swift")
        try client.open(screenURI)
        XCTAssertEqual(codes(try client.diagnostics(for: screenURI.absoluteString)), ["missing_super_call"])

        try client.notify("textDocument/didOpen", ["textDocument": ["uri": otherURI.absoluteString, "languageId": "swift", "version": 1,
                                                                    "text": "// CRASH_HERE\nclass Other: BaseViewController { override func viewDidAppear(_ animated: Bool) {} }\n"]])
        let notice = try client.receive { $0["method"] as? String == "window/showMessage" }
        let text = (notice?["params"] as? [String: Any])?["message"] as? String ?? ""
        XCTAssertTrue(text.contains("stopped") && text.contains("Other.swift") && text.contains("restarted"), text)

        // The new worker knows the other document and the workspace.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": screenURI.absoluteString, "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// edited\n"]],
        ])
        let afterRestart = try client.diagnostics(for: screenURI.absoluteString)
        XCTAssertEqual(codes(afterRestart), ["missing_super_call"])
        XCTAssertEqual((afterRestart?.first?["range"] as? [String: [String: Int]])?["start"], ["line": 2, "character": 18])

        // The file set aside is checked again once it changes (and no longer crashes).
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": otherURI.absoluteString, "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 3], "end": ["line": 0, "character": 13]], "text": "fine"]],
        ])
        XCTAssertEqual(codes(try client.diagnostics(for: otherURI.absoluteString)), ["missing_super_call"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    /// A generated file with thousands of findings: the editor gets the first 5,000, placed without
    /// rescanning the file for each (it is answered well within the test's timeout).
    func testAFileWithThousandsOfFindingsIsCapped() throws {
        let checks = String(repeating: "        if view != nil { count += 1 }\n", count: 6_000)
        let root = try workspace(["Many.swift": "class Many: UIViewController {\n    func refresh() {\n" + checks + "    }\n}\n"])
        let client = try LSPClient(binary: CommandLineTests.binary)
        try client.initialize(root: root)
        let uri = root.appendingPathComponent("Many.swift")
        try client.open(uri)
        let diagnostics = try XCTUnwrap(try client.diagnostics(for: uri.absoluteString))
        XCTAssertEqual(diagnostics.count, 5_000)
        XCTAssertEqual((diagnostics.last?["range"] as? [String: [String: Int]])?["start"], ["line": 5_001, "character": 11])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    /// A broken configuration at start: the user is told, the defaults apply, and the fixed file is
    /// read when the client reports it.
    func testABrokenConfigurationIsReportedAndTheDefaultsApplyUntilItIsFixed() throws {
        let root = try workspace(["Base.swift": base, "Screen.swift": screen, ".lifelint.json": "{ not json"])
        let client = try LSPClient(binary: CommandLineTests.binary)
        let id = try client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [:] as [String: Any]])
        let notice = try client.receive { $0["method"] as? String == "window/showMessage" }
        XCTAssertTrue(((notice?["params"] as? [String: Any])?["message"] as? String ?? "").contains("default configuration"))
        _ = try client.response(to: id)
        try client.notify("initialized")
        let uri = root.appendingPathComponent("Screen.swift")
        try client.open(uri)
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), ["missing_super_call"], "the defaults apply")
        let configuration = root.appendingPathComponent(".lifelint.json")
        try #"{"rules": {"missing_super_call": "off"}}"#.write(to: configuration, atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 2]]])
        XCTAssertEqual(codes(try client.diagnostics(for: uri.absoluteString)), [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    /// Code actions are not offered from findings of an older text (their edits would land elsewhere).
    func testNoCodeActionsFromAnOlderText() throws {
        let (client, _, uri) = try session(["Base.swift": base, "Screen.swift": screen], opening: "Screen.swift")
        _ = try client.diagnostics(for: uri.absoluteString)
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri.absoluteString, "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "\n\n"]],
        ])
        let params: [String: Any] = ["textDocument": ["uri": uri.absoluteString],
                                     "range": ["start": ["line": 3, "character": 20], "end": ["line": 3, "character": 20]],
                                     "context": ["diagnostics": [] as [Any]]]
        let early = try client.request("textDocument/codeAction", params)
        XCTAssertEqual((try client.response(to: early)?["result"] as? [Any])?.count, 0, "before the new text is checked")
        _ = try client.diagnostics(for: uri.absoluteString)
        let later = try client.request("textDocument/codeAction", params)
        XCTAssertEqual((try client.response(to: later)?["result"] as? [Any])?.count, 2, "once it is")
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
