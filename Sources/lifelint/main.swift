import Rules

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
    case .lint(let options):
        return lint(options)
    }
}

func lint(_ options: LintOptions) -> ExitCode {
    var discovery = Discovery()
    discovery.respectIgnoreFiles = options.respectIgnoreFiles
    if options.paths.isEmpty {
        discovery.add(".", defaulted: true)
    } else {
        for path in options.paths { discovery.add(path, defaulted: false) }
    }
    for error in discovery.errors { printError(error) }

    let run = LintRun(analyzer: Analyzer(), jobs: options.jobs ?? System.processorCount())
    var reports: [FileReport] = []
    var failures = discovery.errors.count
    for outcome in run.analyze(discovery.files) {
        switch outcome {
        case .report(let report): reports.append(report)
        case .failure(let message):
            printError(message)
            failures += 1
        }
    }
    let diagnostics = Project.confirm(reports)
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = System.isTerminal(1) && (System.environment("NO_COLOR") ?? "").isEmpty
    }
    let summary = RunSummary(filesChecked: reports.count, filesFailed: failures)
    System.write(options.format.render(diagnostics, summary: summary, color: color), to: 1)

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
