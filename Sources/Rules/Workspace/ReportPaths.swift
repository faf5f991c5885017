
/// Names a finding's file the way a consumer outside this shell needs it: GitHub annotations and
/// SARIF want the path relative to the top of the git work tree, baselines the path relative to the
/// baseline file's directory, whatever the working directory and however the path was given.
public final class ReportPaths {
    /// The absolute, symlink-free working directory.
    public let workingDirectory: String
    private var absolutes: [String: String] = [:]
    /// Directories with their symlinks resolved: the files of one directory ask once.
    private var directories: [String: String?] = [:]
    /// The top of the git work tree holding the working directory, or nil.
    public private(set) lazy var workTreeTop: String? = Discovery.workTreeTop(of: workingDirectory)

    public init() {
        workingDirectory = System.realPath(".") ?? "."
    }

    /// The absolute path of a file as given (symlinks in its directories resolved when it exists,
    /// so that `/tmp/x` and `/private/tmp/x` are one file).
    public func absolute(_ path: String) -> String {
        if let known = absolutes[path] { return known }
        let lexical = PathArithmetic.absolute(path, in: workingDirectory)
        var resolved = lexical
        if let slash = lexical.utf8.lastIndex(of: UInt8(ascii: "/")) {
            let name = String(lexical[slash...])
            let parent = PathArithmetic.parent(of: lexical)
            let real: String?
            if let known = directories[parent] {
                real = known
            } else {
                real = System.realPath(parent)
                directories[parent] = real
            }
            if let real { resolved = (real == "/" ? "" : real) + name }
        }
        absolutes[path] = resolved
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
