
/// Names a finding's file the way a consumer outside this shell needs it: GitHub annotations and
/// SARIF want the path relative to the top of the git work tree, baselines the path relative to the
/// baseline file's directory, whatever the working directory and however the path was given.
public final class ReportPaths {
    /// The absolute, symlink-free working directory.
    public let workingDirectory: String
    /// Directories as given (`./Sources/App`) with `.`, `..` and symlinks resolved: the files of one
    /// directory ask once.
    private var directories: [String: String] = [:]
    /// The top of the git work tree holding the working directory, or nil.
    public private(set) lazy var workTreeTop: String? = Discovery.workTreeTop(of: workingDirectory)

    public init() {
        workingDirectory = System.realPath(".") ?? "."
    }

    /// The absolute path of a file as given (symlinks in its directories resolved when it exists,
    /// so that `/tmp/x` and `/private/tmp/x` are one file). Asked for every file of a partial run
    /// (which files its work tree's walk must skip): a file's own name is joined to its directory's
    /// answer, and only a directory is normalized and resolved, once.
    public func absolute(_ path: String) -> String {
        path.withBytes { bytes in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
            // A path ending in `/`, `.` or `..`: normalized first, its own name is then the last one.
            if name.isEmpty || name == "." || name == ".." {
                let lexical = PathArithmetic.absolute(path, in: workingDirectory)
                return lexical == "/" ? lexical : absolute(lexical)
            }
            let given = slash < 0 ? "." : slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
            return PathArithmetic.join(resolvedDirectory(given), name)
        }
    }

    /// The absolute, normalized directory `given`, with its symlinks resolved when it exists.
    private func resolvedDirectory(_ given: String) -> String {
        if let known = directories[given] { return known }
        let lexical = PathArithmetic.absolute(given, in: workingDirectory)
        let resolved = System.realPath(lexical) ?? lexical
        directories[given] = resolved
        return resolved
    }

    /// The path relative to the top of the git work tree, without `./` (outside a work tree or for a
    /// file outside it: relative to the working directory, or absolute when outside that too).
    public func forRepository(_ path: String) -> String {
        let file = absolute(path)
        if let top = workTreeTop, PathArithmetic.isInside(file, top) { return PathArithmetic.relative(file, to: top) }
        if PathArithmetic.isInside(file, workingDirectory) { return PathArithmetic.relative(file, to: workingDirectory) }
        return file
    }

    /// The path relative to `directory` (an absolute directory), with `..` where the file lies outside.
    public func relative(_ path: String, to directory: String) -> String {
        PathArithmetic.relative(absolute(path), to: directory)
    }

    /// The absolute, symlink-free directory holding `file` (which may not exist yet).
    public func directory(of file: String) -> String {
        let absolute = self.absolute(file)
        guard let slash = absolute.lastIndex(of: "/") else { return workingDirectory }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }
}
