/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: the registry as
/// `tool.driver.rules`, findings as results with regions and line-independent fingerprints.
public struct SARIFReporter: Sendable {
    public var toolVersion: String

    public init(toolVersion: String) { self.toolVersion = toolVersion }

    /// The SARIF log; `skipped` files become `toolExecutionNotifications` of the run's invocation.
    public func render(_ diagnostics: [Diagnostic], skipped: [SkippedFile] = []) -> String {
        String(decoding: bytes(diagnostics, skipped: skipped), as: UTF8.self)
    }

    /// The SARIF log as UTF-8 bytes.
    public func bytes(_ diagnostics: [Diagnostic], skipped: [SkippedFile] = []) -> [UInt8] {
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
        var out = document.bytes(pretty: true)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference: `./` dropped, unsafe bytes percent-encoded.
    static func uri(_ path: String) -> String {
        // On bytes: appending each byte to a `String` as a scalar cost some 25,000 instructions a finding;
        // each byte looked up in a table (searching the list of safe punctuation for each cost 9,000).
        path.withBytes { bytes in
            let start = PathArithmetic.dotSlashes(bytes)
            let hex = Array("0123456789ABCDEF".utf8)
            var out: [UInt8] = start < bytes.count && bytes[start] == UInt8(ascii: "/") ? Array("file://".utf8) : []
            out.reserveCapacity(out.count + bytes.count - start + 16)
            for k in start ..< bytes.count {
                let byte = bytes[k]
                if uriSafe[Int(byte)] {
                    out.append(byte)
                } else {
                    out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The bytes a URI reference carries as they are: letters, digits and `-._~/!$&'()*+,;=:@`.
    private static let uriSafe: [Bool] = (0 ... 255).map { (byte: Int) -> Bool in
        (0x30 ... 0x39).contains(byte) || (0x41 ... 0x5A).contains(byte) || (0x61 ... 0x7A).contains(byte)
            || "-._~/!$&'()*+,;=:@".utf8.contains(UInt8(byte))
    }
}

/// A stable 64-bit FNV-1a hash, for fingerprints and baselines.
public enum Fingerprint {
    public static func hex(_ text: String) -> String {
        text.withBytes { hex($0) }
    }

    public static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        hex(value: value(bytes))
    }

    /// The hash itself (also the type index's hash of a name: `TypeFacts.hash(ofName:)`).
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        value(bytes, continuing: 0xcbf2_9ce4_8422_2325)
    }

    /// The hash of bytes that follow those hashed to `hash` (FNV-1a goes byte by byte): the hash of
    /// `a + b` is `value(b, continuing: value(a))`.
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, continuing hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Where a hash's probing starts in an open-addressed table of `mask + 1` slots (a power of two): its
    /// high half folded onto its low one (FNV-1a's low bits depend only on the bytes' low bits). The type
    /// index's, the skim's `HashKeyedTable` and `NameInterner`'s tables probe from here.
    @inline(__always)
    static func home(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    }

    /// `hex` of a hash.
    static func hex(value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs (Foundation-free). The characters are
    /// looked at as bytes where that is the same (the bytes next to the spaces are ASCII: no mark can
    /// join a space there to make another character); otherwise as `Character`s.
    func trimmingSpaces() -> String {
        let bytes = withBytes { bytes -> Range<Int>? in
            var start = 0
            var end = bytes.count
            while start < end && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) { start += 1 }
            while end > start && (bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")) { end -= 1 }
            guard start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) else { return nil }
            return start ..< end
        }
        if let bytes {
            return bytes.count == utf8.count ? self : withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
        }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
