import SwiftTokenizer

/// Names grouped by length, looked up by a token's bytes without making a `String`: the rules' hot
/// loops ask "is this identifier one of these names?" for every token.
public struct NameTable<Value: Sendable>: Sendable {
    private var byLength: [[(bytes: [UInt8], value: Value)]] = []

    public init(_ entries: [(String, Value)]) {
        for (name, value) in entries {
            let bytes = Array(name.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append((bytes, value))
        }
    }

    /// The value of the name the token at `index` spells, if it is one of the table's.
    @inline(__always)
    public func value(at index: Int, in source: SourceText) -> Value? {
        guard index >= 0 && index < source.tokens.count else { return nil }
        let range = source.nameRange(source.tokens[index])
        guard range.count < byLength.count else { return nil }
        for entry in byLength[range.count] {
            var k = 0
            while k < range.count && entry.bytes[k] == source.bytes[range.lowerBound + k] { k += 1 }
            if k == range.count { return entry.value }
        }
        return nil
    }

    /// Whether the token at `index` spells one of the names.
    @inline(__always)
    public func contains(_ index: Int, in source: SourceText) -> Bool {
        value(at: index, in: source) != nil
    }
}
