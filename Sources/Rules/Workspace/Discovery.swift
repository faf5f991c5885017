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
        // A directory below the root is its path from the root (`Sub/Deeper`): its file system, display
        // and work-tree-relative paths are each a fixed prefix and this (`Paths`). The directories waiting
        // to be listed are these bytes on a stack, with how many ignore files were in force where they
        // were found: made and freed as three strings each and copied with their ignore files, the
        // walk's own directories were a quarter of its allocations and most of its reference counting.
        var paths = Paths(root: root, display: rootDisplay, relative: rootRelative)
        var pending: [(end: Int32, ignoreDepth: Int32)] = [(0, Int32(ignores.files.count))] // the root: ""
        var pendingBytes: [UInt8] = []
        var scratch = System.ListingScratch<Language>()
        // A directory's subdirectories (where their names are in its listing), pushed once it is read.
        var subdirectories: [(start: Int32, count: Int32)] = []
        while let (end, ignoreDepth) = pending.popLast() {
            let start = pending.last.map { Int($0.end) } ?? 0
            let isRoot = end == 0
            pendingBytes.withUnsafeBufferPointer { paths.enter(UnsafeBufferPointer(rebasing: $0[start ..< Int(end)])) }
            pendingBytes.removeSubrange(start...)
            ignores.pop(to: Int(ignoreDepth))
            let listing: System.Listing<Language>
            switch isRoot ? System.directoryEntries(root, scratch: &scratch, classify: { Language(fileName: $0) })
                : paths.opened.withUnsafeBufferPointer({
                    System.directoryEntries(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                                            scratch: &scratch, classify: { Language(fileName: $0) })
                }) {
            case .success(let list): listing = list
            case .failure(let error):
                let named = isRoot ? rootDisplay : paths.directoryDisplay
                errors.append("cannot read '\(named.isEmpty ? "." : named)': \(error.message)")
                continue
            }
            if paths.readsIgnoreFiles, listing.hasGitignore,
               let text = System.readText((isRoot ? root : paths.directoryPath) + "/.gitignore") {
                let file = IgnoreFile(contents: text, base: isRoot ? rootRelative ?? "" : paths.directoryRelative)
                if !file.isEmpty { ignores.push(file) }
            }
            let ignoring = paths.readsIgnoreFiles && !ignores.files.isEmpty
            // The names' bytes lent once for the directory (lent for each entry, the paths captured to be
            // joined were retained and released for every file).
            listing.names.withUnsafeBufferPointer { names in
                for entry in listing.entries { // hidden ones left out by the listing
                    var kind = entry.kind
                    let name = UnsafeBufferPointer(rebasing: names[Int(entry.start) ..< Int(entry.start + entry.count)])
                    // A symlink is read when it leads to a file: symlinked directories are not followed (no
                    // loops, no leaving the tree).
                    if kind == .symlink {
                        guard System.kind(of: paths.child(name), followingLinks: true).0 == .file else { continue }
                        kind = .file
                    }
                    // Most entries are source files, opened by their display path: the only string made for
                    // one (and its work-tree-relative one where ignore files are in force), handed over.
                    if kind == .file {
                        guard let language = entry.tag else { continue }
                        let childDisplay = Paths.string(paths.display, name)
                        if ignoring {
                            let childRelative = paths.relativeIsDisplay ? childDisplay : Paths.string(paths.relative, name)
                            if ignores.isIgnored(childRelative, isDirectory: false) { continue }
                        }
                        found(SourcePath(display: childDisplay, language: language))
                        continue
                    }
                    guard kind == .directory else { continue } // FIFOs, sockets, devices: never opened
                    if Self.isSkipped(name) { continue }
                    if !prunedDirectories.isEmpty && prunedDirectories.contains(paths.child(name)) { continue }
                    if ignoring && ignores.isIgnored(Paths.string(paths.relative, name), isDirectory: true) { continue }
                    subdirectories.append((entry.start, entry.count))
                }
                // Files of a directory come before its subdirectories; subdirectories in name order: pushed
                // last first, each as this directory's path from the root, a `/` and its name.
                let depth = Int32(truncatingIfNeeded: ignores.files.count)
                paths.display.withUnsafeBufferPointer { display in
                    let below = UnsafeBufferPointer(rebasing: display[paths.displayPrefixCount...])
                    while let (start, count) = subdirectories.popLast() {
                        pendingBytes.append(contentsOf: below)
                        pendingBytes.append(contentsOf: UnsafeBufferPointer(rebasing: names[Int(start) ..< Int(start + count)]))
                        pending.append((Int32(truncatingIfNeeded: pendingBytes.count), depth))
                    }
                }
            }
            scratch.reclaim(listing)
        }
    }

    /// How a walk spells the paths of the directory it lists, kept in buffers from one directory to the
    /// next: the root's file system path, display path and work-tree-relative path (only where ignore
    /// files are read) each with a `/`, followed by the directory's path from the root and a `/`.
    private struct Paths {
        /// The directory's NUL-terminated file system path (below the root; the root's is the walk's).
        private(set) var opened: [UInt8]
        /// What a child's name follows in its display path and in its relative path.
        private(set) var display: [UInt8]
        private(set) var relative: [UInt8]
        let pathPrefixCount: Int
        let displayPrefixCount: Int
        let relativePrefixCount: Int
        /// Whether the walk reads ignore files (it is in a work tree, and asked to).
        let readsIgnoreFiles: Bool
        /// Whether every relative path is the display path: one string serves both.
        let relativeIsDisplay: Bool

        /// The prefixes are the root's paths with a `/` (none when one ends with it already; nothing for
        /// an empty display or relative path, nor for a walk of the working directory, whose files are
        /// opened as `A.swift`, not `./A.swift`).
        init(root: String, display rootDisplay: String, relative rootRelative: String?) {
            func prefix(_ path: String) -> [UInt8] {
                var bytes = Array(path.utf8)
                if !bytes.isEmpty && bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
                return bytes
            }
            opened = root == "." && rootDisplay.isEmpty ? [] : prefix(root)
            display = prefix(rootDisplay)
            relative = rootRelative.map(prefix) ?? []
            pathPrefixCount = opened.count
            displayPrefixCount = display.count
            relativePrefixCount = relative.count
            readsIgnoreFiles = rootRelative != nil
            relativeIsDisplay = readsIgnoreFiles && relative == display
        }

        /// Sets the buffers for the directory at `below`, its path from the root (empty for the root).
        mutating func enter(_ below: UnsafeBufferPointer<UInt8>) {
            opened.removeSubrange(pathPrefixCount...)
            display.removeSubrange(displayPrefixCount...)
            relative.removeSubrange(relativePrefixCount...)
            guard !below.isEmpty else { return }
            opened.append(contentsOf: below)
            opened.append(0)
            display.append(contentsOf: below)
            display.append(UInt8(ascii: "/"))
            if readsIgnoreFiles {
                relative.append(contentsOf: below)
                relative.append(UInt8(ascii: "/"))
            }
        }

        /// The paths of the directory below the root being listed, as strings (for an error, an ignore file).
        var directoryPath: String { String(decoding: opened.dropLast(), as: UTF8.self) }
        var directoryDisplay: String { String(decoding: display.dropLast(), as: UTF8.self) }
        var directoryRelative: String { String(decoding: relative.dropLast(), as: UTF8.self) }

        /// The file system path of an entry of the directory (a symlink's, to follow it; a directory's, to
        /// prune it): as the walk spells paths, `A.swift` in a walk of the working directory.
        func child(_ name: UnsafeBufferPointer<UInt8>) -> String {
            // The root's prefix (with its `/`, or empty) or a directory's path (without its NUL).
            PathArithmetic.join(String(decoding: opened.last == 0 ? opened.dropLast() : opened[...], as: UTF8.self), bytes: name)
        }

        /// `directory` followed by `name`, made in one allocation.
        static func string(_ directory: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> String {
            directory.withUnsafeBufferPointer { head in
                String(unsafeUninitializedCapacity: head.count + name.count) { out in
                    _ = out.initialize(from: head)
                    _ = UnsafeMutableBufferPointer(rebasing: out[head.count...]).initialize(from: name)
                    return head.count + name.count
                }
            }
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
