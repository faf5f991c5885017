import Rules

/// `lifelint completions SHELL`: completion scripts made from the same tables the parser reads
/// (options, subcommands, formats, rule ids), so that they never drift from the binary.
enum Completions {
    static func script(for shell: Shell) -> String {
        let options = Arguments.options.joined(separator: " ")
        let commands = Arguments.subcommands.joined(separator: " ")
        let formats = OutputFormat.allCases.map(\.rawValue).joined(separator: " ")
        let rules = (Registry.descriptions + Registry.commentChecks).map(\.id)
        switch shell {
        case .bash:
            return """
                # bash completion for lifelint: `source <(lifelint completions bash)`, or save it as
                # /usr/share/bash-completion/completions/lifelint (or ~/.local/share/bash-completion/completions/lifelint).
                _lifelint() {
                    local cur prev
                    cur="${COMP_WORDS[COMP_CWORD]}"
                    prev="${COMP_WORDS[COMP_CWORD-1]}"
                    case "$prev" in
                        --format) COMPREPLY=($(compgen -W "\(formats)" -- "$cur")); return ;;
                        --select|--extend-select|--ignore|explain) COMPREPLY=($(compgen -W "all \(rules.joined(separator: " "))" -- "$cur")); return ;;
                        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
                        completions) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
                        --config|--baseline|--write-baseline|--stamp|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                        --jobs|-j) return ;;
                    esac
                    if [[ "$cur" == -* ]]; then
                        COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                    elif [[ $COMP_CWORD -eq 1 ]]; then
                        COMPREPLY=($(compgen -W "\(commands)" -- "$cur") $(compgen -f -- "$cur"))
                    else
                        COMPREPLY=($(compgen -f -- "$cur"))
                    fi
                }
                complete -o filenames -F _lifelint lifelint

                """
        case .zsh:
            let ruleValues = (["all"] + rules).joined(separator: " ")
            return """
                #compdef lifelint
                # zsh completion for lifelint: save as _lifelint in a directory on $fpath
                # (e.g. `lifelint completions zsh > ~/.zfunc/_lifelint` with `fpath+=~/.zfunc`), then `compinit`.
                _lifelint() {
                    local -a commands
                    commands=(\(Arguments.subcommands.map { "'\($0)'" }.joined(separator: " ")))
                    _arguments -s \\
                        '*--format[report format, or FORMAT=FILE]:format:(\(formats))' \\
                        '--statistics[count findings per rule]' \\
                        '*--select[run only these rules]:rule:(\(ruleValues))' \\
                        '*--extend-select[run these rules too]:rule:(\(ruleValues))' \\
                        '*--ignore[never run these rules]:rule:(\(ruleValues))' \\
                        '--fix[apply safe fixes]' \\
                        '--unsafe-fixes[apply unsafe fixes too]' \\
                        '--diff[print the fixes as a diff]' \\
                        '--strict[exit 1 on any finding]' \\
                        '--color[colour]:when:(auto always never)' \\
                        '--config[configuration file]:file:_files' \\
                        '--no-ignore[also lint ignored files]' \\
                        '--staged[lint the staged files]' \\
                        '--stdin[read the source from standard input]' \\
                        '--stdin-filename[name of the standard input]:file:_files' \\
                        '--baseline[report only new findings]:file:_files' \\
                        '--write-baseline[record the findings]:file:_files' \\
                        '--report-unused-suppressions[report comments that suppress nothing]' \\
                        '--stamp[write this file after a run without errors]:file:_files' \\
                        '(-j --jobs)'{-j,--jobs}'[worker threads]:count:' \\
                        '(- *)'{-h,--help}'[show the help]' \\
                        '(- *)--version[show the version]' \\
                        '1: :->first' \\
                        '*:path:_files'
                    case $state in
                        first) _alternative 'commands:command:compadd -a commands' 'files:path:_files' ;;
                    esac
                }
                _lifelint "$@"

                """
        case .fish:
            var lines = [
                "# fish completion for lifelint: `lifelint completions fish > ~/.config/fish/completions/lifelint.fish`",
                "complete -c lifelint -f -n '__fish_use_subcommand' -a '\(commands)'",
                "complete -c lifelint -n 'not __fish_seen_subcommand_from \(commands)' -F",
                "complete -c lifelint -l format -x -a '\(formats)' -d 'report format, or FORMAT=FILE'",
                "complete -c lifelint -l color -x -a 'auto always never'",
                "complete -c lifelint -f -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'",
                "complete -c lifelint -f -n '__fish_seen_subcommand_from explain' -a '\(rules.joined(separator: " "))'",
            ]
            for option in ["select", "extend-select", "ignore"] {
                lines.append("complete -c lifelint -l \(option) -x -a 'all \(rules.joined(separator: " "))'")
            }
            for option in ["config", "baseline", "write-baseline", "stamp", "stdin-filename"] {
                lines.append("complete -c lifelint -l \(option) -r -F")
            }
            for option in ["statistics", "fix", "unsafe-fixes", "diff", "strict", "no-ignore", "staged", "stdin",
                           "report-unused-suppressions", "help", "version"] {
                lines.append("complete -c lifelint -l \(option)")
            }
            lines.append("complete -c lifelint -s j -l jobs -x")
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
