import Rules
import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The only file that exits: everything else returns values.

/// Exit codes, as documented in `--help` and the README.
enum ExitCode: Int32 {
    case clean = 0
    case findings = 1
    case toolError = 2
}

func printError(_ message: String) {
    System.write("lifelint: error: \(message)\n", to: 2)
}

func run(_ command: Command) -> ExitCode {
    switch command {
    case .help:
        System.write(Arguments.help, to: 1)
        return .clean
    case .version:
        System.write("lifelint \(Arguments.version)\n", to: 1)
        return .clean
    case .completions(let shell):
        System.write(Completions.script(for: shell), to: 1)
        return .clean
    case .listRules(let format):
        switch format {
        case .text: System.write(RuleDocumentation.listing(), to: 1)
        case .json: System.write(Registry.json(), to: 1)
        case .markdown: System.write(RuleDocumentation.markdownTable(), to: 1)
        }
        return .clean
    case .explain(let id):
        guard let description = Registry.description(of: id) else {
            let hint = Registry.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? "; `lifelint rules` lists them"
            printError("unknown rule '\(id)'\(hint)")
            return .toolError
        }
        System.write(RuleDocumentation.explanation(of: description), to: 1)
        return .clean
    case .initialize(let force):
        let path = ConfigurationFile.name
        if System.kind(of: path, followingLinks: false).0 != .missing && !force {
            printError("\(path) already exists; use `lifelint init --force` to replace it")
            return .toolError
        }
        guard System.writeFile(path, ConfigurationFile.starter()) else {
            printError("cannot write \(path)")
            return .toolError
        }
        System.write("wrote \(path) with every rule at its default; edit it to turn rules off or change severities\n", to: 1)
        return .clean
    case .installHook(let force):
        guard let directory = Git.hooksDirectory() else {
            printError("not in a git repository")
            return .toolError
        }
        let path = directory + "/pre-commit"
        if System.kind(of: path, followingLinks: false).0 != .missing && !force {
            printError("\(path) already exists; use `lifelint install-hook --force` to replace it")
            return .toolError
        }
        _ = System.run(["mkdir", "-p", directory])
        let binary = System.executablePath()
        if let error = System.writeFileAtomically(path, Array(Git.hookScript(binary: binary).utf8)) {
            printError("cannot write \(path): \(error.message)")
            return .toolError
        }
        _ = System.makeExecutable(path)
        let runs = binary.map { "`\($0) --staged --strict` (or `lifelint` on PATH if that binary moves)" }
            ?? "`lifelint --staged --strict` from PATH"
        System.write("installed \(path): commits now run \(runs)\n", to: 1)
        return .clean
    case .lint(let options):
        do {
            return lint(options, try ConfigurationLookup(explicit: options.configFile,
                                                         searchFrom: options.stdin ? options.stdinFilename : nil))
        } catch let error as ConfigurationError {
            printError(error.message)
            return .toolError
        } catch let error as UsageError {
            printError(error.message)
            return .toolError
        } catch {
            printError("\(error)")
            return .toolError
        }
    }
}

/// The facts a partial run reads from the rest of the git work tree, so that its findings are those
/// of a full run: with `--staged`, every file as the next commit holds it; with named paths or
/// `--stdin`, the work tree's files (walked as a full run walks them, configuration filters
/// included). Nothing for a run that covers the work tree, or outside one. No rule runs on these
/// files and nothing is reported from them; a file that cannot be read just adds no facts.
func contextFacts(_ options: LintOptions, paths: ReportPaths, lookup: ConfigurationLookup, analyzed: [SourcePath],
                  run: LintRun) -> [(source: SourcePath, report: FileReport)] {
    guard let top = paths.workTreeTop else { return [] }
    if !options.stdin && !options.staged {
        let roots = options.paths.isEmpty ? ["."] : options.paths
        if roots.contains(where: { PathArithmetic.isInside(top, paths.absolute($0)) }) { return [] }
    }
    let seen = Set(analyzed.map { paths.absolute($0.display) })
    let wanted = { (absolute: String) -> Bool in
        guard !seen.contains(absolute) else { return false }
        guard let relative = lookup.relativePath(of: absolute) else { return true }
        return lookup.configuration.includes(relative)
    }
    var sources: [SourcePath] = []
    if options.staged {
        sources = Git.indexedSources(top: top, accept: wanted)
    } else {
        var walk = Discovery { file in if wanted(paths.absolute(file.display)) { sources.append(file) } }
        walk.respectIgnoreFiles = options.respectIgnoreFiles
        walk.add(top, defaulted: false)
    }
    var factsRun = run
    factsRun.factsOnly = true
    var result: [(source: SourcePath, report: FileReport)] = []
    for (source, outcome) in zip(sources, factsRun.analyze(sources.map { ($0, nil) })) {
        if case .report(let report) = outcome { result.append((source, report)) }
    }
    return result
}

/// Collects the reports of a run; failures to read or lint a file are printed in file order and kept
/// for reports that record them (SARIF's notifications).
func collect(_ outcomes: [LintRun.Outcome], skipped: inout [SkippedFile]) -> [FileReport] {
    var reports: [FileReport] = []
    for outcome in outcomes {
        switch outcome {
        case .report(let report): reports.append(report)
        case .failure(let path, let message):
            printError(message)
            skipped.append(SkippedFile(path: path, reason: message))
        }
    }
    return reports
}

func lint(_ options: LintOptions, _ lookup: ConfigurationLookup) -> ExitCode {
    let paths = ReportPaths()
    var baseline: Baseline? = nil
    if let path = options.baseline {
        guard let text = System.readText(path) else {
            printError("cannot read baseline '\(path)'")
            return .toolError
        }
        do { baseline = try Baseline.parse(text, file: path) } catch {
            printError("\(error)")
            return .toolError
        }
    }
    let configuration = {
        var configuration = lookup.configuration
        configuration.select(options.select, extend: options.extendSelect, ignore: options.ignore)
        return configuration
    }()
    let feed = FileFeed()
    let accept: (SourcePath) -> Void = { file in
        let relative = lookup.relativePath(of: file.display)
        if let relative, !configuration.includes(relative) { return }
        feed.append((file, relative))
    }
    var sources: [SourcePath] = []
    if options.stdin, let name = options.stdinFilename {
        guard let language = Language(path: name) else {
            printError("cannot lint '\(name)': not a .swift or .cs file")
            return .toolError
        }
        sources.append(SourcePath(display: name, language: language, content: System.readStandardInput()))
    } else if options.staged {
        switch Git.stagedSources(paths: paths) {
        case .success(let list): sources = list
        case .failure(let error):
            printError(error.message)
            return .toolError
        }
    }
    // The walk runs on its own thread and feeds the workers as it goes.
    let walk = DiscoveryThread(respectIgnoreFiles: options.respectIgnoreFiles, found: accept)
    if options.stdin || options.staged {
        sources.forEach(accept)
        feed.finish()
    } else {
        walk.start(paths: options.paths.isEmpty ? [(".", true)] : options.paths.map { ($0, false) }, then: feed.finish)
    }

    var analyzer = Analyzer(configuration: configuration)
    analyzer.reportUnusedSuppressions = options.reportUnusedSuppressions
    analyzer.recordsContentHashes = options.fix || options.diff
    analyzer.defersBodyFacts = true
    let run = LintRun(analyzer: analyzer, jobs: options.jobs ?? System.processorCount())
    var skipped: [SkippedFile] = []
    var reports = collect(run.analyze(feed), skipped: &skipped)
    let walkErrors = walk.waitForErrors()
    for error in walkErrors { printError(error) }
    skipped += walkErrors.map { SkippedFile(path: nil, reason: $0) }
    var failures = skipped.count
    let files = feed.all
    // A partial run's findings stand on facts of the rest of the work tree (a base class, an outlet).
    let context = reports.contains(where: { !$0.diagnostics.isEmpty })
        ? contextFacts(options, paths: paths, lookup: lookup, analyzed: files.map(\.0), run: run) : []
    // The second look at the few files that declare a type some finding asks about.
    let byPath = Dictionary((files.map(\.0) + context.map(\.source)).map { ($0.display, $0) },
                            uniquingKeysWith: { first, _ in first })
    let bodyFacts = { (report: FileReport, names: Set<String>) -> [TypeFacts] in
        var buffer: [UInt8] = []
        if let content = byPath[report.path]?.content {
            buffer = content
        } else if case .success(let count) = System.readFile(report.path, into: &buffer) {
            buffer.removeSubrange(count...)
        } else {
            return [] // gone since: its findings stand on what the other files say
        }
        return buffer.withUnsafeBufferPointer {
            run.analyzer.bodyFacts(path: report.path, language: report.language, bytes: $0, names: names)
        }
    }
    let confirm = { (reports: inout [FileReport]) -> [Diagnostic] in
        reports += context.map(\.report)
        defer { reports.removeLast(context.count) }
        return Project.confirm(taking: &reports, bodyFacts: bodyFacts)
    }
    var diagnostics = confirm(&reports)

    if options.fix || options.diff {
        System.installSignalCleanup()
        let fixing = Fixing(includeUnsafe: options.unsafeFixes, diffOnly: options.diff)
        let outcome = fixing.apply(diagnostics, reports: reports)
        for error in outcome.errors { printError(error) }
        failures += outcome.errors.count
        if outcome.hiddenUnsafe > 0 {
            let count = outcome.hiddenUnsafe == 1 ? "1 unsafe fix is" : "\(outcome.hiddenUnsafe) unsafe fixes are"
            System.write("\(count) available with `--unsafe-fixes` (they change what the code does: review them).\n", to: 2)
        }
        if options.diff {
            System.write(outcome.diff, to: 1)
            let files = outcome.files == 1 ? "1 file" : "\(outcome.files) files"
            System.write("Would fix \(outcome.fixed) problem\(outcome.fixed == 1 ? "" : "s") in \(files).\n", to: 2)
            if failures > 0 { return .toolError }
            return outcome.fixed > 0 ? .findings : .clean
        }
        if outcome.fixed > 0 {
            // Report what is left, from the fixed files as they are now.
            var again: [SkippedFile] = []
            reports = collect(run.analyze(files), skipped: &again)
            skipped = again + walkErrors.map { SkippedFile(path: nil, reason: $0) }
            failures = skipped.count + outcome.errors.count
            diagnostics = confirm(&reports)
            let files = outcome.files == 1 ? "1 file" : "\(outcome.files) files"
            System.write("Fixed \(outcome.fixed) problem\(outcome.fixed == 1 ? "" : "s") in \(files).\n", to: 2)
        }
    }
    // Baseline entries name files relative to the baseline's own directory: every spelling of a path,
    // from any working directory, is the same entry.
    let baselineKeys = { (file: String) -> [String] in
        let directory = paths.directory(of: file)
        return diagnostics.map { paths.relative($0.path, to: directory) }
    }
    if let path = options.writeBaseline {
        let keys = baselineKeys(path)
        if let error = System.writeFileAtomically(path, Array(Baseline(diagnostics, files: keys).json(diagnostics, files: keys).utf8)) {
            printError("cannot write baseline '\(path)': \(error.message)")
            return .toolError
        }
        System.write("wrote \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to \(path)\n", to: 2)
        return failures > 0 ? .toolError : .clean
    }
    if let baseline, let path = options.baseline { diagnostics = baseline.filter(diagnostics, files: baselineKeys(path)) }
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = System.isTerminal(1) && (System.environment("NO_COLOR") ?? "").isEmpty
    }
    let summary = RunSummary(filesChecked: reports.count, filesFailed: failures, checkedFiles: reports.map(\.path),
                             toolVersion: Arguments.version, skippedFiles: skipped)
    let outputs = options.outputs.isEmpty ? [(format: OutputFormat.text, path: String?.none)] : options.outputs
    // GitHub attaches annotations, and code scanning results, to paths relative to the repository's top.
    lazy var inRepository: (diagnostics: [Diagnostic], summary: RunSummary) = {
        var moved = diagnostics
        for k in moved.indices { moved[k].path = paths.forRepository(moved[k].path) }
        var movedSummary = summary
        movedSummary.skippedFiles = summary.skippedFiles.map { SkippedFile(path: $0.path.map(paths.forRepository), reason: $0.reason) }
        return (moved, movedSummary)
    }()
    for output in outputs {
        if output.format == .text && output.path == nil && options.statistics { continue }
        let text = output.format.usesRepositoryPaths
            ? output.format.render(inRepository.diagnostics, summary: inRepository.summary, color: false)
            : output.format.render(diagnostics, summary: summary, color: output.path == nil && color)
        if let path = output.path {
            if let error = System.writeFileAtomically(path, Array(text.utf8)) {
                printError("cannot write '\(path)': \(error.message)")
                failures += 1
            }
        } else {
            System.write(text, to: 1)
        }
    }
    if options.statistics {
        // On standard output unless a machine-readable report already goes there.
        let stdoutTaken = outputs.contains { $0.path == nil && $0.format != .text }
        System.write(Statistics.render(diagnostics), to: stdoutTaken ? 2 : 1)
    }

    if failures > 0 { return .toolError }
    let failing = options.strict ? !diagnostics.isEmpty : diagnostics.contains { $0.severity == .error }
    return failing ? .findings : .clean
}

let code: ExitCode
do {
    code = run(try Arguments.parse(Array(CommandLine.arguments.dropFirst())))
} catch let error as UsageError {
    printError(error.message)
    System.write("Run `lifelint --help` for usage.\n", to: 2)
    code = .toolError
} catch {
    printError("\(error)")
    code = .toolError
}
exit(code.rawValue)
