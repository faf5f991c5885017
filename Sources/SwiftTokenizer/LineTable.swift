#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 1-based line and column; columns count Unicode scalars, as editors and SARIF do.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// The byte offset of every line start in a file, built once per file that needs positions.
///
/// `\n`, `\r\n` and a lone `\r` all end a line. A UTF-8 byte order mark is not part of line 1's columns.
public struct LineTable: Sendable {
    /// The offset of the first byte of each line; `lineStarts[0]` is 0 (or 3 after a BOM).
    public private(set) var lineStarts: [Int]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes, reusing: [])
    }

    /// The table of `bytes`, made in the memory of `spare` (a table's `lineStarts` no longer needed, see
    /// `spareStorage`): a worker placing findings file after file allocated and grew a list as long as
    /// each file's lines (most of them too large for the allocator's per-thread cache).
    public init(_ bytes: UnsafeBufferPointer<UInt8>, reusing spare: consuming [Int]) {
        var starts = spare
        starts.removeAll(keepingCapacity: true)
        starts.reserveCapacity(bytes.count / 32 + 1)
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        starts.append(hasBOM ? 3 : 0)
        Self.forEachLineStart(in: bytes, from: 0, to: bytes.count) { starts.append($0) }
        lineStarts = starts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    /// The table's memory, for the next table (`init(_:reusing:)`).
    public consuming func spareStorage() -> [Int] {
        lineStarts
    }

    /// The number of lines; a file ending in a newline has an empty last line.
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(ofByte offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line and scalar column of the byte at `offset` in `bytes`.
    public func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let index = lineIndex(ofByte: offset)
        let start = lineStarts[index]
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: index + 1, column: column)
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func byteRange(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return start ..< end
    }

    /// The line breaks in `start ..< end` (from 0, the 0-based line of the byte at `end`, as
    /// `lineIndex(ofByte:)` answers it), counted without making a table: for the few lines a file's
    /// facts or messages name. Counts over adjacent ranges add up.
    public static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int) -> Int {
        var breaks = 0
        forEachLineStart(in: bytes, from: start, to: end) { _ in breaks += 1 }
        return breaks
    }

    /// Calls `body` with the start of each line that a line break in `start ..< end` begins, in order:
    /// the one walk of line endings the table and the counts share.
    @inline(__always)
    private static func forEachLineStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let first = max(0, start)
        let last = min(max(end, first), bytes.count)
        guard first < last else { return }
        if memchr(base + first, Int32(UInt8(ascii: "\r")), last - first) == nil {
            // Only `\n` endings, the usual case: from one to the next with `memchr`.
            var k = first
            while k < last, let hit = memchr(base + k, Int32(UInt8(ascii: "\n")), last - k) {
                k = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                body(k)
            }
            return
        }
        // A `\r` ends a line too, unless a `\n` follows it (then the `\n` ends the line).
        for k in first ..< last where base[k] == UInt8(ascii: "\n")
            || (base[k] == UInt8(ascii: "\r") && (k + 1 >= bytes.count || base[k + 1] != UInt8(ascii: "\n"))) {
            body(k + 1)
        }
    }

    /// Locations of offsets visited in increasing order, each computed from the previous one: a file
    /// with many findings on one long line costs the line once, not once per finding.
    public struct Cursor {
        private let table: LineTable
        private var line = -1
        private var offset = 0
        private var column = 1

        public init(_ table: LineTable) { self.table = table }

        public mutating func location(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
            let index = table.lineIndex(ofByte: target)
            if index != line || target < offset {
                line = index
                offset = table.lineStarts[index]
                column = 1
            }
            let end = min(target, bytes.count)
            while offset < end {
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            return SourceLocation(line: index + 1, column: column)
        }
    }
}
