import SwiftTokenizer

/// What lifelint asks git: the staged files and their staged contents, the hooks directory.
enum Git {
    /// The staged `.swift` and `.cs` files (added, copied, modified, renamed), relative to the working
    /// directory and limited to it, with their content as it is in the index.
    static func stagedSources() -> Result<[SourcePath], SystemError> {
        guard let list = System.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACMR", "--relative", "-z"]) else {
            return .failure(SystemError(message: "cannot run git"))
        }
        guard list.status == 0 else { return .failure(SystemError(message: "not in a git work tree (git diff --cached failed)")) }
        var sources: [SourcePath] = []
        for entry in list.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            guard let language = Language(path: path) else { continue }
            guard let blob = System.run(["git", "show", ":./" + path]), blob.status == 0 else {
                return .failure(SystemError(message: "cannot read the staged content of '\(path)'"))
            }
            sources.append(SourcePath(display: path, language: language, content: blob.output))
        }
        return .success(sources)
    }

    /// The directory git runs hooks from (honours `core.hooksPath`).
    static func hooksDirectory() -> String? {
        guard let result = System.run(["git", "rev-parse", "--git-path", "hooks"]), result.status == 0 else { return nil }
        var text = String(decoding: result.output, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text.isEmpty ? nil : text
    }

    static let hookScript = """
        #!/bin/sh
        # Installed by `lifelint install-hook`: lints what is staged, blocks the commit on any finding.
        # Skip once with `git commit --no-verify`.
        exec lifelint --staged --strict

        """
}
