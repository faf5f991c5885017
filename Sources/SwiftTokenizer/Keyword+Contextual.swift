extension Keyword {
    /// Whether the word is a keyword only in some positions and may otherwise name a declaration,
    /// as `get`, `value`, `open` or `override` (in Swift) can.
    public var isContextual: Bool {
        switch self {
        case .get, .set, .didSet, .willSet, .value, .add, .remove, .open, .lazy, .weak, .unowned, .dynamic,
            .mutating, .nonmutating, .convenience, .required, .indirect, .some, .any, .async, .await, .partial,
            .record, .with, .and, .or, .not, .nameof, .yield, .actor, .final, .override, .selfType:
            return true
        default:
            return false
        }
    }
}
