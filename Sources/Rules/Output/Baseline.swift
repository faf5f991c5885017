/// Known findings recorded by `--write-baseline` and left out of later runs by `--baseline`.
///
/// A finding is matched by rule, file and fingerprint: the text of its source line without
/// indentation, and how many identical (rule, file, text) findings came before it. Unrelated edits
/// that move lines up or down keep every match. The file is named as the caller keys it: the CLI
/// uses the path relative to the baseline file's directory, so that `./A.swift`, `"$PWD"/A.swift`
/// and `../A.swift` from a subdirectory are one file.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var file: String
        public var fingerprint: String
    }

    public private(set) var entries: [Entry: Int] = [:]

    public init() {}

    /// The baseline of a run's findings; `files` names each finding's file (default: its path).
    public init(_ diagnostics: [Diagnostic], files: [String]? = nil) {
        for entry in Self.entries(of: diagnostics, files: files) { entries[entry, default: 0] += 1 }
    }

    static func normalize(_ path: String) -> String {
        PathArithmetic.droppingDotSlashes(path)
    }

    /// Each finding's entry, in order; `files` names each finding's file (default: its path).
    static func entries(of diagnostics: [Diagnostic], files: [String]? = nil) -> [Entry] {
        // How many findings had each key before: one lookup a finding (a read, then a write, hashed the
        // key twice), in a table made large enough at once (it grew and rehashed every key a dozen times).
        var seen: [String: Int] = [:]
        seen.reserveCapacity(diagnostics.count)
        var result: [Entry] = []
        result.reserveCapacity(diagnostics.count)
        for k in diagnostics.indices {
            let file = normalize(files?[k] ?? diagnostics[k].path)
            let key = "\(diagnostics[k].ruleID)|\(file)|\(diagnostics[k].sourceLine.trimmingSpaces())"
            let occurrence: Int
            if let place = seen.index(forKey: key) {
                occurrence = seen.values[place]
                seen.values[place] += 1
            } else {
                occurrence = 0
                seen[key] = 1
            }
            // The fingerprint of `key|occurrence`, the key's hash continued (not a string of both made).
            let hash = key.withBytes { Fingerprint.value($0) }
            let fingerprint = "|\(occurrence)".withBytes { Fingerprint.value($0, continuing: hash) }
            result.append(Entry(rule: diagnostics[k].ruleID, file: file, fingerprint: Fingerprint.hex(value: fingerprint)))
        }
        return result
    }

    /// The findings not in the baseline; `files` names each finding's file as `init` did.
    public func filter(_ diagnostics: [Diagnostic], files: [String]? = nil) -> [Diagnostic] {
        var remaining = entries
        var kept: [Diagnostic] = []
        for (diagnostic, entry) in zip(diagnostics, Self.entries(of: diagnostics, files: files)) {
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                kept.append(diagnostic)
            }
        }
        return kept
    }

    /// The baseline file's contents.
    public func json(_ diagnostics: [Diagnostic], files: [String]? = nil) -> String {
        let items: [JSONValue] = zip(diagnostics, Self.entries(of: diagnostics, files: files)).map { d, entry in
            .object([("rule", .string(entry.rule)), ("file", .string(entry.file)), ("fingerprint", .string(entry.fingerprint)),
                     ("line", .int(d.line)), ("message", .string(d.message))])
        }
        return JSONValue.object([("version", .int(2)), ("findings", .array(items))]).rendered(pretty: true) + "\n"
    }

    /// Reads a baseline file.
    public static func parse(_ text: String, file: String) throws -> Baseline {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(message: "\(file):\(error.line):\(error.column): invalid JSON: \(error.message)")
        }
        guard case .object(let members, _) = root, let findings = members.first(where: { $0.key == "findings" }),
              case .array(let items, _) = findings.value else {
            throw ConfigurationError(message: "\(file): not a lifelint baseline (expected {\"version\": 2, \"findings\": […]})")
        }
        var baseline = Baseline()
        for item in items {
            guard case .object(let fields, let line) = item else {
                throw ConfigurationError(message: "\(file):\(item.line): each finding must be an object")
            }
            func string(_ key: String) -> String? {
                guard case .string(let value, _)? = fields.first(where: { $0.key == key })?.value else { return nil }
                return value
            }
            guard let rule = string("rule"), let path = string("file"), let fingerprint = string("fingerprint") else {
                throw ConfigurationError(message: "\(file):\(line): a finding needs \"rule\", \"file\" and \"fingerprint\"")
            }
            baseline.entries[Entry(rule: rule, file: path, fingerprint: fingerprint), default: 0] += 1
        }
        return baseline
    }
}
