import SwiftTokenizer

/// The registry written for people: `lifelint rules`, `lifelint explain RULE` and the README's table.
public enum RuleDocumentation {
    /// One line per rule: id, severity, languages, fix, summary.
    public static func listing() -> String {
        let descriptions = Registry.descriptions + Registry.commentChecks
        let width = descriptions.map(\.id.count).max() ?? 0
        var out = ""
        for d in descriptions {
            let id = d.id + String(repeating: " ", count: width - d.id.count)
            let severity = d.defaultSeverity.rawValue + String(repeating: " ", count: 8 - d.defaultSeverity.rawValue.count)
            let state = d.enabledByDefault ? "" : " (off by default)"
            let fix = d.fix.map { " [fix: \($0.rawValue)]" } ?? ""
            out += "\(id)  \(severity)\(d.summary)\(fix)\(state)\n"
        }
        return out
    }

    /// The markdown table in the README, between `<!-- rules:begin -->` and `<!-- rules:end -->`.
    public static func markdownTable() -> String {
        var out = "| rule | languages | default | fix | what it catches |\n|---|---|---|---|---|\n"
        for d in Registry.descriptions {
            let languages = d.languages.map(\.displayName).joined(separator: ", ")
            let severity = d.enabledByDefault ? d.defaultSeverity.rawValue : "off (\(d.defaultSeverity.rawValue))"
            let fix = d.fix?.rawValue ?? "—"
            out += "| `\(d.id)` | \(languages) | \(severity) | \(fix) | \(d.summary.replacing("|", with: "\\|")) |\n"
        }
        for d in Registry.commentChecks {
            let severity = d.enabledByDefault ? d.defaultSeverity.rawValue : "off (\(d.defaultSeverity.rawValue))"
            out += "| `\(d.id)` | `lifelint:` comments | \(severity) | — | \(d.summary.replacing("|", with: "\\|")) |\n"
        }
        return out
    }

    /// Everything about one rule, as `lifelint explain` prints it.
    public static func explanation(of d: RuleDescription) -> String {
        var out = "# \(d.id)\n\n\(d.summary)\n\n"
        out += "Languages: \(d.languages.map(\.displayName).joined(separator: ", ")). "
        out += "Default severity: \(d.defaultSeverity.rawValue)\(d.enabledByDefault ? "" : " (off by default)"). "
        out += "Fix: \(d.fix.map { $0 == .safe ? "safe, with --fix" : "unsafe, with --fix --unsafe-fixes" } ?? "none").\n\n"
        out += "## Why is this bad?\n\n\(d.rationale)\n"
        if let reason = d.fixSafetyReason { out += "\n## Fix safety\n\n\(reason)\n" }
        for language in d.languages {
            if let bad = d.triggeringExamples.first(where: { $0.language == language }) {
                out += "\n## Example (\(language.displayName))\n\n" + indent(bad.plainCode) + "\n"
            }
            if let good = d.nonTriggeringExamples.first(where: { $0.language == language }) {
                out += "\n## Use instead (\(language.displayName))\n\n" + indent(good.plainCode) + "\n"
            }
        }
        if !d.options.isEmpty {
            out += "\n## Options (in .lifelint.json under \"rules\": {\"\(d.id)\": {\"options\": …}})\n\n"
            for (name, value) in d.options {
                out += "    \(name): \(value.rendered(pretty: false))\n"
            }
        }
        out += "\n## Suppressing\n\n    // lifelint:disable:next \(d.id)\n"
        return out
    }

    /// Every line that is not empty indented by four spaces. On bytes: splitting into `Substring`s
    /// walked the examples a `Character` at a time (18 M instructions for a SARIF report's rules).
    private static func indent(_ code: String) -> String {
        code.withBytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 8)
            var lineStart = true
            for byte in bytes {
                if lineStart && byte != UInt8(ascii: "\n") { out += [0x20, 0x20, 0x20, 0x20] }
                out.append(byte)
                lineStart = byte == UInt8(ascii: "\n")
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
