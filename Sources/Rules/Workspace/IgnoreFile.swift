/// The patterns of one `.gitignore` (or `.git/info/exclude`), relative to the directory holding it.
///
/// Follows gitignore(5): blank lines and `#` comments are skipped, `!` re-includes, a trailing `/`
/// matches directories only, a pattern with a `/` before its end is anchored to the file's
/// directory, any other pattern matches a name at any depth. The last matching pattern wins.
public struct IgnoreFile: Sendable {
    /// A pattern as plain values: its bytes are `bytes[start ..< start + count]` (one array for the file's
    /// patterns, so that asking every pattern of every entry of a walk retains nothing).
    struct Pattern: Sendable {
        var start: Int32
        var count: Int32
        var compiled: Glob.Compiled
        var negated: Bool
        var directoryOnly: Bool
        /// Whether the pattern matches the path relative to the file's directory, not just the name.
        var anchored: Bool
    }

    /// The directory the patterns are relative to, `""` for the walk's root, without a trailing `/`.
    public let base: String
    private var patterns: [Pattern] = []
    private var bytes: [UInt8] = []

    public init(contents: String, base: String) {
        self.base = base
        // Lines split on bytes (`\n`, `\r\n` or `\r`), not characters: one `.gitignore` per directory.
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        for rawLine in contents.utf8.split(whereSeparator: { $0 == newline || $0 == carriageReturn }) {
            var line = Substring(rawLine)
            // Trailing spaces are dropped unless escaped.
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line = line.dropLast() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line = line.dropFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line = line.dropFirst()
            }
            var directoryOnly = false
            if line.hasSuffix("/") {
                directoryOnly = true
                line = line.dropLast()
            }
            if line.isEmpty { continue }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line = line.dropFirst() }
            let (glob, compiled) = Glob(String(line)).parts
            patterns.append(Pattern(start: Int32(bytes.count), count: Int32(glob.count), compiled: compiled, negated: negated,
                                    directoryOnly: directoryOnly, anchored: anchored))
            bytes += glob
        }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// true if ignored, false if explicitly re-included, nil if no pattern speaks of the path.
    /// `path` is relative to the walk's root.
    public func verdict(for path: String, isDirectory: Bool) -> Bool? {
        if patterns.isEmpty { return nil }
        // On the path's bytes: this runs for every file and directory of a walk, once per ignore file.
        return path.withBytes { all -> Bool? in
            var start = 0
            if !base.isEmpty {
                let count = base.utf8.count
                guard all.count > count, all[count] == UInt8(ascii: "/"),
                      base.utf8.elementsEqual(UnsafeBufferPointer(rebasing: all[..<count])) else { return nil }
                start = count + 1
            }
            let full = UnsafeBufferPointer(rebasing: all[start...])
            var nameStart = full.count
            while nameStart > 0 && full[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
            let name = UnsafeBufferPointer(rebasing: full[nameStart...])
            // Read in place, last first (a copy of each pattern retained its glob's string and bytes: a
            // walk asks every pattern of every entry).
            return bytes.withUnsafeBufferPointer { bytes in
                patterns.withUnsafeBufferPointer { patterns -> Bool? in
                    var k = patterns.count
                    while k > 0 {
                        k -= 1
                        let pattern = patterns[k]
                        if pattern.directoryOnly && !isDirectory { continue }
                        let subject = pattern.anchored ? full : name
                        if pattern.compiled.rejects(subject) { continue } // most patterns, by one byte
                        let glob = UnsafeBufferPointer(rebasing: bytes[Int(pattern.start) ..< Int(pattern.start + pattern.count)])
                        if Glob.matches(glob, pattern.compiled, subject) { return !pattern.negated }
                    }
                    return nil
                }
            }
        }
    }
}

/// The ignore files in force at one directory of a walk, innermost last.
public struct IgnoreStack: Sendable {
    public private(set) var files: [IgnoreFile] = []

    public init() {}

    public mutating func push(_ file: IgnoreFile) { files.append(file) }

    /// Leaves the first `count` files in force (a walk back at a directory whose ignore files those were).
    public mutating func pop(to count: Int) {
        if files.count > count { files.removeSubrange(count...) }
    }

    /// Whether the path (relative to the walk's root) is ignored: the innermost file that speaks wins.
    public func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let verdict = file.verdict(for: path, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
