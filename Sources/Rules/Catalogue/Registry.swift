import SwiftTokenizer

/// Every rule lifelint has, in the order of the documentation.
///
/// `rules.json` at the top of the repository is this registry written out by
/// `lifelint rules --format json`; a test fails when the two drift apart, with the command to rerun.
public enum Registry {
    public static let rules: [any Rule.Type] = [
        ViewNilCheck.self,
        ViewAccessInInit.self,
        GeometryInViewDidLoad.self,
        ContainerAccessInViewDidLoad.self,
        MissingSuperCall.self,
        SuperCallMismatch.self,
        LoadViewCallsSuper.self,
        LoadViewMissingView.self,
        DirectLifecycleCall.self,
        AddSubviewWithoutAddChild.self,
        AddChildWithoutDidMove.self,
        RemoveChildIncomplete.self,
        SetupInLayout.self,
        RepeatedSetupInAppear.self,
        OutletAccessBeforeLoad.self,
        UnbalancedObserver.self,
        DeprecatedUnload.self,
    ]

    /// Every rule's description, in registry order.
    public static let descriptions: [RuleDescription] = rules.map { $0.description }

    /// Checks of lifelint's own `lifelint:` comments. They have ids like rules (for `explain`, the
    /// configuration, output and baselines) but read comments, not lifecycle code, so they are not
    /// in `rules` and their examples are not run as rule examples.
    public static let commentChecks: [RuleDescription] = [
        RuleDescription(
            id: "invalid_suppression",
            summary: "A `lifelint:` comment that is no directive lifelint can follow, or names no known rule.",
            rationale: """
                A suppression comment that lifelint cannot read silences nothing, and nobody notices: \
                `lifelint:disable-next-line`, `lifelint: disable:next x` (a space after the colon), \
                `lifelint:disable:this` with no rule, a misspelled rule id, or a reason written after the ids \
                without ` -- `. Write `// lifelint:disable:next RULE -- reason`.
                """,
            defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "unused_suppression",
            summary: "A `lifelint:` comment that suppresses nothing (with `--report-unused-suppressions`).",
            rationale: """
                A suppression comment left behind after the code it silenced was fixed or moved hides the \
                next real finding on that line. Reported with `--report-unused-suppressions`, or when \
                turned on in the configuration.
                """,
            defaultSeverity: .warning, enabledByDefault: false, triggeringExamples: [], nonTriggeringExamples: []),
    ]

    private static let byID: [String: RuleDescription] = Dictionary(uniqueKeysWithValues: (descriptions + commentChecks).map { ($0.id, $0) })

    /// The rule type with this id, or nil.
    public static func rule(_ id: String) -> (any Rule.Type)? {
        rules.first { $0.description.id == id }
    }

    /// Whether `id` names a rule or a comment check.
    public static func isKnownID(_ id: String) -> Bool { byID[id] != nil }

    /// The description of the rule `id`, or nil.
    public static func description(of id: String) -> RuleDescription? {
        byID[id]
    }

    /// Known ids closest to `id`, for "did you mean" messages.
    public static func suggestion(for id: String) -> String? {
        let candidates = (descriptions + commentChecks).map(\.id)
        if let extended = candidates.first(where: { $0.hasPrefix(id) && id.count >= 4 }) { return extended }
        let scored = candidates.map { ($0, editDistance(Array(id.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(3, id.count / 3) else { return nil }
        return best.0
    }

    /// The registry as JSON: exactly the contents of `rules.json`.
    public static func json() -> String {
        let entries: [JSONValue] = descriptions.map { d in
            var examples: [(String, JSONValue)] = []
            for language in d.languages {
                let bad = d.triggeringExamples.first { $0.language == language }?.plainCode ?? ""
                let good = d.nonTriggeringExamples.first { $0.language == language }?.plainCode ?? ""
                examples.append((language.id, .object([("bad", .string(bad)), ("good", .string(good))])))
            }
            return .object([
                ("id", .string(d.id)),
                ("languages", .array(d.languages.map { .string($0.id) })),
                ("severity", .string(d.defaultSeverity.rawValue)),
                ("enabled", .bool(d.enabledByDefault)),
                ("fixable", .bool(d.fix != nil)),
                ("fix_safety", d.fix.map { .string($0.rawValue) } ?? .null),
                ("fix_safety_reason", d.fixSafetyReason.map { .string($0) } ?? .null),
                ("summary", .string(d.summary)),
                ("rationale", .string(d.rationale)),
                ("examples", .object(examples)),
                ("options", .object(d.options)),
            ])
        }
        let checks: [JSONValue] = commentChecks.map { d in
            .object([
                ("id", .string(d.id)),
                ("severity", .string(d.defaultSeverity.rawValue)),
                ("enabled", .bool(d.enabledByDefault)),
                ("summary", .string(d.summary)),
                ("rationale", .string(d.rationale)),
            ])
        }
        return JSONValue.object([("version", .int(1)), ("rules", .array(entries)), ("comment_checks", .array(checks))])
            .rendered(pretty: true) + "\n"
    }
}

/// Levenshtein distance over bytes, for "did you mean" messages.
public func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0 ... b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1 ... a.count {
        current[0] = i
        for j in 1 ... b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
