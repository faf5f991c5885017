import SwiftTokenizer

/// Names grouped by length, looked up by a token's bytes without making a `String`: the rules' hot
/// loops ask "is this identifier one of these names?" for every token.
///
/// Most tokens are no name of the table, so each length keeps two 64-bit masks of the first and the
/// last bytes its names use (by their low six bits): a token whose first or last byte is in neither is
/// answered without reading the entries. Otherwise the first 16 bytes compare as two integers.
///
/// The entries are one run, each length's together in the order they were given (a table is made
/// whole, from its names at once), in the one block of memory that holds the whole table (`Storage`): an
/// array per length, as the table was, made a dozen allocations and as many references to count for
/// each of the thousands of tables a run makes (a type's helpers, a type's methods).
///
/// Sendable as its values are: its memory (a `ManagedBuffer`, which says nothing of threads) is written
/// only while the table is made, before anyone else can read it.
public struct NameTable<Value: Sendable>: @unchecked Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        /// Where the bytes after the 16th are in `rest` (names of more than 16 bytes).
        var restStart: Int32
        var value: Value
    }

    /// A length's masks, and its entries' place in `entries`.
    private struct Length: Sendable {
        var firstBytes: UInt64 = 0
        var lastBytes: UInt64 = 0
        var start: Int32 = 0
        var end: Int32 = 0
    }

    /// A name as the table compares it, made from its bytes while they are lent.
    private struct Key {
        var count: Int
        var low: UInt64
        var high: UInt64
        var first: UInt8
        var last: UInt8
        var restStart: Int32

        /// An empty name: not entered.
        static var none: Key { Key(count: 0, low: 0, high: 0, first: 0, last: 0, restStart: 0) }
    }

    /// Where the table's parts lie in its one block of memory.
    private struct Header {
        /// How many lengths (the longest name's + 1; none when every name is empty).
        var lengthCount: Int
        /// How many entries are placed, and room for how many.
        var entryCount: Int
        var entryCapacity: Int
        /// Byte offsets of the entries and of the long names' rest from the start of the elements.
        var entriesOffset: Int
        var restOffset: Int
        var restCapacity: Int
    }

    /// The table in one allocation: its lengths, then its entries, then the bytes after the 16th of the
    /// long names, one after another. Made whole by `Builder` and never changed after, behind one
    /// reference: a table copied (out of a list of tables per language, into a rule's loop) retains and
    /// releases one object. (An object holding three arrays was four allocations a table, and a retain
    /// and a release of each array; a run makes some 1,500 tables, most of them for one type's methods.)
    private final class Storage: ManagedBuffer<Header, UInt64> {
        /// Memory for the parts (8-byte words: lengths and entries need no more alignment than that),
        /// the lengths set to none placed.
        static func make(lengthCount: Int, entryCapacity: Int, restCapacity: Int) -> Storage {
            precondition(MemoryLayout<Entry>.alignment <= 8, "a name table's values need at most 8-byte alignment")
            let lengthBytes = lengthCount * MemoryLayout<Length>.stride
            let align = MemoryLayout<Entry>.alignment
            let entriesOffset = (lengthBytes + align - 1) / align * align
            let restOffset = entriesOffset + entryCapacity * MemoryLayout<Entry>.stride
            let words = (restOffset + restCapacity + 7) / 8
            let storage = unsafeDowncast(create(minimumCapacity: words) { _ in
                Header(lengthCount: lengthCount, entryCount: 0, entryCapacity: entryCapacity,
                       entriesOffset: entriesOffset, restOffset: restOffset, restCapacity: restCapacity)
            }, to: Storage.self)
            // Each part's memory bound to its type once (the words are only room: nothing is read as one).
            storage.withUnsafeMutablePointerToElements { words in
                let raw = UnsafeMutableRawPointer(words)
                raw.bindMemory(to: Length.self, capacity: lengthCount).initialize(repeating: Length(), count: lengthCount)
                (raw + entriesOffset).bindMemory(to: Entry.self, capacity: entryCapacity)
                (raw + restOffset).bindMemory(to: UInt8.self, capacity: restCapacity)
            }
            return storage
        }

        deinit {
            _ = withUnsafeMutablePointerToHeader { header in entries.deinitialize(count: header.pointee.entryCount) }
        }

        // The header is read through `withUnsafeMutablePointerToHeader`, never through `ManagedBuffer.header`:
        // that property is not inlined here, and reading `lengthCount` through it on every lookup cost 5 %
        // more instructions on the guard's trees.

        /// Indexed by length, up to the longest name.
        @inline(__always) var lengths: UnsafeMutablePointer<Length> {
            withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Length.self) }
        }
        @inline(__always) var lengthCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.lengthCount } }
        @inline(__always) var entries: UnsafeMutablePointer<Entry> {
            withUnsafeMutablePointers { header, elements in
                (UnsafeMutableRawPointer(elements) + header.pointee.entriesOffset).assumingMemoryBound(to: Entry.self)
            }
        }
        @inline(__always) var rest: UnsafeMutablePointer<UInt8> {
            withUnsafeMutablePointers { header, elements in
                (UnsafeMutableRawPointer(elements) + header.pointee.restOffset).assumingMemoryBound(to: UInt8.self)
            }
        }
    }

    private let storage: Storage

    /// A table as its names are entered, in the memory it will keep: sized from its names' byte counts
    /// before their keys are made (room for the longest name's length, for an entry per name that is not
    /// empty, and for the bytes after the 16th of the long ones).
    private struct Builder {
        let storage: Storage
        /// How many bytes of `rest` are written.
        private var restCount = 0

        init<Names: Collection>(names: Names, byteCount count: (Names.Element) -> Int) {
            var overflow = 0, longest = 0, named = 0
            for name in names {
                let bytes = count(name)
                overflow &+= max(bytes &- 16, 0)
                longest = max(longest, bytes)
                if bytes > 0 { named &+= 1 } // an empty name is not entered
            }
            storage = Storage.make(lengthCount: longest > 0 ? longest + 1 : 0, entryCapacity: named, restCapacity: overflow)
        }

        var entryCount: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.entryCount } }

        /// The key of a name's bytes, its bytes after the 16th kept in `rest`.
        mutating func key(_ bytes: UnsafeBufferPointer<UInt8>) -> Key {
            let count = bytes.count
            guard count > 0 else { return .none }
            let (low, high) = packWord(bytes, start: 0, length: count)
            var restStart: Int32 = 0
            if count > 16 {
                let capacity = storage.withUnsafeMutablePointerToHeader { $0.pointee.restCapacity }
                precondition(restCount + count - 16 <= capacity, "a name longer than its byte count said")
                restStart = Int32(truncatingIfNeeded: restCount)
                (storage.rest + restCount).initialize(from: bytes.baseAddress! + 16, count: count - 16)
                restCount += count - 16
            }
            return Key(count: count, low: low, high: high, first: bytes[0], last: bytes[count - 1], restStart: restStart)
        }

        /// The keys of `count` names (`key` makes the k-th, once each, in order) and where they go: each
        /// length's masks set, and `body` handed the keys and their places by length (in order within a
        /// length: entries are placed in that order (`place`, `group`), each length's after the last's;
        /// empty names left out). Both lists are in temporary memory, on the stack for a usual table:
        /// made as arrays, they were two allocations of every table a run makes.
        mutating func layOut<Result>(count: Int, key: (inout Builder, Int) -> Key,
                                     _ body: (inout Builder, UnsafeBufferPointer<Key>, UnsafeBufferPointer<Int>) -> Result) -> Result {
            withUnsafeTemporaryAllocation(of: Key.self, capacity: count) { room in
                for k in 0 ..< count { (room.baseAddress! + k).initialize(to: key(&self, k)) }
                let keys = UnsafeBufferPointer(room)
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                    let named = placeLengths(keys, order: order)
                    return body(&self, keys, UnsafeBufferPointer(rebasing: order[..<named]))
                }
            }
        }

        /// `layOut`'s work: the lengths' masks and runs, and the keys' places by length in `order`; returns
        /// how many of `order` it wrote.
        private func placeLengths(_ keys: UnsafeBufferPointer<Key>, order: UnsafeMutableBufferPointer<Int>) -> Int {
            let lengthCount = storage.lengthCount
            guard lengthCount > 0 else { return 0 }
            let lengths = storage.lengths
            // How many names of each length (in `end`), then where each length's run begins in the order
            // (`start` serves as each length's cursor there; `place` sets it where its entries go).
            for key in keys where key.count > 0 {
                precondition(key.count < lengthCount, "a name longer than its byte count said")
                lengths[key.count].end &+= 1
                lengths[key.count].firstBytes |= 1 << UInt64(key.first & 63)
                lengths[key.count].lastBytes |= 1 << UInt64(key.last & 63)
            }
            var named: Int32 = 0
            for n in 0 ..< lengthCount {
                lengths[n].start = named
                named &+= lengths[n].end
                lengths[n].end = 0
            }
            for (k, key) in keys.enumerated() where key.count > 0 {
                order[Int(lengths[key.count].start)] = k
                lengths[key.count].start &+= 1
            }
            for n in 0 ..< lengthCount { lengths[n].start = 0 } // none placed: empty runs
            return Int(named)
        }

        /// Appends an entry: the next of its length (lengths are entered shortest first).
        mutating func place(_ key: Key, _ value: Value) {
            let lengths = storage.lengths
            storage.withUnsafeMutablePointers { header, _ in
                let count = header.pointee.entryCount
                precondition(count < header.pointee.entryCapacity, "more entries than names")
                if lengths[key.count].end == 0 {
                    lengths[key.count].start = Int32(truncatingIfNeeded: count)
                    lengths[key.count].end = lengths[key.count].start
                }
                (storage.entries + count).initialize(to: Entry(low: key.low, high: key.high, restStart: key.restStart, value: value))
                header.pointee.entryCount = count + 1
            }
            lengths[key.count].end &+= 1
        }

        /// Appends `element` to the name's elements, entering the name when it is new.
        mutating func group<Element>(_ element: Element, under key: Key) where Value == [Element] {
            if let e = find(key) {
                storage.entries[e].value.append(element)
            } else {
                place(key, [element])
            }
        }

        /// The entry of the name `key` stands for, if it was entered.
        func find(_ key: Key) -> Int? {
            let length = storage.lengths[key.count]
            let entries = storage.entries, rest = storage.rest
            for e in Int(length.start) ..< Int(length.end) where entries[e].low == key.low && entries[e].high == key.high {
                if key.count <= 16 { return e }
                let a = Int(entries[e].restStart), b = Int(key.restStart)
                var k = 0
                while k < key.count - 16 && rest[a + k] == rest[b + k] { k += 1 }
                if k == key.count - 16 { return e }
            }
            return nil
        }
    }

    public init(_ entries: [(String, Value)]) {
        var table = Builder(names: entries) { $0.0.utf8.count }
        table.layOut(count: entries.count, key: { table, k in entries[k].0.withBytes { table.key($0) } }) { table, keys, order in
            for k in order { table.place(keys[k], entries[k].1) }
        }
        storage = table.storage
    }

    /// Names that may repeat, each with all its elements in the given order (`[Member]` for a method
    /// name and its overloads): grouped as they are entered, with no dictionary on the way.
    public init<Element>(grouping pairs: [(String, Element)]) where Value == [Element] {
        var table = Builder(names: pairs) { $0.0.utf8.count }
        table.layOut(count: pairs.count, key: { table, k in pairs[k].0.withBytes { table.key($0) } }) { table, keys, order in
            for k in order { table.group(pairs[k].1, under: keys[k]) }
        }
        storage = table.storage
    }

    /// Members by name for `MemberTable`: each name's entry holds its run in `grouped`, where the members
    /// of a name stand together in the given order, each entered with the bytes of its name.
    fileprivate init(runsOf members: [Member], into grouped: inout [Member]) where Value == Range<Int32> {
        var table = Builder(names: members) { $0.nameByteCount }
        grouped = table.layOut(count: members.count, key: { table, k in members[k].withNameBytes { table.key($0) } }) { table, keys, order in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: members.count) { entryOf in
                entryOf.initialize(repeating: -1)
                // Each member's entry, each entry's count as the length of its range (starting at 0)...
                for k in order {
                    if let e = table.find(keys[k]) {
                        table.storage.entries[e].value = 0 ..< table.storage.entries[e].value.upperBound &+ 1
                        entryOf[k] = Int32(truncatingIfNeeded: e)
                    } else {
                        entryOf[k] = Int32(truncatingIfNeeded: table.entryCount)
                        table.place(keys[k], 0 ..< 1)
                    }
                }
                // ... then each entry's run, empty where it starts, filled in the members' order.
                var placed: Int32 = 0
                let entries = table.storage.entries
                for e in 0 ..< table.entryCount {
                    let count = entries[e].value.count
                    entries[e].value = placed ..< placed
                    placed &+= Int32(truncatingIfNeeded: count)
                }
                return Array(unsafeUninitializedCapacity: Int(placed)) { room, initialized in
                    for k in members.indices where entryOf[k] >= 0 {
                        let e = Int(entryOf[k])
                        let slot = entries[e].value.upperBound
                        (room.baseAddress! + Int(slot)).initialize(to: members[k])
                        entries[e].value = entries[e].value.lowerBound ..< slot &+ 1
                    }
                    initialized = Int(placed)
                }
            }
        }
        storage = table.storage
    }

    /// Each name of the members `include` accepts, with the index in `members` of the first member of
    /// that name (overloads share it), entered with the bytes of their names: no string made per member.
    public init(firstIndicesOf members: [Member], where include: (Member) -> Bool) where Value == Int {
        var table = Builder(names: members) { include($0) ? $0.nameByteCount : 0 }
        table.layOut(count: members.count, key: { table, k in
            include(members[k]) ? members[k].withNameBytes { table.key($0) } : .none
        }) { table, keys, order in
            for k in order where table.find(keys[k]) == nil { table.place(keys[k], k) }
        }
        storage = table.storage
    }

    /// The value of the name `member` has, if it is one of the table's (read from its bytes).
    public func value(ofNameOf member: Member) -> Value? {
        member.withNameBytes { lookUp($0, 0, $0.count) }
    }

    /// The value of the name the token at `index` spells, if it is one of the table's.
    @inline(__always)
    public func value(at index: Int, in source: SourceText) -> Value? {
        guard let range = candidate(at: index, in: source), let e = entryIndex(source.bytes, range.lowerBound, range.count)
        else { return nil }
        return storage.entries[e].value
    }

    /// Whether the token at `index` spells one of the names. The value is not read (a value holding
    /// an array would be retained and released for the question).
    @inline(__always)
    public func contains(_ index: Int, in source: SourceText) -> Bool {
        guard let range = candidate(at: index, in: source) else { return false }
        return entryIndex(source.bytes, range.lowerBound, range.count) != nil
    }

    /// The value of the name the bytes `range` spell, if it is one of the table's.
    func value(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        lookUp(bytes, range.lowerBound, range.count)
    }

    /// The value of `name`, if it is one of the table's.
    public func value(of name: String) -> Value? {
        name.withBytes { lookUp($0, 0, $0.count) }
    }

    /// Whether the table has no names.
    public var isEmpty: Bool { storage.lengthCount == 0 }

    /// The byte range of the name the token at `index` spells, when the table may hold it.
    @inline(__always)
    private func candidate(at index: Int, in source: SourceText) -> Range<Int>? {
        guard index >= 0 && index < source.tokens.count else { return nil }
        let range = source.nameRange(source.tokens[index])
        return mayHold(source.bytes, range.lowerBound, range.count) ? range : nil
    }

    /// Whether a name of `count` bytes at `start` can be one of the table's, by its length and its first
    /// and last bytes: two bit tests reject most names without reading the rest.
    @inline(__always)
    private func mayHold(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        guard count > 0 && count < storage.lengthCount else { return false }
        let lengths = storage.lengths
        return lengths[count].firstBytes & (1 << UInt64(bytes[start] & 63)) != 0
            && lengths[count].lastBytes & (1 << UInt64(bytes[start + count - 1] & 63)) != 0
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Value? {
        guard mayHold(bytes, start, count), let e = entryIndex(bytes, start, count) else { return nil }
        return storage.entries[e].value
    }

    /// The entry of the name of `count` bytes at `start`, if any (`count` is within the table's lengths).
    private func entryIndex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        let (low, high) = packWord(bytes, start: start, length: count)
        let length = storage.lengths[count]
        let entries = storage.entries
        for e in Int(length.start) ..< Int(length.end) where entries[e].low == low && entries[e].high == high {
            if count <= 16 { return e }
            let rest = storage.rest + Int(entries[e].restStart) - 16
            var k = 16
            while k < count && rest[k] == bytes[start + k] { k += 1 }
            if k == count { return e }
        }
        return nil
    }
}

/// One value per language, each in a field of its own, read in place: a table copied out of an array
/// of tables (`tables[Int(language.rawValue)]`) was retained and released at every ask, and some are
/// asked at every call name.
struct PerLanguage<Value: Sendable>: Sendable {
    private let swift: Value
    private let csharp: Value
    private let objectiveC: Value

    init(_ make: (Language) -> Value) {
        swift = make(.swift)
        csharp = make(.csharp)
        objectiveC = make(.objectiveC)
    }

    /// `body` applied to the value of `language`.
    @inline(__always)
    func read<Result>(_ language: Language, _ body: (Value) -> Result) -> Result {
        switch language {
        case .swift: return body(swift)
        case .csharp: return body(csharp)
        case .objectiveC: return body(objectiveC)
        }
    }
}

/// Members by name, overloads together in the given order (a method and its overloads), looked up by
/// a token's bytes: one array of the members, grouped by name, each name's entry holding its run (an
/// array per name, as a `NameTable` of `[Member]` had it, was an allocation for nearly every method
/// of the thousands of tables a run makes).
public struct MemberTable: Sendable {
    private let table: NameTable<Range<Int32>>
    private let grouped: [Member]

    public init(_ members: [Member]) {
        var grouped: [Member] = []
        table = NameTable(runsOf: members, into: &grouped)
        self.grouped = grouped
    }

    /// Whether the table has no members.
    public var isEmpty: Bool { grouped.isEmpty }

    /// The members of the name the token at `index` spells, if it is one of the table's.
    @inline(__always)
    public func members(at index: Int, in source: SourceText) -> ArraySlice<Member>? {
        table.value(at: index, in: source).map { grouped[Int($0.lowerBound) ..< Int($0.upperBound)] }
    }

    /// The members named `name`, if it is one of the table's.
    public func members(named name: String) -> ArraySlice<Member>? {
        table.value(of: name).map { grouped[Int($0.lowerBound) ..< Int($0.upperBound)] }
    }
}
