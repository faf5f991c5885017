import Rules

/// `lifelint [OPTIONS] [PATH ...]`: turns the options into a `LintRequest`, runs the library's
/// `Linter`, and prints: errors and fix summaries on stderr, the reports where they go, the exit code.
struct LintCommand {
    var options: LintOptions

    func run() -> ExitCode {
        let lookup: ConfigurationLookup
        var baseline: Baseline? = nil
        do {
            lookup = try ConfigurationLookup(explicit: options.configFile,
                                             searchFrom: options.stdin ? options.stdinFilename : nil)
            if let path = options.baseline {
                guard let text = System.readText(path) else { throw RunError(message: "cannot read baseline '\(path)'") }
                baseline = try Baseline.parse(text, file: path)
            }
        } catch {
            printError("\(error)")
            return .toolError
        }
        var request = LintRequest(files: files(), lookup: lookup)
        request.configuration = lookup.configuration
        request.configuration.select(options.select, extend: options.extendSelect, ignore: options.ignore)
        request.respectIgnoreFiles = options.respectIgnoreFiles
        request.reportUnusedSuppressions = options.reportUnusedSuppressions
        request.jobs = options.jobs ?? System.processorCount()
        if options.fix || options.diff { request.fix = .init(includeUnsafe: options.unsafeFixes, diffOnly: options.diff) }
        request.keepsMemoryUntilExit = true // the process ends after printing
        request.listsCheckedFiles = options.outputs.contains { $0.format == .junit }
        System.tuneAllocatorForShortRun()
        let result: LintResult
        do { result = try Linter.run(request) } catch {
            printError("\(error)")
            return .toolError
        }
        // The findings and the checked files' paths are kept for the process's end, as the run's reports
        // are (freed when this function returns: 0.8 M instructions on the source-only tree).
        System.keepUntilExit(result)
        for note in result.notes { System.write("lifelint: note: \(note)\n", to: 2) }
        for error in result.errors { printError(error) }
        var failures = result.errors.count
        if let fixes = result.fixes {
            if let exit = report(fixes, failures: failures) { return exit }
        }
        var diagnostics = result.diagnostics
        let paths = ReportPaths()
        // Baseline entries name files relative to the baseline's own directory: every spelling of a
        // path, from any working directory, is the same entry.
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
        let summary = RunSummary(filesChecked: result.filesChecked, filesFailed: failures, checkedFiles: result.checkedFiles,
                                 toolVersion: Arguments.version, skippedFiles: result.skipped)
        failures += render(diagnostics, summary, paths)
        if failures > 0 { return .toolError }
        let failing = options.strict ? !diagnostics.isEmpty : diagnostics.contains { $0.severity == .error }
        // A build system re-runs the lint only while its output is missing: written only when it passed.
        if let stamp = options.stamp, !failing {
            let text = "// Checked by lifelint \(Arguments.version): \(summary.filesChecked) file\(summary.filesChecked == 1 ? "" : "s"), no errors.\n"
            if let error = System.writeFileAtomically(stamp, Array(text.utf8)) {
                printError("cannot write stamp '\(stamp)': \(error.message)")
                return .toolError
            }
        }
        return failing ? .findings : .clean
    }

    private func files() -> LintRequest.Files {
        if options.stdin, let name = options.stdinFilename {
            return .buffer(name: name, content: System.readStandardInput())
        }
        return options.staged ? .staged : .paths(options.paths)
    }

    /// The fixes' summary on stderr (and the diff on stdout); the exit code when `--diff` ends the run.
    private func report(_ fixes: Fixing.Outcome, failures: Int) -> ExitCode? {
        if fixes.hiddenUnsafe > 0 {
            let count = fixes.hiddenUnsafe == 1 ? "1 unsafe fix is" : "\(fixes.hiddenUnsafe) unsafe fixes are"
            System.write("\(count) available with `--unsafe-fixes` (they change what the code does: review them).\n", to: 2)
        }
        let files = fixes.files == 1 ? "1 file" : "\(fixes.files) files"
        let problems = "\(fixes.fixed) problem\(fixes.fixed == 1 ? "" : "s")"
        if options.diff {
            System.write(fixes.diff, to: 1)
            System.write("Would fix \(problems) in \(files).\n", to: 2)
            if failures > 0 { return .toolError }
            return fixes.fixed > 0 ? .findings : .clean
        }
        if fixes.fixed > 0 { System.write("Fixed \(problems) in \(files).\n", to: 2) }
        return nil
    }

    /// Writes every report; returns how many could not be written.
    private func render(_ diagnostics: [Diagnostic], _ summary: RunSummary, _ paths: ReportPaths) -> Int {
        let color: Bool
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto: color = System.isTerminal(1) && (System.environment("NO_COLOR") ?? "").isEmpty
        }
        let outputs = options.outputs.isEmpty ? [(format: OutputFormat.text, path: String?.none)] : options.outputs
        // GitHub attaches annotations, and code scanning results, to paths relative to the repository's top.
        lazy var inRepository: (diagnostics: [Diagnostic], summary: RunSummary) = {
            var moved = diagnostics
            for k in moved.indices { moved[k].path = paths.forRepository(moved[k].path) }
            var movedSummary = summary
            movedSummary.skippedFiles = summary.skippedFiles.map { SkippedFile(path: $0.path.map(paths.forRepository), reason: $0.reason) }
            return (moved, movedSummary)
        }()
        var failures = 0
        for output in outputs {
            if output.format == .text && output.path == nil && options.statistics { continue }
            let bytes = output.format.usesRepositoryPaths
                ? output.format.bytes(inRepository.diagnostics, summary: inRepository.summary, color: false)
                : output.format.bytes(diagnostics, summary: summary, color: output.path == nil && color)
            if let path = output.path {
                if let error = System.writeFileAtomically(path, bytes) {
                    printError("cannot write '\(path)': \(error.message)")
                    failures += 1
                }
            } else {
                System.write(bytes, to: 1)
            }
        }
        if options.statistics {
            // On standard output unless a machine-readable report already goes there.
            let stdoutTaken = outputs.contains { $0.path == nil && $0.format != .text }
            System.write(Statistics.render(diagnostics), to: stdoutTaken ? 2 : 1)
        }
        return failures
    }
}
