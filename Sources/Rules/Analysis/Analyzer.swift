import Dispatch
import SwiftTokenizer

/// A finding placed in its file, ready for reporters: line and column, the source line for display.
public struct Diagnostic: Sendable {
    public var ruleID: String
    public var severity: Severity
    /// The path as the user gave it (relative stays relative).
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    public var fix: Fix?
    /// The text of `line`, without its terminator, for clang-style display.
    public var sourceLine: String
    /// Project facts the finding stands on (see `Requirement`).
    public var requirements: [Requirement]
    /// The byte offset of the finding, for ordering and fixes.
    public var offset: Int
    /// See `Finding.placeHint`.
    public var placeHint: String? = nil
}

/// A skimmed file's word hashes, where the arena of the thread that skimmed it keeps them
/// (`SkimmedWordArena`; a run's arenas are `LintRun.Gathered.words`, and whoever reads the words holds
/// them: `Linter.SkimmedFiles`). Not a list of its own: one was allocated for every skimmed file, then
/// retained and released by every round that read it. Sendable as the arenas are: read once written.
struct SkimmedWords: @unchecked Sendable {
    let words: UnsafeBufferPointer<UInt32>
}

/// What lifelint learned from one file: its findings (not yet confirmed by the type index) and
/// the facts it contributes to the index.
public struct FileReport: Sendable {
    public var path: String
    public var language: Language
    public var diagnostics: [Diagnostic]
    public var types: [TypeFacts]
    /// A hash of the bytes the findings were computed from (files with findings only), so that `--fix`
    /// never edits a file that changed since.
    public var contentHash: String?
    /// For a file only skimmed so far (see `Skimming`): where the hashes of its capitalized words and of
    /// its words with an underscore inside are (`SkimTable.skim`); nil once read.
    var skimmedWords: SkimmedWords? = nil
    /// In a run that skims: its declarations as `Skimming` searches them (made by the worker).
    var skimDeclarations: [Skimming.Declaration]? = nil
    /// In a run that skims: its findings' requirements as `Skimming` asks them (made by the worker).
    var skimRequirements: [[Skimming.Asked]]? = nil

    /// An empty report holding a file's place until the file's own comes (see `FileFeed`). It holds
    /// nothing to release (an empty string, the empty arrays' shared storage, nils): the feed writes a
    /// report over it without destroying it first. Keep it so.
    static var placeholder: FileReport { FileReport(path: "", language: .swift, diagnostics: [], types: [], contentHash: nil) }

    /// A placeholder holding the file's path until a worker takes it (`FileFeed.next`), which leaves
    /// `placeholder` behind.
    static func holding(_ path: String) -> FileReport {
        FileReport(path: path, language: .swift, diagnostics: [], types: [], contentHash: nil)
    }
}

/// Runs the enabled rules over one file at a time. One analyzer is shared by every worker; it
/// holds no per-file state.
public struct Analyzer: Sendable {
    public let rules: [any Rule]
    /// Severities, switches and rule options.
    public var configuration: Configuration { settings.value }
    /// The configuration, held by reference and shared with every file's `RuleContext`; read in place
    /// here (`configuration` hands out a copy).
    private let settings: SharedConfiguration
    /// Also report `lifelint:` comments that suppress nothing (`--report-unused-suppressions`).
    public var reportUnusedSuppressions = false
    /// Hash the bytes of files with fixable findings, for `--fix` (off: a saving on every other run).
    public var recordsContentHashes = true
    /// Leave the body facts (children added, members built with the view, views pinned) out of the
    /// reports: they are only needed for the few types findings ask about, and `Project.confirm` reads
    /// them again for those (the CLI's choice; tests keep them in to check both ways agree).
    public var defersBodyFacts = false

    /// For each language, the rules that run on every file (when no override narrows them per path), as
    /// their types: a rule holds no state (`Rule.init()`), and one taken out of a list of `any Rule` to
    /// run was copied into a box of its own and destroyed again, for every rule of every file.
    private let rulesByLanguage: [[any Rule.Type]]

    public init(configuration: Configuration = Configuration()) {
        self.settings = SharedConfiguration(configuration)
        let possible = configuration.possiblyEnabledRules
        let rules = Registry.rules.filter { possible.contains($0.description.id) }.map { $0.init() }
        self.rules = rules
        self.rulesByLanguage = Language.allCases.map { language in
            rules.filter { type(of: $0).description.languages.contains(language) && configuration.isEnabled(type(of: $0).description.id) }
                .map { type(of: $0) }
        }
    }

    /// The rules for one file: precomputed, unless the configuration has per-path overrides.
    private func rules(for language: Language, relativePath: String?) -> [any Rule.Type] {
        guard !settings.value.overrides.isEmpty, let relativePath else { return rulesByLanguage[Int(language.rawValue)] }
        // The file's overrides found once (each rule asking them matched every override's globs again).
        let applying = settings.value.overrides(matching: relativePath)
        if applying.isEmpty { return rulesByLanguage[Int(language.rawValue)] }
        return rules.filter {
            type(of: $0).description.languages.contains(language)
                && settings.value.isEnabled(type(of: $0).description.id, overrides: applying)
        }.map { type(of: $0) }
    }

    /// Runs a rule of type `R` over the file.
    @inline(__always)
    private static func check<R: Rule>(_ rule: R.Type, _ context: RuleContext, into findings: inout [Finding]) {
        R().check(context, into: &findings)
    }

    /// Lexes, outlines and checks one file. `storage` is what the worker keeps from file to file;
    /// `relativePath` places the file for the configuration's per-path overrides.
    public func analyze(path: String, language: Language, bytes: UnsafeBufferPointer<UInt8>,
                        storage: inout FileStorage, relativePath: String? = nil) -> FileReport {
        let context = read(path: path, language: language, bytes: bytes, storage: &storage)
        let otherPlatform = isOtherPlatform(context)
        let source = context.source
        var findings: [Finding] = []
        if !otherPlatform {
            let rules = rules(for: language, relativePath: relativePath)
            for k in rules.indices { Self.check(rules[k], context, into: &findings) }
        }
        // Comment checks need placing only where a comment mentions lifelint (a byte search first: the
        // configuration's lookups are asked only of the few files with such a comment).
        let needsPlacing = !findings.isEmpty || (hasSuppressionComment(source) && (reportUnusedSuppressions
            || settings.value.isEnabled(Self.invalidSuppressionID, path: relativePath)
            || settings.value.isEnabled(Self.unusedSuppressionID, path: relativePath)))
        let diagnostics = needsPlacing ? place(findings, in: source, lines: context.lineTable, relativePath: relativePath) : []
        let hash = recordsContentHashes && diagnostics.contains { $0.fix != nil } ? Fingerprint.hex(bytes) : nil
        // The types this file's own findings ask body facts of are read now, while the file is open,
        // rather than again at confirmation (they are mostly declared here).
        var asked: Set<String> = []
        if defersBodyFacts {
            for k in findings.indices { for case .fact(_, let type, _, _) in findings[k].requirements { asked.insert(type) } }
        }
        let types = typeFacts(context, otherPlatform: otherPlatform, bodies: defersBodyFacts ? asked : nil)
        storage.keep(context)
        return FileReport(path: path, language: language, diagnostics: diagnostics, types: types, contentHash: hash)
    }

    /// What a file contributes to the type index and nothing else: no rule runs. For the files a
    /// partial run (`--staged`, named paths) reads only for the facts its findings stand on.
    public func facts(path: String, language: Language, bytes: UnsafeBufferPointer<UInt8>,
                      storage: inout FileStorage) -> FileReport {
        let context = read(path: path, language: language, bytes: bytes, storage: &storage)
        let otherPlatform = isOtherPlatform(context)
        let types = typeFacts(context, otherPlatform: otherPlatform, bodies: defersBodyFacts ? [] : nil)
        storage.keep(context)
        return FileReport(path: path, language: language, diagnostics: [], types: types, contentHash: nil)
    }

    /// The body facts of a file's candidate declarations named in `names` (see `defersBodyFacts`), read in
    /// the memory `storage` kept from the last file.
    public func bodyFacts(path: String, language: Language, bytes: UnsafeBufferPointer<UInt8>,
                          names: Set<String>, storage: inout FileStorage) -> [TypeFacts] {
        let context = read(path: path, language: language, bytes: bytes, storage: &storage)
        let otherPlatform = isOtherPlatform(context)
        let facts = typeFacts(context, otherPlatform: otherPlatform, bodies: names).filter { names.contains($0.name) }
        // Kept for the next second look, as `analyze` keeps its: a new outline's parts (and their names,
        // see `NameInterner`) and cache were made for every one, and destroyed with everything they held.
        storage.keep(context)
        return facts
    }

    /// Lexes and outlines one file: what the rules and the type index read, in the memory `storage`
    /// kept from the last file.
    private func read(path: String, language: Language, bytes: UnsafeBufferPointer<UInt8>,
                      storage: inout FileStorage) -> RuleContext {
        let (spares, cache) = storage.spares()
        language.tokenize(bytes, into: &storage.stream)
        let source = SourceText(path: path, language: language, bytes: bytes, stream: storage.stream)
        // Moved, not copied: a second reference to an array would make the outliner's first append copy it.
        let outline = Outline.build(source, reusing: consume spares)
        return RuleContext(source: source, outline: outline, settings: settings, cache: cache ?? FileCache())
    }

    /// Whether the file is an AppKit, Xamarin.Forms or Android one: its controllers have UIKit's method
    /// names but not its rules.
    private func isOtherPlatform(_ context: RuleContext) -> Bool {
        KnownTypes.isOtherPlatform(importing: context.outline.platformModules, language: context.language, path: context.source.path)
    }

    /// Convenience for tests and `--stdin`: analyzes a whole buffer.
    public func analyze(path: String, language: Language, bytes: [UInt8]) -> FileReport {
        var storage = FileStorage()
        return bytes.withUnsafeBufferPointer { analyze(path: path, language: language, bytes: $0, storage: &storage) }
    }

    /// Lines, columns, source lines and suppressions: computed only for files with findings.
    private func place(_ findings: [Finding], in source: SourceText, lines: LineTable, relativePath: String?) -> [Diagnostic] {
        let suppressions = Suppressions(comments: source.comments, bytes: source.bytes, lines: lines)
        var result: [Diagnostic] = []
        result.reserveCapacity(findings.count)
        var used: Set<Int> = []
        var cursor = LineTable.Cursor(lines)
        // A file with a million findings says the same few things a million times: one copy of each
        // (not looked for in a file with a few, where hashing every message cost more than it saved).
        let shares = findings.count > Self.findingsSharingText
        var messages: [String: String] = [:]
        var requirementLists: [[Requirement]: [Requirement]] = [:]
        for var finding in findings.sorted(by: { $0.offset < $1.offset }) {
            if shares {
                if let shared = messages[finding.message] { finding.message = shared } else { messages[finding.message] = finding.message }
                if let shared = requirementLists[finding.requirements] {
                    finding.requirements = shared
                } else {
                    requirementLists[finding.requirements] = finding.requirements
                }
            }
            let start = cursor.location(ofByte: finding.offset, in: source.bytes)
            if let directive = suppressions.directive(suppressing: finding.ruleID, onLine: start.line) {
                used.insert(directive)
                continue
            }
            var endCursor = cursor
            let end = endCursor.location(ofByte: finding.offset + finding.length, in: source.bytes)
            let text = sourceLine(start.line, lines, source)
            result.append(Diagnostic(ruleID: finding.ruleID, severity: settings.value.severity(of: finding.ruleID, path: relativePath),
                                     path: source.path, line: start.line, column: start.column,
                                     endLine: end.line, endColumn: end.column, message: finding.message,
                                     fix: finding.fix, sourceLine: text, requirements: finding.requirements,
                                     offset: finding.offset, placeHint: finding.placeHint))
        }
        var commentFindings: [(id: String, offset: Int, message: String)] = []
        if reportUnusedSuppressions || settings.value.isEnabled(Self.unusedSuppressionID, path: relativePath) {
            commentFindings += suppressions.unused(given: used).map { (Self.unusedSuppressionID, $0.0.offset, $0.1) }
        }
        if settings.value.isEnabled(Self.invalidSuppressionID, path: relativePath) {
            commentFindings += suppressions.problems.map { (Self.invalidSuppressionID, $0.offset, $0.message) }
        }
        for finding in commentFindings {
            let start = lines.location(ofByte: finding.offset, in: source.bytes)
            let text = sourceLine(start.line, lines, source)
            result.append(Diagnostic(ruleID: finding.id, severity: settings.value.severity(of: finding.id, path: relativePath),
                                     path: source.path, line: start.line, column: start.column, endLine: start.line,
                                     endColumn: start.column + 1, message: finding.message, fix: nil, sourceLine: text,
                                     requirements: [], offset: finding.offset))
        }
        result.sort { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
        return result
    }

    /// The text of a line for display, or "" for a line too long to show (a minified or generated file):
    /// every finding would otherwise carry a copy of it.
    private func sourceLine(_ line: Int, _ lines: LineTable, _ source: SourceText) -> String {
        let range = lines.byteRange(ofLine: line, in: source.bytes)
        guard range.count <= Self.longestShownLine else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: source.bytes[range]), as: UTF8.self)
    }

    static let longestShownLine = 2_000

    /// How many findings a file has before `place` shares one copy of each message and requirement list.
    static let findingsSharingText = 16

    /// The id `--report-unused-suppressions` reports under (see `Registry.commentChecks`).
    public static let unusedSuppressionID = "unused_suppression"
    /// The id of `lifelint:` comments lifelint cannot follow (see `Registry.commentChecks`).
    public static let invalidSuppressionID = "invalid_suppression"

    private func hasSuppressionComment(_ source: SourceText) -> Bool {
        source.comments.contains { Suppressions.mentionsLifelint($0.range, source.bytes) }
    }

    /// What one declaration says to the type index, or nil when it says nothing (see `typeFacts`).
    private func typeFacts(of type: TypeDecl, _ context: RuleContext, otherPlatform: Bool, bodies: Set<String>?) -> TypeFacts? {
        let candidate = context.isCandidate(type)
        // A protocol refining a class names the class its adopters derive from: `Themed` is a
        // controller when `UIViewController` is. An extension constrained to a class says nothing of
        // the protocol (any class may adopt it); its own code stands on the class (see `finding`).
        if type.kind == .protocol {
            guard let base = type.inherited.first else { return nil }
            return TypeFacts(name: type.name, kind: .protocol, inherited: [base], lifecycleOverrides: 0,
                             isOtherPlatform: otherPlatform)
        }
        if type.selfBase != nil { return nil }
        guard type.kind == .class || candidate else { return nil }
        // An extension of a UIKit controller (`extension UIAlertController`) is read now: findings about
        // UIKit's classes ask its facts, and files holding such extensions were a good part of the second
        // look's (whole files lexed again for a few lines of extension).
        let withBody = candidate && (bodies?.contains(type.name) ?? true || KnownTypes.verdict(type.name) == true)
        var overridden: UInt32 = 0
        for member in type.members where member.isOverride {
            if let method = context.lifecycleMethod(of: member) { overridden |= method.bit }
        }
        var properties: [String]? = nil
        if context.language == .objectiveC {
            var names: [String] = []
            for member in type.members where member.kind == .property {
                names.append(member.name)
                if let property = RuleContext.property(backedBy: member.name) { names.append(property) }
            }
            properties = names
        }
        return TypeFacts(name: type.name, kind: type.kind, inherited: type.inherited,
                         lifecycleOverrides: overridden, isOtherPlatform: otherPlatform,
                         bodyFacts: withBody ? BodyFacts.all.map { $0.values(of: type, in: context) } : [],
                         properties: properties)
    }

    /// The type index's view of the file; body facts only for candidates named in `bodies` (all when nil).
    private func typeFacts(_ context: RuleContext, otherPlatform: Bool, bodies: Set<String>?) -> [TypeFacts] {
        // Structs, enums, protocols and extensions of non-controllers add nothing: a name with no class
        // declaration is never a controller, and only candidates carry facts. A declaration that says
        // exactly what the one before it said adds nothing either (generated files repeat themselves).
        var result: [TypeFacts] = []
        for type in context.outline.types {
            // Compared with the one before where the list keeps it (`result.last`, an optional copy, was
            // retained and released for every declaration).
            if let facts = typeFacts(of: type, context, otherPlatform: otherPlatform, bodies: bodies),
               result.isEmpty || result[result.count - 1] != facts {
                // Room for at most one per type (and the few below), made at the first: most files' types
                // (structs, enums, views, models) have no facts, and the room made for them was freed unused.
                if result.capacity == 0 { result.reserveCapacity(context.outline.types.count) }
                result.append(facts)
            }
        }
        // What this file says about other types: writes on their fresh instances, how it presents them.
        if !otherPlatform {
            var foreign: [(name: String, lists: [[String]])] = []
            // Each fact's values joined by type name (two calls, not a list of the two made per file).
            func join(_ slot: Int, _ values: [(type: String, values: [String])]) {
                for (name, values) in values {
                    if let k = foreign.firstIndex(where: { $0.name == name }) {
                        foreign[k].lists[slot] = values
                    } else {
                        var lists = [[String]](repeating: [], count: BodyFacts.all.count)
                        lists[slot] = values
                        foreign.append((name, lists))
                    }
                }
            }
            join(BodyFacts.earlyWrites, EarlyWrites.foreignValues(in: context))
            join(BodyFacts.nonAdaptivePopovers, NonAdaptivePopovers.foreignValues(in: context))
            for (name, lists) in foreign {
                // Kept whether asked or not: they are read already, and leaving them out had the second
                // look read whole files again for them (most of its files, on real code).
                result.append(TypeFacts(name: name, kind: .extension, inherited: [], lifecycleOverrides: 0,
                                        isOtherPlatform: false, bodyFacts: lists,
                                        properties: context.language == .objectiveC ? [] : nil)) // it declares none
            }
        }
        return result
    }
}

/// A whole run's outcome once every file is read: findings confirmed against the type index.
public enum Project {
    /// Keeps the diagnostics whose requirements hold, in a stable order. When the reports were made
    /// with `defersBodyFacts`, `bodyFacts` gives a file's body facts for the named types; it is called
    /// only for files declaring a type some finding's requirement asks about, from `jobs` threads, each
    /// with its number (`worker`, from 0 below `jobs`: one thread's calls one after another).
    public static func confirm(_ reports: [FileReport],
                               bodyFacts: ((FileReport, Set<String>, _ worker: Int) -> [TypeFacts])? = nil) -> [Diagnostic] {
        var reports = reports
        return confirm(taking: &reports, bodyFacts: bodyFacts)
    }

    /// `confirm`, moving the diagnostics out of `reports` (left empty) instead of copying them: a run
    /// with millions of findings holds one array of them, not two.
    ///
    /// `keepsIndexUntilExit`: the index is kept until the process exits instead of freed on return (see
    /// `LintRequest.keepsMemoryUntilExit`): freeing it was 0.5 M instructions on the source-only tree
    /// (callgrind), on the run's serial end.
    public static func confirm(taking reports: inout [FileReport], jobs: Int = 1, keepsIndexUntilExit: Bool = false,
                               bodyFacts: ((FileReport, Set<String>, _ worker: Int) -> [TypeFacts])? = nil) -> [Diagnostic] {
        var index = TypeIndex()
        let confirmed = confirm(taking: &reports, against: &index, jobs: jobs, bodyFacts: bodyFacts)
        if keepsIndexUntilExit { System.keepUntilExit(index) }
        return confirmed
    }

    /// `confirm`, with `index` already holding the facts of files that are not among `reports` (an
    /// editor's workspace, indexed once). `bodyFacts` may be called from `jobs` threads at once.
    public static func confirm(taking reports: inout [FileReport], index: TypeIndex, jobs: Int = 1,
                               bodyFacts: ((FileReport, Set<String>, _ worker: Int) -> [TypeFacts])? = nil) -> [Diagnostic] {
        var index = index
        return confirm(taking: &reports, against: &index, jobs: jobs, bodyFacts: bodyFacts)
    }

    /// `confirm`, on an index the caller holds (and frees, or not).
    private static func confirm(taking reports: inout [FileReport], against index: inout TypeIndex, jobs: Int,
                                bodyFacts: ((FileReport, Set<String>, _ worker: Int) -> [TypeFacts])?) -> [Diagnostic] {
        // The reports with declarations and those with findings, in one pass: on the run's serial end,
        // each pass over a tree's 10,000 reports reads memory the workers wrote, a line or more a report.
        // By index: a report taken out of the array whole was retained and released field by field.
        var reportOfList: [Int] = [] // each report with declarations takes the index's next list
        reportOfList.reserveCapacity(reports.count)
        var withFindings: [Int] = []
        var declared = 0
        for k in reports.indices {
            let count = reports[k].types.count
            if count > 0 {
                reportOfList.append(k)
                declared += count
            }
            if !reports[k].diagnostics.isEmpty { withFindings.append(k) }
        }
        index.reserveCapacity(declared)
        let firstList = index.listCount
        for k in reportOfList { index.add(contentsOf: reports[k].types) }
        if let bodyFacts {
            let viewBuilt = BodyFacts.index(of: ViewBuiltMembers.self)
            var wanted: Set<String> = []
            for k in withFindings {
                // Only findings in what turned out to be controllers need more facts. Their requirements
                // are read in place: a finding taken out whole was copied, each of its strings retained.
                for d in reports[k].diagnostics.indices {
                    let requirements = reports[k].diagnostics[d].requirements
                    guard requirements.allSatisfy({ requirement in
                        if case .controller(let name) = requirement { return index.isViewController(name) }
                        return true
                    }) else { continue }
                    for case .fact(let fact, let type, let value, let present) in requirements {
                        // A member built with the view is a property some declaration of the type (or a
                        // class above it) has: when none has it, the fact cannot hold and no file need be read.
                        if present && fact == viewBuilt && !index.mayDeclareProperty(value, inOrAbove: type) { continue }
                        if BodyFacts.all[fact].inherited { wanted.formUnion(index.factAncestry(of: type)) } else { wanted.insert(type) }
                    }
                }
            }
            if !wanted.isEmpty {
                // A file whose declarations of those types carry their facts already is not read again.
                // Found through the index from the wanted names (in file order; files added to the index
                // before these reports are not read again).
                let rereads = index.listsDeclaringWithoutBodyFacts(wanted).filter { $0 >= firstList }.map { reports[reportOfList[$0 - firstList]] }
                // Each file is read on its own (on `jobs` threads, each taking the next file when done with
                // one); the facts join the index in file order.
                var read = [[TypeFacts]](repeating: [], count: rereads.count)
                let taken = SharedCounter()
                read.withUnsafeMutableBufferPointer { slots in
                    let slots = SendableSlots(slots)
                    DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), rereads.count)) { worker in
                        while case let k = taken.next(), k < rereads.count {
                            slots.base[k] = bodyFacts(rereads[k], wanted, worker)
                        }
                    }
                }
                for facts in read.joined() { index.addBodyFacts(facts) }
            }
        }
        var confirmed: [Diagnostic] = []
        for k in withFindings {
            var diagnostics = reports[k].diagnostics
            reports[k].diagnostics = []
            // Filtered in place and moved, not copied: a file can hold millions of findings. (Not
            // `removeAll(where:)`: its search for the first to remove copied each finding it looked at.)
            let kept = diagnostics.withUnsafeMutableBufferPointer { diagnostics in
                var kept = 0
                for d in diagnostics.indices where satisfiesAll(diagnostics[d].requirements, &index) {
                    if kept != d { diagnostics.swapAt(kept, d) }
                    kept += 1
                }
                return kept
            }
            diagnostics.removeSubrange(kept...)
            for k in diagnostics.indices where diagnostics[k].placeHint != nil { namePlace(of: &diagnostics[k], &index) }
            if confirmed.isEmpty { confirmed = diagnostics } else { confirmed += diagnostics }
        }
        return confirmed
    }

    /// Puts the place of the first fact a finding requires that records places in its message, instead
    /// of the general words (`placeHint`); the message stays as it is when no place is known.
    private static func namePlace(of diagnostic: inout Diagnostic, _ index: inout TypeIndex) {
        guard let hint = diagnostic.placeHint else { return }
        for case .fact(let fact, let type, let value, true) in diagnostic.requirements where BodyFacts.all[fact].recordsPlaces {
            if let place = index.firstPlace(of: fact, type: type, value: value) {
                diagnostic.message = diagnostic.message.replacingBytes(hint, with: "(at \(place))")
                return
            }
        }
    }

    private static func satisfiesAll(_ requirements: [Requirement], _ index: inout TypeIndex) -> Bool {
        for requirement in requirements where !index.satisfies(requirement) { return false }
        return true
    }
}
