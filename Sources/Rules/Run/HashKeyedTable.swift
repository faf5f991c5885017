/// A table whose keys are hashes already (a name's `TypeFacts.nameHash`): found by the key's own bits
/// in an open-addressed array, not hashed again. Swift's `Dictionary` and `Set` hash every key with a
/// seeded SipHash, a third of the instructions of the rounds' searches (`Skimming`), which look up
/// thousands of names three times a run. Linear probing; the capacity a power of two, at least twice
/// the keys held. Iterated in slot order (a function of the keys only: the same in every run).
struct HashKeyedTable<Value>: Sequence {
    private var keys: [UInt64] = []
    private var slots: [Value?] = []
    private(set) var count = 0

    init(minimumCapacity: Int = 0) {
        if minimumCapacity > 0 { grow(toHold: minimumCapacity) }
    }

    var isEmpty: Bool { count == 0 }

    /// The slot holding `key`, or the empty slot where it would go; -1 when the table has no slots.
    @inline(__always)
    private func find(_ key: UInt64) -> Int {
        guard !keys.isEmpty else { return -1 }
        let mask = keys.count - 1
        var slot = Fingerprint.home(key, mask)
        while slots[slot] != nil {
            if keys[slot] == key { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Makes room for `count` keys (at most half the slots full), moving the keys held.
    private mutating func grow(toHold count: Int) {
        guard 2 * count > keys.count else { return }
        var capacity = Swift.max(keys.count, 16)
        while capacity < 2 * count { capacity *= 2 }
        let (oldKeys, oldSlots) = (keys, slots)
        keys = [UInt64](repeating: 0, count: capacity)
        slots = [Value?](repeating: nil, count: capacity)
        let mask = capacity - 1
        for k in oldKeys.indices {
            guard let value = oldSlots[k] else { continue }
            var slot = Fingerprint.home(oldKeys[k], mask)
            while slots[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[k]
            slots[slot] = value
        }
    }

    subscript(key: UInt64) -> Value? {
        let slot = find(key)
        return slot >= 0 ? slots[slot] : nil
    }

    func contains(_ key: UInt64) -> Bool {
        let slot = find(key)
        return slot >= 0 && slots[slot] != nil
    }

    /// Sets the value of `key`, adding it when absent.
    mutating func set(_ key: UInt64, _ value: Value) {
        grow(toHold: count + 1)
        let slot = find(key)
        if slots[slot] == nil {
            keys[slot] = key
            count += 1
        }
        slots[slot] = value
    }

    /// Adds `key` with `value` when absent; whether it was added (an existing value is kept).
    @discardableResult
    mutating func insert(_ key: UInt64, _ value: Value) -> Bool {
        grow(toHold: count + 1)
        let slot = find(key)
        guard slots[slot] == nil else { return false }
        keys[slot] = key
        slots[slot] = value
        count += 1
        return true
    }

    /// Changes the value of `key` in place, adding it as `value()` first when absent.
    @inline(__always)
    mutating func update<Result>(_ key: UInt64, adding value: () -> Value, _ body: (inout Value) -> Result) -> Result {
        grow(toHold: count + 1)
        let slot = find(key)
        if slots[slot] == nil {
            keys[slot] = key
            slots[slot] = value()
            count += 1
        }
        return body(&slots[slot]!)
    }

    /// The keys and values, in slot order.
    struct Iterator: IteratorProtocol {
        fileprivate let keys: [UInt64]
        fileprivate let slots: [Value?]
        fileprivate var position = 0

        mutating func next() -> (key: UInt64, value: Value)? {
            while position < slots.count {
                defer { position += 1 }
                if let value = slots[position] { return (keys[position], value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys, slots: slots, position: 0) }
}
