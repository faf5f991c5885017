/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: the registry as
/// `tool.driver.rules`, findings as results with regions and line-independent fingerprints.
public struct SARIFReporter: Sendable {
    public var toolVersion: String

    public init(toolVersion: String) { self.toolVersion = toolVersion }

    /// The SARIF log; `skipped` files become `toolExecutionNotifications` of the run's invocation.
    public func render(_ diagnostics: [Diagnostic], skipped: [SkippedFile] = []) -> String {
        var descriptions = Registry.descriptions
        for check in Registry.commentChecks where diagnostics.contains(where: { $0.ruleID == check.id }) {
            descriptions.append(check)
        }
        let rules: [JSONValue] = descriptions.map { d in
            .object([
                ("id", .string(d.id)),
                ("name", .string(Self.pascalCase(d.id))),
                ("shortDescription", .object([("text", .string(d.summary))])),
                ("fullDescription", .object([("text", .string(d.rationale))])),
                ("help", .object([
                    ("text", .string(d.rationale + " Run `lifelint explain \(d.id)` for examples.")),
                    ("markdown", .string(RuleDocumentation.explanation(of: d))),
                ])),
                ("defaultConfiguration", .object([
                    ("enabled", .bool(d.enabledByDefault)),
                    ("level", .string(d.defaultSeverity == .error ? "error" : "warning")),
                ])),
                ("properties", .object([("tags", .array([.string("uikit"), .string("lifecycle")]))])),
            ])
        }
        // The fingerprint survives edits elsewhere in the file: rule, file, the line's text without
        // indentation, and how many times that same text was reported before in the file (as baselines).
        let fingerprints = Baseline.entries(of: diagnostics).map(\.fingerprint)
        let results: [JSONValue] = zip(diagnostics, fingerprints).map { d, fingerprint in
            .object([
                ("ruleId", .string(d.ruleID)),
                ("ruleIndex", .int(descriptions.firstIndex { $0.id == d.ruleID } ?? 0)),
                ("level", .string(d.severity == .error ? "error" : "warning")),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(d.path)))])),
                        ("region", .object([
                            ("startLine", .int(d.line)), ("startColumn", .int(d.column)),
                            ("endLine", .int(d.endLine)), ("endColumn", .int(max(d.endColumn, d.column))),
                        ])),
                    ])),
                ])])),
                ("partialFingerprints", .object([
                    ("lifelintFingerprint/v1", .string(fingerprint)),
                ])),
            ])
        }
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("lifelint")),
                    ("version", .string(toolVersion)),
                    ("semanticVersion", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("invocations", .array([.object([
                    ("executionSuccessful", .bool(skipped.isEmpty)),
                    ("toolExecutionNotifications", .array(skipped.map { file in
                        var fields: [(String, JSONValue)] = [
                            ("level", .string("error")),
                            ("message", .object([("text", .string(file.reason))])),
                        ]
                        if let path = file.path {
                            fields.append(("locations", .array([.object([
                                ("physicalLocation", .object([("artifactLocation", .object([("uri", .string(Self.uri(path)))]))])),
                            ])])))
                        }
                        return .object(fields)
                    })),
                ])])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        return document.rendered(pretty: true) + "\n"
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference: `./` dropped, unsafe bytes percent-encoded.
    static func uri(_ path: String) -> String {
        // On bytes: appending each byte to a `String` as a scalar cost some 25,000 instructions a finding.
        path.withBytes { bytes in
            let start = PathArithmetic.dotSlashes(bytes)
            let hex = Array("0123456789ABCDEF".utf8)
            var out: [UInt8] = start < bytes.count && bytes[start] == UInt8(ascii: "/") ? Array("file://".utf8) : []
            out.reserveCapacity(out.count + bytes.count - start + 16)
            for byte in bytes[start...] {
                let safe = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || "-._~/!$&'()*+,;=:@".utf8.contains(byte)
                if safe {
                    out.append(byte)
                } else {
                    out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

/// A stable 64-bit FNV-1a hash, for fingerprints and baselines.
public enum Fingerprint {
    public static func hex(_ text: String) -> String {
        text.withBytes { hex($0) }
    }

    public static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let hex = String(value(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash itself (also the type index's hash of a name: `TypeFacts.hash(ofName:)`).
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs (Foundation-free).
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
