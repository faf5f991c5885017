import SwiftTokenizer

/// `--fix`, `--unsafe-fixes` and `--diff`: applies the findings' fixes file by file.
public struct Fixing {
    public var includeUnsafe: Bool
    public var diffOnly: Bool

    public init(includeUnsafe: Bool, diffOnly: Bool) {
        self.includeUnsafe = includeUnsafe
        self.diffOnly = diffOnly
    }

    public struct Outcome {
        public var fixed = 0
        public var files = 0
        public var diff = ""
        public var errors: [String] = []
        /// Findings with an unsafe fix left alone because `--unsafe-fixes` was not given.
        public var hiddenUnsafe = 0
    }

    /// Whether a finding's fix may be applied under these settings.
    func isApplicable(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.fix != nil, let safety = Registry.description(of: diagnostic.ruleID)?.fix else { return false }
        return safety == .safe || includeUnsafe
    }

    public func apply(_ diagnostics: [Diagnostic], reports: [FileReport]) -> Outcome {
        var outcome = Outcome()
        var hashes: [String: String] = [:]
        for report in reports { hashes[report.path] = report.contentHash }
        var order: [String] = []
        var byFile: [String: [Fix]] = [:]
        outcome.hiddenUnsafe = diagnostics.count { $0.fix != nil && !isApplicable($0) }
        for d in diagnostics where isApplicable(d) {
            if byFile[d.path] == nil { order.append(d.path) }
            byFile[d.path, default: []].append(d.fix!)
        }
        var buffer: [UInt8] = []
        for path in order {
            if !diffOnly && System.isReadOnly(path) {
                outcome.errors.append("cannot fix '\(path)': the file is read-only; the file is unchanged")
                continue
            }
            guard case .success(let count) = System.readFile(path, into: &buffer) else {
                outcome.errors.append("cannot fix '\(path)': it can no longer be read")
                continue
            }
            let original = Array(buffer[0 ..< count])
            let current = original.withUnsafeBufferPointer { Fingerprint.hex($0) }
            guard current == hashes[path] else {
                outcome.errors.append("cannot fix '\(path)': it changed while lifelint was reading it; run again")
                continue
            }
            let (fixed, applied, edits) = FixApplier.applyReturningEdits(byFile[path]!, to: original)
            guard applied > 0, fixed != original else { continue }
            // The last safety net: a fix that would lose a comment or a token it was not about is a
            // bug in lifelint, and the file is left as it is.
            if let language = Language(path: path),
               let lost = FixApplier.lostText(original: original, fixed: fixed, edits: edits, language: language) {
                outcome.errors.append("cannot fix '\(path)': the fix would lose text (\(lost)); the file is unchanged. "
                    + "Please report this as a lifelint bug")
                continue
            }
            if diffOnly {
                outcome.diff += FixApplier.unifiedDiff(path: path, old: original, new: fixed)
            } else if let error = System.writeFileAtomically(path, fixed) {
                outcome.errors.append("cannot fix '\(path)': \(error.message); the file is unchanged")
                continue
            }
            outcome.fixed += applied
            outcome.files += 1
        }
        return outcome
    }
}
