import SwiftTokenizer

/// Finds and reads the configuration: `--config FILE`, or `.lifelint.json` in the working directory
/// (for `--stdin`, the directory of `--stdin-filename`) or a parent, up to the top of the git work tree.
public struct ConfigurationLookup {
    public var configuration = Configuration()
    /// The absolute directory paths in the configuration are relative to.
    public var root: String?
    /// The absolute working directory.
    public let workingDirectory: String

    /// The defaults, no file read: what an editor's server runs with while its configuration is broken.
    public init() {
        workingDirectory = System.realPath(".") ?? "."
    }

    /// `searchFrom`: a file whose directory the search starts in instead of the working directory
    /// (an editor's buffer named with `--stdin-filename`, run from anywhere).
    public init(explicit: String?, searchFrom file: String? = nil) throws {
        workingDirectory = System.realPath(".") ?? "."
        var start = workingDirectory
        if let file {
            let absolute = PathArithmetic.absolute(file, in: workingDirectory)
            let directory = String(absolute[..<absolute.lastIndex(of: "/")!])
            // The file itself may not exist (an unsaved buffer); its nearest existing directory does.
            var candidate = directory.isEmpty ? "/" : directory
            while System.realPath(candidate) == nil, let slash = candidate.lastIndex(of: "/"), candidate != "/" {
                candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
            }
            start = System.realPath(candidate) ?? workingDirectory
        }
        let path: String
        if let explicit {
            path = explicit
            guard System.kind(of: explicit, followingLinks: true).0 == .file else {
                throw ConfigurationError(message: "cannot read configuration '\(explicit)': no such file")
            }
        } else if let found = Self.find(from: start) {
            path = found
        } else {
            return
        }
        guard let text = System.readText(path) else {
            throw ConfigurationError(message: "cannot read configuration '\(path)'")
        }
        configuration = try ConfigurationFile.parse(text, file: Self.display(path, from: workingDirectory))
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        root = System.realPath(String(absolute[..<absolute.lastIndex(of: "/")!])) ?? workingDirectory
    }

    private static func find(from directory: String) -> String? {
        var current = directory
        while true {
            let candidate = current + "/" + ConfigurationFile.name
            if System.kind(of: candidate, followingLinks: true).0 == .file { return candidate }
            if System.kind(of: current + "/.git", followingLinks: true).0 != .missing { return nil }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// A path as shown in messages: relative to the working directory when inside it.
    private static func display(_ path: String, from directory: String) -> String {
        path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    /// Whether a path has a `.` or `..` component (checked on bytes: this runs once per file).
    private static func hasDotComponent(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if dots == 1 || dots == 2 { return true }
                dots = 0
            } else if byte == UInt8(ascii: ".") && (previous == UInt8(ascii: "/") || dots > 0) {
                dots += 1
            } else {
                dots = -1
            }
            previous = byte
        }
        return dots == 1 || dots == 2
    }

    /// A file's path relative to the configuration's directory, or nil if it lies outside. Asked for
    /// every file a configured run finds, on its walk's thread: on bytes (stripping `./` from a `String`
    /// and comparing prefixes by `Character` cost some 9,000 instructions a file); a path with a `.` or
    /// `..` component has its symlinks resolved first.
    public func relativePath(of display: String) -> String? {
        guard let root else { return nil }
        let slash = UInt8(ascii: "/")
        var absolute: [UInt8] = []
        display.withBytes { bytes in
            let path = UnsafeBufferPointer(rebasing: bytes[PathArithmetic.dotSlashes(bytes)...])
            if path.first != slash {
                absolute.reserveCapacity(workingDirectory.utf8.count + 1 + path.count)
                absolute += workingDirectory.utf8
                absolute.append(slash)
            }
            absolute += path
        }
        if absolute.withUnsafeBufferPointer({ Self.hasDotComponent($0) }),
           let real = System.realPath(String(decoding: absolute, as: UTF8.self)) {
            absolute = Array(real.utf8)
        }
        return root.withBytes { root -> String? in
            if root.count == 1 && root[0] == slash { return String(decoding: absolute.dropFirst(), as: UTF8.self) }
            guard absolute.count > root.count, absolute.withUnsafeBufferPointer({ PathArithmetic.isInside($0, root) }) else { return nil }
            return String(decoding: absolute[(root.count + 1)...], as: UTF8.self)
        }
    }
}
