/// Which rules run and how severe their findings are.
public struct Configuration: Sendable {
    /// Rules turned on or off explicitly; the rest follow their registry default.
    public var ruleSwitches: [String: Bool] = [:]
    /// Severities that replace a rule's default.
    public var severities: [String: Severity] = [:]

    public init() {}

    /// Whether the rule runs.
    public func isEnabled(_ id: String) -> Bool {
        if let explicit = ruleSwitches[id] { return explicit }
        return Registry.description(of: id)?.enabledByDefault ?? false
    }

    /// The severity of the rule's findings.
    public func severity(of id: String) -> Severity {
        severities[id] ?? Registry.description(of: id)?.defaultSeverity ?? .warning
    }
}
