#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokenizer

/// A gitignore-style glob: `*` and `?` stay inside one path component, `**` crosses them,
/// `[a-z]`/`[!a-z]` match one character of a class. Matching works on bytes and never recurses.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let bytes: [UInt8]
    private let compiled: Compiled

    /// What matching needs of a pattern besides its bytes, told apart once; plain values, so that a
    /// walk asking every ignore pattern of every entry retains nothing (see `IgnoreFile`).
    struct Compiled: Sendable, Equatable {
        /// `plain`: no wildcard, escape or class (`Pods`), matched by comparing bytes; `ending`: `*` and
        /// a plain rest (`*.designer.cs`), by the path's end; `general`: the matcher.
        var shape: Shape
        /// How many bytes the pattern starts and ends with before its first and after its last wildcard,
        /// escape or class (`**/Droid/**/[Rr]esource.[Dd]esigner.cs` ends with `esigner.cs`): a path that
        /// does not start and end so is no match, found without the matcher. The `/` after `**` counts as
        /// a wildcard: `**/` also stands for no folder at all (`**/build` matches `build`).
        var head: Int32
        var tail: Int32
        /// The byte every match ends with (the pattern's own last byte when it is not a wildcard's), or
        /// -1: most paths are told apart by it alone.
        var last: Int16

        enum Shape: UInt8, Sendable { case plain, ending, general }

        init(_ bytes: [UInt8]) {
            let special: (UInt8) -> Bool = { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[")
                || $0 == UInt8(ascii: "\\") }
            if !bytes.contains(where: special) {
                shape = .plain
            } else if bytes.count > 1, bytes[0] == UInt8(ascii: "*"),
                      !bytes.dropFirst().contains(where: { special($0) || $0 == UInt8(ascii: "/") }) {
                shape = .ending
            } else {
                shape = .general
            }
            let star = UInt8(ascii: "*")
            let wild = bytes.indices.map { k in
                special(bytes[k]) || bytes[k] == UInt8(ascii: "]")
                    || (bytes[k] == UInt8(ascii: "/") && k >= 2 && bytes[k - 1] == star && bytes[k - 2] == star)
            }
            head = Int32(wild.firstIndex(of: true) ?? bytes.count)
            tail = Int32(bytes.count - 1 - (wild.lastIndex(of: true) ?? -1))
            last = tail > 0 ? Int16(bytes[bytes.count - 1]) : -1
        }

        /// Whether `path` cannot match, by its last byte alone (a test cheap enough for every pattern).
        @inline(__always)
        func rejects(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            last >= 0 && (path.isEmpty || Int16(path[path.count - 1]) != last)
        }
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        let bytes = Array(pattern.utf8)
        self.bytes = bytes
        self.compiled = Compiled(bytes)
        hasSlash = bytes.contains(UInt8(ascii: "/"))
        endsInAnyDepth = bytes.count >= 3 && bytes.suffix(3).elementsEqual("/**".utf8)
    }

    /// The pattern's bytes and what matching needs of them, for callers keeping many patterns flat.
    var parts: (bytes: [UInt8], compiled: Compiled) { (bytes, compiled) }

    /// Whether the pattern has a `/` (then it is matched against whole paths, not one name).
    public let hasSlash: Bool

    /// Whether the pattern ends in `/**`: a folder it matches has every path below it matched too, so a
    /// path it does not match lies in no folder it matches.
    public let endsInAnyDepth: Bool

    /// Whether the whole of `path` (components separated by `/`) matches.
    public func matches(_ path: String) -> Bool {
        path.withBytes { matches($0) }
    }

    /// Whether the whole of `path` matches, for callers holding bytes.
    public func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { Self.matches($0, compiled, path) }
    }

    /// Whether the whole of `path` matches the pattern `p` (its bytes, as `compiled` describes them).
    static func matches(_ p: UnsafeBufferPointer<UInt8>, _ compiled: Compiled, _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        if compiled.rejects(path) { return false }
        switch compiled.shape {
        case .plain:
            return path.count == p.count && (p.isEmpty || memcmp(path.baseAddress!, p.baseAddress!, p.count) == 0)
        case .ending:
            // `*` takes no `/`.
            let end = p.count - 1
            return path.count >= end && (end == 0 || memcmp(path.baseAddress! + (path.count - end), p.baseAddress! + 1, end) == 0)
                && !path.contains(UInt8(ascii: "/"))
        case .general:
            let head = Int(compiled.head), tail = Int(compiled.tail)
            guard path.count >= head + tail,
                  head == 0 || memcmp(path.baseAddress!, p.baseAddress!, head) == 0,
                  tail == 0 || memcmp(path.baseAddress! + (path.count - tail), p.baseAddress! + (p.count - tail), tail) == 0
            else { return false }
        }
        var pi = 0
        var si = 0
        // The last `*` (pattern index after it, subject index it matched up to) and the last `**`.
        var star: (p: Int, s: Int)? = nil
        var doubleStar: (p: Int, s: Int)? = nil
        while si < path.count || pi < p.count {
            if pi < p.count {
                let c = p[pi]
                if c == UInt8(ascii: "*") {
                    if pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*") {
                        // `**/` also matches zero components; a bare `**` matches everything after.
                        var next = pi + 2
                        if next < p.count && p[next] == UInt8(ascii: "/") { next += 1 }
                        doubleStar = (next, si)
                        star = nil
                        pi = next
                        continue
                    }
                    star = (pi + 1, si)
                    pi += 1
                    continue
                }
                if si < path.count {
                    let s = path[si]
                    if c == UInt8(ascii: "?") && s != UInt8(ascii: "/") {
                        pi += 1
                        si += 1
                        continue
                    }
                    if c == UInt8(ascii: "["), let (matched, end) = matchClass(p, at: pi, s), end > pi {
                        if matched && s != UInt8(ascii: "/") {
                            pi = end
                            si += 1
                            continue
                        }
                    } else if c == UInt8(ascii: "\\") && pi + 1 < p.count {
                        if p[pi + 1] == s {
                            pi += 2
                            si += 1
                            continue
                        }
                    } else if c == s {
                        pi += 1
                        si += 1
                        continue
                    }
                }
            }
            // Mismatch: let the last `*` eat one more byte (never a `/`), else the last `**`.
            if let st = star, st.s < path.count, path[st.s] != UInt8(ascii: "/") {
                star = (st.p, st.s + 1)
                pi = st.p
                si = st.s + 1
                continue
            }
            if let ds = doubleStar, ds.s < path.count {
                // Skip to just after the next `/` (or one byte for a bare trailing `**`).
                var next = ds.s
                while next < path.count && path[next] != UInt8(ascii: "/") { next += 1 }
                next = min(next + 1, path.count)
                if next == ds.s { return false }
                doubleStar = (ds.p, next)
                star = nil
                pi = ds.p
                si = next
                continue
            }
            return false
        }
        return true
    }

    /// Matches `[…]` at `start` of `p` against one byte: (matched, index after `]`), or nil if unclosed.
    private static func matchClass(_ p: UnsafeBufferPointer<UInt8>, at start: Int, _ s: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < p.count && (p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^")) {
            negate = true
            i += 1
        }
        var matched = false
        var first = true
        while i < p.count && (p[i] != UInt8(ascii: "]") || first) {
            first = false
            let low = p[i]
            if i + 2 < p.count && p[i + 1] == UInt8(ascii: "-") && p[i + 2] != UInt8(ascii: "]") {
                if s >= low && s <= p[i + 2] { matched = true }
                i += 3
            } else {
                if s == low { matched = true }
                i += 1
            }
        }
        guard i < p.count else { return nil }
        return (matched != negate, i + 1)
    }
}
