import Dispatch
import Rules
import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifelint server`: a language server (LSP 3.17) on standard input and output.
///
/// The calling thread only reads messages; everything else (the documents, the workspace's facts,
/// analysis, replies) happens in order on one serial queue, so reading never waits for analysis.
/// Typing is debounced: a document is checked once its changes pause for `debounce`.
final class LanguageServer {
    private let queue = DispatchQueue(label: "lifelint.server")
    private var project: LiveProject?
    private var documents: [String: Document] = [:]
    /// Each document's latest findings, for code actions, with the version they were found in.
    private var findings: [String: (version: Int, diagnostics: [Diagnostic])] = [:]
    /// Bumped at every change: a scheduled check that is no longer the latest does nothing.
    private var generations: [String: Int] = [:]
    private var initialized = false
    /// Whether the client lets the server ask it to watch files (`client/registerCapability`).
    private var canRegisterWatchers = false
    private var shuttingDown = false
    private var documentation: String?
    private let debounce: DispatchTimeInterval = .milliseconds(10)
    /// Fault injection for the tests of `ServerSupervisor`: a document containing this text stops the
    /// worker as a crash in the analysis would.
    private let crashMarker = System.environment("LIFELINT_SERVER_TEST_CRASH")

    /// Serves until `exit` or the end of the input; returns the process's exit status.
    func run() -> Int32 {
        var reader = JSONRPC.Reader(fd: 0)
        while true {
            switch reader.next() {
            case .end:
                queue.sync {}
                return 1
            case .malformed(let why):
                queue.async { JSONRPC.send(JSONRPC.error(id: .null, code: JSONRPC.parseError, message: why)) }
            case .message(let message):
                if message["method"]?.string == "exit" {
                    return queue.sync { shuttingDown ? 0 : 1 }
                }
                queue.async { self.handle(message) }
            }
        }
    }

    // MARK: - Dispatch

    private func handle(_ message: JSONNode) {
        guard let method = message["method"]?.string else { return } // a response to nothing we asked
        let params = message["params"]
        guard let id = message["id"] else {
            notification(method, params)
            return
        }
        let reply: JSONValue
        if shuttingDown {
            reply = JSONRPC.error(id: id.value, code: JSONRPC.invalidRequest, message: "the server is shutting down")
        } else if !initialized && method != "initialize" {
            reply = JSONRPC.error(id: id.value, code: -32002, message: "the server is not initialized")
        } else {
            switch method {
            case "initialize": reply = JSONRPC.response(id: id.value, result: initialize(params))
            case "shutdown":
                shuttingDown = true
                reply = JSONRPC.response(id: id.value, result: .null)
            case "textDocument/codeAction": reply = JSONRPC.response(id: id.value, result: codeActions(params))
            default: reply = JSONRPC.error(id: id.value, code: JSONRPC.methodNotFound, message: "unknown method '\(method)'")
            }
        }
        JSONRPC.send(reply)
    }

    private func notification(_ method: String, _ params: JSONNode?) {
        guard initialized, !shuttingDown else { return }
        switch method {
        case "initialized":
            if canRegisterWatchers { registerWatchers() }
            indexWorkspace()
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let path = Document.path(ofURI: uri),
                  let text = item["text"]?.string else { return }
            documents[uri] = Document(uri: uri, path: canonical(path), version: item["version"]?.int ?? 0, text: Array(text.utf8))
            schedule(uri, after: .milliseconds(0))
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
            for change in params?["contentChanges"]?.array ?? [] { document.apply(change) }
            document.version = params?["textDocument"]?["version"]?.int ?? document.version
            documents[uri] = document
            schedule(uri, after: debounce)
        case "textDocument/didSave":
            guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents[uri] else { return }
            if let text = params?["text"]?.string { documents[uri]?.text = Array(text.utf8) }
            project?.update(path: document.path, content: documents[uri]?.text)
            schedule(uri, after: .milliseconds(0))
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return }
            findings[uri] = nil
            generations[uri, default: 0] += 1
            publish(uri: uri, version: nil, [], in: document)
            project?.update(path: document.path) // the file on disk counts again
            recheckOpenDocuments()
        case "workspace/didChangeWatchedFiles":
            var configurationChanged = false
            for change in params?["changes"]?.array ?? [] {
                guard let uri = change["uri"]?.string, let path = Document.path(ofURI: uri).map(canonical) else { continue }
                if path.hasSuffix("/" + ConfigurationFile.name) {
                    configurationChanged = true
                } else if !documents.values.contains(where: { $0.path == path }) {
                    project?.update(path: path)
                }
            }
            if configurationChanged { reloadConfiguration() }
            recheckOpenDocuments()
        case "workspace/didChangeConfiguration":
            reloadConfiguration()
            recheckOpenDocuments()
        default:
            break // `$/cancelRequest`, `$/setTrace` and the like: nothing to do
        }
    }

    /// A path as the workspace's index spells it: symbolic links resolved (the root is resolved too),
    /// through the nearest directory that exists (a new file, a deleted one).
    private func canonical(_ path: String) -> String {
        if let real = System.realPath(path) { return real }
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex,
              let directory = System.realPath(String(path[..<slash])) else { return path }
        return directory + String(path[slash...])
    }

    // MARK: - Lifecycle

    private func initialize(_ params: JSONNode?) -> JSONValue {
        initialized = true
        if case .bool(true, _)? = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] {
            canRegisterWatchers = true
        }
        let folder = params?["workspaceFolders"]?.array?.first?["uri"]?.string.flatMap(Document.path(ofURI:))
        let rootURI = params?["rootUri"]?.string.flatMap(Document.path(ofURI:))
        if let root = folder ?? rootURI ?? params?["rootPath"]?.string {
            let project = LiveProject(root: System.realPath(root) ?? root)
            if let problem = project.configurationProblem {
                showMessage("lifelint: \(problem); using the default configuration until it is fixed")
            }
            self.project = project
        }
        documentation = writeDocumentation()
        return .object([
            ("capabilities", .object([
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)),
                    ("change", .int(2)), // incremental
                    ("save", .object([("includeText", .bool(false))])),
                ])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ])),
            ("serverInfo", .object([("name", .string("lifelint")), ("version", .string(Arguments.version))])),
        ])
    }

    private func indexWorkspace() {
        guard let project else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let files = project.indexWorkspace(jobs: System.processorCount())
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        log("lifelint indexed \(files) file\(files == 1 ? "" : "s") of \(project.root) in \(milliseconds) ms")
        recheckOpenDocuments()
    }

    /// Asks the client to report changes to sources and configurations made outside the editor.
    private func registerWatchers() {
        let watchers: [JSONValue] = ["**/*.swift", "**/*.cs", "**/*.m", "**/*.mm", "**/*.h", "**/" + ConfigurationFile.name].map { .object([("globPattern", .string($0))]) }
        JSONRPC.send(.object([
            ("jsonrpc", .string("2.0")), ("id", .string("lifelint-watch")), ("method", .string("client/registerCapability")),
            ("params", .object([("registrations", .array([.object([
                ("id", .string("lifelint-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array(watchers))])),
            ])]))])),
        ]))
    }

    private func reloadConfiguration() {
        if let problem = project?.reloadConfiguration() {
            showMessage("lifelint: \(problem); using the default configuration until it is fixed")
        }
    }

    // MARK: - Checking

    private func schedule(_ uri: String, after delay: DispatchTimeInterval) {
        generations[uri, default: 0] += 1
        let generation = generations[uri]!
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            guard generations[uri] == generation, !shuttingDown else { return }
            check(uri)
        }
    }

    private func recheckOpenDocuments() {
        for uri in documents.keys { schedule(uri, after: .milliseconds(0)) }
    }

    private func check(_ uri: String) {
        guard let document = documents[uri] else { return }
        if let crashMarker, !crashMarker.isEmpty, String(decoding: document.text, as: UTF8.self).contains(crashMarker) {
            fatalError("a document holds LIFELINT_SERVER_TEST_CRASH's text")
        }
        if project == nil {
            // No workspace folder: the document's own directory is the project.
            let directory = String(document.path[..<(document.path.lastIndex(of: "/") ?? document.path.endIndex)])
            project = LiveProject(root: directory.isEmpty ? "/" : directory)
        }
        guard let project, let result = project.check(path: document.path, content: document.text) else {
            publish(uri: uri, version: document.version, [], in: document)
            return
        }
        let own = result.diagnostics.filter { $0.path == document.path }
        findings[uri] = (document.version, own)
        publish(uri: uri, version: document.version, own, in: document)
        // A changed declaration (a base class, an outlet) can change what other open documents say.
        if result.factsChanged {
            for other in documents.keys where other != uri { schedule(other, after: debounce) }
        }
    }

    /// At most this many diagnostics go to the editor for one document (a generated file can hold
    /// millions of findings; no editor shows them usefully).
    static let diagnosticsLimit = 5_000

    private func publish(uri: String, version: Int?, _ diagnostics: [Diagnostic], in document: Document) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        if diagnostics.count > Self.diagnosticsLimit {
            log("lifelint: \(document.path) has \(diagnostics.count) findings; the first \(Self.diagnosticsLimit) are shown")
        }
        params.append(("diagnostics", .array(diagnostics.prefix(Self.diagnosticsLimit).map { lspDiagnostic($0, in: document) })))
        JSONRPC.send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    private func range(_ diagnostic: Diagnostic, in document: Document) -> JSONValue {
        let start = document.position(of: diagnostic.offset)
        let endOffset = document.offset(line: diagnostic.endLine, scalarColumn: diagnostic.endColumn)
        let end = document.position(of: max(endOffset, diagnostic.offset))
        return lspRange(start, end)
    }

    private func lspRange(_ start: (line: Int, character: Int), _ end: (line: Int, character: Int)) -> JSONValue {
        .object([
            ("start", .object([("line", .int(start.line)), ("character", .int(start.character))])),
            ("end", .object([("line", .int(end.line)), ("character", .int(end.character))])),
        ])
    }

    private func lspDiagnostic(_ d: Diagnostic, in document: Document) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("range", range(d, in: document)),
            ("severity", .int(d.severity == .error ? 1 : 2)),
            ("code", .string(d.ruleID)),
        ]
        if let documentation {
            fields.append(("codeDescription", .object([("href", .string(Document.uri(ofPath: documentation + "/" + d.ruleID + ".md")))])))
        }
        fields += [("source", .string("lifelint")), ("message", .string(d.message))]
        return .object(fields)
    }

    // MARK: - Code actions

    /// For each finding on the requested lines: its fix (every fix lifelint has changes behaviour, so
    /// the title says to review it), and a comment that disables the rule for that line.
    private func codeActions(_ params: JSONNode?) -> JSONValue {
        guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents[uri],
              let range = params?["range"] else { return .array([]) }
        let first = (range["start"]?["line"]?.int ?? 0) + 1
        let last = (range["end"]?["line"]?.int ?? 0) + 1
        // Findings of an older text would put their edits in the wrong place: none until the next check.
        guard let found = findings[uri], found.version == document.version else { return .array([]) }
        var actions: [JSONValue] = []
        for d in found.diagnostics where d.line <= last && d.endLine >= first {
            let diagnostic = lspDiagnostic(d, in: document)
            // The same check `--fix` makes before writing: a fix that would lose a comment or a token the
            // user wrote is not offered.
            if let fix = d.fix, let language = Language(path: document.path),
               case let (fixed, 1, edits) = FixApplier.applyReturningEdits([fix], to: document.text),
               FixApplier.lostText(original: document.text, fixed: fixed, edits: edits, language: language) == nil {
                let edits = fix.edits.map { edit -> JSONValue in
                    .object([("range", lspRange(document.position(of: edit.range.lowerBound), document.position(of: edit.range.upperBound))),
                             ("newText", .string(edit.replacement))])
                }
                actions.append(.object([
                    ("title", .string("\(fix.title) (changes behaviour: review it)")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([diagnostic])),
                    ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
                ]))
            }
            let lineStart = document.lineStart(d.line - 1)
            let comment = document.indentation(ofLineAt: lineStart) + "// lifelint:disable:next \(d.ruleID)\n"
            let at = document.position(of: lineStart)
            actions.append(.object([
                ("title", .string("Disable \(d.ruleID) for this line")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([diagnostic])),
                ("edit", .object([("changes", .object([(uri, .array([.object([("range", lspRange(at, at)), ("newText", .string(comment))])]))]))])),
            ]))
        }
        return .array(actions)
    }

    // MARK: - Messages to the user

    private func log(_ text: String) {
        JSONRPC.send(JSONRPC.notification("window/logMessage", .object([("type", .int(3)), ("message", .string(text))])))
    }

    private func showMessage(_ text: String) {
        JSONRPC.send(JSONRPC.notification("window/showMessage", .object([("type", .int(1)), ("message", .string(text))])))
    }

    /// Each rule's documentation as a Markdown file (what `lifelint explain` prints), for the
    /// diagnostics' links: under `$XDG_CACHE_HOME/lifelint/VERSION/rules` (or `~/.cache`, or the temporary
    /// directory), written once per version. Nil when no such directory can be written.
    private func writeDocumentation() -> String? {
        let cache = System.environment("XDG_CACHE_HOME") ?? System.environment("HOME").map { $0 + "/.cache" } ?? "/tmp"
        let directory = cache + "/lifelint/" + Arguments.version + "/rules"
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if System.kind(of: path, followingLinks: true).0 == .missing { mkdir(path, 0o755) }
        }
        for description in Registry.descriptions + Registry.commentChecks {
            let file = directory + "/" + description.id + ".md"
            if System.kind(of: file, followingLinks: true).0 == .file { continue }
            guard System.writeFile(file, RuleDocumentation.explanation(of: description)) else { return nil }
        }
        return directory
    }
}
