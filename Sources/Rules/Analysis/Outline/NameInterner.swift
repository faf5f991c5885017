import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a worker reads (types' names and inheritance clauses, members' long names, receivers'
/// texts), each long one (16 to `longestKept` bytes) made into a string once and shared by every file
/// that spells it, and the inheritance clauses themselves, each list made once. A name longer than 15
/// bytes is a string of its own in memory (`UIViewController` is 16), and the same few base classes and
/// protocols are spelled in most files: made again in every file, they and their lists were some 6,000
/// of the source-only tree's 129,000 allocations, each later freed. The type index keeps them too (`TypeFacts`), so a name held here is
/// mostly held anyway (the generated 100 MB tree's peak memory fell from 93 to 84 MB).
///
/// One per worker, kept by its member parts from file to file in raw memory (see `MemberParts.names`)
/// and changed in place through that pointer: a value kept in an object, or lent to the outliner and back,
/// retained and released its tables at every use. It forgets everything once it holds `capacity` names or
/// lists, so a tree of generated, never-repeated names costs at most that much memory.
struct NameInterner {
    /// The long names (more than 15 bytes; a shorter one is a string without memory of its own, made
    /// again at no cost), by index, and their bytes, one after another (compared without touching a string).
    private var names: [String] = []
    private var nameBytes: [UInt8] = []
    private var nameEnds: [Int32] = []
    private var nameHashes: [UInt64] = []
    /// Open addressing over the names' hashes: a name's index, or -1 for an empty slot. Its size is a
    /// power of two, at least twice the names held.
    private var slots: [Int32]
    /// The inheritance clauses, by index, with their names' bytes (each name followed by a 0, which no
    /// name holds), and their table (as `slots`).
    private var lists: [[String]] = []
    private var listBytes: [UInt8] = []
    private var listEnds: [Int32] = []
    private var listHashes: [UInt64] = []
    private var listSlots: [Int32]
    /// The tokens of the clause being read (see `beginList`).
    private var pending: [Int] = []
    private let capacity: Int

    /// `capacity`: how many long names (and as many lists) it holds before it forgets them all. Its
    /// tables are made at the first name (an interner that never sees one allocates nothing).
    init(capacity: Int = 1 << 14) {
        self.capacity = capacity
        slots = []
        listSlots = []
    }

    /// How many long names and lists it holds (tests).
    var counts: (names: Int, lists: Int) { (names.count, lists.count) }

    /// The longest text kept: a longer one (an expression a rule reads whole) is made each time, so that
    /// the bytes held stay under `capacity` times this.
    static let longestKept = 96

    /// The name spelled by `bytes`: a long one made the first time.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 && bytes.count <= Self.longestKept else { return String(decoding: bytes, as: UTF8.self) }
        if slots.isEmpty { slots = [Int32](repeating: -1, count: 64) }
        let hash = Fingerprint.value(bytes)
        let mask = slots.count - 1
        var slot = Self.home(hash, mask)
        while slots[slot] >= 0 {
            let found = Int(slots[slot])
            if nameHashes[found] == hash && Self.equal(nameBytes, found == 0 ? 0 : Int(nameEnds[found - 1]), Int(nameEnds[found]), bytes) {
                return names[found]
            }
            slot = (slot + 1) & mask
        }
        if names.count == capacity {
            forget() // full: every name and list forgotten (what holds them keeps its own)
            return name(bytes)
        }
        let made = String(decoding: bytes, as: UTF8.self)
        names.append(made)
        nameBytes.append(contentsOf: bytes)
        nameEnds.append(Int32(truncatingIfNeeded: nameBytes.count))
        nameHashes.append(hash)
        slots[slot] = Int32(truncatingIfNeeded: names.count - 1)
        if 2 * names.count > slots.count { slots = Self.rehashed(nameHashes, size: 2 * slots.count) }
        return made
    }

    /// The name of the token at `index` of `source` (without an escaped name's quotes).
    mutating func name(ofToken index: Int, in source: SourceText) -> String {
        source.withNameBytes(index) { name($0) }
    }

    /// Starts reading an inheritance clause: names added with `appendToList` until `list(in:)` makes it.
    mutating func beginList() {
        pending.removeAll(keepingCapacity: true)
    }

    /// Adds the name of the token at `index` to the clause being read.
    mutating func appendToList(ofToken index: Int) {
        pending.append(index)
    }

    /// The clause read since `beginList` (its tokens in `source`), made the first time it is spelled so.
    mutating func list(in source: SourceText) -> [String] {
        if pending.isEmpty { return [] }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var count = 0
        for token in pending {
            source.withNameBytes(token) { bytes in
                hash = Fingerprint.value(bytes, continuing: hash)
                count += bytes.count + 1
            }
            hash = (hash ^ 0) &* 0x100_0000_01b3 // the separator
        }
        if listSlots.isEmpty { listSlots = [Int32](repeating: -1, count: 64) }
        let mask = listSlots.count - 1
        var slot = Self.home(hash, mask)
        while listSlots[slot] >= 0 {
            let found = Int(listSlots[slot])
            if listHashes[found] == hash && spellsPending(found, count, source) { return lists[found] }
            slot = (slot + 1) & mask
        }
        // Full (or its clauses' bytes past a megabyte: a clause of very long names): all forgotten.
        if lists.count == capacity || listBytes.count > 1 << 20 {
            forget()
            return list(in: source)
        }
        var made: [String] = []
        made.reserveCapacity(pending.count)
        // The names first: making one may forget every list, and the bytes written after it belong to
        // this one alone.
        for token in pending { made.append(name(ofToken: token, in: source)) }
        for token in pending {
            source.withNameBytes(token) { listBytes.append(contentsOf: $0) }
            listBytes.append(0)
        }
        if listSlots.isEmpty { listSlots = [Int32](repeating: -1, count: 64) } // forgotten meanwhile
        lists.append(made)
        listEnds.append(Int32(truncatingIfNeeded: listBytes.count))
        listHashes.append(hash)
        listSlots[Self.freeSlot(hash, listSlots)] = Int32(truncatingIfNeeded: lists.count - 1)
        if 2 * lists.count > listSlots.count { listSlots = Self.rehashed(listHashes, size: 2 * listSlots.count) }
        return made
    }

    /// Whether the list `list` (of `count` bytes with separators) spells the pending clause's names.
    private func spellsPending(_ list: Int, _ count: Int, _ source: SourceText) -> Bool {
        let start = list == 0 ? 0 : Int(listEnds[list - 1])
        guard Int(listEnds[list]) - start == count else { return false }
        var at = start
        for token in pending {
            let same = source.withNameBytes(token) { bytes in
                Self.equal(listBytes, at, at + bytes.count, bytes) && listBytes[at + bytes.count] == 0
            }
            if !same { return false }
            at += source.withNameBytes(token) { $0.count } + 1
        }
        return true
    }

    /// Forgets every name and list.
    private mutating func forget() {
        names.removeAll(keepingCapacity: true)
        nameBytes.removeAll(keepingCapacity: true)
        nameEnds.removeAll(keepingCapacity: true)
        nameHashes.removeAll(keepingCapacity: true)
        slots = [Int32](repeating: -1, count: 64)
        lists.removeAll(keepingCapacity: true)
        listBytes.removeAll(keepingCapacity: true)
        listEnds.removeAll(keepingCapacity: true)
        listHashes.removeAll(keepingCapacity: true)
        listSlots = [Int32](repeating: -1, count: 64)
    }

    /// Whether `stored[start ..< end]` are the bytes `bytes` (compared with `memcmp`: the generic
    /// `elementsEqual` cost some 500 instructions a name).
    @inline(__always)
    private static func equal(_ stored: [UInt8], _ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end - start == bytes.count else { return false }
        if bytes.isEmpty { return true }
        return stored.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// Where a hash's probing starts: its high half folded onto its low one.
    @inline(__always)
    private static func home(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    }

    /// The first empty slot of `table` on `hash`'s probe.
    private static func freeSlot(_ hash: UInt64, _ table: [Int32]) -> Int {
        let mask = table.count - 1
        var slot = home(hash, mask)
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// A table of `size` slots holding the entries whose hashes are `hashes`.
    private static func rehashed(_ hashes: [UInt64], size: Int) -> [Int32] {
        var table = [Int32](repeating: -1, count: size)
        for k in hashes.indices { table[freeSlot(hashes[k], table)] = Int32(truncatingIfNeeded: k) }
        return table
    }
}
