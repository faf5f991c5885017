#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Byte classes shared by both lexers. Bytes ≥ 0x80 are identifier characters: that covers every
// non-ASCII letter without decoding UTF-8, and invalid UTF-8 lexes as a word instead of failing.

@inline(__always)
func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || b == UInt8(ascii: "_") || b >= 0x80
}

@inline(__always)
func isDigit(_ b: UInt8) -> Bool {
    b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
}

@inline(__always)
func isIdentifierContinue(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || isDigit(b)
}

/// The bytes that continue a word, one entry per byte value: `wordByte` for letters, digits, `_` and
/// bytes from 0x80, `dollarByte` for `$` (which continues Swift words). The loops over a word's bytes
/// load an entry instead of testing five ranges; a lexer reads the table's address once per file.
let wordBytes: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for b in 0 ..< 256 {
        let byte = UInt8(b)
        table[b] = isIdentifierContinue(byte) ? wordByte : byte == UInt8(ascii: "$") ? dollarByte : 0
    }
    return UnsafePointer(table)
}()
let wordByte: UInt8 = 1
let dollarByte: UInt8 = 2

/// The index of the first byte at or after `start` that continues no word (`wordBytes`: letters,
/// digits, `_`, bytes from 0x80, and `$` when `dollar`), or `p.count`. Eight bytes are classified at
/// once in a 64-bit word, as ASCII letters or not (`nonLetterBytes`): most words end within the first
/// eight, so the loop's exit is one predictable branch instead of a mispredicted one after the last byte
/// (a byte loop's exit was a third of the lexers' word time). The first byte that is no letter is then
/// looked up in the table: a digit, `_`, `$` or a byte from 0x80 goes on with the word (rare inside a
/// name), anything else ends it. Testing letters alone takes half the operations of testing every word
/// byte at once, which this loop did before. The file's last seven bytes go byte by byte. The lexers pass
/// the table they read once per file: reading the global here checked its initialization at every word.
@inline(__always)
public func wordEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int, dollar: Bool) -> Int {
    wordEnd(p, from: start, dollar: dollar, table: wordBytes)
}

/// `wordEnd` with the word table the caller holds (see `wordBytes`).
@inline(__always)
func wordEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int, dollar: Bool, table: UnsafePointer<UInt8>) -> Int {
    var i = start
    let n = p.count
    if let base = p.baseAddress, n >= 8 {
        // `i` and `n` are offsets in one buffer: their sums cannot overflow.
        while i <= n &- 8 {
            let stops = nonLetterBytes(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
            if stops == 0 {
                i &+= 8
                continue
            }
            let k = i &+ stops.trailingZeroBitCount &>> 3
            let entry = table[Int(base[k])]
            if entry == 0 || (!dollar && entry == dollarByte) { return k }
            i = k &+ 1
        }
    }
    while i < n {
        let entry = table[Int(p[i])]
        if entry == 0 || (!dollar && entry == dollarByte) { break }
        i += 1
    }
    return i
}

/// The index of the first `"`, `\\`, `\n` or `\r` at or after `start`, or `p.count`: how a string's
/// body passes over its plain bytes, eight at a time (as `wordEnd` does words). The two loops are
/// written out each: one function taking the tests as closures cost 0.4 % more on the guard's tree.
@inline(__always)
public func stringRunEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    let n = p.count
    if let base = p.baseAddress, n >= 8 {
        while i <= n &- 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let stops = equalBytes(w, UInt8(ascii: "\"")) | equalBytes(w, UInt8(ascii: "\\"))
                | equalBytes(w, UInt8(ascii: "\n")) | equalBytes(w, UInt8(ascii: "\r"))
            if stops != 0 { return i &+ stops.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
    }
    while i < n {
        let b = p[i]
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
        i += 1
    }
    return i
}

/// The bytes of `w` that are `byte`, each as its 0x80 bit: exact for every byte value (the high bit
/// is tested apart, so no carry from the low seven bits can make a match).
@inline(__always)
func equalBytes(_ w: UInt64, _ byte: UInt8) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let t = w ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return ~(((t & low) &+ low) | t | low)
}

/// The bytes of `w` (first byte lowest) that are no ASCII letter, each as its 0x80 bit (see `wordEnd`).
/// `| 0x20` folds capitals onto small letters (and nothing else onto them); adding a constant to the
/// seven low bits of every byte at once carries into no other byte, and a byte's 0x80 bit then says
/// whether it reached the constant's bound. Bytes from 0x80 are no letters.
@inline(__always)
func nonLetterBytes(_ w: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let lower = (w & ~high) | 0x2020_2020_2020_2020
    let fromA = lower &+ ones &* UInt64(0x80 - UInt8(ascii: "a"))
    let pastZ = lower &+ ones &* UInt64(0x80 - UInt8(ascii: "z") - 1)
    return ~(fromA & ~pastZ & ~w) & high
}

@inline(__always)
func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
}

/// The index of the first byte at or after `i` that is no space or tab. Indentation comes in runs of
/// spaces (and tabs): eight bytes are tested at once and the first other one found by its bit, one
/// predictable branch per eight bytes (comparing eight bytes with eight spaces, then going byte by byte,
/// ended most runs of four or twelve with a mispredicted branch).
@inline(__always)
func skipBlanks(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    let n = p.count
    // Most blanks are one space between two tokens: a byte above the space ends the run at once.
    if i < n && p[i] > UInt8(ascii: " ") { return i }
    if let base = p.baseAddress {
        let high: UInt64 = 0x8080_8080_8080_8080
        while i <= n &- 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let blanks = equalBytes(w, UInt8(ascii: " ")) | equalBytes(w, UInt8(ascii: "\t"))
            if blanks != high { return i &+ (~blanks & high).trailingZeroBitCount &>> 3 }
            i &+= 8
        }
    }
    while i < n && (p[i] == UInt8(ascii: " ") || p[i] == UInt8(ascii: "\t")) { i += 1 }
    return i
}

@inline(__always)
func isNewline(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place (a native string's bytes are
    /// contiguous); only a string without contiguous storage is copied first. Copying a string into a
    /// `var` to call `withUTF8` retained and released it at every call, and paths, names and
    /// output strings are read this way per file, per directory entry and per lookup.
    @inlinable @inline(__always)
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension String {
    /// The text with every occurrence of `target` (not empty) replaced by `replacement`, left to right,
    /// matched on UTF-8 bytes: the standard library's `replacing` matched `Character`s through its
    /// generic collection algorithms, some 250,000 instructions a call (SARIF's rule help made 100 such
    /// calls a run). A match is a match of bytes: a combining mark after `target` does not hide it.
    public func replacingBytes(_ target: String, with replacement: String) -> String {
        withBytes { text in
            target.withBytes { needle in
                guard let first = needle.first, text.count >= needle.count else { return self }
                var out: [UInt8] = []
                var copied = 0 // bytes of `text` before this index are in `out`
                var i = 0
                while let at = findByte(first, in: text, from: i, to: text.count - needle.count + 1) {
                    if memcmp(text.baseAddress! + at, needle.baseAddress!, needle.count) == 0 {
                        if out.isEmpty { out.reserveCapacity(text.count) }
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied ..< at]))
                        out.append(contentsOf: replacement.utf8)
                        copied = at + needle.count
                        i = copied
                    } else {
                        i = at + 1
                    }
                }
                guard copied > 0 else { return self }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
                return String(decoding: out, as: UTF8.self)
            }
        }
    }
}

/// The index of the first `byte` in `p[start ..< end]`, or nil: `memchr`, which passes over bytes
/// many at a time, answering with an index.
@inlinable @inline(__always)
public func findByte(_ byte: UInt8, in p: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = p.baseAddress, let hit = memchr(base + start, Int32(byte), end - start) else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
}

/// Whether `needle`'s bytes occur anywhere in `p`: `memchr` jumps from one occurrence of the needle's
/// byte at `anchor` to the next (pick a rare one: a capital, a colon), the rest is compared there.
public func containsBytes(_ needle: UnsafeBufferPointer<UInt8>, in p: UnsafeBufferPointer<UInt8>, anchor: Int = 0) -> Bool {
    let n = needle.count
    guard let base = p.baseAddress, let start = needle.baseAddress, anchor < n, p.count >= n else { return false }
    let key = Int32(start[anchor])
    var at = base + anchor
    let last = base + (p.count - n + anchor)
    // The byte before the anchor's, where there is one, is compared before the call to `memcmp`: most
    // hits of a rare byte are not the needle's (`lifelint:`'s colon: 218,000 calls on the source-only tree).
    let before = anchor > 0 ? start[anchor - 1] : 0
    while at <= last, let hit = memchr(at, key, last - at + 1) {
        let found = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
        if (anchor == 0 || found[-1] == before) && memcmp(found - anchor, start, n) == 0 { return true }
        at = found + 1
    }
    return false
}

/// The place in a name's bytes of the one least common in source text, as `containsBytes`'s anchor
/// (`memchr` then stops rarely: on a common letter such as `s`, two instructions a byte of a source tree;
/// on a rare byte such as `_`, a fraction of one).
public func rareByteIndex(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0, bestRank = UInt8.max
    for k in needle.indices where byteCommonness[Int(needle[k])] < bestRank { (best, bestRank) = (k, byteCommonness[Int(needle[k])]) }
    return best
}

/// Per byte, how common it is in Swift and C# sources (0 the rarest): the bytes of names, rarest first,
/// as counted in the twelve bench repositories' 48 MB of sources (`Z` 0.007 %, `_` 0.23 %, `s` 3.4 %,
/// `e` 7.9 %); every other byte ranks as the commonest.
private let byteCommonness: [UInt8] = {
    var ranks = [UInt8](repeating: UInt8.max - 1, count: 256)
    for (rank, byte) in "ZJ$QY9786X54j3qzHKW21G0O_NBFUERxDkLPVMTAICbvwSyfhgmpudclsnoarite".utf8.enumerated() { ranks[Int(byte)] = UInt8(rank) }
    return ranks
}()

/// The index of the first line break (`\n` or `\r`) at or after `start`, or `p.count`. Comments and
/// directive lines run to the end of their line: `memchr` finds it at a fraction of a byte-by-byte
/// loop's cost. Both bytes are searched a window at a time, so that neither search runs past the line
/// (a file of old Mac `\r` endings has no `\n` to find, and searching on to its end at every comment
/// made lexing it quadratic).
@inline(__always)
func lineEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < p.count {
        let windowEnd = min(p.count, i + 256)
        let newline = findByte(UInt8(ascii: "\n"), in: p, from: i, to: windowEnd)
        if let carriageReturn = findByte(UInt8(ascii: "\r"), in: p, from: i, to: newline ?? windowEnd) { return carriageReturn }
        if let newline { return newline }
        i = windowEnd
    }
    return max(start, p.count)
}

@inline(__always)
func isWhitespace(_ b: UInt8) -> Bool {
    b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
        || b == 0x0B || b == 0x0C
}

/// The index of the `*/` that ends a C-family block comment (they do not nest) searched from `start`,
/// or `p.count`. Only a `*` can end one: `memchr` jumps from one to the next (a file's licence header
/// and doc comments are a good part of its bytes).
@inline(__always)
func blockCommentEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while let star = findByte(UInt8(ascii: "*"), in: p, from: i, to: p.count) {
        if star + 1 < p.count && p[star + 1] == UInt8(ascii: "/") { return star }
        i = star + 1
    }
    return max(start, p.count)
}

/// The characters Swift and C# build operators from; `.` is handled by each lexer.
@inline(__always)
func isOperatorCharacter(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
        UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
        UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

/// A keyword's bytes packed little-endian into two 64-bit words (keywords are at most 16 bytes).
struct PackedKeyword: Sendable {
    var low: UInt64
    var high: UInt64
    var keyword: Keyword
}

/// The first 16 bytes of `p[start ..< start + length]`, packed little-endian into two words: how
/// keyword tables (and the rules' name tables) compare words as two integers.
@inlinable @inline(__always)
public func packWord(_ p: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (low: UInt64, high: UInt64) {
    // Two 8-byte loads, masked to the word, when 16 bytes from `start` are inside the buffer (nearly
    // every word of a file): a byte-by-byte loop cost about five instructions a byte.
    if length >= 0, start >= 0, start + 16 <= p.count, let base = p.baseAddress {
        let raw = UnsafeRawPointer(base + start)
        @inline(__always) func masked(_ word: UInt64, _ bytes: Int) -> UInt64 {
            bytes >= 8 ? word : bytes <= 0 ? 0 : word & ((1 &<< UInt64(8 * bytes)) &- 1)
        }
        let low = masked(UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), length)
        let high = length > 8 ? masked(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)), length - 8) : 0
        return (low, high)
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    var k = 0
    while k < length && k < 8 {
        low |= UInt64(p[start + k]) << (8 * UInt64(k))
        k += 1
    }
    while k < length && k < 16 {
        high |= UInt64(p[start + k]) << (8 * UInt64(k - 8))
        k += 1
    }
    return (low, high)
}

/// A keyword table: for each length, the first and last bytes its words use (low six bits, as 64-bit
/// masks), so that most words are answered from the masks alone; then one probe of a hash table of
/// the packed words (no collisions among the keywords, found when the table is made), one comparison.
/// A scan of the words of the same length (up to fifteen) was an eighth of the lexers' word time.
///
/// In raw memory made once for the run (the tables are global and never freed), not arrays: every
/// lexer keeps a copy of its table, and the arrays' storage was retained when a file's lexer was made
/// and released when it was done, three atomic operations each way per file.
struct KeywordTable: @unchecked Sendable {
    /// Every keyword once; `slots` holds an index into it plus one, or 0 for an empty slot.
    private let entries: UnsafePointer<PackedKeyword>
    private let slots: UnsafePointer<UInt8>
    private let firstBytes: UnsafePointer<UInt64>
    private let lastBytes: UnsafePointer<UInt64>
    /// One more than the longest keyword's length.
    private let lengths: Int
    /// A packed word's slot is the top `64 - shift` bits of its `hash` with this multiplier.
    private let multiplier: UInt64
    private let shift: UInt64

    init(_ buckets: [[PackedKeyword]]) {
        let all = buckets.flatMap { $0 }
        precondition(all.count < 255, "slots hold an entry's index in a byte")
        let entries = UnsafeMutablePointer<PackedKeyword>.allocate(capacity: max(all.count, 1))
        entries.initialize(from: all, count: all.count)
        let first = UnsafeMutablePointer<UInt64>.allocate(capacity: buckets.count)
        let last = UnsafeMutablePointer<UInt64>.allocate(capacity: buckets.count)
        for (length, bucket) in buckets.enumerated() {
            first[length] = 0
            last[length] = 0
            guard length > 0 else { continue }
            for entry in bucket {
                first[length] |= 1 << (entry.low & 63)
                let lastByte = length <= 8 ? entry.low >> (8 * UInt64(length - 1)) : entry.high >> (8 * UInt64(length - 9))
                last[length] |= 1 << (lastByte & 63)
            }
        }
        // The smallest table, from 1,024 slots up, in which some multiplier gives every keyword a slot of
        // its own (for under a hundred words about one multiplier in twenty does at 1,024).
        var bits: UInt64 = 10
        var search = Self.collisionFreeSlots(all, bits: bits)
        while search == nil {
            bits += 1
            search = Self.collisionFreeSlots(all, bits: bits)
        }
        let (multiplier, table) = search!
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: table.count)
        slots.initialize(from: table, count: table.count)
        self.entries = UnsafePointer(entries)
        self.slots = UnsafePointer(slots)
        self.firstBytes = UnsafePointer(first)
        self.lastBytes = UnsafePointer(last)
        self.lengths = buckets.count
        self.multiplier = multiplier
        self.shift = 64 - bits
    }

    /// The first of 4,096 multipliers of a fixed sequence (splitmix64's, from "LIFELINT": the same table
    /// in every run) that gives each of `all` a slot of its own among `1 << bits`, and those slots (an
    /// entry's index plus one, 0 for none); nil when none does.
    private static func collisionFreeSlots(_ all: [PackedKeyword], bits: UInt64) -> (multiplier: UInt64, slots: [UInt8])? {
        var state: UInt64 = 0x4C49_4645_4C49_4E54 // "LIFELINT"
        tries: for _ in 0 ..< 4_096 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let multiplier = (z ^ (z >> 31)) | 1
            var slots = [UInt8](repeating: 0, count: 1 << Int(bits))
            for (k, entry) in all.enumerated() {
                let slot = Int(hash(entry.low, entry.high, multiplier) >> (64 - bits))
                if slots[slot] != 0 { continue tries }
                slots[slot] = UInt8(k + 1)
            }
            return (multiplier, slots)
        }
        return nil
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ multiplier: UInt64) -> UInt64 {
        (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* multiplier
    }

    /// The keyword `p[start ..< start + length]` spells, or `.none`. No allocation.
    @inline(__always)
    func lookUp(_ p: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        guard length < lengths, length <= 16,
              firstBytes[length] & (1 << UInt64(p[start] & 63)) != 0,
              lastBytes[length] & (1 << UInt64(p[start + length - 1] & 63)) != 0 else { return .none }
        let (low, high) = packWord(p, start: start, length: length)
        let slot = Int(slots[Int(truncatingIfNeeded: Self.hash(low, high, multiplier) &>> shift)])
        guard slot != 0 else { return .none }
        let entry = entries[slot &- 1]
        return entry.low == low && entry.high == high ? entry.keyword : .none
    }
}

let swiftKeywords = KeywordTable(swiftKeywordTable)
let csharpKeywords = KeywordTable(csharpKeywordTable)

/// Whether the 22 bytes at `start` (inside `p`) are `modalPresentationStyle` or `ModalPresentationStyle`.
/// Asked of few words: kept out of the lexers' word loop (inlined there, it cost 0.3 % of the guard's
/// instructions).
@inline(never)
func spellsModalPresentationStyle(_ p: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let rest: StaticString = "odalPresentationStyle"
    guard p[start] | 0x20 == UInt8(ascii: "m") else { return false }
    for k in 0 ..< rest.utf8CodeUnitCount where p[start + 1 + k] != rest.utf8Start[k] { return false }
    return true
}

/// The length of the UTF-8 byte order mark at the start of `p`, or 0.
@inline(__always)
func byteOrderMarkLength(_ p: UnsafeBufferPointer<UInt8>) -> Int {
    p.count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
}
