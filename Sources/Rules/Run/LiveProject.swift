import SwiftTokenizer

/// A project kept in memory for an editor (`lifelint server`): the type facts of every file of the
/// workspace, read once and kept current file by file, so that checking an open document is one
/// file's analysis plus a confirmation against facts already in hand, not a walk of the workspace.
///
/// Not thread-safe: its owner calls it from one queue.
public final class LiveProject {
    /// The workspace's top directory (absolute).
    public let root: String
    public private(set) var lookup: ConfigurationLookup
    private var analyzer: Analyzer
    /// The token, outline and cache storage reused from one check to the next.
    private var storage = FileStorage()
    /// Each file's facts (its findings dropped), by absolute path.
    private var facts: [String: FileReport] = [:]
    /// The files being edited (checked from a buffer): their facts change at every keystroke.
    private var live: Set<String> = []
    /// The type index of every other file, made when first needed after a change to one of them:
    /// checking a document adds the few live files' facts to it instead of indexing the workspace.
    private var settledIndex: TypeIndex? = nil

    /// What is wrong with the configuration, when it cannot be read: the project then runs with the
    /// defaults until it is fixed and read again.
    public private(set) var configurationProblem: String? = nil

    /// Reads the configuration found from `root`; `indexWorkspace()` then reads every file.
    public init(root: String) {
        self.root = root
        (lookup, configurationProblem) = LiveProject.lookUp(from: root)
        analyzer = LiveProject.analyzer(lookup.configuration)
    }

    private static func lookUp(from root: String) -> (ConfigurationLookup, String?) {
        do {
            return (try ConfigurationLookup(explicit: nil, searchFrom: root + "/" + ConfigurationFile.name), nil)
        } catch {
            return (ConfigurationLookup(), "\(error)")
        }
    }

    private static func analyzer(_ configuration: Configuration) -> Analyzer {
        var analyzer = Analyzer(configuration: configuration)
        analyzer.recordsContentHashes = false
        analyzer.defersBodyFacts = false // the facts are kept whole: no second look at files
        return analyzer
    }

    /// Facts with their places left out: a line typed above a write moves its place, and no other
    /// document's findings depend on where (only on whether).
    private static func withoutPlaces(_ types: [TypeFacts]) -> [TypeFacts] {
        types.map { facts in
            var bodyFacts = facts.bodyFacts
            for k in bodyFacts.indices where BodyFacts.all[k].recordsPlaces {
                bodyFacts[k].removeAll { $0.contains("@") }
            }
            return TypeFacts(name: facts.name, kind: facts.kind, inherited: facts.inherited,
                             lifecycleOverrides: facts.lifecycleOverrides, isOtherPlatform: facts.isOtherPlatform,
                             bodyFacts: bodyFacts, properties: facts.properties)
        }
    }

    /// Whether the configuration lints `path` (its `exclude` and `include`), as a run would.
    private func isIncluded(_ path: String) -> Bool {
        guard let relative = lookup.relativePath(of: path) else { return true }
        return lookup.configuration.includes(relative)
    }

    /// How many files the index holds.
    public var indexedFiles: Int { facts.count }

    /// Reads the configuration again (it changed), keeping the index; what is wrong with it, if anything.
    @discardableResult
    public func reloadConfiguration() -> String? {
        settledIndex = nil
        (lookup, configurationProblem) = LiveProject.lookUp(from: root)
        analyzer = LiveProject.analyzer(lookup.configuration)
        return configurationProblem
    }

    /// Walks the workspace as a run of `lifelint` on it would (ignore files and the configuration's
    /// excludes respected) and reads every file's facts, on every core. Returns the files read.
    @discardableResult
    public func indexWorkspace(jobs: Int) -> Int {
        var sources: [SourcePath] = []
        var walk = Discovery { file in sources.append(file) }
        walk.add(root, defaulted: false)
        let included = sources.filter { isIncluded($0.display) }
        var run = LintRun(analyzer: analyzer, jobs: jobs)
        run.factsOnly = true
        facts = [:]
        settledIndex = nil
        run.analyze(FileFeed(included.map { ($0, nil) })).forEachReport { _, report in facts[report.path] = report }
        return facts.count
    }

    /// Reads one file's facts again: from `content` (an editor's buffer) or from the disk when nil; a
    /// file that is gone, or not Swift or C#, leaves the index.
    public func update(path: String, content: [UInt8]? = nil) {
        guard let language = Language(path: path) else {
            // A directory gone (renamed, deleted): the facts of the files it held go too.
            if content == nil && System.kind(of: path, followingLinks: true).0 == .missing {
                let prefix = path.hasSuffix("/") ? path : path + "/"
                facts = facts.filter { !$0.key.hasPrefix(prefix) }
                settledIndex = nil
            }
            return
        }
        guard isIncluded(path) else { return }
        // Read from the disk: the file is no longer being edited. Either way the settled index changes.
        if content == nil { live.remove(path) }
        settledIndex = nil
        let source = SourcePath(display: path, language: language, content: content)
        if content == nil && System.kind(of: path, followingLinks: true).0 != .file {
            facts[path] = nil
            return
        }
        var run = LintRun(analyzer: analyzer, jobs: 1)
        run.factsOnly = true
        var read: FileReport? = nil
        run.analyze(FileFeed([(source, nil)])).forEachReport { _, report in read = report }
        facts[path] = read
    }

    /// The confirmed findings of a document, from its current text, standing on the facts of every
    /// other file of the workspace; its own facts in the index become those of this text, and
    /// `factsChanged` says whether that changed them (other documents' findings may then change too).
    /// Nil when the document is no Swift or C# file, or its text is not something lifelint reads (UTF-16).
    public func check(path: String, content: [UInt8]) -> (diagnostics: [Diagnostic], factsChanged: Bool)? {
        guard let language = Language(path: path), isIncluded(path) else { return nil }
        let unreadable = content.withUnsafeBufferPointer { LintRun.unreadableContent($0) }
        guard unreadable == nil else { return nil }
        // Once, with the path the configuration's per-path overrides are matched on.
        let relative = lookup.relativePath(of: path)
        let report = content.withUnsafeBufferPointer {
            analyzer.analyze(path: path, language: language, bytes: $0, storage: &storage, relativePath: relative)
        }
        var own = report
        own.diagnostics = []
        let changed = facts[path].map { LiveProject.withoutPlaces($0.types) } != LiveProject.withoutPlaces(own.types)
        facts[path] = own
        if live.insert(path).inserted { settledIndex = nil }
        if settledIndex == nil {
            var index = TypeIndex()
            for (other, report) in facts where !live.contains(other) {
                index.add(contentsOf: report.types)
            }
            settledIndex = index
        }
        var reports = [report]
        for other in live where other != path { if let report = facts[other] { reports.append(report) } }
        let diagnostics = Project.confirm(taking: &reports, index: settledIndex!)
        return (diagnostics, changed)
    }
}
