import SwiftTokenizer

/// A gitignore-style glob: `*` and `?` stay inside one path component, `**` crosses them,
/// `[a-z]`/`[!a-z]` match one character of a class. Matching works on bytes and never recurses.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let bytes: [UInt8]
    /// The commonest patterns, told apart once: a plain name or path (`Pods`), matched by comparing
    /// bytes; `*` and a plain name's end (`*.designer.cs`), by the path's end. Nil for the rest.
    private let shape: Shape?

    private enum Shape: Equatable {
        case plain
        case ending([UInt8])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        let bytes = Array(pattern.utf8)
        self.bytes = bytes
        let special: (UInt8) -> Bool = { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[")
            || $0 == UInt8(ascii: "\\") }
        if !bytes.contains(where: special) {
            shape = .plain
        } else if bytes.count > 1, bytes[0] == UInt8(ascii: "*"),
                  !bytes.dropFirst().contains(where: { special($0) || $0 == UInt8(ascii: "/") }) {
            shape = .ending(Array(bytes.dropFirst()))
        } else {
            shape = nil
        }
    }

    /// Whether the pattern has a `/` (then it is matched against whole paths, not one name).
    public var hasSlash: Bool { bytes.contains(UInt8(ascii: "/")) }

    /// Whether the pattern ends in `/**`: a folder it matches has every path below it matched too, so a
    /// path it does not match lies in no folder it matches.
    public var endsInAnyDepth: Bool { bytes.count >= 3 && bytes.suffix(3).elementsEqual("/**".utf8) }

    /// Whether the whole of `path` (components separated by `/`) matches.
    public func matches(_ path: String) -> Bool {
        path.withBytes { matches($0) }
    }

    /// Whether the whole of `path` matches, for callers holding bytes.
    public func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        switch shape {
        case .plain?:
            return path.count == bytes.count && path.elementsEqual(bytes)
        case .ending(let end)?:
            // `*` takes no `/`.
            return path.count >= end.count && !path.contains(UInt8(ascii: "/"))
                && UnsafeBufferPointer(rebasing: path[(path.count - end.count)...]).elementsEqual(end)
        case nil:
            break
        }
        let p = bytes
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
                    if c == UInt8(ascii: "["), let (matched, end) = matchClass(at: pi, s), end > pi {
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

    /// Matches `[…]` at `start` against one byte: (matched, index after `]`), or nil if unclosed.
    private func matchClass(at start: Int, _ s: UInt8) -> (Bool, Int)? {
        let p = bytes
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
