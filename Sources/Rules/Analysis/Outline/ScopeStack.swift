/// The scopes an outliner has open: for each, the index of the type it is the body of (or none: a C#
/// namespace) and the index of its closing brace. The eight innermost of a usual file's nesting are kept
/// in place, deeper ones in an array: a list made for every file was an allocation of each outline.
struct ScopeStack {
    /// Scopes 0 ..< 8, each packed as `type << 32 | end` (a type of -1: none).
    private var first: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// Scopes 8 and deeper.
    private var deeper: [UInt64] = []
    private(set) var count = 0

    private static let inPlace = 8

    /// Opens a scope: the body of the type at `type` (nil for none), closed by the brace at `end`.
    mutating func push(type: Int?, end: Int) {
        let packed = UInt64(UInt32(truncatingIfNeeded: type ?? -1)) << 32 | UInt64(UInt32(truncatingIfNeeded: end))
        if count < Self.inPlace {
            let offset = count * MemoryLayout<UInt64>.stride
            withUnsafeMutableBytes(of: &first) { $0.storeBytes(of: packed, toByteOffset: offset, as: UInt64.self) }
        } else {
            deeper.append(packed)
        }
        count += 1
    }

    /// Closes the innermost scope.
    mutating func pop() {
        count -= 1
        if count >= Self.inPlace { deeper.removeLast() }
    }

    /// The innermost scope, if one is open.
    var top: (type: Int?, end: Int)? {
        guard count > 0 else { return nil }
        let packed: UInt64
        if count <= Self.inPlace {
            let offset = (count - 1) * MemoryLayout<UInt64>.stride
            packed = withUnsafeBytes(of: first) { $0.load(fromByteOffset: offset, as: UInt64.self) }
        } else {
            packed = deeper[deeper.count - 1]
        }
        let type = Int(Int32(truncatingIfNeeded: packed >> 32))
        return (type < 0 ? nil : type, Int(Int32(truncatingIfNeeded: packed & 0xFFFF_FFFF)))
    }
}
