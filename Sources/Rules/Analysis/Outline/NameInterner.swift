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
    /// again at no cost), by place, and their table by bytes.
    private var names: [String] = []
    private var nameTable = BytesTable()
    /// The inheritance clauses, by place, and their table by their names' bytes, each name followed by
    /// a 0 (which no name holds).
    private var lists: [[String]] = []
    private var listTable = BytesTable()
    /// The tokens of the clause being read (see `beginList`), and room for its bytes as `listTable`
    /// keys them.
    private var pending: [Int] = []
    private var clause: [UInt8] = []
    private let capacity: Int

    /// `capacity`: how many long names (and as many lists) it holds before it forgets them all. Its
    /// tables are made at the first name (an interner that never sees one allocates nothing).
    init(capacity: Int = 1 << 14) {
        self.capacity = capacity
    }

    /// How many long names and lists it holds (tests).
    var counts: (names: Int, lists: Int) { (names.count, lists.count) }

    /// The longest text kept: a longer one (an expression a rule reads whole) is made each time, so that
    /// the bytes held stay under `capacity` times this.
    static let longestKept = 96

    /// The name spelled by `bytes`: a long one made the first time.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 && bytes.count <= Self.longestKept else { return String(decoding: bytes, as: UTF8.self) }
        let hash = Fingerprint.value(bytes)
        if let place = nameTable.place(of: bytes, hash: hash) { return names[place] }
        if names.count == capacity {
            forget() // full: every name and list forgotten (what holds them keeps its own)
        }
        let made = String(decoding: bytes, as: UTF8.self)
        names.append(made)
        nameTable.add(bytes, hash: hash)
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
        clause.removeAll(keepingCapacity: true)
        for token in pending {
            source.withNameBytes(token) { clause.append(contentsOf: $0) }
            clause.append(0)
        }
        let hash = clause.withUnsafeBufferPointer { Fingerprint.value($0) }
        if let place = clause.withUnsafeBufferPointer({ listTable.place(of: $0, hash: hash) }) { return lists[place] }
        // Full (or its clauses' bytes past a megabyte: a clause of very long names): all forgotten.
        if lists.count == capacity || listTable.byteCount > 1 << 20 { forget() }
        var made: [String] = []
        made.reserveCapacity(pending.count)
        for token in pending { made.append(name(ofToken: token, in: source)) } // (may forget: the clause is added after)
        lists.append(made)
        clause.withUnsafeBufferPointer { listTable.add($0, hash: hash) }
        return made
    }

    /// Forgets every name and list.
    private mutating func forget() {
        names.removeAll(keepingCapacity: true)
        nameTable.removeAll()
        lists.removeAll(keepingCapacity: true)
        listTable.removeAll()
    }
}

/// Byte strings by their bytes, each at the place it was added (0, 1, 2…): open addressing over the
/// strings' FNV-1a hashes, which the caller computes (`Fingerprint.value`); equal hashes are told apart by
/// the bytes, kept one after another. The names' and the clauses' tables of `NameInterner`.
private struct BytesTable {
    private var bytes: [UInt8] = []
    /// Where each string's bytes end in `bytes`, by place.
    private var ends: [Int32] = []
    private var hashes: [UInt64] = []
    /// A string's place, or -1 for an empty slot; a power of two, at least twice the strings held (made at
    /// the first string).
    private var slots: [Int32] = []

    /// How many bytes it keeps.
    var byteCount: Int { bytes.count }

    /// The place of `key`, whose hash is `hash`, or nil.
    @inline(__always)
    func place(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Fingerprint.home(hash, mask)
        while slots[slot] >= 0 {
            let found = Int(slots[slot])
            if hashes[found] == hash && holds(found, key) { return found }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds `key` (not held yet), whose hash is `hash`, at the next place.
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        bytes.append(contentsOf: key)
        ends.append(Int32(truncatingIfNeeded: bytes.count))
        hashes.append(hash)
        if 2 * hashes.count > slots.count {
            slots = [Int32](repeating: -1, count: max(64, 2 * slots.count))
            for k in hashes.indices { slots[freeSlot(hashes[k])] = Int32(truncatingIfNeeded: k) }
        } else {
            slots[freeSlot(hash)] = Int32(truncatingIfNeeded: hashes.count - 1)
        }
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        slots = []
    }

    /// Whether the string at `place` is `key` (compared with `memcmp`: the generic `elementsEqual` cost
    /// some 500 instructions a name).
    @inline(__always)
    private func holds(_ place: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = place == 0 ? 0 : Int(ends[place - 1])
        guard Int(ends[place]) - start == key.count else { return false }
        if key.isEmpty { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, key.baseAddress!, key.count) == 0 }
    }

    /// The first empty slot on `hash`'s probe.
    private func freeSlot(_ hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Fingerprint.home(hash, mask)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        return slot
    }
}
