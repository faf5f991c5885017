import SwiftTokenizer

/// A per-file cache (one per `RuleContext`, never shared between threads): the answers to the
/// questions the analysis API and the rules ask of a file more than once. Each question is one
/// stored property here (its answer, or a table of answers by key) and is asked through one of the two
/// generic `answer` functions, so that adding a cached question is one line here and one call there.
///
/// Plain stored properties, not a table of generic boxes: a generic class's fields are reached
/// through its runtime metadata, which cost 2 % of a run when this cache was built that way. The
/// properties skip the runtime's exclusivity checks: they cost more than the lookups, and no access
/// here can overlap another (each call reads, computes, then writes).
public final class FileCache {
    @exclusivity(unchecked) var candidatesByName: [String: [TypeDecl]]? = nil
    /// The file's hierarchy calls once `hasHierarchyCalls` (see `RuleContext.hierarchyCalls(in:)`). Emptied
    /// for the next file, its memory kept: made for each file, the list was allocated and grown again in
    /// most files that call one (1,800 allocations a run on the source-only tree).
    @exclusivity(unchecked) var hierarchyCalls: [HierarchyCallSite] = []
    @exclusivity(unchecked) var hasHierarchyCalls = false
    /// The same for `RuleContext.freshControllerUses` (1,700 allocations a run).
    @exclusivity(unchecked) var freshControllerUses: [FreshControllerUse] = []
    @exclusivity(unchecked) var hasFreshControllerUses = false
    @exclusivity(unchecked) var mentionsContainment: Bool? = nil
    @exclusivity(unchecked) var containmentTypes: [(type: TypeDecl, isController: Bool)]? = nil
    /// A view of `callNameList`'s memory (see `RuleContext.callNames(in:)`).
    @exclusivity(unchecked) var callNames: TokenRun? = nil
    /// The file's call names: the array `callNames` views, kept unchanged while it does.
    @exclusivity(unchecked) var callNameList: [Int32]? = nil
    @exclusivity(unchecked) var hasConstrainedExtension: Bool? = nil
    @exclusivity(unchecked) var mentionsOutlet: Bool? = nil
    @exclusivity(unchecked) var mentionsLeavingTest: Bool? = nil
    @exclusivity(unchecked) var lines: LineTable? = nil
    /// Not an answer: the last file's line table's memory, emptied, for the next file's (see
    /// `RuleContext.lineTable`).
    @exclusivity(unchecked) var spareLineStarts: [Int] = []
    @exclusivity(unchecked) var viewNames: [Int32]? = nil
    /// The last offset `RuleContext.line(ofToken:)` counted to, and the line breaks before it.
    @exclusivity(unchecked) var lineCursor = (offset: 0, breaks: 0)
    @exclusivity(unchecked) var locals: [BodyKey: [(token: Int, scopeEnd: Int)]] = [:]
    @exclusivity(unchecked) var closures: [BodyKey: [Range<Int>]] = [:]
    @exclusivity(unchecked) var ifs: [BodyKey: [Int]] = [:]
    /// By type name.
    @exclusivity(unchecked) var addedChildren: [String: [String]] = [:]
    /// By type name: its helper methods by name (see `helpers(calledFrom:in:)`).
    @exclusivity(unchecked) var helperMethods: [String: MemberTable] = [:]
    /// By a type's first declaration (its index): the members of its declarations in the file (see
    /// `RuleContext.allMembers(of:)`).
    @exclusivity(unchecked) var typeMembers: [Int: [Member]] = [:]
    /// By member index: the helpers it calls, and the type name they were looked for in (see
    /// `helpers(calledFrom:in:)`; four rules ask of the same lifecycle methods).
    @exclusivity(unchecked) var helperCalls: [Int: (type: String, calls: [HelperCall])] = [:]
    /// By member index: its reads and writes of `view`, closures included (see `LoadViewFacts`: both
    /// `loadView` rules ask of the same method, and a long `loadView` costs the most to read).
    @exclusivity(unchecked) var viewAccesses: [Int: [Int]] = [:]
    /// Not an answer: the room `freshControllerUses` finds a body's fresh locals in, kept for the next
    /// file (emptied, its memory kept).
    @exclusivity(unchecked) var freshLocals: [RuleContext.FreshLocal] = []

    public init() {}

    /// Forgets every answer, keeping the tables' memory for the next file (see `FileStorage`).
    func reset() {
        candidatesByName = nil
        if hasHierarchyCalls {
            hierarchyCalls.removeAll(keepingCapacity: true)
            hasHierarchyCalls = false
        }
        if hasFreshControllerUses {
            freshControllerUses.removeAll(keepingCapacity: true)
            hasFreshControllerUses = false
        }
        mentionsContainment = nil
        containmentTypes = nil
        callNames = nil
        callNameList = nil
        hasConstrainedExtension = nil
        mentionsOutlet = nil
        mentionsLeavingTest = nil
        if let table = lines.take() {
            spareLineStarts = table.spareStorage()
            spareLineStarts.removeAll(keepingCapacity: true)
        }
        viewNames = nil
        lineCursor = (offset: 0, breaks: 0)
        if !locals.isEmpty { locals.removeAll(keepingCapacity: true) }
        if !closures.isEmpty { closures.removeAll(keepingCapacity: true) }
        if !ifs.isEmpty { ifs.removeAll(keepingCapacity: true) }
        if !addedChildren.isEmpty { addedChildren.removeAll(keepingCapacity: true) }
        if !helperMethods.isEmpty { helperMethods.removeAll(keepingCapacity: true) }
        if !typeMembers.isEmpty { typeMembers.removeAll(keepingCapacity: true) }
        if !helperCalls.isEmpty { helperCalls.removeAll(keepingCapacity: true) }
        if !viewAccesses.isEmpty { viewAccesses.removeAll(keepingCapacity: true) }
        if !freshLocals.isEmpty { freshLocals.removeAll(keepingCapacity: true) }
    }

    /// The answer to a question asked of the whole file, computed on the first ask. Always inlined:
    /// `compute` captures the caller's `RuleContext`, and a closure that is not inlined would copy it.
    /// A long computation is not inlined even so: ask the cache by hand and compute in a method of the
    /// context (as `freshControllerUses` and `mentionsContainment` do; through here each file's copy of
    /// the context cost a handful of retains and releases).
    @inline(__always)
    func answer<Value>(_ question: ReferenceWritableKeyPath<FileCache, Value?>, _ compute: () -> Value) -> Value {
        if let known = self[keyPath: question] { return known }
        let value = compute()
        self[keyPath: question] = value
        return value
    }

    /// The answer to a question for `key`, computed on the first ask.
    @inline(__always)
    func answer<Key, Value>(_ question: ReferenceWritableKeyPath<FileCache, [Key: Value]>, _ key: Key,
                            _ compute: () -> Value) -> Value {
        if let known = self[keyPath: question][key] { return known }
        let value = compute()
        self[keyPath: question][key] = value
        return value
    }
}

/// A body as a cache key: its token range packed in one integer (hashing one word, not two).
public typealias BodyKey = Int

extension Range where Bound == Int {
    /// The range as a `BodyKey`.
    var bodyKey: BodyKey { lowerBound &* 1_000_003 &+ upperBound }
}
