import Dispatch
import SwiftTokenizer

/// What a run lints and how: the one input of `Linter.run`, whoever runs it (the command line, the
/// tests, an editor's server).
public struct LintRequest {
    /// Where the files come from.
    public enum Files {
        /// Paths to lint, directories walked (empty: the working directory).
        case paths([String])
        /// The files staged in the git repository holding the working directory, as the index holds them.
        case staged
        /// One buffer under the name it will have (an editor's unsaved file, `--stdin`).
        case buffer(name: String, content: [UInt8])
        /// Files held in memory, read as one project and nothing else (tests, a server's open documents).
        case memory([(path: String, content: [UInt8])])
    }

    /// How the facts of type bodies (children added, members built with the view, pinned views) are read.
    public enum BodyFactReading {
        /// In a second look at the few files declaring a type some finding asks about (the default: cheapest).
        case secondLook
        /// In the first reading of every file (tests check that both ways agree).
        case firstReading
        /// Never (tests show which findings depend on them).
        case never
    }

    /// With `--fix`: whether unsafe fixes go in too, and whether to only show the changes as a diff.
    public struct FixRequest {
        public var includeUnsafe: Bool
        public var diffOnly: Bool
        public init(includeUnsafe: Bool, diffOnly: Bool) {
            self.includeUnsafe = includeUnsafe
            self.diffOnly = diffOnly
        }
    }

    public var files: Files
    public var configuration: Configuration
    /// Where the configuration was found, to place files for `include`, `exclude` and `overrides`.
    public var lookup: ConfigurationLookup?
    public var respectIgnoreFiles = true
    public var reportUnusedSuppressions = false
    public var jobs = System.processorCount()
    public var fix: FixRequest? = nil
    public var bodyFacts = BodyFactReading.secondLook
    /// Read the facts of the rest of the git work tree for a partial run (see `Linter.contextFacts`).
    public var readsWorkTreeFacts = true
    /// List the files checked in `LintResult.checkedFiles` (a JUnit report has a test case for each);
    /// off, only their number is given. Listed, every file's path was retained on the run's serial end,
    /// each of them cold (made by the walk's thread, last touched by a worker's).
    public var listsCheckedFiles = true
    /// Skim files first and read in full only those the project needs (see `Skimming`): the same
    /// findings, for less work. Off, every file is read in full (tests compare both ways).
    public var skimsFiles = true
    /// A process that ends right after the run (the command line) keeps every file's report and path,
    /// and the last confirmation's type index, until it exits instead of freeing them: milliseconds of
    /// work on a large tree that nobody waits for, and with it gone a run's instruction count no longer
    /// depends on whether a background free finished before the exit. Other callers (tests, a server)
    /// have them freed as usual.
    public var keepsMemoryUntilExit = false

    public init(files: Files, configuration: Configuration = Configuration(), lookup: ConfigurationLookup? = nil) {
        self.files = files
        self.configuration = configuration
        self.lookup = lookup
    }
}

/// What a run found.
public struct LintResult {
    /// Confirmed findings, files in walk order, each file's findings by position.
    public var diagnostics: [Diagnostic] = []
    /// How many files were read and checked.
    public var filesChecked = 0
    /// The files read and checked, in order (empty unless `LintRequest.listsCheckedFiles`).
    public var checkedFiles: [String] = []
    /// Files that could not be read or linted, and paths the walk could not enter, in order.
    public var skipped: [SkippedFile] = []
    /// With a `FixRequest`: what the fixes did.
    public var fixes: Fixing.Outcome? = nil
    /// Files left out on purpose, to mention without failing the run: a MATLAB `.m` file.
    public var notes: [String] = []
    /// Every problem to tell the user, in the order it happened: the skipped files, then the fixes'.
    public var errors: [String] { skipped.map(\.reason) + (fixes?.errors ?? []) }
}

/// A run that cannot start: a buffer lifelint does not read, `--staged` outside git.
public struct RunError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// The pipeline, as a library: files in, confirmed findings (and fixes) out. Each file is read once
/// on every core, outlined and checked by every rule; findings are confirmed against the project's
/// type index; fixes are applied and the fixed files checked again.
public enum Linter {
    public static func run(_ request: LintRequest) throws -> LintResult {
        let paths = ReportPaths()
        let configuration = request.configuration
        let lookup = request.lookup
        let feed = FileFeed(room: FileFeed.walkRoom)
        let accept: (consuming SourcePath) -> Void = { file in
            let relative = lookup?.relativePath(of: file.display)
            if let relative, !configuration.includes(relative) { return }
            feed.append((file, relative))
        }
        var sources: [SourcePath] = []
        var walkPaths: [(String, Bool)]? = nil
        switch request.files {
        case .buffer(let name, let content):
            guard let language = Language(path: name) else {
                throw RunError(message: "cannot lint '\(name)': not a .swift, .cs, .m, .mm or .h file")
            }
            sources.append(SourcePath(display: name, language: language, content: content))
        case .staged:
            switch Git.stagedSources(paths: paths) {
            case .success(let list): sources = list
            case .failure(let error): throw RunError(message: error.message)
            }
        case .memory(let files):
            sources = files.compactMap { file in
                Language(path: file.path).map { SourcePath(display: file.path, language: $0, content: file.content) }
            }
        case .paths(let list):
            walkPaths = list.isEmpty ? [(".", true)] : list.map { ($0, false) }
        }
        // The walk runs on its own thread and feeds the workers as it goes.
        let walk = DiscoveryThread(respectIgnoreFiles: request.respectIgnoreFiles, found: accept)
        if let walkPaths {
            walk.start(paths: walkPaths, then: feed.finish)
        } else {
            for source in sources { accept(source) }
            feed.finish()
        }

        var analyzer = Analyzer(configuration: configuration)
        analyzer.reportUnusedSuppressions = request.reportUnusedSuppressions
        analyzer.recordsContentHashes = request.fix != nil
        analyzer.defersBodyFacts = request.bodyFacts != .firstReading
        var run = LintRun(analyzer: analyzer, jobs: request.jobs)
        run.keepsMemoryUntilExit = request.keepsMemoryUntilExit
        run.skims = request.skimsFiles
        run.describesDeclarations = request.skimsFiles
        var result = LintResult()
        var skimmed = SkimmedFiles()
        var reports = collect(run.analyze(feed), skipped: &result.skipped, notes: &result.notes, skimmed: &skimmed)
        let walkErrors = walk.waitForErrors().map { SkippedFile(path: nil, reason: $0) }
        result.skipped += walkErrors
        let files = feed.all
        readSkimmed(&reports, &skimmed, files: files, context: [], run: run)
        // A partial run's findings stand on facts of the rest of their work trees (a base class, an outlet).
        let hasFindings = { (reports: [FileReport]) in reports.contains(where: { !$0.diagnostics.isEmpty }) }
        let tops = request.readsWorkTreeFacts && (hasFindings(reports) || !skimmed.isEmpty)
            ? partlyReadWorkTrees(request.files, paths) : []
        if !tops.isEmpty && !hasFindings(reports) {
            // Files still skimmed could hold findings standing on the rest of the work tree: read them in
            // full, as a run without skimming would have, rather than that whole tree.
            readSkimmed(&reports, &skimmed, files: files, context: nil, run: run)
        }
        let context = hasFindings(reports)
            ? tops.flatMap { top in contextFacts(request, top: top, paths: paths, analyzed: files.map(\.0), run: run) } : []
        if !context.isEmpty { readSkimmed(&reports, &skimmed, files: files, context: context.map(\.report), run: run) }
        // The second look at the few files that declare a type some finding asks about.
        // (Only files held in memory: the others are read from disk again.)
        // The sources are looked at in place: a walk's hold no content, and copying their 10,000 paths
        // into a new array to find that out cost 0.35 ms of the run's serial end.
        var byPath: [String: [UInt8]] = [:]
        func keep(_ source: SourcePath) {
            if let content = source.content, byPath[source.display] == nil { byPath[source.display] = content }
        }
        for k in files.indices { keep(files[k].0) }
        for k in context.indices { keep(context[k].source) }
        // Each thread of the second look reads its files into memory of its own, kept from file to file
        // as the workers' is (made for each file, the buffer, zeroed, and the lexer's arrays were
        // allocated and grown anew: 1.4 M instructions and 5,000 allocations for the source-only tree's
        // 92 second looks).
        let readers = (0 ..< max(request.jobs, 1)).map { _ in SecondLookReader() }
        if request.keepsMemoryUntilExit { System.keepUntilExit(readers) } // (as the workers' memory: see `LintRun`)
        let bodyFacts = { (report: FileReport, names: Set<String>, worker: Int) -> [TypeFacts] in
            let reader = readers[worker]
            let read = System.withFileBytes(report.path, content: byPath[report.path], buffer: &reader.buffer) {
                run.analyzer.bodyFacts(path: report.path, language: report.language, bytes: $0, names: names, storage: &reader.storage)
            }
            // A file gone since adds no facts: its findings stand on what the other files say.
            return (try? read.get()) ?? []
        }
        // `last`: no confirmation follows (fixes that change files are confirmed again), so the index
        // may be kept until exit.
        let confirm = { (reports: inout [FileReport], last: Bool) -> [Diagnostic] in
            reports += context.map(\.report)
            defer { reports.removeLast(context.count) }
            return Project.confirm(taking: &reports, jobs: request.jobs, keepsIndexUntilExit: last && request.keepsMemoryUntilExit,
                                   bodyFacts: request.bodyFacts == .secondLook ? bodyFacts : nil)
        }
        result.diagnostics = confirm(&reports, request.fix.map { $0.diffOnly } ?? true)

        if let fix = request.fix {
            System.installSignalCleanup()
            let outcome = Fixing(includeUnsafe: fix.includeUnsafe, diffOnly: fix.diffOnly).apply(result.diagnostics, reports: reports)
            result.fixes = outcome
            if !fix.diffOnly && outcome.fixed > 0 {
                // Report what is left, from the fixed files as they are now.
                var skipped: [SkippedFile] = []
                skimmed = SkimmedFiles()
                reports = collect(run.analyze(FileFeed(files)), skipped: &skipped, notes: &result.notes, skimmed: &skimmed)
                readSkimmed(&reports, &skimmed, files: files, context: context.map(\.report), run: run)
                if !tops.isEmpty && context.isEmpty { readSkimmed(&reports, &skimmed, files: files, context: nil, run: run) }
                result.skipped = skipped + walkErrors
                result.diagnostics = confirm(&reports, true)
            }
        }
        result.filesChecked = reports.count
        if request.listsCheckedFiles { result.checkedFiles = reports.map(\.path) }
        if request.keepsMemoryUntilExit { System.keepUntilExit((reports, byPath, files, feed, walk, paths)) }
        return result
    }

    /// What a thread of the second look reads files in (`Project.confirm`'s `bodyFacts`): its own.
    private final class SecondLookReader {
        var buffer: [UInt8] = []
        var storage = FileStorage()
    }

    /// A skimmed file: its report's place and its file's.
    typealias Skimmed = (report: Int, file: Int)

    /// The files still skimmed, and the arenas of the run that skimmed them, where their words are.
    struct SkimmedFiles {
        var files: [Skimmed] = []
        var words: [SkimmedWordArena] = []
        var isEmpty: Bool { files.isEmpty }
    }

    /// The reports of a run, failures kept in file order; the skimmed files' places in `skimmed`. The
    /// reports are the run's own array, with the places of files that gave none closed up (rare).
    private static func collect(_ gathered: consuming LintRun.Gathered, skipped: inout [SkippedFile], notes: inout [String],
                                skimmed: inout SkimmedFiles) -> [FileReport] {
        var reports: [FileReport] = []
        swap(&reports, &gathered.reports)
        notes = []
        skimmed.words = gathered.words
        if gathered.others.isEmpty {
            skimmed.files += gathered.skimmed.map { ($0, $0) }
            return reports
        }
        var kept = 0
        var other = 0
        var skim = 0
        for k in reports.indices {
            if other < gathered.others.count && gathered.others[other].file == k {
                switch gathered.others[other].outcome {
                case .failure(let path, let message): skipped.append(SkippedFile(path: path, reason: message))
                case .note(_, let message): notes.append(message)
                }
                other += 1
                continue
            }
            if skim < gathered.skimmed.count && gathered.skimmed[skim] == k {
                skimmed.files.append((kept, k))
                skim += 1
            }
            if kept != k { reports.swapAt(kept, k) }
            kept += 1
        }
        reports.removeSubrange(kept...)
        return reports
    }

    /// Reads in full, in rounds, the skimmed files that spell a name the project needs (`Skimming`),
    /// until no skimmed file spells one: a file read may declare a controller or ask about a type whose
    /// name another skimmed file spells. `context`: the reports of files read for their facts only, whose
    /// declarations count too; nil reads every skimmed file. A file that cannot be read again keeps its
    /// empty report (it changed since the walk; a run reading it once would not have seen it either way).
    private static func readSkimmed(_ reports: inout [FileReport], _ skimmed: inout SkimmedFiles, files: [(SourcePath, String?)],
                                    context: [FileReport]?, run: LintRun) {
        guard !skimmed.isEmpty else { return }
        var searched: Set<UInt64> = []
        // The names searched for by their bytes, told by their bytes (their hashes can be shared): in
        // every skimmed file, or as a controller's (not in another platform's by its folders; searched
        // for again if it turns wanted everywhere). Where they are found from their hashes (made at the first).
        var searchedSpellings: Set<[UInt8]> = []
        var searchedControllerSpellings: Set<[UInt8]> = []
        var spellings: Skimming.Spellings? = nil
        var declarations = context.map { Skimming.Names(reports, $0) }
        while !skimmed.isEmpty {
            var toRead: [Skimmed] = []
            if let known = declarations, let context {
                let new = Skimming.searchedHashes(known, known: &searched)
                var names: [[UInt8]] = []
                var controllerNames: [[UInt8]] = []
                if !new.spelled.isEmpty || !new.controllerSpelled.isEmpty {
                    if spellings == nil { spellings = Skimming.Spellings(reports, context) }
                    names = spellings!.names(of: new.spelled).filter { searchedSpellings.insert($0).inserted }
                    controllerNames = spellings!.names(of: new.controllerSpelled).filter {
                        !searchedSpellings.contains($0) && searchedControllerSpellings.insert($0).inserted
                    }
                }
                if new.words.isEmpty && new.controllerWords.isEmpty && names.isEmpty && controllerNames.isEmpty { return }
                var spells = filesSpelling(new, among: skimmed.files, reports, words: skimmed.words, jobs: run.jobs)
                filesContaining(names, controllerNames: controllerNames, among: skimmed.files, reports, files: files, jobs: run.jobs, into: &spells)
                var kept = 0
                for f in skimmed.files.indices {
                    if spells[f] { toRead.append(skimmed.files[f]) } else { skimmed.files[kept] = skimmed.files[f]; kept += 1 }
                }
                skimmed.files.removeSubrange(kept...)
            } else {
                swap(&toRead, &skimmed.files)
            }
            if toRead.isEmpty { return }
            var full = run
            full.skims = false
            // A file that cannot be read now keeps its report, no longer skimmed.
            for file in toRead { reports[file.report].skimmedWords = nil }
            full.analyze(FileFeed(toRead.map { files[$0.file] })).forEachReport { k, report in
                reports[toRead[k].report] = report
                declarations?.add(reports, toRead[k].report)
                spellings?.add(reports, toRead[k].report)
            }
        }
    }

    /// For each skimmed file, whether its words hold one of the hashes of `new.words`, or, in a file
    /// that is not another platform's by its folders, one of `new.controllerWords` (`mark`, runs of at
    /// least 1,024 files). `arenas`: where the files' words are (`FileReport.skimmedWords`).
    static func filesSpelling(_ new: Skimming.Searched, among skimmed: [Skimmed], _ reports: [FileReport],
                              words arenas: [SkimmedWordArena], jobs: Int) -> [Bool] {
        var spells = [Bool](repeating: false, count: skimmed.count)
        guard !new.words.isEmpty || !new.controllerWords.isEmpty else { return spells }
        // A filter of the new hashes' low bits first: most words are no name searched for.
        var filter = [UInt64](repeating: 0, count: 1024)
        for hash in new.words.union(new.controllerWords) { filter[Int(hash & 0xFFFF) >> 6] |= 1 << UInt64(hash & 63) }
        // All read through buffers on the threads (through the arrays, 0.7 M instructions more a run); the
        // words where the arenas keep them.
        withExtendedLifetime(arenas) {
            filter.withUnsafeBufferPointer { filter in
                reports.withUnsafeBufferPointer { reports in
                    skimmed.withUnsafeBufferPointer { skimmed in
                        mark(&spells, jobs: jobs, minimumRun: 1024) { f, _ in
                            let r = skimmed[f].report
                            var uiKitSide: Bool? = nil // asked at the first controller's name only
                            for hash in reports[r].skimmedWords.unsafelyUnwrapped.words
                            where filter[Int(hash & 0xFFFF) &>> 6] & (1 &<< UInt64(hash & 63)) != 0 {
                                if new.words.contains(hash) { return true }
                                if new.controllerWords.contains(hash) {
                                    if uiKitSide == nil {
                                        uiKitSide = !KnownTypes.isOtherPlatform(byFoldersOf: reports[r].path, language: reports[r].language)
                                    }
                                    if uiKitSide! { return true }
                                }
                            }
                            return false
                        }
                    }
                }
            }
        }
        return spells
    }

    /// Marks each skimmed file whose bytes hold one of `names`, or, in a file that is not another
    /// platform's by its folders, one of `controllerNames` (`Skimming.Search.Kind.bytes`: names the skim
    /// records no word for), reading the files not marked yet again (`mark`, runs of at least 64 files).
    /// A file read again that cannot be read now is marked: reading it in full tells what became of it.
    static func filesContaining(_ names: [[UInt8]], controllerNames: [[UInt8]], among skimmed: [Skimmed], _ reports: [FileReport],
                                files: [(SourcePath, String?)], jobs: Int, into spells: inout [Bool]) {
        guard !names.isEmpty || !controllerNames.isEmpty else { return }
        let all = names + controllerNames
        let anchors = all.map { $0.withUnsafeBufferPointer(rareByteIndex) }
        files.withUnsafeBufferPointer { files in
            skimmed.withUnsafeBufferPointer { skimmed in
                mark(&spells, jobs: jobs, minimumRun: 64) { f, buffer in
                    let r = skimmed[f].report
                    // Another platform's file by its folders is looked at for `names` only.
                    let controllers = !controllerNames.isEmpty
                        && !KnownTypes.isOtherPlatform(byFoldersOf: reports[r].path, language: reports[r].language)
                    guard controllers || !names.isEmpty else { return false }
                    let searched = controllers ? all.count : names.count
                    let source = files[skimmed[f].file].0
                    let read = System.withFileBytes(source.display, content: source.content, buffer: &buffer, knownRegular: true) { bytes in
                        (0 ..< searched).contains { k in all[k].withUnsafeBufferPointer { containsBytes($0, in: bytes, anchor: anchors[k]) } }
                    }
                    return (try? read.get()) ?? true
                }
            }
        }
    }

    /// Marks the skimmed files `isMarked` answers yes for, among those not marked yet, on every core: a
    /// run of files each (the rounds are on the run's serial end, the other core idle otherwise), runs of
    /// at least `minimumRun` files (fewer are looked at on one thread). `isMarked` gets a file's place and
    /// its thread's read buffer, kept from file to file.
    private static func mark(_ spells: inout [Bool], jobs: Int, minimumRun: Int, _ isMarked: (Int, inout [UInt8]) -> Bool) {
        let count = spells.count
        let runs = min(max(jobs, 1), max(count / minimumRun, 1))
        spells.withUnsafeMutableBufferPointer { spells in
            let spells = SendableSlots(spells)
            DispatchQueue.concurrentPerform(iterations: runs) { k in
                var buffer: [UInt8] = []
                for f in count * k / runs ..< count * (k + 1) / runs where !spells.base[f] && isMarked(f, &buffer) {
                    spells.base[f] = true
                }
            }
        }
    }

    /// The tops of the git work trees the files belong to and leave partly unread: a buffer's, the
    /// staged files' (the working directory's), or those of named paths none of which holds its work
    /// tree's top. Each path belongs to the work tree holding it, wherever the run starts: `lifelint
    /// ../Other/Sources` reads the facts of `Other`, not of the working directory's repository. (In-memory
    /// files are a project of their own.)
    private static func partlyReadWorkTrees(_ files: LintRequest.Files, _ paths: ReportPaths) -> [String] {
        switch files {
        case .memory: return []
        case .staged: return paths.workTreeTop.map { [$0] } ?? []
        case .buffer(let name, _):
            return Discovery.workTreeTop(of: PathArithmetic.parent(of: paths.absolute(name))).map { [$0] } ?? []
        case .paths(let list):
            // Each path's work tree, in the order first met; a tree is read whole when a path holds its top.
            var tops: [String] = []
            var readWhole: Set<String> = []
            var topOfDirectory: [String: String?] = [:]
            for path in list.isEmpty ? ["."] : list {
                let absolute = paths.absolute(path)
                let isDirectory = System.kind(of: absolute, followingLinks: true).0 == .directory
                let directory = isDirectory ? absolute : PathArithmetic.parent(of: absolute)
                let found = topOfDirectory[directory] ?? Discovery.workTreeTop(of: directory)
                topOfDirectory[directory] = found
                guard let top = found else { continue }
                if !tops.contains(top) { tops.append(top) }
                if PathArithmetic.isInside(top, absolute) { readWhole.insert(top) }
            }
            return tops.filter { !readWhole.contains($0) }
        }
    }

    /// The facts a partial run reads from the rest of the git work tree at `top`, so that its findings
    /// are those of a full run: with `--staged`, every file as the next commit holds it; with named
    /// paths or a buffer, the work tree's files (walked as a full run walks them, configuration filters
    /// included). Nothing outside a work tree. No rule runs on these files and nothing is reported
    /// from them; a file that cannot be read just adds no facts.
    private static func contextFacts(_ request: LintRequest, top: String, paths: ReportPaths, analyzed: [SourcePath],
                                     run: LintRun) -> [(source: SourcePath, report: FileReport)] {
        // Made at the first file the walk finds: a walk that skips the linted directories may find none.
        var seen: Set<String>? = nil
        let wanted = { (absolute: String) -> Bool in
            if seen == nil { seen = Set(analyzed.map { paths.absolute($0.display) }) }
            guard !seen!.contains(absolute) else { return false }
            guard let relative = request.lookup?.relativePath(of: absolute) else { return true }
            return request.configuration.includes(relative)
        }
        var sources: [SourcePath] = []
        if case .staged = request.files {
            sources = Git.indexedSources(top: top, accept: wanted)
        } else {
            var walk = Discovery { file in if wanted(paths.absolute(file.display)) { sources.append(file) } }
            walk.respectIgnoreFiles = request.respectIgnoreFiles
            // The directories the run was given were walked whole: their files are all analyzed or
            // excluded, so the context walk does not enter them (it starts at `top`, an absolute path).
            if case .paths(let list) = request.files {
                walk.prunedDirectories = Set(list.compactMap { path in
                    System.kind(of: path, followingLinks: false).0 == .directory ? paths.absolute(path) : nil
                })
            }
            walk.add(top, defaulted: false)
        }
        var factsRun = run
        factsRun.factsOnly = true
        factsRun.skims = false // their declarations are all they give: read in full
        var result: [(source: SourcePath, report: FileReport)] = []
        factsRun.analyze(FileFeed(sources.map { ($0, nil) })).forEachReport { k, report in result.append((sources[k], report)) }
        return result
    }
}

