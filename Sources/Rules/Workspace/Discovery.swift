import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to lint: where to open it and how to name it in output.
struct SourcePath: Sendable {
    /// The path as printed: relative to what the user typed.
    var display: String
    var language: Language
    /// The source when it does not come from the file itself (standard input, the git index).
    var content: [UInt8]? = nil
}

/// Finds the `.swift` and `.cs` files under the paths given on the command line.
///
/// Directories are walked in byte order of names, depth first, with an explicit stack. Hidden
/// entries (a name whose first byte is `.`), build output and (inside a git work tree) what
/// `.gitignore` ignores are skipped;
/// symlinks to files are read, symlinks to directories are not followed (no loops). A path named
/// explicitly is always linted.
struct Discovery {
    static let skippedDirectories: [String] = [
        ".build", "DerivedData", "Pods", "Carthage", "bin", "obj", "node_modules",
    ]

    /// Whether a directory's name is one of `skippedDirectories`, told by its bytes (instead of a string
    /// made of every directory's name and hashed to be looked up in a set).
    static func isSkipped(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        skippedSpellings.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    private static let skippedSpellings = skippedDirectories.map { Array($0.utf8) }

    var respectIgnoreFiles = true
    /// Directories not entered (as spelled in the walk's paths): a context walk skips those the run
    /// linted already.
    var prunedDirectories: Set<String> = []
    private(set) var errors: [String] = []
    /// Receives each file as it is found, in walk order (linting starts before the walk ends); the file
    /// is handed over, not lent (a lent one was copied into the run's list, its path retained).
    private let found: (consuming SourcePath) -> Void

    init(found: @escaping (consuming SourcePath) -> Void) {
        self.found = found
    }

    mutating func add(_ argument: String, defaulted: Bool) {
        let (kind, code) = System.kind(of: argument, followingLinks: true)
        switch kind {
        case .missing:
            errors.append("cannot read '\(argument)': \(System.describeErrno(code))")
        case .file:
            guard let language = Language(path: argument) else {
                errors.append("cannot lint '\(argument)': not a .swift, .cs, .m, .mm or .h file")
                return
            }
            found(SourcePath(display: argument, language: language))
        case .directory:
            walk(argument, display: defaulted && argument == "." ? "" : argument)
        case .symlink, .other:
            errors.append("cannot lint '\(argument)': not a regular file or directory")
        }
    }

    private mutating func walk(_ root: String, display rootDisplay: String) {
        var ignores = IgnoreStack()
        // Where the root sits in its git work tree, if it is in one: ("" for the work tree's top).
        var rootRelative: String? = nil
        if respectIgnoreFiles, let real = System.realPath(root), let top = Self.workTreeTop(of: real) {
            rootRelative = real == top ? "" : String(real.dropFirst(top.count + 1))
            if let exclude = System.readText(top + "/.git/info/exclude") {
                let file = IgnoreFile(contents: exclude, base: "")
                if !file.isEmpty { ignores.push(file) } // git's template is comments only
            }
            // Ignore files of the directories above the root, down to it (the root's own is read below).
            var directory = top
            var relative = ""
            for component in rootRelative!.split(separator: "/") {
                if let text = System.readText(directory + "/.gitignore") {
                    let file = IgnoreFile(contents: text, base: relative)
                    if !file.isEmpty { ignores.push(file) }
                }
                directory += "/" + component
                relative = relative.isEmpty ? String(component) : relative + "/" + component
            }
        }
        // (file system path, display path, work-tree-relative path, ignore files in force)
        var stack: [(path: String, display: String, relative: String?, ignores: IgnoreStack)] = [
            (root, rootDisplay, rootRelative, ignores),
        ]
        // A walk of the working directory opens `A.swift`, not `./A.swift`: the same file, and the path is
        // then the display path (see the loop).
        let walksWorkingDirectory = root == "." && rootDisplay.isEmpty
        var scratch = System.ListingScratch<Language>()
        // A directory's subdirectories, moved onto the stack below: one list for the walk, left empty by
        // each directory (one per directory was an allocation for most of them).
        var subdirectories: [(String, String, String?, IgnoreStack)] = []
        while let (path, display, relative, inherited) = stack.popLast() {
            let listing: System.Listing<Language>
            switch System.directoryEntries(path, scratch: &scratch, classify: { Language(fileName: $0) }) {
            case .success(let list): listing = list
            case .failure(let error):
                errors.append("cannot read '\(display.isEmpty ? "." : display)': \(error.message)")
                continue
            }
            var ignores = inherited
            if let relative, listing.hasGitignore, let text = System.readText(path + "/.gitignore") {
                let file = IgnoreFile(contents: text, base: relative)
                if !file.isEmpty { ignores.push(file) }
            }
            // The three paths of an entry are usually one string: a walk from `.` opens its files by
            // their display paths, and from the work tree's top the relative path is the display path.
            // Each is joined once, not three times for every file, from the name's bytes.
            let displayIsPath = display == path || (walksWorkingDirectory && path == ".")
            let relativeIsDisplay = relative == display
            // The names' bytes lent once for the directory (lent for each entry, the paths captured to be
            // joined were retained and released for every file).
            listing.names.withUnsafeBufferPointer { names in
                for entry in listing.entries { // hidden ones left out by the listing
                    var kind = entry.kind
                    let name = UnsafeBufferPointer(rebasing: names[Int(entry.start) ..< Int(entry.start + entry.count)])
                    let childDisplay = PathArithmetic.join(display, bytes: name)
                    // A symlink is read when it leads to a file: symlinked directories are not followed (no
                    // loops, no leaving the tree).
                    if kind == .symlink {
                        let childPath = displayIsPath ? childDisplay : PathArithmetic.join(path, bytes: name)
                        guard System.kind(of: childPath, followingLinks: true).0 == .file else { continue }
                        kind = .file
                    }
                    // Most entries are source files, opened by their display path: the only path made
                    // for one (and its work-tree-relative one for the ignore files), handed over.
                    if kind == .file {
                        guard let language = entry.tag else { continue }
                        if let relative {
                            let childRelative = relativeIsDisplay ? childDisplay : PathArithmetic.join(relative, bytes: name)
                            if ignores.isIgnored(childRelative, isDirectory: false) { continue }
                        }
                        found(SourcePath(display: childDisplay, language: language))
                        continue
                    }
                    guard kind == .directory else { continue } // FIFOs, sockets, devices: never opened
                    if Self.isSkipped(name) { continue }
                    let childPath = displayIsPath ? childDisplay : PathArithmetic.join(path, bytes: name)
                    if !prunedDirectories.isEmpty && prunedDirectories.contains(childPath) { continue }
                    let childRelative = relativeIsDisplay ? childDisplay : relative.map { PathArithmetic.join($0, bytes: name) }
                    if let childRelative, ignores.isIgnored(childRelative, isDirectory: true) { continue }
                    subdirectories.append((childPath, childDisplay, childRelative, ignores))
                }
            }
            scratch.reclaim(listing)
            // Files of a directory come before its subdirectories; subdirectories in name order. Moved onto
            // the stack last first (a reversed copy retained each one's paths and released them again).
            while let subdirectory = subdirectories.popLast() { stack.append(subdirectory) }
        }
    }

    /// The top of the git work tree holding `directory` (an absolute path), or nil.
    static func workTreeTop(of directory: String) -> String? {
        var current = directory
        while true {
            if System.kind(of: PathArithmetic.join(current, ".git"), followingLinks: true).0 != .missing { return current }
            guard current != "/" else { return nil }
            current = PathArithmetic.parent(of: current)
        }
    }
}

/// Runs a `Discovery` walk on a thread of its own, so that workers lint the first files while the
/// walk goes on. A plain thread, not a Dispatch work item: the workers block waiting for files, and
/// Dispatch's pool may not start another item while its threads are busy.
final class DiscoveryThread: @unchecked Sendable {
    private var discovery: Discovery
    private var thread: ThreadHandle? = nil
    private var paths: [(String, Bool)] = []
    private var then: () -> Void = {}

    init(respectIgnoreFiles: Bool, found: @escaping (consuming SourcePath) -> Void) {
        discovery = Discovery(found: found)
        discovery.respectIgnoreFiles = respectIgnoreFiles
    }

    /// Walks `paths` (each with whether it was defaulted), then calls `then`.
    func start(paths: [(String, Bool)], then: @escaping () -> Void) {
        self.paths = paths
        self.then = then
        let context = Unmanaged.passRetained(self).toOpaque()
        var handle = ThreadHandle()
        let started = pthread_create(&handle.raw, nil, { context in
            let pointer: UnsafeMutableRawPointer? = context // optional on Linux, not on Darwin
            let walk = Unmanaged<DiscoveryThread>.fromOpaque(pointer!).takeRetainedValue()
            walk.run()
            return nil
        }, context)
        if started == 0 {
            thread = handle
        } else { // no thread to be had: walk here, before the workers start
            Unmanaged<DiscoveryThread>.fromOpaque(context).release()
            run()
        }
    }

    private func run() {
        for (path, defaulted) in paths { discovery.add(path, defaulted: defaulted) }
        then()
    }

    /// The paths that could not be read, once the walk is over.
    func waitForErrors() -> [String] {
        thread?.join()
        thread = nil
        return discovery.errors
    }
}

/// A `pthread_t`, which Darwin imports as an optional pointer and Linux as an integer.
private struct ThreadHandle {
    #if canImport(Darwin)
    var raw: pthread_t? = nil
    func join() { if let raw { pthread_join(raw, nil) } }
    #else
    var raw = pthread_t()
    func join() { pthread_join(raw, nil) }
    #endif
}
