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

/// One linting run: read every file once, on every core, then confirm findings against the
/// project-wide type index and put them in a deterministic order.
struct LintRun {
    enum Outcome {
        case report(FileReport)
        case failure(String)
    }

    let analyzer: Analyzer
    let jobs: Int

    /// Analyzes `files`; the outcomes come back in the order of `files`, whatever the threads did.
    func analyze(_ files: [(SourcePath, String?)]) -> [Outcome] {
        guard !files.isEmpty else { return [] }
        let results = UnsafeMutableBufferPointer<Outcome?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let queue = WorkQueue(count: files.count)
        let workers = min(jobs, files.count)
        let analyzer = self.analyzer
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var buffer: [UInt8] = []
            var stream = TokenStream()
            while let index = queue.next() {
                results[index] = Self.analyze(files[index].0, relativePath: files[index].1, analyzer: analyzer,
                                              buffer: &buffer, stream: &stream)
            }
        }
        return results.map { $0! }
    }

    private static func analyze(_ file: SourcePath, relativePath: String?, analyzer: Analyzer, buffer: inout [UInt8],
                                stream: inout TokenStream) -> Outcome {
        let count: Int
        if let content = file.content {
            buffer = content
            count = content.count
        } else {
            switch System.readFile(file.display, into: &buffer) {
            case .success(let n): count = n
            case .failure(let error): return .failure("cannot read '\(file.display)': \(error.message)")
            }
        }
        return buffer.withUnsafeBufferPointer { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole[0 ..< count])
            if let problem = Self.unreadableContent(bytes) {
                return .failure("cannot lint '\(file.display)': \(problem)")
            }
            return .report(analyzer.analyze(path: file.display, language: file.language, bytes: bytes,
                                            stream: &stream, relativePath: relativePath))
        }
    }

    /// Why a file's bytes are not source text lifelint can read, or nil.
    static func unreadableContent(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return "the file is UTF-16; lifelint reads UTF-8"
        }
        let sample = min(bytes.count, 8192)
        for k in 0 ..< sample where bytes[k] == 0 {
            return "binary file (it contains NUL bytes)"
        }
        return nil
    }
}

/// Hands out file indices to workers, each exactly once.
final class WorkQueue: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var cursor = 0
    private let count: Int

    init(count: Int) {
        self.count = count
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func next() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard cursor < count else { return nil }
        cursor += 1
        return cursor - 1
    }
}
