/// A rule's options: the defaults, and how each key of its `options` object in `.lifelint.json` is
/// read. A rule declares its type (`Rule.optionsType`) in its own file; the configuration keeps one
/// value per rule id without knowing its shape, and `explain`, `init` and `rules.json` list the
/// documented defaults.
public protocol RuleOptions: Sendable {
    /// The defaults.
    init()
    /// Each option's name and default, as registry data.
    static var documentation: [(String, JSONValue)] { get }
    /// Reads one option; false for a key the rule does not have. `path` names it in errors.
    mutating func read(_ key: String, _ value: JSONNode, path: String, _ reader: ConfigurationReader) throws -> Bool
}

/// Errors that name the configuration file, the line and the key, for the configuration parser and
/// the rules' options.
public struct ConfigurationReader: Sendable {
    public var file: String

    public func error(_ line: Int, _ message: String) -> ConfigurationError {
        ConfigurationError(message: "\(file):\(line): \(message)")
    }

    public func expected(_ what: String, for key: String, found: JSONNode) -> ConfigurationError {
        error(found.line, "\"\(key)\" must be \(what), not \(found.typeName)")
    }

    public func unknownKey(_ key: String, line: Int, in place: String, known: [String]) -> ConfigurationError {
        let hint = ConfigurationFile.nearest(key, among: known).map { "; did you mean \"\($0)\"?" }
            ?? "; expected one of: " + known.joined(separator: ", ")
        return error(line, "unknown key \"\(key)\" in \(place)\(hint)")
    }

    /// `true` or `false`.
    public func bool(_ node: JSONNode, for key: String) throws -> Bool {
        guard case .bool(let value, _) = node else { throw expected("true or false", for: key, found: node) }
        return value
    }
}
