import SwiftTokenizer

/// A configuration file that cannot be used: the message names the file, the line and the key.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Reads `.lifelint.json`:
///
/// ```json
/// {
///   "rules": {
///     "geometry_in_view_did_load": "off",
///     "view_nil_check": "warning",
///     "unbalanced_observer": { "severity": "error", "options": { "interactive_transitions": false } }
///   },
///   "include": ["Sources/**"],
///   "exclude": ["**/Generated/**"],
///   "overrides": [ { "files": ["Tests/**"], "rules": { "direct_lifecycle_call": "off" } } ]
/// }
/// ```
///
/// Unknown keys, unknown rule ids and wrong types are errors, never silently ignored.
public enum ConfigurationFile {
    public static let name = ".lifelint.json"
    static let topLevelKeys = ["rules", "include", "exclude", "overrides"]
    static let ruleKeys = ["enabled", "severity", "options"]
    static let overrideKeys = ["files", "rules"]

    /// A key written twice in one object: JSON parsers disagree on which one wins, so neither does.
    private static func rejectDuplicateKeys(_ root: JSONNode, _ context: Context) throws {
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .object(let members, _):
                var seen: [String: Int] = [:]
                for member in members {
                    if let first = seen[member.key] {
                        throw context.error(member.line, "\"\(member.key)\" is given twice (first on line \(first)); keep one")
                    }
                    seen[member.key] = member.line
                    pending.append(member.value)
                }
            case .array(let items, _):
                pending += items
            default:
                break
            }
        }
    }

    /// Parses a configuration; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Configuration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(message: "\(file):\(error.line):\(error.column): invalid JSON: \(error.message)")
        }
        var configuration = Configuration()
        configuration.file = file
        let context = Context(file: file)
        try rejectDuplicateKeys(root, context)
        guard case .object(let members, _) = root else {
            throw context.error(root.line, "the configuration must be a JSON object, not \(root.typeName)")
        }
        for member in members {
            switch member.key {
            case "rules":
                var switches = configuration.ruleSwitches
                var severities = configuration.severities
                try parseRules(member.value, into: &configuration, switches: &switches, severities: &severities,
                               key: "rules", allowOptions: true, context)
                configuration.ruleSwitches = switches
                configuration.severities = severities
            case "include":
                configuration.include = try globs(member.value, key: "include", context)
            case "exclude":
                configuration.exclude = try globs(member.value, key: "exclude", context)
            case "overrides":
                guard case .array(let items, _) = member.value else {
                    throw context.expected("an array of {\"files\": […], \"rules\": {…}}", for: "overrides", found: member.value)
                }
                for (k, item) in items.enumerated() {
                    configuration.overrides.append(try parseOverride(item, index: k, &configuration, context))
                }
            default:
                throw context.unknownKey(member.key, line: member.line, in: "the configuration", known: topLevelKeys)
            }
        }
        return configuration
    }

    typealias Context = ConfigurationReader

    static func nearest(_ word: String, among candidates: [String]) -> String? {
        if word.count >= 4, let extended = candidates.first(where: { $0.hasPrefix(word) }) { return extended }
        let scored = candidates.map { ($0, editDistance(Array(word.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    private static func globs(_ node: JSONNode, key: String, _ context: Context) throws -> [Glob] {
        guard case .array(let items, _) = node else { throw context.expected("an array of glob strings", for: key, found: node) }
        return try items.map { item in
            guard case .string(let pattern, _) = item, !pattern.isEmpty else {
                throw context.expected("a non-empty glob string", for: key, found: item)
            }
            return Glob(folderPattern(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern))
        }
    }

    /// A pattern ending in `/` names a folder, as in `.gitignore`: every file below it. `Pods/` is a folder
    /// named so at any depth (`**/Pods/**`), `Sources/Generated/` that folder (`Sources/Generated/**`).
    /// (Matched as written, such a pattern matched no file: a folder was never asked.)
    static func folderPattern(_ pattern: String) -> String {
        guard pattern.count > 1, pattern.hasSuffix("/"), !pattern.hasSuffix("**/") else { return pattern }
        let folder = pattern.dropLast()
        if folder.hasPrefix("/") { return folder.dropFirst() + "/**" } // anchored at the configuration
        return (folder.contains("/") ? "" : "**/") + folder + "/**"
    }

    private static func parseRules(_ node: JSONNode, into configuration: inout Configuration,
                                   switches: inout [String: Bool], severities: inout [String: Severity],
                                   key: String, allowOptions: Bool, _ context: Context) throws {
        guard case .object(let members, _) = node else {
            throw context.expected("an object of rule ids", for: key, found: node)
        }
        let ids = Registry.descriptions.map(\.id)
        for member in members {
            let id = member.key
            guard Registry.isKnownID(id) || id == "all" else {
                let hint = Registry.suggestion(for: id).map { "; did you mean \"\($0)\"?" } ?? "; `lifelint rules` lists them"
                throw context.error(member.line, "unknown rule \"\(id)\" in \"\(key)\"\(hint)")
            }
            let targets = id == "all" ? ids : [id]
            func apply(enabled: Bool?, severity: Severity?) {
                for target in targets {
                    if let enabled { switches[target] = enabled }
                    if let severity { severities[target] = severity }
                }
            }
            switch member.value {
            case .bool(let enabled, _):
                apply(enabled: enabled, severity: nil)
            case .string(let text, _):
                switch text {
                case "off": apply(enabled: false, severity: nil)
                case "on": apply(enabled: true, severity: nil)
                case "warning", "error": apply(enabled: true, severity: Severity(rawValue: text))
                default:
                    throw context.error(member.line, "\"\(key).\(id)\" must be \"off\", \"on\", \"warning\" or \"error\", not \"\(text)\"")
                }
            case .object(let settings, _):
                var enabled: Bool? = nil
                var severity: Severity? = nil
                for setting in settings {
                    let path = "\(key).\(id).\(setting.key)"
                    switch setting.key {
                    case "enabled":
                        guard case .bool(let value, _) = setting.value else { throw context.expected("true or false", for: path, found: setting.value) }
                        enabled = value
                    case "severity":
                        guard case .string(let value, _) = setting.value, let parsed = Severity(rawValue: value) else {
                            throw context.error(setting.line, "\"\(path)\" must be \"warning\" or \"error\"")
                        }
                        severity = parsed
                        if enabled == nil { enabled = true }
                    case "options":
                        guard allowOptions, targets.count == 1 else {
                            throw context.error(setting.line, "\"\(path)\" can be set only in the top-level \"rules\" of one rule")
                        }
                        try parseOptions(setting.value, rule: id, path: path, into: &configuration, context)
                    default:
                        throw context.unknownKey(setting.key, line: setting.line, in: "\"\(key).\(id)\"", known: ruleKeys)
                    }
                }
                apply(enabled: enabled, severity: severity)
            default:
                throw context.expected("\"off\", \"warning\", \"error\", true, false or an object", for: "\(key).\(id)",
                                       found: member.value)
            }
        }
    }

    /// A rule's `options` object, read by the rule's own options type (the parser knows no rule).
    private static func parseOptions(_ node: JSONNode, rule: String, path: String, into configuration: inout Configuration,
                                     _ context: Context) throws {
        guard case .object(let members, _) = node else { throw context.expected("an object", for: path, found: node) }
        guard let type = Registry.rule(rule)?.optionsType else {
            if let first = members.first { throw context.error(first.line, "\"\(rule)\" has no options") }
            return
        }
        var options = configuration.ruleOptions[rule] ?? type.init()
        let known = type.documentation.map(\.0)
        for member in members {
            guard try options.read(member.key, member.value, path: "\(path).\(member.key)", context) else {
                throw context.unknownKey(member.key, line: member.line, in: "\"\(path)\"", known: known)
            }
        }
        configuration.ruleOptions[rule] = options
    }

    private static func parseOverride(_ node: JSONNode, index: Int, _ configuration: inout Configuration,
                                      _ context: Context) throws -> Configuration.Override {
        let path = "overrides[\(index)]"
        guard case .object(let members, _) = node else { throw context.expected("an object", for: path, found: node) }
        var files: [Glob] = []
        var switches: [String: Bool] = [:]
        var severities: [String: Severity] = [:]
        for member in members {
            switch member.key {
            case "files": files = try globs(member.value, key: "\(path).files", context)
            case "rules":
                try parseRules(member.value, into: &configuration, switches: &switches, severities: &severities,
                               key: "\(path).rules", allowOptions: false, context)
            default:
                throw context.unknownKey(member.key, line: member.line, in: "\"\(path)\"", known: overrideKeys)
            }
        }
        guard !files.isEmpty else { throw context.error(node.line, "\"\(path)\" needs \"files\": a list of globs") }
        return Configuration.Override(files: files, ruleSwitches: switches, severities: severities)
    }

    /// The starter configuration `lifelint init` writes: every rule with its default.
    public static func starter() -> String {
        let rules: [(String, JSONValue)] = Registry.descriptions.map { d in
            (d.id, .string(d.enabledByDefault ? d.defaultSeverity.rawValue : "off"))
        }
        return JSONValue.object([
            ("rules", .object(rules)),
            ("include", .array([])),
            ("exclude", .array([.string("**/Generated/**")])),
            ("overrides", .array([])),
        ]).rendered(pretty: true) + "\n"
    }
}
