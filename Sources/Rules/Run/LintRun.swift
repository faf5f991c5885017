import Dispatch
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
    /// What a file that gives no report gives instead.
    enum Unlinted {
        /// A file that could not be read or linted: its path and the whole message.
        case failure(path: String, message: String)
        /// A file lifelint does not read, on purpose (a MATLAB `.m` file): told, not an error.
        case note(path: String, message: String)
    }

    let analyzer: Analyzer
    let jobs: Int
    /// Read files only for the facts they give the type index, running no rule (context files).
    var factsOnly = false
    /// Skim each file first and read in full only the files with an anchor (see `Skimming`); the others
    /// come back as reports with no findings or facts and `skimmedWords` set, for `Linter` to read later
    /// if the project needs them.
    var skims = false
    /// Describe each report's declarations and its findings' requirements for `Skimming`
    /// (`FileReport.skimDeclarations`, `skimRequirements`) once the worker has skimmed a file: on the
    /// workers, rather than at the run's end (which describes the reports a worker made before). A run
    /// that skims no file (every file has an anchor) describes none.
    var describesDeclarations = false
    /// Keep the names each worker made once (`NameInterner`) until the process exits (see
    /// `LintRequest.keepsMemoryUntilExit`): freed as a worker ends, they were released one by one, cold,
    /// for nobody (2 % of the run's samples in retain, release and allocation).
    var keepsMemoryUntilExit = false

    /// Analyzes the files of `feed` as they arrive (the walk goes on while the first files are read);
    /// the reports come back at the places the feed gave the files.
    func analyze(_ feed: FileFeed) -> Gathered {
        let analyzer = self.analyzer
        let factsOnly = self.factsOnly
        let skims = self.skims
        let describes = self.describesDeclarations
        let keepsMemory = self.keepsMemoryUntilExit
        // Each worker's skimmed files' words in an arena of its own (none written in a run that skims nothing).
        let arenas = (0 ..< max(jobs, 1)).map { _ in SkimmedWordArena() }
        DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { worker in
            var buffer: [UInt8] = []
            var storage = FileStorage()
            var skimmedSome = false
            let arena = arenas[worker]
            while let (index, file, path) = feed.next() {
                Self.analyze(file, path: path, analyzer: analyzer, factsOnly: factsOnly,
                             skims: skims, describes: describes, skimmedSome: &skimmedSome,
                             buffer: &buffer, storage: &storage, arena: arena, into: feed, at: index)
            }
            if keepsMemory { storage.keepNamesUntilExit() }
        }
        var gathered = feed.gathered()
        gathered.words = arenas
        return gathered
    }

    /// A run's outcomes as the feed kept them: the reports already in the array the run goes on with
    /// (gathered out of an array of outcomes, they were moved one by one into a new one on the run's
    /// serial end: 0.46 ms and most of its page faults on the source-only tree).
    struct Gathered {
        /// Every file's report at the file's place; a file with a failure or a note instead has an empty
        /// report there (`FileReport.placeholder`).
        var reports: [FileReport]
        /// The files with a failure or a note instead of a report, by place, ascending (rare).
        var others: [(file: Int, outcome: Unlinted)]
        /// The places of the reports of files only skimmed (`FileReport.skimmedWords`), ascending.
        var skimmed: [Int]
        /// Where the skimmed files' words are (`FileReport.skimmedWords`): each worker's arena.
        var words: [SkimmedWordArena] = []

        /// Hands each file's report to `body` with the file's place, in order, moved out (a file with a
        /// failure or a note has none).
        consuming func forEachReport(_ body: (Int, consuming FileReport) -> Void) {
            var other = 0
            for k in reports.indices {
                if other < others.count && others[other].file == k {
                    other += 1
                    continue
                }
                var report = FileReport.placeholder
                swap(&report, &reports[k])
                body(k, report)
            }
        }
    }

    /// Reads one file and keeps its outcome in `feed` at `index`. With `describes`, a report read in full
    /// is described for `Skimming` once the worker has skimmed a file (`skimmedSome`, set here). A report
    /// goes to the feed as made, not as an outcome: one bound out of its outcome (to be described, or to
    /// be kept) was copied, each of its strings and arrays retained and released again, for every file.
    /// The file is read where the feed keeps it (`entry`: its source and work-tree-relative path), each
    /// field at its use: a copy of the entry retained both paths and released them again, for every file.
    /// `path` is the file's display path, handed over by the feed (see `FileFeed.next`): read without a
    /// retain, and moved into a skimmed file's report.
    private static func analyze(_ entry: UnsafePointer<(SourcePath, String?)>, path: consuming String, analyzer: Analyzer, factsOnly: Bool,
                                skims: Bool, describes: Bool, skimmedSome: inout Bool, buffer: inout [UInt8],
                                storage: inout FileStorage, arena: SkimmedWordArena, into feed: FileFeed, at index: Int) {
        let language = entry.pointee.0.language
        // What became of the file: nil when its report is in the feed; a skimmed file's words, for a report
        // made here, out of the closure (made in it, the report took a copy of the path, retained after the
        // skim's writes and released again).
        enum Read { case skimmed(UnsafeBufferPointer<UInt32>), unlinted(Unlinted) }
        // A file not in memory was found a regular file by the walk (a symlink's target too).
        let read = System.withFileBytes(path, content: entry.pointee.0.content, buffer: &buffer, knownRegular: true) { bytes -> Read? in
            if let problem = Self.unreadableContent(bytes) {
                return .unlinted(.failure(path: path, message: "cannot lint '\(path)': \(problem)"))
            }
            if language == .objectiveC, path.hasSuffix(".m"), ObjectiveCLexer.looksLikeMATLAB(bytes) {
                return .unlinted(.note(path: path, message: "skipped '\(path)': it reads as MATLAB, not Objective-C"))
            }
            if skims, let words = storage.skim(bytes, language: language, into: arena) {
                if describes { skimmedSome = true }
                return .skimmed(words)
            }
            var report = factsOnly
                ? analyzer.facts(path: path, language: language, bytes: bytes, storage: &storage)
                : analyzer.analyze(path: path, language: language, bytes: bytes, storage: &storage, relativePath: entry.pointee.1)
            if describes && skimmedSome { report.describeForSkimming() }
            feed.store(consume report, at: index)
            return nil
        }
        switch read {
        case .success(.skimmed(let words)?):
            feed.store(FileReport(path: path, language: language, diagnostics: [], types: [], contentHash: nil,
                                  skimmedWords: SkimmedWords(words: words)), at: index)
        case .success(.unlinted(let other)?): feed.store(other: other, at: index)
        case .success(nil): break
        case .failure(let error): feed.store(other: .failure(path: path, message: "cannot read '\(path)': \(error.message)"), at: index)
        }
    }

    /// Why a file's bytes are not source text lifelint can read, or nil.
    static func unreadableContent(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return "the file is UTF-16; lifelint reads UTF-8"
        }
        if let base = bytes.baseAddress, memchr(base, 0, min(bytes.count, 8192)) != nil {
            return "binary file (it contains NUL bytes)"
        }
        return nil
    }
}

/// The files to lint, filled by the walk while workers take them: each file goes to exactly one
/// worker, and each report is kept at its file's place.
final class FileFeed: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let arrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Read and written under `mutex` only: the runtime's exclusivity checks (two a file on the walk's
    // thread and two on a worker's) would guard what the lock already does.
    @exclusivity(unchecked) private var files: [(SourcePath, String?)] = []
    /// The storage `files` outgrew, kept until the feed goes: a worker reads its file where the feed
    /// keeps it (see `next`), and the walk may grow the array meanwhile.
    @exclusivity(unchecked) private var outgrown: [[(SourcePath, String?)]] = []
    @exclusivity(unchecked) private var reports: [FileReport] = []
    @exclusivity(unchecked) private var others: [(file: Int, outcome: LintRun.Unlinted)] = []
    @exclusivity(unchecked) private var skimmed: [Int] = []
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var finished = false

    /// `room`: how many files to make room for from the start. A walk's feed takes 16,384 (`walkRoom`):
    /// the walk doubled both arrays a dozen times, every copy faulting in new pages (a fifth of a run's
    /// page faults) on the walk's thread; only the pages the files fill are ever touched. A feed of a
    /// known list (a round's files, an editor's document) takes none.
    init(room: Int = 0) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(arrived, nil)
        files.reserveCapacity(room)
        reports.reserveCapacity(room)
    }

    static let walkRoom = 1 << 14

    /// A feed of a known list of files, finished.
    convenience init(_ files: [(SourcePath, String?)]) {
        self.init(room: files.count)
        for file in files { append(file) }
        finish()
    }

    deinit {
        pthread_cond_destroy(arrived)
        pthread_mutex_destroy(mutex)
        arrived.deallocate()
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Adds a file (from the walking thread), moved in; its report's place is held by a placeholder
    /// (on the walk's thread, which has the time: the workers' threads have not).
    func append(_ file: consuming (SourcePath, String?)) {
        // A second reference to the path, made here where the string was just made, for the worker that
        // takes the file (see `next`).
        let path = file.0.display
        pthread_mutex_lock(mutex)
        if files.count == files.capacity && !files.isEmpty { outgrown.append(files) }
        files.append(file)
        reports.append(.holding(path))
        pthread_mutex_unlock(mutex)
        pthread_cond_signal(arrived)
    }

    /// No more files will come.
    func finish() {
        locked { finished = true }
        pthread_cond_broadcast(arrived)
    }

    /// The next file nobody has taken, waiting for the walk if it is still going; nil once all are taken.
    /// The file is read where the feed keeps it, valid as long as the feed is (its storage is kept when
    /// the array grows): a copy handed out retained its paths, and released them again, for every file.
    /// With it comes its display path, moved out of the placeholder report (`FileReport.holding`): a
    /// reference the walk's thread made, so that the worker's first touch of the string (made on the
    /// walk's thread, in another core's cache) is a read, not an atomic retain, and a skimmed file's
    /// report takes it with no retain at all (a retain after the skim waited for the skim's writes).
    func next() -> (Int, UnsafePointer<(SourcePath, String?)>, String)? {
        locked {
            while cursor == files.count && !finished { pthread_cond_wait(arrived, mutex) }
            guard cursor < files.count else { return nil }
            cursor += 1
            var path = ""
            reports.withUnsafeMutableBufferPointer { swap(&path, &$0[cursor - 1].path) }
            return (cursor - 1, files.withUnsafeBufferPointer { $0.baseAddress! + (cursor - 1) }, path)
        }
    }

    /// Keeps a file's report at its place, moved in (a closure around the store copied it, retaining
    /// every string and array of the report once more).
    func store(_ report: consuming FileReport, at index: Int) {
        pthread_mutex_lock(mutex)
        if report.skimmedWords != nil { skimmed.append(index) }
        // Written over the placeholder, which holds nothing to release once `next` has taken its path (an
        // empty string, the empty arrays' shared storage, nils): destroying it first was seven calls into
        // the runtime a file.
        var moving: FileReport? = consume report
        reports.withUnsafeMutableBufferPointer { ($0.baseAddress! + index).initialize(to: moving.take()!) }
        pthread_mutex_unlock(mutex)
    }

    /// Keeps a failure or a note in place of a file's report.
    func store(other: LintRun.Unlinted, at index: Int) {
        locked { others.append((index, other)) }
    }

    /// Every file, in arrival order (once finished).
    var all: [(SourcePath, String?)] { locked { files } }

    /// The outcomes, in arrival order (once every file is analyzed); the feed keeps none of them. The
    /// reports are handed over, not copied (a copy retained every report's strings and arrays once more).
    func gathered() -> LintRun.Gathered {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var taken = LintRun.Gathered(reports: [], others: [], skimmed: [])
        swap(&taken.reports, &reports)
        swap(&taken.others, &others)
        swap(&taken.skimmed, &skimmed)
        taken.others.sort { $0.file < $1.file }
        taken.skimmed.sort()
        return taken
    }
}

/// A buffer whose slots several threads fill, each at indices no other thread writes.
struct SendableSlots<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
    init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }
}

/// Hands out 0, 1, 2, … to threads that take work an item at a time, each item to exactly one: a
/// thread done with its items early takes more, where a fixed share each (every other item) left one
/// thread idle while the other read its larger files (the second look: 0.6 ms of its 2 on the
/// source-only tree).
final class SharedCounter: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = 0

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next number nobody has taken.
    func next() -> Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        value += 1
        return value - 1
    }
}
