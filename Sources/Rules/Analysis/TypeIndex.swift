import SwiftTokenizer

/// What one file says about one type declaration, all the type index needs. An immutable object, not a
/// struct: its strings and arrays were retained and released field by field at every copy (into the
/// file's report, into the index, out to answer a question).
public final class TypeFacts: Sendable, Equatable {
    public let name: String
    public let kind: TypeKind
    /// The inheritance clause: a base class first where there is one, then protocols or interfaces.
    public let inherited: [String]
    /// The lifecycle methods this declaration overrides (`LifecycleMethod.bit`).
    public let lifecycleOverrides: UInt32
    /// Whether this declaration overrides a UIKit lifecycle method that only a controller has.
    public var overridesLifecycle: Bool { lifecycleOverrides & LifecycleMethod.identifyingBits != 0 }
    /// Whether the declaring file targets another platform's controllers (imports AppKit but not UIKit,
    /// or Xamarin.Forms, MAUI, Android).
    public let isOtherPlatform: Bool
    /// The declaration's body facts, by their place in `BodyFacts.all` (empty when not read).
    public let bodyFacts: [[String]]
    /// The properties it declares (an Objective-C `_ivar` also as `ivar`): what a member built with the
    /// view can be, known without reading bodies. nil when not recorded: only Objective-C declarations
    /// record them (there every property is declared in an `@interface`, and its controllers' many
    /// configured-then-pushed instances made the second look at files its largest cost).
    public let properties: [String]?
    /// `TypeFacts.hash(ofName:)` of `name`, computed where the declaration is read (a worker, the name
    /// still in its cache) for the type index, which then hashes no string to add it.
    let nameHash: UInt64

    public convenience init(name: String, kind: TypeKind, inherited: [String], lifecycleOverrides: UInt32, isOtherPlatform: Bool,
                            bodyFacts: [[String]] = [], properties: [String]? = nil) {
        self.init(name: name, kind: kind, inherited: inherited, lifecycleOverrides: lifecycleOverrides,
                  isOtherPlatform: isOtherPlatform, bodyFacts: bodyFacts, properties: properties, nameHash: Self.hash(ofName: name))
    }

    /// A declaration whose name hashes to `nameHash` (tests give names equal hashes).
    init(name: String, kind: TypeKind, inherited: [String], lifecycleOverrides: UInt32, isOtherPlatform: Bool,
         bodyFacts: [[String]] = [], properties: [String]? = nil, nameHash: UInt64) {
        self.nameHash = nameHash
        self.properties = properties
        self.lifecycleOverrides = lifecycleOverrides
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.isOtherPlatform = isOtherPlatform
        self.bodyFacts = bodyFacts
    }

    /// A name's hash for the type index: the fingerprints' FNV-1a over its UTF-8 bytes (the same for
    /// equal names in every run: the index's order never depends on it).
    static func hash(ofName name: String) -> UInt64 {
        name.withBytes { Fingerprint.value($0) }
    }

    public static func == (a: TypeFacts, b: TypeFacts) -> Bool {
        a === b || (a.name == b.name && a.kind == b.kind && a.inherited == b.inherited
            && a.lifecycleOverrides == b.lifecycleOverrides && a.isOtherPlatform == b.isOtherPlatform
            && a.bodyFacts == b.bodyFacts && a.properties == b.properties)
    }

    /// The values of one body fact (none when the body was not read).
    public func values(of fact: any BodyFact.Type) -> [String] {
        let k = BodyFacts.index(of: fact)
        return k < bodyFacts.count ? bodyFacts[k] : []
    }
}

/// The project-wide index of types, built from every file before findings are confirmed, so that a
/// class deriving from a `BaseViewController` declared in another file is known to be a controller.
///
/// A type is a UIKit view controller if it transitively inherits a UIKit controller base, or if a base
/// is unknown (declared in no file lifelint read and not a known class) and the type overrides a
/// lifecycle method. Extensions and C# partial classes join their type by name. Rules do not run on files
/// of other platforms (AppKit, Xamarin.Forms, MAUI, Android), and their declarations count for a name
/// only when no UIKit-side file declares it.
public struct TypeIndex: Sendable {
    /// Every declaration added, kept in the arrays they came in (a file's types): adding a file's
    /// declarations retains its array once and copies none of them.
    private var lists: [[TypeFacts]] = []
    /// Each declaration's place in `lists`, with the entry of the declaration of the same name added
    /// before it (-1 for none): the declarations of a name are a chain, walked only for the few names a
    /// finding asks about, instead of an array per name made for every name of the project.
    private var entries: [(list: Int32, index: Int32, previous: Int32)] = []
    /// The last declaration of each name, as an index into `entries`: an open-addressed table found by
    /// the names' hashes (`TypeFacts.nameHash`, computed by the workers), each slot the hash and the entry
    /// (-1: empty). Adding a declaration hashes no string; a name is compared only with names of the
    /// same hash. Its capacity is a power of two, at least twice the names it holds.
    private var slotHashes: [UInt64] = []
    private var slotEntries: [Int32] = []
    private var names = 0
    /// Answers about declared names, by slot (see `NameCaches`); emptied when a declaration is added.
    private var caches = NameCaches()
    /// Per name and fact, the union of its declarations' values of the fact, made where looking through
    /// them would cost more than 32 steps (so that a name declared a million times is not rescanned for
    /// every finding; see `unionContains`), one fact at a time: a finding asks one of a name's ten facts
    /// (the ten sets made for it were 2 M of confirmation's 19 M instructions on the source-only tree).
    private var unions: [UnionKey: Set<String>] = [:]

    /// How many unions are made and kept (tests: a name of many declarations gets one).
    var madeUnions: Int { unions.count }

    private struct UnionKey: Hashable {
        var name: String
        var fact: Int
    }

    private enum Verdict: UInt8 { case controller = 1, notController, unknown }

    /// What the walks up inheritance chains ask of a declared name, kept by the name's slot in the table
    /// (an integer, not the name: the walks were String-keyed dictionaries and arrays of declarations
    /// made for each name, a third of confirmation's instructions on the source-only tree). Made on first
    /// use, sized to the table; the table does not grow while they are kept (adding declarations empties
    /// them).
    private struct NameCaches {
        /// Per slot: 0 not decided, a `Verdict`'s raw value, or `inProgress` while `resolve` decides a base.
        var verdicts: [UInt8] = []
        /// Per slot: where its `Shape` is in `shapes` (-1: not made yet).
        var shapeOf: [Int32] = []
        var shapes: [Shape] = []
        /// The shapes' bases, each shape's a run of this list.
        var bases: [Base] = []
        /// `adoptedProtocols(ofSlot:)`'s answers.
        var adopted: [Int32: [Int]] = [:]

        static let inProgress: UInt8 = 4
        var isEmpty: Bool { verdicts.isEmpty && adopted.isEmpty }
    }

    /// A declared name as `resolve` and `ancestry` see it, read from its declarations once.
    private struct Shape {
        /// Where its bases are in `NameCaches.bases` (see `shape(ofSlot:)`).
        var bases: Range<Int32>
        /// Some declaration is not another platform's (`isOtherPlatform`).
        var hasUIKitSide: Bool
        /// Among those: a class declaration, and one overriding a lifecycle method only a controller has.
        var hasClass: Bool
        var overridesLifecycle: Bool
    }

    /// A base name as the walks need it: the name, its slot when declared (-1: declared nowhere) and
    /// what `KnownTypes` says of it.
    private struct Base {
        var name: String
        var slot: Int32
        var known: Bool?
    }

    public init() {}

    /// Body facts (added children, built members, pinned views) read in a second look at a file, for
    /// types whose first reading left them out (see `Analyzer.defersBodyFacts`).
    private var laterFacts: [String: [TypeFacts]] = [:]
    /// `factAncestry(of:)`'s answers, by type (asked for every inherited fact of every finding).
    private var factAncestries: [String: [String]] = [:]

    /// Makes room for `count` more declarations (at most as many names), so adding them does not rehash.
    public mutating func reserveCapacity(_ count: Int) {
        growSlots(toHold: names + count)
        entries.reserveCapacity(entries.count + count)
    }

    /// Makes the table of names large enough for `count` names (nothing when it is), moving the slots by
    /// their stored hashes.
    private mutating func growSlots(toHold count: Int) {
        guard !slotsHold(count) else { return }
        if !caches.isEmpty { caches = NameCaches() } // keyed by slot
        var capacity = max(slotEntries.count, 16)
        while capacity < 2 * count { capacity *= 2 }
        let (hashes, entries) = (slotHashes, slotEntries)
        slotHashes = [UInt64](repeating: 0, count: capacity)
        slotEntries = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for k in entries.indices where entries[k] >= 0 {
            var slot = Fingerprint.home(hashes[k], mask)
            while slotEntries[slot] >= 0 { slot = (slot + 1) & mask }
            slotHashes[slot] = hashes[k]
            slotEntries[slot] = entries[k]
        }
    }

    /// Whether the table holds `count` names as it is (at most half full), the test before growing it.
    @inline(__always)
    private func slotsHold(_ count: Int) -> Bool { 2 * count <= slotEntries.count }

    /// The declaration an entry stands for.
    @inline(__always)
    private func facts(ofEntry entry: Int32) -> TypeFacts {
        let (list, index, _) = entries[Int(entry)]
        return lists[Int(list)][Int(index)]
    }

    /// The slot of the name `name` with hash `hash`, or the empty slot where it would go.
    private func slot(of name: String, hash: UInt64) -> Int {
        let mask = slotEntries.count - 1
        var slot = Fingerprint.home(hash, mask)
        while slotEntries[slot] >= 0 {
            if slotHashes[slot] == hash && facts(ofEntry: slotEntries[slot]).name == name { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The last declaration of `name` added, as an index into `entries`, or -1.
    private func lastDeclaration(of name: String) -> Int32 {
        guard names > 0 else { return -1 }
        return slotEntries[slot(of: name, hash: TypeFacts.hash(ofName: name))]
    }

    /// The slot of `name` when some declaration of it was added, else -1.
    private func declaredSlot(_ name: String) -> Int {
        guard names > 0 else { return -1 }
        let slot = slot(of: name, hash: TypeFacts.hash(ofName: name))
        return slotEntries[slot] >= 0 ? slot : -1
    }

    /// The name a slot holds (its last declaration's).
    private func name(ofSlot slot: Int) -> String {
        facts(ofEntry: slotEntries[slot]).name
    }

    /// The declarations of the name at `slot`, as indices into `entries`, in the order they were added
    /// (the chain is walked from the last).
    private func entriesInOrder(ofSlot slot: Int) -> ReversedCollection<[Int32]> {
        var chain: [Int32] = []
        var entry = slotEntries[slot]
        while entry >= 0 {
            chain.append(entry)
            entry = entries[Int(entry)].previous
        }
        return chain.reversed()
    }

    /// The shape of the declared name at `slot`, made on first use from its declarations in the order
    /// they were added. Its bases are the names that may be the base class: the first inherited name of
    /// each class or C# class part (both languages put the superclass first; what follows are protocols
    /// or interfaces, and an unknown protocol must not make a `UITableViewCell` subclass look like a
    /// controller), each once, other platforms' declarations left out. Extensions' clauses list protocols
    /// only. A protocol's facts name the class its adopters derive from.
    private mutating func shape(ofSlot slot: Int) -> Shape {
        if caches.verdicts.isEmpty {
            caches.verdicts = [UInt8](repeating: 0, count: slotEntries.count)
            caches.shapeOf = [Int32](repeating: -1, count: slotEntries.count)
        }
        let known = caches.shapeOf[slot]
        if known >= 0 { return caches.shapes[Int(known)] }
        let start = Int32(caches.bases.count)
        var shape = Shape(bases: start ..< start, hasUIKitSide: false, hasClass: false, overridesLifecycle: false)
        var baseNames: [String] = []
        for entry in entriesInOrder(ofSlot: slot) {
            let facts = facts(ofEntry: entry)
            guard !facts.isOtherPlatform else { continue }
            shape.hasUIKitSide = true
            shape.hasClass = shape.hasClass || facts.kind == .class
            shape.overridesLifecycle = shape.overridesLifecycle || facts.overridesLifecycle
            if facts.kind == .class || facts.kind == .protocol, let base = facts.inherited.first, !baseNames.contains(base) {
                baseNames.append(base)
                caches.bases.append(Base(name: base, slot: Int32(declaredSlot(base)), known: KnownTypes.verdict(base)))
            }
        }
        shape.bases = start ..< Int32(caches.bases.count)
        caches.shapeOf[slot] = Int32(caches.shapes.count)
        caches.shapes.append(shape)
        return shape
    }

    /// Adds one declaration.
    public mutating func add(_ facts: TypeFacts) {
        add(contentsOf: [facts])
    }

    /// Adds declarations in order (a file's `FileReport.types`).
    public mutating func add(contentsOf list: [TypeFacts]) {
        guard !list.isEmpty else { return }
        let place = Int32(truncatingIfNeeded: lists.count)
        lists.append(list)
        if !slotsHold(names + list.count) { growSlots(toHold: names + list.count) }
        // Each declaration's fields read where the list keeps it: bound to a local, each was retained and
        // released, a cache miss on an object a worker made, on the run's serial end, and an atomic
        // write that waited for it.
        for k in list.indices {
            let entry = Int32(truncatingIfNeeded: entries.count)
            let hash = list[k].nameHash
            let slot = slot(of: list[k].name, hash: hash)
            let previous = slotEntries[slot]
            if previous < 0 {
                slotHashes[slot] = hash
                names += 1
            }
            slotEntries[slot] = entry
            entries.append((place, Int32(truncatingIfNeeded: k), previous))
        }
        if !caches.isEmpty { caches = NameCaches() }
        if !unions.isEmpty { unions.removeAll() }
        if !factAncestries.isEmpty { factAncestries.removeAll() }
    }

    /// How many non-empty lists `add(contentsOf:)` has taken: the place the next one takes.
    public var listCount: Int { lists.count }

    /// The places (see `listCount`) of the lists holding a declaration of one of `names` that carries
    /// no body facts and counts (`counts`), ascending: the files a second look reads, found from the
    /// names (a few) rather than by hashing every declaration of every file.
    public func listsDeclaringWithoutBodyFacts(_ names: Set<String>) -> [Int] {
        var places: Set<Int> = []
        for name in names {
            forEachDeclaration(of: name) { list, facts in
                if facts.bodyFacts.isEmpty && counts(facts) { places.insert(list) }
            }
        }
        return places.sorted()
    }

    /// Whether a declaration's body facts count: not another platform's, as for the verdicts (`shape`):
    /// cross-platform solutions reuse a sample's or a screen's name on every platform, for classes with
    /// nothing in common, and UIKit's rules are not about the others' code. (Nor whether the name has a
    /// UIKit-side declaration: that could stand on a file the rounds leave skimmed.)
    private func counts(_ facts: TypeFacts) -> Bool {
        !facts.isOtherPlatform
    }

    /// Calls `body` with each declaration of `name` and the place of its list, the last added first:
    /// the walk down the chain of `entries`.
    @inline(__always)
    private func forEachDeclaration(of name: String, _ body: (_ list: Int, _ facts: TypeFacts) -> Void) {
        var entry = lastDeclaration(of: name)
        while entry >= 0 {
            body(Int(entries[Int(entry)].list), facts(ofEntry: entry))
            entry = entries[Int(entry)].previous
        }
    }

    /// Calls `body` with each declaration of `name` (the last added first), then each body facts added
    /// later for it (`addBodyFacts`): every holder of the name's facts, whose union `union` makes.
    @inline(__always)
    private func forEachFactHolder(of name: String, _ body: (TypeFacts) -> Void) {
        forEachDeclaration(of: name) { _, facts in body(facts) }
        for facts in laterFacts[name] ?? [] { body(facts) }
    }

    /// Whether some declaration of `name` was added.
    private func declares(_ name: String) -> Bool {
        lastDeclaration(of: name) >= 0
    }

    /// The declarations of `name` in the order they were added; nil when there is none.
    private func declarations(_ name: String) -> [TypeFacts]? {
        var result: [TypeFacts] = []
        forEachDeclaration(of: name) { _, facts in result.append(facts) }
        guard !result.isEmpty else { return nil } // a name in the index has a declaration
        result.reverse()
        return result
    }

    /// The names that may be the base class of `name` (its shape's bases; none when nothing declares
    /// it), read from its declarations once per name: the walks up inheritance chains ask it of the same
    /// few names (an `extension UIViewController` in every other file makes that name's declarations many).
    private mutating func bases(of name: String) -> [String] {
        let slot = declaredSlot(name)
        guard slot >= 0 else { return [] }
        let shape = shape(ofSlot: slot)
        return caches.bases[Int(shape.bases.lowerBound) ..< Int(shape.bases.upperBound)].map(\.name)
    }

    /// Adds the body facts of a declaration already added (its inheritance is not looked at again).
    public mutating func addBodyFacts(_ facts: TypeFacts) {
        laterFacts[facts.name, default: []].append(facts)
        if !unions.isEmpty { unions.removeAll() }
    }

    /// Verdicts and unions are made on demand: a run asks about the few types its findings name,
    /// not about every type of the project.
    private mutating func union(_ name: String, _ fact: Int) -> Set<String> {
        let key = UnionKey(name: name, fact: fact)
        if let union = unions[key] { return union }
        var union: Set<String> = []
        // The declarations walked, not gathered into a list first (the order of a union's additions is
        // immaterial).
        forEachFactHolder(of: name) { facts in
            if fact < facts.bodyFacts.count && counts(facts) { union.formUnion(facts.bodyFacts[fact]) }
        }
        unions[key] = union
        return union
    }

    /// Whether `union(name, fact)` holds `value`. A name of few declarations and values (nearly every
    /// one) has them looked through where the declarations keep them, with no union made; past 32 steps
    /// (declarations and values), its union is made and kept, so that each later question is a lookup.
    /// Making every union hashed each value into a set, and every question looked its name up in
    /// `unions`, on the run's serial end.
    private mutating func unionContains(_ name: String, _ fact: Int, _ value: String) -> Bool {
        if !unions.isEmpty, let union = unions[UnionKey(name: name, fact: fact)] { return union.contains(value) }
        var steps = 0
        var found = false
        forEachFactHolder(of: name) { facts in
            steps += 1
            guard fact < facts.bodyFacts.count && counts(facts) else { return }
            steps += facts.bodyFacts[fact].count
            found = found || facts.bodyFacts[fact].contains(value)
        }
        // Each later question would take as many steps again: made once, kept.
        if steps > 32 { _ = union(name, fact) }
        return found
    }

    /// Whether the type named `name` is a UIKit view controller.
    public mutating func isViewController(_ name: String) -> Bool {
        if let known = KnownTypes.verdict(name) { return known }
        let slot = declaredSlot(name)
        guard slot >= 0 else { return false } // unknown
        return resolve(slot) == .controller
    }

    /// Whether a finding's requirement holds in this project.
    public mutating func satisfies(_ requirement: Requirement) -> Bool {
        switch requirement {
        case .controller(let name):
            return isViewController(name)
        case .controllerOrLibrary(let name):
            return isViewController(name) || (!declares(name) && KnownTypes.verdict(name) == nil)
        case .fact(let fact, let type, let value, let present):
            let names = BodyFacts.all[fact].inherited ? factAncestry(of: type) : [type]
            let found = names.contains { unionContains($0, fact, value) }
            return found == present
        case .superclassOverrides(let type, let method, let isBase):
            return superclassMayOverride(type, method, isBase: isBase)
        case .noProjectSuperclassOverrides(let type, let method):
            guard let bit = LifecycleMethod(rawValue: method)?.bit else { return true }
            return !ancestry(of: type).dropFirst().contains { name in
                (declarations(name) ?? []).contains { $0.lifecycleOverrides & bit != 0 }
            }
        case .inherits(let type, let base):
            return ancestry(of: type).contains { name in bases(of: name).contains(base) }
        case .view(let type):
            // Through the project's classes to a view class lifelint knows (`Screen: UIView`): a known class
            // is UIKit's, whatever a file of the project declares under its name (as for controllers).
            return ancestry(of: type).contains { name in
                bases(of: name).contains { KnownTypes.verdict($0) == false && KnownTypes.isView(base: $0) }
            }
        }
    }

    /// Where a fact that records places first found `value` for `type` (`Screens/Detail.swift:12`),
    /// the least such place in path and line order; nil when none is recorded.
    public mutating func firstPlace(of fact: Int, type: String, value: String) -> String? {
        let prefix = value + "@"
        let names = BodyFacts.all[fact].inherited ? factAncestry(of: type) : [type]
        let places = names.flatMap { union($0, fact).filter { $0.hasPrefix(prefix) } }
        return places.map { String($0.dropFirst(prefix.count)) }.min { a, b in
            let (pathA, lineA) = (a[..<(a.lastIndex(of: ":") ?? a.endIndex)], Int(a[(a.lastIndex(of: ":").map { a.index(after: $0) } ?? a.endIndex)...]) ?? 0)
            let (pathB, lineB) = (b[..<(b.lastIndex(of: ":") ?? b.endIndex)], Int(b[(b.lastIndex(of: ":").map { b.index(after: $0) } ?? b.endIndex)...]) ?? 0)
            return (pathA, lineA) < (pathB, lineB)
        }
    }

    /// Whether `type` or a class it inherits from may declare a property `name`: false only when every
    /// declaration of them recorded its properties and none has it.
    mutating func mayDeclareProperty(_ name: String, inOrAbove type: String) -> Bool {
        for ancestor in ancestry(of: type) {
            for facts in declarations(ancestor) ?? [] {
                guard let properties = facts.properties else { return true }
                if properties.contains(name) { return true }
            }
        }
        return false
    }

    /// Whether some class above `type` may do work in `method`: one declared in the project that
    /// overrides it, or one lifelint does not read (a UIKit subclass, a library's). A chain that reaches
    /// `UIViewController` through the project's own classes, none overriding `method`, does none.
    mutating func superclassMayOverride(_ type: String, _ method: String, isBase: Bool = false) -> Bool {
        guard let bit = LifecycleMethod(rawValue: method)?.bit else { return true }
        var seen: Set<String> = isBase ? [] : [type]
        var queue = isBase ? [type] : bases(of: type)
        if queue.isEmpty { return true } // no superclass known: assume it does
        // A declaration deriving from UIViewController directly settles it, whatever another
        // same-named declaration says.
        if queue.contains("UIViewController") { return false }
        while let name = queue.first {
            queue.removeFirst()
            guard seen.insert(name).inserted, seen.count < 64 else { continue }
            if name == "UIViewController" || name == "UIKit.UIViewController" { continue }
            guard let list = declarations(name), list.contains(where: { $0.kind == .class }) else { return true }
            if list.contains(where: { $0.lifecycleOverrides & bit != 0 }) { return true }
            let above = bases(of: name)
            if above.isEmpty { return true }
            queue.append(contentsOf: above)
        }
        return false
    }

    /// Where an inherited body fact of `type` is read: its ancestry, and the protocols refining a
    /// controller class that those classes adopt (a protocol extension's methods are the adopter's:
    /// `add(controller:)` in `extension SidebarHost`), with the protocols they refine.
    mutating func factAncestry(of type: String) -> [String] {
        if let known = factAncestries[type] { return known }
        var result = ancestrySlots(of: type)
        var k = 0
        while k < result.count && result.count < 64 {
            // Each protocol asked only when not in the list yet, in the order of the clauses: a verdict
            // asked decides the names above it, and in a cycle of bases which name is decided first
            // decides the others (the order the rules' questions came in before slots).
            for adopted in adoptedProtocols(ofSlot: result[k]) where !result.contains(adopted) && isViewController(name(ofSlot: adopted)) {
                result.append(adopted)
            }
            k += 1
        }
        let names = result.map { name(ofSlot: $0) }
        factAncestries[type] = names
        return names
    }

    /// The declared names the declarations of the name at `slot` adopt (a class's clause after its
    /// superclass, a protocol's or extension's whole clause), as slots, in the order the declarations were
    /// added, each once: `factAncestry`'s step, made once per name (an `extension UIViewController` in every
    /// other file made its walk read hundreds of clauses). Which of them refine a controller class is asked
    /// where they are used, in order.
    private mutating func adoptedProtocols(ofSlot slot: Int) -> [Int] {
        if let known = caches.adopted[Int32(slot)] { return known }
        var result: [Int] = []
        for entry in entriesInOrder(ofSlot: slot) {
            let facts = facts(ofEntry: entry)
            for adopted in facts.inherited.dropFirst(facts.kind == .class ? 1 : 0) {
                let adoptedSlot = declaredSlot(adopted)
                if adoptedSlot >= 0 && !result.contains(adoptedSlot) { result.append(adoptedSlot) }
            }
        }
        caches.adopted[Int32(slot)] = result
        return result
    }

    /// The type and the classes it inherits from that the project declares, nearest first.
    mutating func ancestry(of type: String) -> [String] {
        ancestrySlots(of: type).map { name(ofSlot: $0) }
    }

    /// `ancestry(of:)` as slots: a walk, breadth first, up the bases the project declares.
    private mutating func ancestrySlots(of type: String) -> [Int] {
        let root = declaredSlot(type)
        guard root >= 0 else { return [] }
        var result: [Int] = []
        var queue = [root]
        var next = 0
        while next < queue.count {
            let slot = queue[next]
            next += 1
            guard !result.contains(slot), result.count < 64 else { continue }
            result.append(slot)
            let shape = shape(ofSlot: slot)
            for k in shape.bases where caches.bases[Int(k)].slot >= 0 { queue.append(Int(caches.bases[Int(k)].slot)) }
        }
        return result
    }

    /// The verdict of the declared, not known, name at `root`, deciding it and everything it inherits
    /// from with an explicit stack: inheritance chains thousands deep (or cyclic) cost no stack. A base
    /// in progress (a cycle) counts as one nobody declares.
    private mutating func resolve(_ root: Int) -> Verdict {
        if !caches.verdicts.isEmpty, let known = Verdict(rawValue: caches.verdicts[root]) { return known }
        _ = shape(ofSlot: root) // makes the caches
        var stack = [root]
        while let slot = stack.last {
            if Verdict(rawValue: caches.verdicts[slot]) != nil {
                stack.removeLast()
                continue
            }
            let shape = shape(ofSlot: slot)
            // Cross-platform solutions reuse class names (`MainView` on iOS and on Android) for types that
            // have nothing in common: where a name has UIKit-side declarations, the others do not count;
            // a name declared only in other platforms' files is not a UIKit controller.
            guard shape.hasUIKitSide else {
                caches.verdicts[slot] = Verdict.notController.rawValue
                stack.removeLast()
                continue
            }
            // A declared base lifelint does not know, not decided nor in progress, is decided first.
            if let next = caches.bases[Int(shape.bases.lowerBound) ..< Int(shape.bases.upperBound)].first(where: { base in
                base.known == nil && base.slot >= 0 && caches.verdicts[Int(base.slot)] == 0
            }) {
                caches.verdicts[slot] = NameCaches.inProgress
                stack.append(Int(next.slot))
                continue
            }
            caches.verdicts[slot] = decide(shape).rawValue
            stack.removeLast()
        }
        return Verdict(rawValue: caches.verdicts[root])!
    }

    /// A type whose chain ends in a base nobody declared stays `.unknown`, so that its subclasses
    /// overriding lifecycle methods still count as controllers. (Its bases are decided or in progress.)
    private func decide(_ shape: Shape) -> Verdict {
        var reachesUnknown = !shape.hasClass
        for k in shape.bases {
            let base = caches.bases[Int(k)]
            let verdict: Verdict? = base.known.map { $0 ? .controller : .notController }
                ?? (base.slot < 0 ? .unknown : Verdict(rawValue: caches.verdicts[Int(base.slot)]))
            if verdict == .controller { return .controller }
            if verdict != .notController { reachesUnknown = true }
        }
        guard reachesUnknown else { return .notController }
        return shape.overridesLifecycle ? .controller : .unknown
    }
}

/// Classes lifelint knows without reading them: UIKit's controllers and their common subclasses in
/// libraries, and same-named bases of other platforms that must never count as UIKit controllers.
enum KnownTypes {
    static let controllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIImagePickerController", "UIVideoEditorController", "UIActivityViewController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIInputViewController",
        "UIReferenceLibraryViewController", "UICloudSharingController", "UIFontPickerViewController",
        "UIColorPickerViewController", "UIHostingController", "AVPlayerViewController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "CNContactViewController",
        "CNContactPickerViewController", "QLPreviewController", "PHPickerViewController",
        "GKGameCenterViewController", "ASDKViewController", "ASViewController", "DialogViewController",
        "MvxViewController", "MvxTableViewController", "MvxCollectionViewController", "ReactiveViewController",
        "ReactiveTableViewController", "ReactiveCollectionViewController", "UIViewControllerBase",
    ]

    static let otherClasses: Set<String> = [
        // AppKit
        "NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController",
        "NSPageController", "NSCollectionViewItem", "NSTitlebarAccessoryViewController", "NSView", "NSWindow",
        // MediaPlayer: a player object with a `view`, no controller
        "MPMoviePlayerController",
        // Xamarin.Forms and MAUI
        "ContentPage", "Page", "NavigationPage", "TabbedPage", "MasterDetailPage", "FlyoutPage", "CarouselPage",
        "ContentView", "Shell", "Application",
        // Android
        "Activity", "AppCompatActivity", "FragmentActivity", "ComponentActivity", "Fragment", "DialogFragment",
        "ListActivity",
        // Windows
        "Form", "Window", "UserControl",
        // UIKit classes that are not controllers, and the roots
        "NSObject", "UIResponder", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UIWindow", "UITextField", "UITextView", "UIApplication",
        "UIGestureRecognizer", "UIPresentationController", "UIStoryboardSegue", "UIDocument", "UIScene",
        "UIWindowScene", "UIApplicationDelegate", "UIResponderBase",
        // Test case bases: never controllers, and a project has thousands of them
        "XCTestCase", "QuickSpec", "AsyncSpec",
        // UIKit classes with a `loadView()` and a `view` that are not controllers
        "NSTextAttachmentViewProvider",
        // Core Animation layers, operations, managed objects, activities, SpriteKit nodes: a method of theirs
        // named like a controller's callback (a layer's own `didReceiveMemoryWarning`) is their own
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATiledLayer", "NSOperation", "NSManagedObject", "SKScene",
        // Protocols written first in a class's clause (a superclass would have to come first)
        "Sendable", "AnyObject", "Identifiable", "ObservableObject", "CustomDebugStringConvertible",
        "LocalizedError", "CaseIterable",
        // Foundation and standard library types that extensions often extend
        "String", "Substring", "Array", "Dictionary", "Set", "Optional", "Int", "Double", "Float", "Bool",
        "Data", "Date", "URL", "Character", "Sequence", "Collection", "Result", "Error", "Encodable", "Decodable",
        "Codable", "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "UIColor", "UIFont",
        "UIImage", "CGRect", "CGSize", "CGPoint", "NSAttributedString", "Notification.Name", "Name",
    ]

    /// Whether a class deriving from `base` is a view (a cell, a control): a view cannot be a parent
    /// controller. By the name's ending, for UIKit's and libraries' views alike.
    static func isView(base: String) -> Bool {
        base.hasSuffix("View") || base.hasSuffix("Cell") || base == "UIControl"
    }

    /// Test case bases: a test builds hierarchies to look at, not to show.
    static let testCases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

    /// true for a known controller, false for a known non-controller, nil when lifelint cannot tell.
    static func verdict(_ name: String) -> Bool? {
        verdicts.value(of: name)
    }

    /// `verdict` of the name the token at `index` spells, read from its bytes (no string made).
    static func verdict(at index: Int, in source: SourceText) -> Bool? {
        verdicts.value(at: index, in: source)
    }

    /// Both lists in one table: one lookup per question (this runs for every type of every file), on
    /// the name's bytes, without hashing it. Controllers first: a name on both lists is a controller.
    private static let verdicts = NameTable<Bool>(controllers.sorted().map { ($0, true) } + otherClasses.sorted().map { ($0, false) })

    /// Folder names of other platforms' projects in Xamarin and .NET solutions (`App.Droid`, `Platforms/Mac`),
    /// whose files often import nothing telling (global usings).
    static let otherPlatformFolders = ["droid", "android", "mac", "macos", "osx", "wpf", "uwp", "winui", "windows",
                                       "windowsphone", "tizen", "gtk"]

    /// Whether a file is another platform's code: by its imports, and for C# also by its folders.
    static func isOtherPlatform(importing modules: PlatformModules, language: Language, path: String) -> Bool {
        isOtherPlatform(importing: modules, language: language) || isOtherPlatform(byFoldersOf: path, language: language)
    }

    /// Whether a file is another platform's by its folders alone (C#'s `App.Droid/`), whatever it imports:
    /// a folder (not the file name) named `Droid`, `Mac`, … or dotted and ending in one (`App.Droid`), in
    /// any case.
    static func isOtherPlatform(byFoldersOf path: String, language: Language) -> Bool {
        guard language == .csharp else { return false }
        let names = otherPlatformFolderNames
        // From `/` to `/` (`memchr`), by bytes: this runs for every C# file, and again in the rounds.
        return path.withBytes { bytes in
            var start = 0
            while let slash = findByte(UInt8(ascii: "/"), in: bytes, from: start, to: bytes.count) {
                if names.matchFolder(bytes, start ..< slash) { return true }
                start = slash + 1
            }
            return false
        }
    }

    /// `otherPlatformFolders`, each compared as two integers (`packWord`) of its bytes lowercased (`| 0x20`)
    /// after its length: most folders have none of the names' lengths. (Compared byte by byte, through
    /// slices, a path cost some 1,400 instructions; the rounds ask it of thousands of skimmed files.)
    private struct FolderNames {
        let packed: [(UInt64, UInt64, Int)]
        /// Bit k: a name of k bytes.
        let lengths: Int

        init(_ names: [String]) {
            let bytes = names.map { Array($0.utf8) }
            // At most sixteen bytes (`packWord`), lowercase letters only (`| 0x20` lowercases the folder).
            precondition(bytes.allSatisfy { $0.count < 16 && $0.allSatisfy { $0 >= 97 && $0 <= 122 } })
            packed = bytes.map { $0.withUnsafeBufferPointer { Self.packedLowercase($0, 0 ..< $0.count) } }
            lengths = bytes.reduce(0) { $0 | 1 << $1.count }
        }

        /// Whether the folder spelled by `range` is one of the names, or ends in `.` and one (its part after
        /// its last dot is one: the names hold no dot).
        func matchFolder(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            if match(bytes, range) { return true }
            var rest = lengths
            while rest != 0 {
                let length = rest.trailingZeroBitCount
                rest &= rest - 1
                let name = range.upperBound - length
                if name > range.lowerBound && bytes[name - 1] == UInt8(ascii: ".") && match(bytes, name ..< range.upperBound) { return true }
            }
            return false
        }

        private func match(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            guard range.count < 16, lengths & (1 << range.count) != 0 else { return false }
            let folder = Self.packedLowercase(bytes, range)
            return packed.contains { $0 == folder }
        }

        /// The range's bytes packed (`packWord`: at most sixteen), each `| 0x20`, and its length. The zero
        /// bytes past the range become 0x20 too, in a name as in a folder, and the lengths are compared.
        private static func packedLowercase(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64, Int) {
            let (low, high) = packWord(bytes, start: range.lowerBound, length: range.count)
            return (low | 0x2020_2020_2020_2020, high | 0x2020_2020_2020_2020, range.count)
        }
    }

    private static let otherPlatformFolderNames = FolderNames(otherPlatformFolders)

    /// Modules whose presence marks a file as another platform's code.
    static func isOtherPlatform(importing modules: PlatformModules, language: Language) -> Bool {
        guard !modules.isEmpty else { return false }
        func has(_ module: PlatformModules) -> Bool { modules.contains(module) }
        switch language {
        case .swift, .objectiveC:
            return (has(.appKit) || has(.cocoa)) && !has(.uiKit)
        case .csharp:
            // Not System.Windows: its ICommand is used everywhere.
            return !has(.uiKit) && (has(.appKit) || has(.monoMac) || has(.xamarinForms) || has(.maui) || has(.android)
                || has(.androidX))
        }
    }
}

/// The modules among a file's imports that tell its platform (`KnownTypes.isOtherPlatform` asks them):
/// read from the import's bytes as the outliners meet it, so that no import is made a string.
public struct PlatformModules: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let uiKit = PlatformModules(rawValue: 1 << 0)
    public static let appKit = PlatformModules(rawValue: 1 << 1)
    public static let cocoa = PlatformModules(rawValue: 1 << 2)
    public static let monoMac = PlatformModules(rawValue: 1 << 3)
    public static let xamarinForms = PlatformModules(rawValue: 1 << 4)
    public static let maui = PlatformModules(rawValue: 1 << 5)
    public static let android = PlatformModules(rawValue: 1 << 6)
    public static let androidX = PlatformModules(rawValue: 1 << 7)

    private static let names: [(PlatformModules, [UInt8])] = {
        let spelled: [(PlatformModules, String)] = [
            (.uiKit, "UIKit"), (.appKit, "AppKit"), (.cocoa, "Cocoa"), (.monoMac, "MonoMac"),
            (.xamarinForms, "Xamarin.Forms"), (.maui, "Microsoft.Maui"), (.android, "Android"), (.androidX, "AndroidX"),
        ]
        return spelled.map { ($0.0, Array($0.1.utf8)) }
    }()

    /// The modules an import spelled by `bytes` names: the module itself, a submodule
    /// (`Xamarin.Forms.Xaml`), or a namespace ending in it (`ObjCRuntime.UIKit`).
    public init(importing bytes: UnsafeBufferPointer<UInt8>) {
        var found: PlatformModules = []
        let dot = UInt8(ascii: ".")
        for (module, name) in Self.names where bytes.count >= name.count {
            if bytes.count == name.count {
                if bytes.elementsEqual(name) { found.insert(module) }
            } else if (bytes[name.count] == dot && bytes.prefix(name.count).elementsEqual(name))
                || (bytes[bytes.count - name.count - 1] == dot && bytes.suffix(name.count).elementsEqual(name)) {
                found.insert(module)
            }
        }
        self = found
    }

    /// The modules an import spelled `name` names.
    public init(importing name: String) {
        self = name.withBytes { PlatformModules(importing: $0) }
    }
}
