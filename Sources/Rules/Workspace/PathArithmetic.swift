#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokenizer

/// Path arithmetic on strings, without touching the file system: what baselines, GitHub annotations
/// and SARIF need to name one file the same way however the user spelled it (`./A.swift`,
/// `"$PWD"/A.swift`, `../app/A.swift` from a subdirectory).
public enum PathArithmetic {
    /// `directory + "/" + name` (no slash added after one), made in one allocation: the walk joins a
    /// path for every entry of every directory, and appending made and grew a string each time.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return name.withBytes { join(directory, bytes: $0) }
    }

    /// `join` with the name as bytes (a directory listing's: no string made of the name first).
    static func join(_ directory: String, bytes name: UnsafeBufferPointer<UInt8>) -> String {
        if directory.isEmpty { return String(decoding: name, as: UTF8.self) }
        return directory.withBytes { head in
            let slash = head.last == UInt8(ascii: "/") ? 0 : 1
            return String(unsafeUninitializedCapacity: head.count + slash + name.count) { out in
                _ = out.initialize(from: head)
                if slash == 1 { out[head.count] = UInt8(ascii: "/") }
                _ = UnsafeMutableBufferPointer(rebasing: out[(head.count + slash)...]).initialize(from: name)
                return head.count + slash + name.count
            }
        }
    }

    /// `path` with `.` components, repeated slashes and `dir/..` pairs removed. An absolute path
    /// stays absolute (`/..` is `/`); a relative one keeps the `..` it cannot resolve.
    public static func normalize(_ path: String) -> String {
        // Most paths are normal already (every analyzed file's path goes through here): checked on
        // bytes, without splitting.
        if isNormal(path) { return path }
        // The rest (every file of `lifelint .`, whose paths start `./`, when a partial run reads its
        // work tree's facts) on bytes too: splitting a `String` walked it a `Character` at a time,
        // some 70,000 instructions a path.
        return path.withBytes { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            let absolute = bytes.first == slash
            var kept: [Range<Int>] = [] // the components kept, as ranges of `bytes`
            var ups = 0 // how many of them (the first ones) are `..` that nothing before resolves
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != slash { end += 1 }
                let length = end - start
                if length == 1 && bytes[start] == dot {
                    // `.`: nothing
                } else if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                    if kept.count > ups {
                        kept.removeLast()
                    } else if !absolute {
                        kept.append(start ..< end)
                        ups += 1
                    }
                } else if length > 0 {
                    kept.append(start ..< end)
                }
                start = end + 1
            }
            if kept.isEmpty { return absolute ? "/" : "." }
            let count = kept.reduce(absolute ? 0 : -1) { $0 + 1 + $1.count }
            return String(unsafeUninitializedCapacity: count) { out in
                var at = 0
                for (k, part) in kept.enumerated() {
                    if absolute || k > 0 { out[at] = slash; at += 1 }
                    for i in part { out[at] = bytes[i]; at += 1 }
                }
                return at
            }
        }
    }

    /// Whether `normalize` would return `path` unchanged: not empty, no empty, `.` or `..` component,
    /// no trailing `/` (but `/` itself).
    static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0 // bytes of the current component so far
        var dots = 0 // how many of them are dots
        var count = 0
        return path.withBytes { bytes -> Bool in
            for byte in bytes {
                count += 1
                if byte == slash {
                    // An empty component is fine only as the leading `/` of an absolute path.
                    if length == 0 && count > 1 { return false }
                    if length > 0 && dots == length && length <= 2 { return false }
                    length = 0
                    dots = 0
                } else {
                    length += 1
                    if byte == dot { dots += 1 }
                }
            }
            if count == 0 { return false }
            if length == 0 { return count == 1 } // a trailing `/`, normal only as `/`
            return !(dots == length && length <= 2)
        }
    }

    /// `path` as an absolute, normalized path, relative paths taken from `workingDirectory`.
    public static func absolute(_ path: String, in workingDirectory: String) -> String {
        normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The absolute `path` relative to the absolute directory `base`, with `..` where it lies outside
    /// (`/a/b/C.swift` from `/a/d` is `../b/C.swift`). Both must be normalized.
    public static func relative(_ path: String, to base: String) -> String {
        // On bytes (asked for every finding of a SARIF or GitHub report): splitting the two paths into
        // `Substring`s walked them a `Character` at a time, some 80,000 instructions a finding.
        path.withBytes { target in
            base.withBytes { from in
                let slash = UInt8(ascii: "/")
                let targetParts = components(target), fromParts = components(from)
                var common = 0
                while common < targetParts.count && common < fromParts.count
                    && targetParts[common].elementsEqual(fromParts[common], by: { target[$0] == from[$1] }) { common += 1 }
                var out: [UInt8] = []
                for _ in common ..< fromParts.count {
                    if !out.isEmpty { out.append(slash) }
                    out += [UInt8(ascii: "."), UInt8(ascii: ".")]
                }
                for part in targetParts[common...] {
                    if !out.isEmpty { out.append(slash) }
                    out += UnsafeBufferPointer(rebasing: target[part])
                }
                return out.isEmpty ? "." : String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// The names of a path (its components that are not empty), as ranges of `bytes`.
    static func components(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var names: [Range<Int>] = []
        var start = 0
        for k in 0 ... bytes.count where k == bytes.count || bytes[k] == UInt8(ascii: "/") {
            if k > start { names.append(start ..< k) }
            start = k + 1
        }
        return names
    }

    /// How many bytes the `./` at the start of a path take (`././A.swift`: 4).
    static func dotSlashes(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        while start + 1 < bytes.count && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: "/") { start += 2 }
        return start
    }

    /// The path without the `./` at its start (`././A.swift`: `A.swift`).
    static func droppingDotSlashes(_ path: String) -> String {
        path.withBytes { bytes in
            let start = dotSlashes(bytes)
            return start == 0 ? path : String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The directory holding the absolute, normalized `path` (`/` for `/` and its entries).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether the absolute `path` lies inside the absolute directory `directory`.
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        // On bytes, as `relative` compares components: `hasPrefix` compared `Character`s, and a name
        // starting with a combining mark made `/` and the mark one `Character`, never a prefix.
        path.withBytes { path in directory.withBytes { isInside(path, $0) } }
    }

    /// `isInside`, for callers holding bytes (the directory itself counts as inside).
    static func isInside(_ path: UnsafeBufferPointer<UInt8>, _ directory: UnsafeBufferPointer<UInt8>) -> Bool {
        if directory.count == 1 && directory[0] == UInt8(ascii: "/") { return true }
        guard path.count >= directory.count,
              path.count == directory.count || path[directory.count] == UInt8(ascii: "/") else { return false }
        return directory.isEmpty || memcmp(path.baseAddress!, directory.baseAddress!, directory.count) == 0
    }
}
