import Rules

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The only file that exits: everything else returns values. Parsing is `Arguments`, the run is the
// `Rules` library's `Linter`, printing and exit codes are `LintCommand` and `Commands`.

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
        return Commands.listRules(format)
    case .explain(let id):
        return Commands.explain(id)
    case .initialize(let force):
        return Commands.initialize(force: force)
    case .installHook(let force):
        return Commands.installHook(force: force)
    case .lint(let options):
        return LintCommand(options: options).run()
    case .server(let worker):
        let status = worker ? LanguageServer().run() : ServerSupervisor().run()
        return status == 0 ? .clean : .findings
    }
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
