import Rules

/// What the command line asks for.
enum Command {
    case lint(LintOptions)
    case listRules(RulesFormat)
    case explain(String)
    case initialize(force: Bool)
    case installHook(force: Bool)
    case help
    case version
    case completions(Shell)
    /// `worker`: the language server itself, run by the supervising `lifelint server`.
    case server(worker: Bool)
}

/// The shells `lifelint completions` writes a script for.
enum Shell: String, CaseIterable {
    case bash, zsh, fish
}

/// What `lifelint rules` prints.
enum RulesFormat: String {
    case text, json, markdown
}

enum ColorChoice: String {
    case auto, always, never
}

struct LintOptions {
    var paths: [String] = []
    /// Reports to write: a format and a file, or standard output for nil. Default: text to stdout.
    var outputs: [(format: OutputFormat, path: String?)] = []
    var statistics = false
    var strict = false
    var color: ColorChoice = .auto
    var jobs: Int? = nil
    var respectIgnoreFiles = true
    var configFile: String? = nil
    var fix = false
    var unsafeFixes = false
    var diff = false
    var stdin = false
    var stdinFilename: String? = nil
    var staged = false
    var baseline: String? = nil
    var writeBaseline: String? = nil
    var stamp: String? = nil
    var reportUnusedSuppressions = false
    /// `--select`: exactly these rules run (the configuration's severities, options and per-path
    /// overrides still apply); nil: the configuration decides.
    var select: [String]? = nil
    /// `--extend-select`: these rules run too.
    var extendSelect: [String] = []
    /// `--ignore`: these rules never run.
    var ignore: [String] = []
}

/// A usage error: printed with a hint to `--help`, exit code 2.
struct UsageError: Error {
    var message: String
}

enum Arguments {
    static let version = "0.1.0"

    static let help = """
        lifelint \(version): finds UIKit view-controller lifecycle mistakes in Swift, Objective-C and C# (Xamarin.iOS, .NET for iOS).

        USAGE:
            lifelint [OPTIONS] [PATH ...]     lint .swift, .cs, .m, .mm and .h files (default: the current directory)
            lifelint rules [--format F]       list the rules (text, json: rules.json, markdown)
            lifelint explain RULE             show a rule's rationale and examples
            lifelint init [--force]           write a starter .lifelint.json listing every rule
            lifelint install-hook [--force]   write a git pre-commit hook that runs `lifelint --staged --strict`
            lifelint completions SHELL        print a completion script for bash, zsh or fish
            lifelint server                   run a language server (LSP) on standard input and output
            lifelint help                     show this help

        OPTIONS:
            --format FORMAT[=FILE]
                               text (default), xcode, json, github, sarif, checkstyle or junit;
                               repeat for several reports, `=FILE` writes one to a file
            --statistics       print how many findings each rule produced
            --select RULE[,RULE]
                               run only these rules (`all` for every rule)
            --extend-select RULE[,RULE]
                               run these rules as well as the configured ones
            --ignore RULE[,RULE]
                               never run these rules
            --fix              apply safe fixes in place, then report what is left (every fix
                               lifelint has is unsafe: add --unsafe-fixes, and review --diff first)
            --unsafe-fixes     with --fix or --diff, apply unsafe fixes too
            --diff             with --fix, print the changes as a unified diff and write nothing
            --strict           exit 1 on any finding, not only on errors
            --color WHEN       auto (default: only on a terminal, never with NO_COLOR set), always or never
            --config FILE      read FILE instead of the nearest .lifelint.json
            --no-ignore        also lint files that .gitignore ignores (build output and
                       dependencies, `Pods`, `Carthage`, `DerivedData`, `.build`, `bin`,
                       `obj`, `node_modules`, are never walked into: name one to lint it)
            --staged           lint what is staged for the next commit (the index, not the work tree)
            --stdin            read the source from standard input; needs --stdin-filename PATH
            --baseline FILE    report only findings not recorded in FILE
            --write-baseline FILE
                               record the current findings in FILE and exit 0
            --report-unused-suppressions
                               also report lifelint: comments that suppress nothing
            --stamp FILE       after a run without errors, write FILE (a Swift comment): the output
                               a build system needs to know the sources are checked (the SwiftPM
                               build-tool plugin's)
            -j, --jobs N, -jN  worker threads (default: one per core)
            -h, --help         show this help
            --version          show the version

        SUPPRESSING:
            // lifelint:disable:next RULE      the next line
            // lifelint:disable:this RULE      this line
            // lifelint:disable RULE … // lifelint:enable RULE
            (RULE may be a comma-separated list, or `all`; a reason may follow ` -- `;
            the same comments work in C#)

        EXIT CODES:
            0  no error-severity findings (with --strict: no findings)
            1  error-severity findings (with --strict: any finding)
            2  usage error, or a path that could not be read or linted

        """

    /// Every option of a lint run, for "did you mean" and the shell completions.
    static let options = [
        "--format", "--statistics", "--select", "--extend-select", "--ignore", "--fix", "--unsafe-fixes", "--diff",
        "--strict", "--color", "--config", "--no-ignore", "--staged", "--stdin", "--stdin-filename", "--baseline",
        "--write-baseline", "--report-unused-suppressions", "--stamp", "--jobs", "--help", "--version",
    ]

    static let subcommands = ["rules", "explain", "init", "install-hook", "completions", "server", "help"]

    /// The option closest to a mistyped one (`--frmat`), or nil.
    static func suggestion(for option: String) -> String? {
        let scored = options.map { ($0, editDistance(Array(option.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, option.count / 4) else { return nil }
        return best.0
    }

    /// `view_nil_check,missing_super_call`: each a rule id, a comment check or `all`.
    static func ruleList(_ text: String, option: String) throws -> [String] {
        let ids = text.split(separator: ",").map { String($0).trimmingSpacesOfArgument() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { throw UsageError(message: "\(option) needs rule ids, such as \(option) view_nil_check") }
        for id in ids where id != "all" && !Registry.isKnownID(id) {
            let hint = Registry.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? "; `lifelint rules` lists them"
            throw UsageError(message: "\(option): unknown rule '\(id)'\(hint)")
        }
        return ids
    }

    /// Formats that are one document each: two of them on standard output would be one invalid
    /// document, and two reports to one file would overwrite each other.
    static func checkOutputs(_ outputs: [(format: OutputFormat, path: String?)]) throws {
        let documents: Set<OutputFormat> = [.json, .sarif, .checkstyle, .junit]
        let onStdout = outputs.filter { $0.path == nil }
        if onStdout.count > 1, let document = onStdout.first(where: { documents.contains($0.format) }) {
            let other = onStdout.first { $0.format != document.format || $0.path != nil } ?? onStdout[1]
            let example = other.format == document.format ? document.format : other.format
            throw UsageError(message: "--format \(document.format.rawValue) and --format \(other.format.rawValue) would both "
                + "write to standard output, and \(document.format.rawValue) must be alone there to be valid; write one to "
                + "a file, e.g. --format \(example.rawValue)=lifelint.\(example.fileExtension)")
        }
        var seen: [String: OutputFormat] = [:]
        for output in outputs {
            guard let path = output.path else { continue }
            let key = PathArithmetic.normalize(path)
            if let first = seen[key] {
                throw UsageError(message: "--format \(first.rawValue) and --format \(output.format.rawValue) both write to "
                    + "'\(path)', and the second would overwrite the first; give each its own file")
            }
            seen[key] = output.format
        }
    }

    static func parse(_ arguments: [String]) throws -> Command {
        var rest = arguments[...]
        if let first = rest.first {
            switch first {
            case "rules":
                rest.removeFirst()
                var format = RulesFormat.text
                while let arg = rest.popFirst() {
                    var value: String
                    if arg == "--format" {
                        guard let next = rest.popFirst() else { throw UsageError(message: "--format needs a value") }
                        value = next
                    } else if arg.hasPrefix("--format=") {
                        value = String(arg.dropFirst("--format=".count))
                    } else {
                        throw UsageError(message: "unexpected argument '\(arg)' for `lifelint rules`")
                    }
                    guard let parsed = RulesFormat(rawValue: value) else {
                        throw UsageError(message: "`lifelint rules` prints text, json or markdown, not '\(value)'")
                    }
                    format = parsed
                }
                return .listRules(format)
            case "init":
                rest.removeFirst()
                let force = rest.first == "--force"
                if force { rest.removeFirst() }
                guard rest.isEmpty else { throw UsageError(message: "`lifelint init` takes only --force") }
                return .initialize(force: force)
            case "install-hook":
                rest.removeFirst()
                let force = rest.first == "--force"
                if force { rest.removeFirst() }
                guard rest.isEmpty else { throw UsageError(message: "`lifelint install-hook` takes only --force") }
                return .installHook(force: force)
            case "help":
                return .help
            case "server":
                rest.removeFirst()
                // Editors start servers with options of their own (`--stdio`): accepted, not needed.
                guard rest.allSatisfy({ $0 == "--stdio" || $0 == "--worker" }) else {
                    throw UsageError(message: "`lifelint server` speaks LSP on standard input and output and takes no options")
                }
                return .server(worker: rest.contains("--worker"))
            case "completions":
                rest.removeFirst()
                guard let name = rest.popFirst(), rest.isEmpty else {
                    throw UsageError(message: "`lifelint completions` takes one shell: bash, zsh or fish")
                }
                guard let shell = Shell(rawValue: name) else {
                    throw UsageError(message: "`lifelint completions` writes scripts for bash, zsh or fish, not '\(name)'")
                }
                return .completions(shell)
            case "explain":
                rest.removeFirst()
                guard let rule = rest.popFirst() else { throw UsageError(message: "`lifelint explain` needs a rule id") }
                guard rest.isEmpty else { throw UsageError(message: "`lifelint explain` takes one rule id") }
                return .explain(rule)
            default:
                break
            }
        }
        var options = LintOptions()
        var onlyPaths = false
        while let arg = rest.popFirst() {
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                options.paths.append(arg)
                continue
            }
            var name = arg
            var inlineValue: String? = nil
            if arg.hasPrefix("--"), let equals = arg.firstIndex(of: "=") {
                name = String(arg[..<equals])
                inlineValue = String(arg[arg.index(after: equals)...])
            } else if arg.hasPrefix("-j") && arg.count > 2 { // `-j4`, as make and ninja take it
                name = "-j"
                inlineValue = String(arg.dropFirst(2))
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return next
            }
            switch name {
            case "--":
                onlyPaths = true
            case "-h", "--help":
                return .help
            case "--version", "-V":
                return .version
            case "--format":
                // `sarif=lint.sarif` writes that report to a file.
                let text = try value()
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard let format = OutputFormat(rawValue: parts.first ?? "") else {
                    throw UsageError(message: "unknown format '\(parts.first ?? text)'; expected one of: "
                        + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
                }
                if parts.count == 2 && parts[1].isEmpty { throw UsageError(message: "--format \(text) needs a file name after '='") }
                options.outputs.append((format, parts.count == 2 ? parts[1] : nil))
            case "--statistics":
                options.statistics = true
            case "--stdin":
                options.stdin = true
            case "--stdin-filename":
                options.stdinFilename = try value()
            case "--staged":
                options.staged = true
            case "--baseline":
                options.baseline = try value()
            case "--write-baseline":
                options.writeBaseline = try value()
            case "--stamp":
                options.stamp = try value()
            case "--report-unused-suppressions":
                options.reportUnusedSuppressions = true
            case "--select":
                options.select = (options.select ?? []) + (try ruleList(try value(), option: name))
            case "--extend-select":
                options.extendSelect += try ruleList(try value(), option: name)
            case "--ignore":
                options.ignore += try ruleList(try value(), option: name)
            case "--fix":
                options.fix = true
            case "--unsafe-fixes":
                options.unsafeFixes = true
            case "--diff":
                options.diff = true
            case "--strict":
                options.strict = true
            case "--color":
                let text = try value()
                guard let choice = ColorChoice(rawValue: text) else {
                    throw UsageError(message: "--color takes auto, always or never, not '\(text)'")
                }
                options.color = choice
            case "--config":
                options.configFile = try value()
            case "--no-ignore":
                options.respectIgnoreFiles = false
            case "-j", "--jobs":
                let text = try value()
                guard let jobs = Int(text), jobs > 0 else {
                    throw UsageError(message: "--jobs takes a positive number, not '\(text)'")
                }
                options.jobs = jobs
            default:
                let hint = suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(arg)'\(hint)")
            }
        }
        try checkOutputs(options.outputs)
        if options.stdin && options.stdinFilename == nil {
            throw UsageError(message: "--stdin needs --stdin-filename PATH (it decides the language and the configuration)")
        }
        if (options.stdin || options.staged) && (options.fix || options.diff) {
            throw UsageError(message: "--fix and --diff work on files, not with --stdin or --staged")
        }
        if options.stdin && options.staged { throw UsageError(message: "--stdin and --staged cannot be combined") }
        if (options.stdin || options.staged) && !options.paths.isEmpty {
            throw UsageError(message: "--stdin and --staged take no paths")
        }
        return .lint(options)
    }
}

extension String {
    /// An argument without surrounding spaces (`--select "a, b"`).
    func trimmingSpacesOfArgument() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
