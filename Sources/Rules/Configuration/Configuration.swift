import SwiftTokenizer

/// Which rules run where, how severe their findings are, which files are read, and rule options:
/// the contents of `.lifelint.json`, or the defaults.
public struct Configuration: Sendable {
    /// Rules turned on or off explicitly; the rest follow their registry default.
    public var ruleSwitches: [String: Bool] = [:]
    /// Severities that replace a rule's default.
    public var severities: [String: Severity] = [:]
    /// Only files matching one of these (relative to the configuration's directory) are read; empty: all.
    public var include: [Glob] = []
    /// Files matching one of these are not read.
    public var exclude: [Glob] = []
    /// Rule settings for some paths only, later entries winning.
    public var overrides: [Override] = []
    /// Rules' options, by rule id, each of the rule's own `optionsType`; a rule absent here runs with
    /// its defaults.
    public var ruleOptions: [String: any RuleOptions] = [:]
    /// The file the configuration came from, for messages; nil for the defaults.
    public var file: String? = nil
    /// `--select`, `--extend-select` and `--ignore`: rules the command line turns on or off. They win
    /// over the file, except that a per-path override still turns a selected rule off there (as
    /// Ruff's per-file ignores do).
    public private(set) var commandLineSwitches: [String: Bool] = [:]

    /// Rule settings that apply to the files matching `files`.
    public struct Override: Sendable {
        public var files: [Glob]
        public var ruleSwitches: [String: Bool]
        public var severities: [String: Severity]
    }

    public init() {}

    /// The options of `rule`: as configured, or its defaults.
    public func options<Options: RuleOptions>(_ type: Options.Type, of rule: String) -> Options {
        if ruleOptions.isEmpty { return Options() } // most runs configure none: no lookup, no cast
        return ruleOptions[rule] as? Options ?? Options()
    }

    /// Applies the command line's rule selection: with `select`, exactly those rules (`all`: every
    /// rule); then `extend` turns rules on and `ignore` turns them off.
    public mutating func select(_ select: [String]?, extend: [String], ignore: [String]) {
        let every = (Registry.descriptions + Registry.commentChecks).map(\.id)
        func expand(_ ids: [String]) -> [String] { ids.contains("all") ? Registry.descriptions.map(\.id) : ids }
        if let select {
            let chosen = Set(expand(select))
            for id in every { commandLineSwitches[id] = chosen.contains(id) }
        }
        for id in expand(extend) { commandLineSwitches[id] = true }
        for id in ignore.contains("all") ? every : ignore { commandLineSwitches[id] = false }
    }

    /// Whether the rule runs on a file (`path` relative to the configuration's directory, if known).
    public func isEnabled(_ id: String, path: String? = nil) -> Bool {
        isEnabled(id, overrides: path.map { overrides(matching: $0) } ?? [])
    }

    /// The overrides whose files take in `path` (relative to the configuration's directory), by index,
    /// in order: found once for a file, not once for each of its rules.
    public func overrides(matching path: String) -> [Int] {
        overrides.indices.filter { overrides[$0].files.contains(where: { $0.matches(path) }) }
    }

    /// Whether the rule runs on a file the overrides `applying` (see `overrides(matching:)`) take in.
    public func isEnabled(_ id: String, overrides applying: [Int]) -> Bool {
        if let forced = commandLineSwitches[id] {
            guard forced else { return false }
            return !applying.contains { overrides[$0].ruleSwitches[id] == false }
        }
        var enabled = ruleSwitches[id] ?? Registry.description(of: id)?.enabledByDefault ?? false
        for k in applying {
            if let value = overrides[k].ruleSwitches[id] { enabled = value }
        }
        return enabled
    }

    /// The severity of the rule's findings in a file.
    public func severity(of id: String, path: String? = nil) -> Severity {
        var severity = severities[id] ?? Registry.description(of: id)?.defaultSeverity ?? .warning
        if let path {
            for override in overrides where override.files.contains(where: { $0.matches(path) }) {
                if let value = override.severities[id] { severity = value }
            }
        }
        return severity
    }

    /// Whether a file (relative to the configuration's directory) is read at all. Asked for every file a
    /// configured run finds: the path's names are found once, on its bytes, for all the patterns.
    public func includes(_ path: String) -> Bool {
        path.withBytes { path in
            let names = PathArithmetic.components(path)
            if !include.isEmpty && !include.contains(where: { Self.matches($0, path, names) }) { return false }
            return !exclude.contains { Self.matches($0, path, names) }
        }
    }

    /// A pattern without `/` matches a name at any depth, as in `.gitignore`; `dir/` a whole folder (read
    /// as `**/dir/**` by `ConfigurationFile`); any pattern, a folder the file lies in (`Generated/**` and
    /// `Generated` both cover the folder's files). `names`: the path's names (`PathArithmetic.components`).
    static func matches(_ glob: Glob, _ path: UnsafeBufferPointer<UInt8>, _ names: [Range<Int>]) -> Bool {
        if glob.matches(path) { return true }
        if !glob.hasSlash { return names.contains { glob.matches(UnsafeBufferPointer(rebasing: path[$0])) } }
        guard names.count > 1 else { return false }
        // A folder's path is its names joined by one `/`: the path's own beginning, unless it has an
        // empty name (`a//b/c` given on the command line, a `/` at either end).
        let joined = names.reduce(-1) { $0 + 1 + $1.count } == path.count
        if joined {
            // A pattern ending in `/**` that missed the path misses each of its folders too.
            if glob.endsInAnyDepth { return false }
            return names.dropLast().contains { glob.matches(UnsafeBufferPointer(rebasing: path[..<$0.upperBound])) }
        }
        var prefix: [UInt8] = []
        for name in names.dropLast() {
            if !prefix.isEmpty { prefix.append(UInt8(ascii: "/")) }
            prefix += UnsafeBufferPointer(rebasing: path[name])
            if prefix.withUnsafeBufferPointer({ glob.matches($0) }) { return true }
        }
        return false
    }

    /// Rules that may run on some file: the analyzer prepares these once.
    public var possiblyEnabledRules: [String] {
        Registry.descriptions.map(\.id).filter { id in
            isEnabled(id) || overrides.contains { $0.ruleSwitches[id] == true }
        }
    }
}

/// One configuration that many values hold by reference (every file's `RuleContext` holds its analyzer's).
final class SharedConfiguration: Sendable {
    let value: Configuration
    init(_ value: Configuration) { self.value = value }
}
