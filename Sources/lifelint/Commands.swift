import Rules

/// The subcommands other than linting: `rules`, `explain`, `init`, `install-hook`.
enum Commands {
    static func listRules(_ format: RulesFormat) -> ExitCode {
        switch format {
        case .text: System.write(RuleDocumentation.listing(), to: 1)
        case .json: System.write(Registry.json(), to: 1)
        case .markdown: System.write(RuleDocumentation.markdownTable(), to: 1)
        }
        return .clean
    }

    static func explain(_ id: String) -> ExitCode {
        guard let description = Registry.description(of: id) else {
            let hint = Registry.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? "; `lifelint rules` lists them"
            printError("unknown rule '\(id)'\(hint)")
            return .toolError
        }
        System.write(RuleDocumentation.explanation(of: description), to: 1)
        return .clean
    }

    static func initialize(force: Bool) -> ExitCode {
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
    }

    static func installHook(force: Bool) -> ExitCode {
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
    }
}
