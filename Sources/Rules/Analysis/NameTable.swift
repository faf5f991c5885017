import SwiftTokenizer

/// Names grouped by length, looked up by a token's bytes without making a `String`: the rules' hot
/// loops ask "is this identifier one of these names?" for every token.
///
/// Most tokens are no name of the table, so each length keeps two 64-bit masks of the first and the
/// last bytes its names use (by their low six bits): a token whose first or last byte is in neither is
/// answered without reading the entries. Otherwise the first 16 bytes compare as two integers.
public struct NameTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        /// Bytes after the 16th.
        var rest: [UInt8]
        var value: Value
    }

    private struct Bucket: Sendable {
        var firstBytes: UInt64 = 0
        var lastBytes: UInt64 = 0
        var entries: [Entry] = []
    }

    private var byLength: [Bucket] = []

    public init(_ entries: [(String, Value)]) {
        reserveLengths(longest: entries.reduce(0) { max($0, $1.0.utf8.count) })
        for (name, value) in entries {
            name.withBytes { add($0, value) }
        }
    }

    /// Names that may repeat, each with all its elements in the given order (`[Member]` for a method
    /// name and its overloads): grouped as they are entered, with no dictionary on the way.
    public init<Element>(grouping pairs: [(String, Element)]) where Value == [Element] {
        reserveLengths(longest: pairs.reduce(0) { max($0, $1.0.utf8.count) })
        for (name, element) in pairs {
            name.withBytes { group(element, under: $0) }
        }
    }

    /// Members by name, overloads together in the given order, each entered with the bytes of its
    /// name (a name that is its token's is not made a string for the table).
    public init(members: [Member]) where Value == [Member] {
        reserveLengths(longest: members.reduce(0) { longest, member in max(longest, member.withNameBytes { $0.count }) })
        for member in members { member.withNameBytes { group(member, under: $0) } }
    }

    /// Each name of the members `include` accepts, with the index in `members` of the first member of
    /// that name (overloads share it), entered with the bytes of their names: no string made per member.
    public init(firstIndicesOf members: [Member], where include: (Member) -> Bool) where Value == Int {
        reserveLengths(longest: members.reduce(0) { longest, member in
            include(member) ? max(longest, member.withNameBytes { $0.count }) : longest
        })
        for (index, member) in members.enumerated() where include(member) {
            member.withNameBytes { bytes in
                if lookUp(bytes, 0, bytes.count) == nil { add(bytes, index) }
            }
        }
    }

    /// The value of the name `member` has, if it is one of the table's (read from its bytes).
    public func value(ofNameOf member: Member) -> Value? {
        member.withNameBytes { lookUp($0, 0, $0.count) }
    }

    /// One bucket per length up to the longest name, made at once (tables are made per type and file).
    private mutating func reserveLengths(longest: Int) {
        if longest > 0 { byLength = [Bucket](repeating: Bucket(), count: longest + 1) }
    }

    /// Appends `element` to the name's elements, entering the name when it is new.
    private mutating func group<Element>(_ element: Element, under bytes: UnsafeBufferPointer<UInt8>) where Value == [Element] {
        if let (count, e) = entry(bytes, 0, bytes.count) {
            byLength[count].entries[e].value.append(element)
        } else {
            add(bytes, [element])
        }
    }

    /// Enters a name from its own bytes (no array per name).
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Value) {
        let count = bytes.count
        guard count > 0 else { return }
        let (low, high) = packWord(bytes, start: 0, length: count)
        byLength[count].firstBytes |= 1 << UInt64(bytes[0] & 63)
        byLength[count].lastBytes |= 1 << UInt64(bytes[count - 1] & 63)
        byLength[count].entries.append(Entry(low: low, high: high, rest: count > 16 ? Array(bytes[16...]) : [], value: value))
    }

    /// The value of the name the token at `index` spells, if it is one of the table's.
    @inline(__always)
    public func value(at index: Int, in source: SourceText) -> Value? {
        guard let range = candidate(at: index, in: source), let e = entryIndex(source.bytes, range.lowerBound, range.count)
        else { return nil }
        return byLength[range.count].entries[e].value
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
    public var isEmpty: Bool { byLength.isEmpty }

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
        count > 0 && count < byLength.count
            && byLength[count].firstBytes & (1 << UInt64(bytes[start] & 63)) != 0
            && byLength[count].lastBytes & (1 << UInt64(bytes[start + count - 1] & 63)) != 0
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Value? {
        guard mayHold(bytes, start, count), let e = entryIndex(bytes, start, count) else { return nil }
        return byLength[count].entries[e].value
    }

    /// The length and place of the entry the bytes spell, if there is one (for grouping as names are entered).
    private func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (Int, Int)? {
        guard count > 0 && count < byLength.count else { return nil }
        return entryIndex(bytes, start, count).map { (count, $0) }
    }

    /// The place in the bucket of `count`-byte names of the entry the bytes spell, if any (`count` is
    /// within the table's lengths).
    private func entryIndex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        let (low, high) = packWord(bytes, start: start, length: count)
        let entries = byLength[count].entries
        for e in entries.indices where entries[e].low == low && entries[e].high == high {
            if count <= 16 { return e }
            var k = 16
            while k < count && entries[e].rest[k - 16] == bytes[start + k] { k += 1 }
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
