#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX calls lifelint needs; no Foundation, so that start-up stays in
/// single-digit milliseconds.
public enum System {
    /// Writes all of `text` to a file descriptor.
    public static func write(_ text: String, to fd: Int32) {
        text.withBytes { write($0, to: fd) }
    }

    /// Writes all of `bytes` (a report's), retrying short writes and interrupted calls.
    public static func write(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBufferPointer { write($0, to: fd) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        var offset = 0
        while offset < buffer.count {
            let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// The text of `errno`, lowercased at the start as lifelint's messages are.
    public static func describeErrno(_ code: Int32) -> String {
        guard let raw = strerror(code) else { return "error \(code)" }
        let text = String(cString: raw)
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    public static func processorCount() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// What a path is, without following a final symlink.
    public enum EntryKind: Sendable { case file, directory, symlink, other, missing }

    public static func kind(of path: String, followingLinks: Bool) -> (EntryKind, Int32) {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return (.missing, errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, 0)
        case S_IFDIR: return (.directory, 0)
        case S_IFLNK: return (.symlink, 0)
        default: return (.other, 0)
        }
    }

    /// What a directory holds (see `directoryEntries` for what is left out): its entries in byte order
    /// of names, and whether it has a `.gitignore` (the walk reads one only where the listing shows it,
    /// instead of trying to open one in every directory).
    ///
    /// The names are bytes in one buffer (`names`), each entry's at its place (`start`, `count`): a name
    /// becomes a string only where the walk needs one (a directory's), and a file's path is joined from
    /// the bytes (a string made of each file's name first was 9,500 allocations on the source-only
    /// tree's walk).
    struct Listing<Tag> {
        /// With the tag `classify` gave a file's or symlink's name (the walk's: its language).
        fileprivate(set) var entries: [(start: Int32, count: Int32, kind: EntryKind, tag: Tag?)]
        fileprivate(set) var names: [UInt8]
        var hasGitignore: Bool

        /// Takes the scratch's arrays, emptied, once the directory is open.
        fileprivate mutating func begin(_ scratch: inout ListingScratch<Tag>) {
            swap(&names, &scratch.names)
            swap(&entries, &scratch.kept)
            names.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
        }

        #if os(Linux) && canImport(Glibc)
        /// Takes in the entries of the open directory `fd` at `path`, read with `getdents` into `records`.
        fileprivate mutating func read(_ fd: Int32, _ getdents: System.GetDents, into records: UnsafeMutableRawBufferPointer,
                                       in path: UnsafePointer<CChar>, classify: (UnsafeBufferPointer<UInt8>) -> Tag?) {
            while true {
                let filled = getdents(fd, records.baseAddress!, records.count)
                if filled < 0 && errno == EINTR { continue }
                guard filled > 0 else { return } // the end, or an error (on which `readdir` ends too)
                // Each record (`struct linux_dirent64`): the inode (8 bytes), an offset (8), the record's
                // length (2), `d_type` (1), then the name and its NUL.
                var offset = 0
                while offset < filled {
                    let record = UnsafeRawPointer(records.baseAddress! + offset)
                    take(record.advanced(by: 19).assumingMemoryBound(to: UInt8.self),
                         type: Int32(record.load(fromByteOffset: 18, as: UInt8.self)), in: path, classify: classify)
                    offset += Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                }
            }
        }
        #endif

        /// Takes in an entry of the directory at `path` (see `directoryEntries`): its name's bytes (up to
        /// its NUL) and its `d_type`. (A method on the listing, not a closure around its arrays: read with
        /// `getdents64` through such a closure, they were checked for exclusive access at every entry, 2.4 M
        /// instructions of the walk's thread on the source-only tree.)
        @inline(__always)
        fileprivate mutating func take(_ name: UnsafePointer<UInt8>, type: Int32, in path: UnsafePointer<CChar>,
                                       classify: (UnsafeBufferPointer<UInt8>) -> Tag?) {
            let count = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            if name[0] == UInt8(ascii: ".") {
                if count == 10 && memcmp(name, ".gitignore", 10) == 0 { hasGitignore = true }
                return
            }
            let bytes = UnsafeBufferPointer(start: name, count: count)
            var tag: Tag? = nil
            if type == Int32(DT_REG) || type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                tag = classify(bytes)
                if tag == nil && type != Int32(DT_UNKNOWN) { return }
            }
            let kind: EntryKind
            switch type {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN):
                kind = System.kind(of: String(cString: path) + "/" + String(decoding: bytes, as: UTF8.self), followingLinks: false).0
            default: kind = .other
            }
            entries.append((Int32(truncatingIfNeeded: names.count), Int32(truncatingIfNeeded: count), kind, tag))
            names.append(contentsOf: bytes)
        }
    }

    /// Where `directoryEntries` gathers a directory's names, kept by a walk from one directory to the
    /// next (`reclaim` gives a listing's arrays back): grown from nothing for each directory, the two
    /// arrays were a dozen allocations a directory.
    struct ListingScratch<Tag> {
        fileprivate var names: [UInt8] = []
        fileprivate var kept: [(start: Int32, count: Int32, kind: EntryKind, tag: Tag?)] = []
        /// The records `getdents64` fills (Linux), kept from directory to directory (never swapped out).
        fileprivate var records: [UInt8] = []

        /// Takes back the arrays of a listing done with.
        mutating func reclaim(_ listing: consuming Listing<Tag>) {
            names = listing.names
            kept = listing.entries
        }
    }

    /// The listing of a directory, hidden entries left out: a name whose first byte is `.`, as `ls` and
    /// git have it (`.` followed by a combining mark too, which a `Character` comparison took for another
    /// character). `classify` sees the bytes of each file's or symlink's name first, and a regular file
    /// or symlink it gives no tag is left out: a tree's images and JSON never become strings. An entry of
    /// unknown type (a file system that does not say) is kept, with its tag, and its kind asked. The names
    /// are gathered in one buffer and sorted there with `memcmp` (the buffer `scratch` keeps); only the
    /// kept ones become strings, in order.
    ///
    /// On Linux the entries are read with `getdents64` into a buffer `scratch` keeps: `opendir` asks
    /// `fstat` for a buffer's size and allocates one for each directory (3,500 system calls and
    /// allocations of 32 KiB on the source-only tree). `usingReaddir`: read with `readdir` all the same
    /// (the tests compare the two).
    static func directoryEntries<Tag>(_ path: String, scratch: inout ListingScratch<Tag>, usingReaddir: Bool = false,
                                      classify: (UnsafeBufferPointer<UInt8>) -> Tag?) -> Result<Listing<Tag>, SystemError> {
        // `withCString` lends a native string's own bytes; passing the string made a C copy per call.
        path.withCString { directoryEntries($0, scratch: &scratch, usingReaddir: usingReaddir, classify: classify) }
    }

    /// `directoryEntries` of a NUL-terminated path (the walk's, kept in a buffer: no string per directory).
    static func directoryEntries<Tag>(_ path: UnsafePointer<CChar>, scratch: inout ListingScratch<Tag>, usingReaddir: Bool = false,
                                      classify: (UnsafeBufferPointer<UInt8>) -> Tag?) -> Result<Listing<Tag>, SystemError> {
        var listing = Listing<Tag>(entries: [], names: [], hasGitignore: false)
        #if os(Linux) && canImport(Glibc)
        if !usingReaddir, let getdents = getdents64 {
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return .failure(SystemError(code: errno)) }
            defer { close(fd) }
            listing.begin(&scratch)
            if scratch.records.isEmpty { // not zeroed: the kernel fills what is read
                scratch.records = [UInt8](unsafeUninitializedCapacity: 32 << 10) { _, count in count = 32 << 10 }
            }
            scratch.records.withUnsafeMutableBytes { listing.read(fd, getdents, into: $0, in: path, classify: classify) }
            sortByName(&listing.entries, names: &listing.names)
            return .success(listing)
        }
        #endif
        guard let dir = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(dir) }
        listing.begin(&scratch)
        while let entry = readdir(dir) {
            let type = Int32(entry.pointee.d_type)
            // The name read where the record holds it: `entry.pointee.d_name` copied all 256 bytes of the
            // field, past the end of a short last record (AddressSanitizer: a heap buffer overflow).
            let name = (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: UInt8.self)
            listing.take(name, type: type, in: path, classify: classify)
        }
        sortByName(&listing.entries, names: &listing.names)
        return .success(listing)
    }

    #if os(Linux) && canImport(Glibc)
    /// `ssize_t getdents64(int fd, void *buffer, size_t size)`.
    typealias GetDents = @convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int

    /// glibc's `getdents64` (2.30 and later), found at run time: Swift's Glibc module does not declare it.
    private static let getdents64: GetDents? = dlsym(nil, "getdents64").map { unsafeBitCast($0, to: GetDents.self) }
    #endif

    /// Whether `directoryEntries` reads listings with `getdents64` (Linux with glibc 2.30 or later).
    static var listsWithGetdents: Bool {
        #if os(Linux) && canImport(Glibc)
        return getdents64 != nil
        #else
        return false
        #endif
    }

    /// Sorts a listing's entries in the byte order of their names (`names[start ..< start + count]`), as
    /// `memcmp` orders them: a name that is another's start first.
    static func sortByName<Tag>(_ kept: inout [(start: Int32, count: Int32, kind: EntryKind, tag: Tag?)], names: inout [UInt8]) {
        // Eight bytes after the last name, so that every name's first eight load as one word.
        let end = names.count
        names.append(contentsOf: repeatElement(0, count: 8))
        names.withUnsafeBufferPointer { all in
            let base = UnsafeRawPointer(all.baseAddress!)
            /// A name's first eight bytes (zeros past its end) in the order `memcmp` compares them: names
            /// hold no NUL, so a name that is another's start comes first, as in the byte order.
            @inline(__always) func head(_ start: Int32, _ count: Int32) -> UInt64 {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: Int(start), as: UInt64.self))
                return (count >= 8 ? word : word & ((1 &<< UInt64(8 &* count)) &- 1)).byteSwapped
            }
            // Most names differ in their first eight bytes: compared as one word, `memcmp` past them only
            // (each comparison a call into `memcmp` was most of the walk's sorting, 9 M instructions on the
            // source-only tree's 3,500 directories).
            kept.sort { a, b in
                let (x, y) = (head(a.start, a.count), head(b.start, b.count))
                if x != y { return x < y }
                let common = Int(min(a.count, b.count)) - 8
                let order = common <= 0 ? 0 : memcmp(base + Int(a.start) + 8, base + Int(b.start) + 8, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
        names.removeSubrange(end...)
    }

    /// Reads a whole regular file into `buffer` (reused between calls); returns the byte count.
    /// FIFOs, devices and sockets are refused without blocking on them.
    ///
    /// `knownRegular`: the caller found the path a regular file (the walk's files, from their
    /// directory entries), so no `fstat` comes first: the file is read into the buffer as it is, and a
    /// read that does not fill it has read to the end (what `read` does on a regular file, POSIX says,
    /// unless a signal interrupts it, and the run catches none). Only a file that fills the buffer, or a
    /// read that would block (the path replaced by a FIFO since the walk), has its kind and size asked.
    /// One system call fewer per file: 9,086 on the source-only tree, about 3 ms of one core.
    public static func readFile(_ path: String, into buffer: inout [UInt8], knownRegular: Bool = false) -> Result<Int, SystemError> {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } // no C copy of the path
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(fd) }
        var size: Int? = nil // asked of `fstat` when needed
        /// Asks the file's kind and size: nil when it is a regular file of less than 4 GiB (`size` set).
        func askSize() -> SystemError? {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return SystemError(code: errno) }
            guard info.st_mode & S_IFMT == S_IFREG else { return SystemError(message: "not a regular file") }
            guard info.st_size < Int(UInt32.max) else { return SystemError(message: "file is larger than 4 GiB") }
            size = Int(info.st_size)
            return nil
        }
        if !knownRegular, let error = askSize() { return .failure(error) }
        let first = size.map { max($0 + 1, 4096) } ?? 1 << 16
        if buffer.count < first { buffer = [UInt8](repeating: 0, count: first) }
        var count = 0
        while true {
            if count == buffer.count {
                // A full buffer: the file is bigger than the last one read (or grew while we read it).
                if size == nil, let error = askSize() { return .failure(error) }
                guard count < Int(UInt32.max) else { return .failure(SystemError(message: "file is larger than 4 GiB")) }
                let capacity = max(buffer.count * 2, (size ?? 0) + 1)
                buffer.reserveCapacity(capacity) // one allocation of the size, no temporary array as big
                buffer.append(contentsOf: repeatElement(0, count: capacity - buffer.count))
            }
            let wanted = buffer.count - count
            let n = buffer.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress! + count, wanted)
            }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A read that would block: not a regular file after all (unasked yet), and said so.
                    if size == nil, let error = askSize() { return .failure(error) }
                    continue
                }
                return .failure(SystemError(code: errno))
            }
            if n == 0 { break }
            count += n
            // The size `fstat` gave, read: no second call to learn of the end (one per file saved).
            // A file that grows meanwhile is read as it was.
            if let size, size > 0 && count >= size { break }
            // Unasked, a short read of a regular file is its end (see above).
            if size == nil && n < wanted { break }
        }
        return .success(count)
    }

    /// Lends `body` a file's bytes, and no more: `content` when the file is in memory (standard input,
    /// the git index, an editor's buffer), otherwise the file at `path` read whole into `buffer`
    /// (`readFile`), which a reading thread keeps from file to file (it holds a longer file's bytes after
    /// a shorter one's).
    @inline(__always)
    public static func withFileBytes<T>(_ path: String, content: [UInt8]? = nil, buffer: inout [UInt8], knownRegular: Bool = false,
                                        _ body: (UnsafeBufferPointer<UInt8>) -> T) -> Result<T, SystemError> {
        if let content { return .success(content.withUnsafeBufferPointer(body)) }
        switch readFile(path, into: &buffer, knownRegular: knownRegular) {
        case .success(let count): return .success(buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) })
        case .failure(let error): return .failure(error)
        }
    }

    /// Writes a new small file whole (not atomically: for `lifelint init`), true on success.
    public static func writeFile(_ path: String, _ text: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        write(text, to: fd)
        return true
    }

    /// Replaces a file's contents atomically: writes a temporary file beside it, flushes it, gives it the
    /// original's permissions, and renames it over the original. On any failure the original is untouched
    /// and the temporary file is removed. Returns nil on success.
    public static func writeFileAtomically(_ path: String, _ bytes: [UInt8]) -> SystemError? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // SIGINT, SIGTERM and SIGHUP wait until this file is whole (or untouched); a signal that reaches
        // another thread meanwhile runs the handler, which removes the temporary file.
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var template = Array((directory + "/." + name + ".lifelint-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return SystemError(code: errno) }
        let temporary = String(cString: template)
        // If a signal stops us before the rename, the handler removes the temporary file.
        let signalCopy = strdup(temporary)
        temporaryFileForSignals = signalCopy
        defer {
            temporaryFileForSignals = nil
            free(signalCopy)
        }
        var failure: SystemError? = nil
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = posixWriteRaw(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError(code: errno)
                    return
                }
                offset += n
            }
        }
        // The original's permissions, or the usual ones for a new file (mkstemp makes it 0600).
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        if failure == nil && fchmod(fd, mode) != 0 { failure = SystemError(code: errno) }
        if failure == nil && fsync(fd) != 0 { failure = SystemError(code: errno) }
        if close(fd) != 0 && failure == nil { failure = SystemError(code: errno) }
        if failure == nil && rename(temporary, path) != 0 { failure = SystemError(code: errno) }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// Runs a program found on PATH and returns its exit status and standard output; standard error
    /// is passed through, or discarded with `quiet` (git's usage text is no message for lifelint's
    /// users). nil if it could not be started.
    public static func run(_ arguments: [String], quiet: Bool = false) -> (status: Int32, output: [UInt8])? {
        var pipe: [Int32] = [0, 0]
        guard pipe.withUnsafeMutableBufferPointer({ posixPipe($0.baseAddress!) }) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let pid = spawn(arguments, &actions, searchingPath: true)
        close(pipe[1])
        guard let pid else {
            close(pipe[0])
            return nil
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            output += chunk[0 ..< n]
        }
        close(pipe[0])
        return (wait(for: pid), output)
    }

    /// Starts `arguments` with the process's environment and `actions`; nil if it could not start.
    private static func spawn(_ arguments: [String], _ actions: inout posix_spawn_file_actions_t, searchingPath: Bool) -> pid_t? {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let spawned = searchingPath ? posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environment)
                                    : posix_spawn(&pid, arguments[0], &actions, nil, &argv, environment)
        return spawned == 0 ? pid : nil
    }

    /// Starts a program (an absolute path) with pipes to its standard input and from its standard
    /// output (standard error is shared): for a process that talks to a child for a long time. nil if
    /// it could not be started.
    public static func spawnConnected(_ arguments: [String]) -> (pid: Int32, input: Int32, output: Int32)? {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard toChild.withUnsafeMutableBufferPointer({ posixPipe($0.baseAddress!) }) == 0 else { return nil }
        guard fromChild.withUnsafeMutableBufferPointer({ posixPipe($0.baseAddress!) }) == 0 else {
            close(toChild[0]); close(toChild[1])
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let pid = spawn(arguments, &actions, searchingPath: false)
        close(toChild[0])
        close(fromChild[1])
        guard let pid else {
            close(toChild[1]); close(fromChild[0])
            return nil
        }
        return (pid, toChild[1], fromChild[0])
    }

    /// Waits for a child to end; its exit status (128 + the signal's number when a signal ended it).
    public static func wait(for pid: Int32) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Tells glibc's allocator that the process is short-lived and its memory goes with it: freed memory
    /// is kept for the next allocation rather than handed back (the threads' heaps shrank and grew again
    /// as files came and went, their pages faulted in anew), and a new heap (a thread's first, the main
    /// heap's growth) takes 4 MB at once: about 500 small `mprotect` extensions a run on 10,000 files
    /// became 28, each a system call under the lock that the other thread's page faults wait on. Setting
    /// either option also fixes glibc's `mmap` threshold at 128 KiB (it no longer rises after the first
    /// large block is freed): blocks from 128 KiB are mapped and unmapped each time, and the measured
    /// gain (1.3–1.6 ms a run on the source-only tree) is net of that. Peak memory did not rise (86 MB
    /// against 92 on the generated 100 MB tree, side by side); a 32 MB `mmap` threshold or a 16 MB pad
    /// raised it to 100 MB. Looked up at run time (`mallopt` is glibc's, and not in Swift's module of
    /// it); elsewhere nothing is done. For one-shot runs only: a server keeps running.
    public static func tuneAllocatorForShortRun() {
        #if canImport(Glibc)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        // glibc's option numbers (malloc.h): M_TRIM_THRESHOLD -1, M_TOP_PAD -2.
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-2, 4 << 20)
        #endif
    }

    /// Keeps `value`'s memory until the process exits, through one reference that is never released: for
    /// a process that ends right after (the command line, see `LintRequest.keepsMemoryUntilExit`), whose
    /// reports, paths and findings freed one by one were work nobody waits for.
    public static func keepUntilExit(_ value: Any) {
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    private final class KeptUntilExit {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// Makes writing to a closed pipe an error instead of a signal that ends the process.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            output += chunk[0 ..< n]
        }
        return output
    }

    /// Makes a file executable by its owner, group and others (a git hook).
    public static func makeExecutable(_ path: String) -> Bool {
        chmod(path, 0o755) == 0
    }

    /// SIGINT, SIGTERM and SIGHUP remove a fix's temporary file before lifelint stops: an interrupted
    /// `--fix` leaves every file either untouched or fully written, and nothing else behind.
    public static func installSignalCleanup() {
        let handler: @convention(c) (Int32) -> Void = { signalNumber in
            if let path = temporaryFileForSignals { unlink(path) }
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        signal(SIGHUP, handler)
    }

    /// Whether a file has no write permission for anyone: `--fix` leaves such files alone.
    public static func isReadOnly(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & 0o222 == 0
    }

    /// The absolute path of the running binary, or nil where the system cannot say.
    public static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return realPath(String(cString: buffer))
        #else
        return realPath("/proc/self/exe")
        #endif
    }

    /// The canonical absolute path, or nil.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads a small text file whole, or nil.
    public static func readText(_ path: String) -> String? {
        var buffer: [UInt8] = []
        guard case .success(let count) = readFile(path, into: &buffer) else { return nil }
        return String(decoding: buffer[0 ..< count], as: UTF8.self)
    }
}

/// The temporary file a fix is writing, for the signal handler (C string, or nil).
var temporaryFileForSignals: UnsafeMutablePointer<CChar>? = nil

/// An errno or a message of our own, for `lifelint: error: cannot read 'X': …`.
public struct SystemError: Error {
    public var message: String

    init(code: Int32) { message = System.describeErrno(code) }
    init(message: String) { self.message = message }
}

/// `pipe(2)`.
@inline(__always) private func posixPipe(_ fds: UnsafeMutablePointer<Int32>) -> Int32 {
    pipe(fds)
}

/// `write(2)` on raw bytes, named apart from `System.write`.
@inline(__always) private func posixWriteRaw(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    write(fd, p, n)
}

/// `write(2)`, named apart from `System.write`.
@inline(__always) private func posixWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
    write(fd, p, n)
}
