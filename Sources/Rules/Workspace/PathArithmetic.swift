/// Path arithmetic on strings, without touching the file system: what baselines, GitHub annotations
/// and SARIF need to name one file the same way however the user spelled it (`./A.swift`,
/// `"$PWD"/A.swift`, `../app/A.swift` from a subdirectory).
public enum PathArithmetic {
    /// `path` with `.` components, repeated slashes and `dir/..` pairs removed. An absolute path
    /// stays absolute (`/..` is `/`); a relative one keeps the `..` it cannot resolve.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                    continue
                }
                if absolute { continue }
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` as an absolute, normalized path, relative paths taken from `workingDirectory`.
    public static func absolute(_ path: String, in workingDirectory: String) -> String {
        normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The absolute `path` relative to the absolute directory `base`, with `..` where it lies outside
    /// (`/a/b/C.swift` from `/a/d` is `../b/C.swift`). Both must be normalized.
    public static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count && common < from.count && target[common] == from[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: from.count - common)
        let result = (ups + target[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// Whether the absolute `path` lies inside the absolute directory `directory`.
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }
}
