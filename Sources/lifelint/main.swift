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
        if let error = System.writeFileAtomically(path, Array(Git.hookScript.utf8)) {
            printError("cannot write \(path): \(error.message)")
            return .toolError
        }
        _ = System.makeExecutable(path)
        System.write("installed \(path): commits now run `lifelint --staged --strict`\n", to: 1)
        return .clean
    case .lint(let options):
        do {
            return lint(options, try ConfigurationLookup(explicit: options.configFile))
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

/// Collects the reports of a run; failures to read or lint a file are printed in file order.
func collect(_ outcomes: [LintRun.Outcome]) -> ([FileReport], Int) {
    var reports: [FileReport] = []
    var failures = 0
    for outcome in outcomes {
        switch outcome {
        case .report(let report): reports.append(report)
        case .failure(let message):
            printError(message)
            failures += 1
        }
    }
    return (reports, failures)
}

func lint(_ options: LintOptions, _ lookup: ConfigurationLookup) -> ExitCode {
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
    let configuration = lookup.configuration
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
        switch Git.stagedSources() {
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
    var (reports, failures) = collect(run.analyze(feed))
    let walkErrors = walk.waitForErrors()
    for error in walkErrors { printError(error) }
    failures += walkErrors.count
    let files = feed.all
    // The second look at the few files that declare a type some finding asks about.
    let byPath = Dictionary(files.map { ($0.0.display, $0.0) }, uniquingKeysWith: { first, _ in first })
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
    var diagnostics = Project.confirm(taking: &reports, bodyFacts: bodyFacts)

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
            (reports, failures) = collect(run.analyze(files))
            failures += walkErrors.count + outcome.errors.count
            diagnostics = Project.confirm(taking: &reports, bodyFacts: bodyFacts)
            let files = outcome.files == 1 ? "1 file" : "\(outcome.files) files"
            System.write("Fixed \(outcome.fixed) problem\(outcome.fixed == 1 ? "" : "s") in \(files).\n", to: 2)
        }
    }
    if let path = options.writeBaseline {
        if let error = System.writeFileAtomically(path, Array(Baseline(diagnostics).json(diagnostics).utf8)) {
            printError("cannot write baseline '\(path)': \(error.message)")
            return .toolError
        }
        System.write("wrote \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to \(path)\n", to: 2)
        return failures > 0 ? .toolError : .clean
    }
    if let baseline { diagnostics = baseline.filter(diagnostics) }
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = System.isTerminal(1) && (System.environment("NO_COLOR") ?? "").isEmpty
    }
    let summary = RunSummary(filesChecked: reports.count, filesFailed: failures, checkedFiles: reports.map(\.path),
                             toolVersion: Arguments.version)
    let outputs = options.outputs.isEmpty ? [(format: OutputFormat.text, path: String?.none)] : options.outputs
    for output in outputs {
        if output.format == .text && output.path == nil && options.statistics { continue }
        let text = output.format.render(diagnostics, summary: summary, color: output.path == nil && color)
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
