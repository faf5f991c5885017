import Dispatch
import Rules

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifelint server` as the editor starts it: a small process that runs the language server as a
/// child (`lifelint server --worker`) and passes messages both ways, so that a crash while checking a
/// file cannot end the editor's session.
///
/// It keeps what a new worker needs: the `initialize` parameters and every open document's current
/// text. When the worker ends unexpectedly, it answers the requests left open with an error, sets the
/// document changed last aside (the likely cause: it is checked again once it changes), tells the
/// user, and starts a new worker that it initializes and gives the other documents. Three such
/// restarts within a minute and it stops restarting, answering requests with errors until `exit`.
final class ServerSupervisor {
    private let queue = DispatchQueue(label: "lifelint.supervisor") // state and every write
    private var worker: (pid: Int32, input: Int32, output: Int32)?
    private var initialize: JSONValue?
    private var initialized = false
    private var documents: [String: Document] = [:]
    /// The client's requests sent to the worker and not answered yet (ids as rendered JSON).
    private var pending: [String: JSONValue] = [:]
    /// Ids of the requests this process sent itself: their answers are not the client's.
    private var own: Set<String> = []
    private var lastChanged: String?
    private var setAside: Set<String> = []
    private var restarts: [UInt64] = []
    private var shutdownRequested = false
    private var exiting = false
    private var replays = 0

    func run() -> Int32 {
        System.ignoreBrokenPipes()
        guard queue.sync(execute: { startWorker() }) else {
            printError("cannot start the language server's worker process")
            return 1
        }
        var reader = JSONRPC.Reader(fd: 0)
        while true {
            switch reader.next() {
            case .end:
                // The worker is waited for outside the queue: its last messages still need the reader,
                // which forwards them through the queue.
                if let pid = queue.sync(execute: { stopWorker() }) { _ = System.wait(for: pid) }
                return 1
            case .malformed(let why):
                queue.sync { toClient(JSONRPC.error(id: .null, code: JSONRPC.parseError, message: why)) }
            case .message(let message):
                if message["method"]?.string == "exit" {
                    let pid = queue.sync { () -> Int32? in
                        toWorker(message.value)
                        return stopWorker()
                    }
                    guard let pid else { return queue.sync { shutdownRequested ? 0 : 1 } }
                    return System.wait(for: pid)
                }
                queue.sync { fromClient(message) }
            }
        }
    }

    // MARK: - The client's messages

    private func fromClient(_ message: JSONNode) {
        let method = message["method"]?.string ?? ""
        let params = message["params"]
        var forward = message.value
        switch method {
        case "initialize":
            initialize = params?.value
        case "initialized":
            initialized = true
        case "shutdown":
            shutdownRequested = true
        case "textDocument/didOpen":
            if let item = params?["textDocument"], let uri = item["uri"]?.string, let path = Document.path(ofURI: uri),
               let text = item["text"]?.string {
                documents[uri] = Document(uri: uri, path: path, version: item["version"]?.int ?? 0, text: Array(text.utf8))
                setAside.remove(uri)
                lastChanged = uri
            }
        case "textDocument/didChange":
            if let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri] {
                for change in params?["contentChanges"]?.array ?? [] { document.apply(change) }
                document.version = params?["textDocument"]?["version"]?.int ?? document.version
                documents[uri] = document
                lastChanged = uri
                // A document set aside is unknown to the worker: it gets the whole text again.
                if setAside.remove(uri) != nil { forward = didOpen(document) }
            }
        case "textDocument/didSave":
            lastChanged = params?["textDocument"]?["uri"]?.string
        case "textDocument/didClose":
            if let uri = params?["textDocument"]?["uri"]?.string {
                documents[uri] = nil
                if setAside.remove(uri) != nil { return } // the worker never had it
            }
        default:
            break
        }
        if let id = message["id"], message["method"] != nil {
            guard worker != nil else {
                toClient(JSONRPC.error(id: id.value, code: JSONRPC.internalError,
                                       message: "lifelint's language server stopped; restart it from the editor"))
                return
            }
            pending[key(id.value)] = id.value
        }
        toWorker(forward)
    }

    // MARK: - The worker

    private func startWorker() -> Bool {
        guard let executable = System.executablePath(),
              let started = System.spawnConnected([executable, "server", "--worker"]) else { return false }
        worker = started
        let output = started.output
        DispatchQueue.global().async { [self] in readWorker(output, pid: started.pid) }
        return true
    }

    private func readWorker(_ fd: Int32, pid: Int32) {
        var reader = JSONRPC.Reader(fd: fd)
        while true {
            switch reader.next() {
            case .message(let message):
                queue.sync {
                    if message["method"] == nil, let id = message["id"] { // an answer
                        let key = key(id.value)
                        if own.remove(key) != nil { return }
                        pending[key] = nil
                    }
                    toClient(message.value)
                }
            case .malformed:
                continue
            case .end:
                close(fd)
                queue.sync { workerEnded(pid) }
                return
            }
        }
    }

    private func workerEnded(_ pid: Int32) {
        guard worker?.pid == pid, !exiting else { return } // when exiting, `run` waits for it
        let status = System.wait(for: pid)
        if let worker { close(worker.input) }
        worker = nil
        for (_, id) in pending {
            toClient(JSONRPC.error(id: id, code: JSONRPC.internalError, message: "lifelint's language server stopped while answering; it restarts"))
        }
        pending = [:]
        var culprit = ""
        if let uri = lastChanged, documents[uri] != nil {
            setAside.insert(uri)
            toClient(JSONRPC.notification("textDocument/publishDiagnostics",
                                          .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
            culprit = " while checking \(documents[uri]!.path): that file is not checked again until it changes"
        }
        let now = DispatchTime.now().uptimeNanoseconds
        restarts = restarts.filter { now - $0 < 60_000_000_000 } + [now]
        guard restarts.count <= 3, !shutdownRequested, startWorker() else {
            message("lifelint's language server stopped (status \(status))\(culprit); it stopped too often to restart. Please report it with the file.")
            return
        }
        message("lifelint's language server stopped (status \(status))\(culprit). Please report it with the file; it has restarted.")
        // The new worker: initialized as the client did, with every open document but the one set aside.
        if let initialize {
            replays += 1
            let id = JSONValue.string("lifelint-restart-\(replays)")
            own.insert(key(id))
            toWorker(.object([("jsonrpc", .string("2.0")), ("id", id), ("method", .string("initialize")), ("params", initialize)]))
            if initialized { toWorker(JSONRPC.notification("initialized", .object([]))) }
        }
        for (uri, document) in documents where !setAside.contains(uri) { toWorker(didOpen(document)) }
    }

    /// Marks the session as ending and closes the worker's input; the worker's process, to wait for
    /// (outside the queue).
    private func stopWorker() -> Int32? {
        exiting = true
        guard let worker else { return nil }
        close(worker.input)
        return worker.pid
    }

    // MARK: - Helpers

    private func didOpen(_ document: Document) -> JSONValue {
        JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)),
            ("text", .string(String(decoding: document.text, as: UTF8.self))),
        ]))]))
    }

    private func key(_ id: JSONValue) -> String { id.rendered(pretty: false) }

    private func toClient(_ message: JSONValue) { JSONRPC.send(message, to: 1) }

    private func toWorker(_ message: JSONValue) {
        guard let worker else { return }
        JSONRPC.send(message, to: worker.input)
    }

    private func message(_ text: String) {
        toClient(JSONRPC.notification("window/showMessage", .object([("type", .int(1)), ("message", .string(text))])))
    }
}
