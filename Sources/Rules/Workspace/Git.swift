import SwiftTokenizer

/// What lifelint asks git: the staged files and their staged contents, the index of the whole work
/// tree for the facts other files contribute, the hooks directory.
public enum Git {
    /// The staged `.swift` and `.cs` files (added, copied, modified, renamed) of the whole repository,
    /// wherever in it lifelint runs, with their content as it is in the index. Paths are shown
    /// relative to the working directory (`../Other/A.swift` from a subdirectory).
    static func stagedSources(paths: ReportPaths) -> Result<[SourcePath], SystemError> {
        guard let top = paths.workTreeTop else {
            return .failure(SystemError(message: "--staged needs a git work tree, and '\(paths.workingDirectory)' is not in one"))
        }
        guard let list = System.run(["git", "-C", top, "diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], quiet: true),
              list.status == 0 else {
            return .failure(SystemError(message: "cannot list the staged files (git diff --cached failed in '\(top)')"))
        }
        var sources: [SourcePath] = []
        for entry in list.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            guard let language = Language(path: path) else { continue }
            guard let blob = indexContent(of: path, top: top) else {
                return .failure(SystemError(message: "cannot read the staged content of '\(path)'"))
            }
            let display = PathArithmetic.relative(top + "/" + path, to: paths.workingDirectory)
            sources.append(SourcePath(display: display, language: language, content: blob))
        }
        return .success(sources)
    }

    /// The content of `path` (relative to `top`) in the index.
    private static func indexContent(of path: String, top: String) -> [UInt8]? {
        guard let blob = System.run(["git", "-C", top, "cat-file", "blob", ":" + path], quiet: true), blob.status == 0 else {
            return nil
        }
        return blob.output
    }

    /// Every `.swift` and `.cs` file the next commit will hold, as that commit holds it: the staged
    /// version where a file is staged, the committed one otherwise (read from the work tree where it
    /// is unchanged there, from the index where it is not). The facts `--staged` findings stand on
    /// (base classes, outlets, children) come from these.
    static func indexedSources(top: String, accept: (String) -> Bool) -> [SourcePath] {
        guard let listed = System.run(["git", "-C", top, "ls-files", "-z", "--cached"], quiet: true), listed.status == 0,
              let changed = System.run(["git", "-C", top, "diff", "--name-only", "-z"], quiet: true), changed.status == 0 else {
            return []
        }
        let differs = Set(changed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        var sources: [SourcePath] = []
        for entry in listed.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            guard let language = Language(path: path), accept(top + "/" + path) else { continue }
            if differs.contains(path) {
                guard let content = indexContent(of: path, top: top) else { continue }
                sources.append(SourcePath(display: top + "/" + path, language: language, content: content))
            } else {
                sources.append(SourcePath(display: top + "/" + path, language: language))
            }
        }
        return sources
    }

    /// The directory git runs hooks from (honours `core.hooksPath`).
    public static func hooksDirectory() -> String? {
        guard let result = System.run(["git", "rev-parse", "--git-path", "hooks"], quiet: true), result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self).trimmingLineBreaks()
        return text.isEmpty ? nil : text
    }

    /// The hook `install-hook` writes. It runs the binary that installed it, by absolute path: GUI git
    /// clients and Xcode run hooks with a minimal `PATH`. When that binary has moved, it falls back to
    /// `lifelint` on `PATH`, and says so when that is missing too.
    public static func hookScript(binary: String?) -> String {
        let quoted = binary.map { "'" + $0.replacing("'", with: "'\\''") + "'" }
        var script = """
            #!/bin/sh
            # Installed by `lifelint install-hook`: lints what is staged, blocks the commit on any finding.
            # Skip once with `git commit --no-verify`.

            """
        if let quoted {
            script += """
                if [ -x \(quoted) ]; then
                  exec \(quoted) --staged --strict
                fi

                """
        }
        script += """
            if command -v lifelint >/dev/null 2>&1; then
              exec lifelint --staged --strict
            fi
            echo "lifelint pre-commit hook: lifelint is not at \(binary ?? "its installed place") nor on PATH ($PATH);" >&2
            echo "reinstall it and run \\`lifelint install-hook --force\\`, or commit with --no-verify" >&2
            exit 1

            """
        return script
    }
}

extension String {
    /// The text without trailing CR and LF.
    func trimmingLineBreaks() -> String {
        var text = Substring(self)
        while let last = text.unicodeScalars.last, last == "\n" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
