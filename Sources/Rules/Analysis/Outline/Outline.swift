import SwiftTokenizer

/// What a type declaration declares.
public enum TypeKind: UInt8, Sendable {
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor, interface, record
}

/// A type declaration: a Swift class, struct, enum, extension, protocol or actor; a C# class, struct,
/// interface or record (a `partial` part counts as one declaration).
///
/// A value of plain fields, like `Member`: its name, inheritance clause and members are kept in the
/// file's `MemberParts` (by `index`), which it refers to without holding. The rules walk every file's
/// types many times; as an object (and before that as a struct of strings and arrays) each step of
/// such a walk retained and released it and its members' array, and every file allocated an object and
/// an array per type. Valid while its outline is, like an index into it.
public struct TypeDecl: @unchecked Sendable {
    private let parts: PartsReference
    public let kind: TypeKind
    /// A C# `partial` class.
    public let isPartial: Bool
    private let position: Int32
    private let nameTokenIndex: Int32
    private let parentIndex: Int32
    private let bodyBounds: (Int32, Int32)

    /// The declaration the outliner added as the type `index` of the outline whose parts are `parts`
    /// (which keep its name, inheritance clause and `Self` base: see `Outline.add`).
    init(kind: TypeKind, nameToken: Int, body: Range<Int>, parent: Int?, isPartial: Bool, index: Int, parts: MemberParts) {
        self.parts = PartsReference(parts)
        self.kind = kind
        self.isPartial = isPartial
        self.position = Int32(truncatingIfNeeded: index)
        self.nameTokenIndex = Int32(truncatingIfNeeded: nameToken)
        self.parentIndex = Int32(truncatingIfNeeded: parent ?? -1)
        self.bodyBounds = (Int32(truncatingIfNeeded: body.lowerBound), Int32(truncatingIfNeeded: body.upperBound))
    }

    /// The simple name: `Inner` for `Outer.Inner`, without generic arguments.
    public var name: String { record.pointee.name }
    /// The token of the name.
    public var nameToken: Int { Int(nameTokenIndex) }
    /// The simple names of the inheritance clause, in order: base class first where there is one.
    public internal(set) var inherited: [String] {
        get { record.pointee.inherited }
        nonmutating set { record.pointee.inherited = newValue }
    }
    /// Code tokens strictly inside the braces.
    public var body: Range<Int> { Int(bodyBounds.0) ..< Int(bodyBounds.1) }
    /// The type this one is nested in, as an index into `Outline.types`.
    public var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    /// Its place in `Outline.types`.
    public var index: Int { Int(position) }
    /// The members, in source order (each is also in `Outline.members`).
    public var members: TypeMembers { TypeMembers(parts.read { $0.membersBase }, record.pointee.members) }
    /// `UIViewController` for a Swift `extension P where Self: UIViewController`: the class every type
    /// the extension's code runs on derives from.
    public var selfBase: String? { record.pointee.selfBase }
    /// Whether it is one of its file's `RuleContext.candidateTypes`: set when they are found.
    public internal(set) var isCandidate: Bool {
        get { record.pointee.isCandidate }
        nonmutating set { record.pointee.isCandidate = newValue }
    }

    /// Its record in the parts (complete once the outline is: the records no longer move).
    @inline(__always) private var record: UnsafeMutablePointer<MemberParts.TypeData> {
        parts.read { $0.types! } + Int(position)
    }

    /// Whether `other` is this declaration (of the same file).
    public func isSame(as other: TypeDecl) -> Bool { position == other.position && nameTokenIndex == other.nameTokenIndex }
}

/// A type's members: a view into its file's `MemberParts` (the file's members ordered by type, each
/// type's a run), indexed from 0 like an array.
public struct TypeMembers: RandomAccessCollection {
    private let base: UnsafePointer<Member>?
    private let range: Range<Int>

    init(_ base: UnsafePointer<Member>?, _ range: Range<Int32>) {
        self.base = base
        self.range = Int(range.lowerBound) ..< Int(range.upperBound)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public subscript(position: Int) -> Member { base![range.lowerBound + position] }
}

/// What a member declares.
public enum MemberKind: UInt8, Sendable {
    case method, initializer, deinitializer, property, `subscript`
}

/// One accessor of a property or subscript.
public struct Accessor: Sendable {
    public enum Kind: UInt8, Sendable {
        /// A getter, written or implied (`var x: Int { 42 }`, C# `int X => 42;`).
        case get
        case set, `init`, didSet, willSet, add, remove, other
    }

    public var kind: Kind
    /// The accessor's keyword token, or the property's name token for an implied getter.
    public var keywordToken: Int
    /// Tokens of the accessor's body; empty for `get;` and protocol requirements.
    public var body: Range<Int>
}

/// A file's `MemberParts` as its members and types refer to them: not held (the outline holds them),
/// and lent to each read without being retained either. An `unowned(unsafe)` reference was retained
/// and released around most reads through it (about 390,000 retains and releases on the source-only tree).
struct PartsReference {
    private let reference: Unmanaged<MemberParts>

    init(_ parts: MemberParts) { reference = .passUnretained(parts) }

    /// `body` with the parts, borrowed.
    @inline(__always)
    func read<Result>(_ body: (MemberParts) -> Result) -> Result { reference._withUnsafeGuaranteedRef(body) }
}

/// The labels, parameter names and accessors of one file's members, in two shared arrays, and what its
/// type declarations keep besides their plain fields: a member or type holds ranges into them, so
/// making or freeing one allocates no array of its own (a file has many members, and their small arrays
/// were a good part of what making and freeing a file's outline cost).
/// Labels and parameter names are kept as the tokens that spell them and made into strings only when
/// read: few are ever read, and a string for each was a tenth of what outlining a file cost.
/// Filled by the outliner while it reads the file; nothing changes it afterwards, until a worker empties
/// it for its next file once nothing refers to it (`reset`, see `FileStorage`).
public final class MemberParts: @unchecked Sendable {
    // No exclusivity checks: only the outliner writes, before anyone reads.
    /// The token of each label or parameter name; -1 for an Objective-C selector part without a label.
    @exclusivity(unchecked) var words: [Int32] = []
    @exclusivity(unchecked) var accessors: [Accessor] = []
    /// The file the words are tokens of (set by the outliner).
    @exclusivity(unchecked) var source: SourceText? = nil
    /// The same file, lent to the members' reads without a retain (`source` holds it).
    private var sourceReference: Unmanaged<SourceText>? = nil

    /// `body` with the file, borrowed (set by `begin`).
    @inline(__always)
    func withSource<Result>(_ body: (SourceText) -> Result) -> Result { sourceReference!._withUnsafeGuaranteedRef(body) }
    /// Names as outliners spelled them (an Objective-C method's first selector part, a C# indexer's
    /// `this`), by `Member.spelledIndex`.
    @exclusivity(unchecked) var spelledNames: [String] = []
    /// The worker's long names (see `NameInterner`: types, inheritance clauses, members, receivers), made
    /// once: kept from file to file (not emptied by `reset`). In raw memory, changed in place through the
    /// pointer by the outliners, `Member.name` and the context's receivers (a value kept in an object, or
    /// lent back and forth, retained and released its tables at every use). Only the thread that owns
    /// these parts may use it, as with everything else in them.
    let names: UnsafeMutablePointer<NameInterner> = {
        let names = UnsafeMutablePointer<NameInterner>.allocate(capacity: 1)
        names.initialize(to: NameInterner())
        return names
    }()

    /// The names made so far, taken out (an empty interner left in their place): see
    /// `FileStorage.keepNamesUntilExit`.
    func takeNames() -> NameInterner {
        let taken = names.move()
        names.initialize(to: NameInterner())
        return taken
    }
    /// What a type declaration keeps besides its plain fields (see `TypeDecl`), by `TypeDecl.index`.
    struct TypeData {
        var name: String
        var inherited: [String]
        var selfBase: String?
        /// Its run of `membersByType`.
        var members: Range<Int32> = 0 ..< 0
        var isCandidate = false
    }
    /// In raw memory, like `lifecycleMethods`: a type's field read through an array kept in an object
    /// copied the whole record (its name and inheritance clause retained and released) at every read.
    private(set) var types: UnsafeMutablePointer<TypeData>? = nil
    private var typeCapacity = 0
    private var typeCount = 0
    /// The file's members ordered by type, each type's a run (`Outline.members` itself when one type
    /// owns them all, as in most files); set once the outline is complete, then read through
    /// `membersBase` (the array holds the storage and is not changed again until `reset`).
    var membersByType: [Member] = [] {
        didSet { membersBase = membersByType.withUnsafeBufferPointer { $0.baseAddress } }
    }
    private(set) var membersBase: UnsafePointer<Member>? = nil
    /// The memory of the last file's `membersByType` when it was an array of its own (members of several
    /// types), emptied: the next such file's is written there (see `reset`).
    private var spareMembersByType: [Member] = []
    /// Whether `membersByType` is an array of its own, not the outline's `members`.
    private var ownsMembersByType = false

    /// An empty array for `membersByType` of several types, with the memory of the last one.
    func takeSpareMembersByType() -> [Member] {
        var spare: [Member] = []
        swap(&spare, &spareMembersByType)
        return spare
    }

    /// Sets `membersByType`: `members` itself (`ownArray` false), or an array of its own.
    func setMembersByType(_ members: [Member], ownArray: Bool) {
        membersByType = members
        ownsMembersByType = ownArray
    }

    /// Adds the record of the next type.
    func addType(_ data: consuming TypeData) {
        if typeCount == typeCapacity {
            let capacity = max(4, typeCapacity * 2)
            let grown = UnsafeMutablePointer<TypeData>.allocate(capacity: capacity)
            if let types {
                grown.moveInitialize(from: types, count: typeCount)
                types.deallocate()
            }
            types = grown
            typeCapacity = capacity
        }
        (types! + typeCount).initialize(to: data)
        typeCount += 1
    }
    /// Each member's lifecycle method once asked (by `Member.index`; nil: not asked yet).
    /// Raw memory, not an array: reading an array kept in an object retains and releases its storage
    /// at every read, and every rule asks this of every member it walks.
    private(set) var lifecycleMethods = UnsafeMutablePointer<LifecycleMethod??>.allocate(capacity: 16)
    private var lifecycleCapacity = 16
    private var memberCount = 0

    public init() {}

    deinit {
        names.deinitialize(count: 1)
        names.deallocate()
        lifecycleMethods.deallocate()
        if let types {
            types.deinitialize(count: typeCount)
            types.deallocate()
        }
    }

    /// Forgets the file read last and everything made of it, keeping the memory for the next file's
    /// (see `FileStorage`). Only for parts nothing refers to any more.
    func reset() {
        source = nil
        sourceReference = nil
        words.removeAll(keepingCapacity: true)
        accessors.removeAll(keepingCapacity: true)
        spelledNames.removeAll(keepingCapacity: true)
        if let types { types.deinitialize(count: typeCount) }
        typeCount = 0
        memberCount = 0 // plain values: nothing to deinitialize
        // The outline's own `members` go back with it; an array of the parts' own is kept for the next.
        var last: [Member] = []
        swap(&last, &membersByType)
        if ownsMembersByType {
            last.removeAll(keepingCapacity: true)
            spareMembersByType = last
        }
        ownsMembersByType = false
    }

    /// Takes the file the words will be tokens of, and makes room for one word per 32 of its tokens,
    /// so the array is not grown from nothing in every file (fewer instructions under callgrind than
    /// growing it; the ratio is a guess on the low side, and a file with more parts grows it as before).
    func begin(_ file: SourceText) {
        source = file
        sourceReference = .passUnretained(file)
        words.reserveCapacity(file.tokens.count >> 5)
    }

    /// Makes room for the caches of the member `index` (the outliners make members in order).
    /// Returns where a spelled name is kept (-1 for none).
    func add(name: String?, at index: Int) -> Int32 {
        while memberCount <= index {
            if memberCount == lifecycleCapacity {
                lifecycleMethods = lifecycleMethods.moved(count: memberCount, toCapacity: lifecycleCapacity * 2)
                lifecycleCapacity *= 2
            }
            (lifecycleMethods + memberCount).initialize(to: nil)
            memberCount += 1
        }
        guard let name else { return -1 }
        spelledNames.append(name)
        return Int32(truncatingIfNeeded: spelledNames.count - 1)
    }

    /// The text of a word: its token's name, "" for -1.
    func text(ofWord word: Int32) -> String {
        word < 0 ? "" : source!.text(Int(word))
    }
}

/// A member's accessors: a view into its file's `MemberParts`, indexed from 0 like an array. It refers
/// to the parts without holding them, as `Member` does (a slice of their array retained and released
/// the array's storage at every copy, and rules ask every member they walk for its bodies).
public struct MemberAccessors: RandomAccessCollection {
    let run: PartsRun

    public var startIndex: Int { 0 }
    public var endIndex: Int { run.range.count }
    public subscript(position: Int) -> Accessor { run.parts.read { $0.accessors[run.range.lowerBound + position] } }
}

/// A run of one of the arrays of a file's `MemberParts` (a member's labels, parameter names or
/// accessors), with the parts it is in.
struct PartsRun {
    let parts: PartsReference
    let range: Range<Int>

    init(_ parts: PartsReference, _ range: Range<Int32>) {
        self.parts = parts
        self.range = Int(range.lowerBound) ..< Int(range.upperBound)
    }
}

/// A member's labels or parameter names, indexed from 0 like an array of strings; each string is made
/// when it is read (`MemberParts`), and `contains(textOf:)` compares with a token without making any.
public struct MemberWords: RandomAccessCollection {
    let run: PartsRun

    public var startIndex: Int { 0 }
    public var endIndex: Int { run.range.count }
    public subscript(position: Int) -> String { run.parts.read { $0.text(ofWord: $0.words[run.range.lowerBound + position]) } }

    /// Whether one of the words spells the name of the token at `index` of the same file.
    public func contains(textOf index: Int) -> Bool {
        run.parts.read { parts in
            guard let source = parts.source else { return false }
            for k in run.range {
                let word = Int(parts.words[k])
                if word >= 0 && source.sameName(word, index) { return true }
            }
            return false
        }
    }
}

/// The bodies of a member's code: its body, or each accessor's (see `RuleContext.bodies(of:)`). A view,
/// not an array: asked of every member a rule walks, an array each time was an allocation each time.
public struct MemberBodies: RandomAccessCollection {
    private let body: Range<Int>?
    private let accessors: MemberAccessors?

    init(_ member: Member) {
        body = member.body
        accessors = body == nil ? member.accessors : nil
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { body != nil ? 1 : accessors?.count ?? 0 }
    public subscript(position: Int) -> Range<Int> { body ?? accessors![position].body }
}

/// A method, initializer, deinitializer, property or subscript of a type (or a free function).
///
/// A value of plain fields, not a class: rules walk every member of every type, and each step of such a
/// walk retained and released a class instance (an atomic operation each), and every file allocated and
/// freed one per member. Its strings, labels and accessors are kept in the file's `MemberParts`, which
/// it refers to without holding it (copying a member retains nothing): a member is valid while its
/// outline is, like an index into it. Outliners make one once they have read the whole declaration.
public struct Member: @unchecked Sendable {
    /// Where its name, labels, parameter names, accessors and caches are kept; held by the outline.
    private let parts: PartsReference
    public let kind: MemberKind
    private let flags: UInt8
    private let nameTokenIndex: Int32
    private let labelRange: Range<Int32>
    private let parameterNameRange: Range<Int32>
    private let accessorRange: Range<Int32>
    /// `parameters` and `body` as bounds, -1 for none.
    private let parameterBounds: (Int32, Int32)
    private let bodyBounds: (Int32, Int32)
    private let ownerIndex: Int32
    private let declarationStartIndex: Int32
    private let position: Int32
    /// Where `parts` keeps the name as the outliner spelled it, or -1: the name token's.
    private let spelledIndex: Int32

    private static let overrideFlag: UInt8 = 1, staticFlag: UInt8 = 2, expressionBodiedFlag: UInt8 = 4, objectiveCFlag: UInt8 = 8

    /// `viewWillAppear`, `init`, `ViewWillAppear`, `title`…: made from the name token when read (most
    /// members' names are only ever compared as tokens; a string for every member of every file was a
    /// quarter of a run's string allocations), unless the outliner spelled it otherwise. Names longer
    /// than a small string are made once per worker (a table of them per file made each file's again).
    public var name: String {
        parts.read { parts in
            if spelledIndex >= 0 { return parts.spelledNames[Int(spelledIndex)] }
            return parts.withSource { source in
                // A long name is the worker's one string of it (see `NameInterner`); a short one costs nothing to make.
                parts.names.pointee.name(ofToken: nameToken, in: source)
            }
        }
    }

    /// Whether the token at `index` of the member's file spells its name: compared as bytes, no string made.
    public func isNamed(byTokenAt index: Int) -> Bool {
        parts.read { parts in
            parts.withSource { source in
                if spelledIndex >= 0 { return source.token(index, isText: parts.spelledNames[Int(spelledIndex)]) }
                return source.sameName(index, nameToken)
            }
        }
    }

    /// Whether the member's name is `name`, compared as bytes (no string made of the name).
    public func isNamed(_ name: String) -> Bool {
        name.withBytes { wanted in
            withNameBytes { own in own.count == wanted.count && own.elementsEqual(wanted) }
        }
    }

    /// How many bytes the name has (`withNameBytes`'s count), without lending them: through
    /// `withNameBytes`, 9,700 more calls into the runtime a run on the source-only tree (a name's bytes lent
    /// to a closure for a name table of every type that registers an observer).
    var nameByteCount: Int {
        parts.read { parts in
            if spelledIndex >= 0 { return parts.spelledNames[Int(spelledIndex)].utf8.count }
            return parts.withSource { source in source.nameRange(source.tokens[nameToken]).count }
        }
    }

    /// Calls `body` with the bytes of the name, without making a string of a name that is its token's.
    func withNameBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        parts.read { parts in
            if spelledIndex >= 0 { return parts.spelledNames[Int(spelledIndex)].withBytes(body) }
            return parts.withSource { $0.withNameBytes(nameToken, body) }
        }
    }

    public var nameToken: Int { Int(nameTokenIndex) }
    /// Tokens inside the parameter list's parentheses.
    public var parameters: Range<Int>? {
        parameterBounds.0 < 0 ? nil : Int(parameterBounds.0) ..< Int(parameterBounds.1)
    }
    public var isOverride: Bool { flags & Self.overrideFlag != 0 }
    public var isStatic: Bool { flags & Self.staticFlag != 0 }
    /// Tokens of the body: inside the braces, or a C# expression body after `=>` up to the `;`.
    public var body: Range<Int>? { bodyBounds.0 < 0 ? nil : Int(bodyBounds.0) ..< Int(bodyBounds.1) }
    /// Whether `body` is a C# expression body.
    public var isExpressionBodied: Bool { flags & Self.expressionBodiedFlag != 0 }
    /// The declaring type, as an index into `Outline.types`; nil for a free function.
    public var owner: Int? { ownerIndex < 0 ? nil : Int(ownerIndex) }
    /// The first token of the declaration, attributes and modifiers included.
    public var declarationStart: Int { Int(declarationStartIndex) }
    /// The member's place in `Outline.members`, for per-member caches.
    public var index: Int { Int(position) }
    /// Whether it is an Objective-C method: `labels` are its selector's parts (`["setEditing", "animated"]`).
    public var isObjectiveC: Bool { flags & Self.objectiveCFlag != 0 }
    /// The lifecycle method it implements, once `RuleContext.lifecycleMethod(of:)` has been asked (nil:
    /// not asked yet). Kept with the file's parts, not in a table of the rules: every rule asks it of
    /// every member. Written by the one thread that analyzes its file.
    var lifecycleMethod: LifecycleMethod?? {
        get { parts.read { $0.lifecycleMethods[Int(position)] } }
        nonmutating set { parts.read { $0.lifecycleMethods[Int(position)] = newValue } }
    }

    /// A member of the file whose parts `parts` refers to; `labels`, `parameterNames` and `accessors` are
    /// ranges of the parts' arrays. The outliners pass the reference they made once (read out of the
    /// outline they fill, the parts were retained and released for every member).
    init(kind: MemberKind, name: String? = nil, nameToken: Int, parts: PartsReference, labels: Range<Int> = 0 ..< 0,
         parameterNames: Range<Int> = 0 ..< 0, parameters: Range<Int>? = nil, isOverride: Bool, isStatic: Bool,
         body: Range<Int>?, isExpressionBodied: Bool = false, accessors: Range<Int> = 0 ..< 0, owner: Int?,
         declarationStart: Int, index: Int, isObjectiveC: Bool = false) {
        @inline(__always) func bounds(_ range: Range<Int>?) -> (Int32, Int32) {
            range.map { (Int32(truncatingIfNeeded: $0.lowerBound), Int32(truncatingIfNeeded: $0.upperBound)) } ?? (-1, -1)
        }
        @inline(__always) func narrow(_ range: Range<Int>) -> Range<Int32> {
            Int32(truncatingIfNeeded: range.lowerBound) ..< Int32(truncatingIfNeeded: range.upperBound)
        }
        self.parts = parts
        self.kind = kind
        self.flags = (isOverride ? Self.overrideFlag : 0) | (isStatic ? Self.staticFlag : 0)
            | (isExpressionBodied ? Self.expressionBodiedFlag : 0) | (isObjectiveC ? Self.objectiveCFlag : 0)
        self.nameTokenIndex = Int32(truncatingIfNeeded: nameToken)
        self.labelRange = narrow(labels)
        self.parameterNameRange = narrow(parameterNames)
        self.accessorRange = narrow(accessors)
        self.parameterBounds = bounds(parameters)
        self.bodyBounds = bounds(body)
        self.ownerIndex = Int32(truncatingIfNeeded: owner ?? -1)
        self.declarationStartIndex = Int32(truncatingIfNeeded: declarationStart)
        self.position = Int32(truncatingIfNeeded: index)
        self.spelledIndex = parts.read { $0.add(name: name, at: index) }
    }

    /// Swift argument labels (`_` for none); C# parameters have none, so this is empty there.
    public var labels: MemberWords { MemberWords(run: PartsRun(parts, labelRange)) }

    /// The names parameters are known by inside the body: `animated` in `_ animated: Bool`.
    public var parameterNames: MemberWords { MemberWords(run: PartsRun(parts, parameterNameRange)) }

    public var accessors: MemberAccessors { MemberAccessors(run: PartsRun(parts, accessorRange)) }

    /// The Objective-C selector of a method outlined from Objective-C: `setEditing:animated:`.
    public var objcSelector: String {
        labels.isEmpty ? name : labels.map { $0 + ":" }.joined()
    }

    /// Whether `objcSelector` is `selector`, compared part by part without making the string.
    public func hasSelector(_ selector: String) -> Bool {
        if labels.isEmpty { return name == selector }
        var rest = selector.utf8[...]
        for label in labels {
            let part = label.utf8
            guard rest.starts(with: part) else { return false }
            rest = rest.dropFirst(part.count)
            guard rest.first == UInt8(ascii: ":") else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }

    /// The Swift selector-style signature, `viewWillAppear(_:)`, the plain name in C#, the selector in Objective-C.
    public var signature: String {
        if isObjectiveC { return objcSelector }
        guard kind == .method || kind == .initializer || kind == .subscript, !labels.isEmpty || parameters != nil
        else { return name }
        // Appended to one string (a string for each label, an array and their join cost twice as much).
        var text = name
        text.append("(")
        for label in labels {
            text.append(label)
            text.append(":")
        }
        text.append(")")
        return text
    }
}

/// The outline of one file: its types and their members, and the matching bracket of every bracket.
public struct Outline: Sendable {
    public var types: [TypeDecl] = []
    public var members: [Member] = []
    /// The members' labels, parameter names and accessors.
    public var parts: MemberParts
    /// For each code token that is a bracket, the index of its partner; -1 for other tokens and
    /// for unmatched closers; `tokens.count` for an opener left open at the end of the file.
    public var matching: [Int32] = []
    /// The modules among the file's imports that tell its platform: `UIKit` (Swift `import UIKit`, C#
    /// `using UIKit;`, Objective-C `#import <UIKit/UIKit.h>`), `AppKit`, `Xamarin.Forms`…
    public var platformModules: PlatformModules = []
    /// C# `using Alias = Namespace.Type;`: the alias and the type's simple name, so that
    /// `using NSViewController = UIKit.UIViewController;` makes `NSViewController` a UIKit controller here.
    public var typeAliases: [String: String] = [:]

    public init() { parts = MemberParts() }

    /// An outline of nothing over `parts`: what an outliner leaves in its place when it hands its
    /// outline over (see `handedOver`).
    private init(parts: MemberParts) { self.parts = parts }

    /// The outline, moved out of `outline` (an outliner's), which is left empty. An outliner returning
    /// its stored outline as it is consumed copied it (its arrays and parts retained), then destroyed
    /// the original (each released), for every file.
    static func handedOver(_ outline: inout Outline) -> Outline {
        var taken = Outline(parts: outline.parts)
        swap(&taken, &outline)
        return taken
    }

    /// An emptied outline's memory, for the next file's (see `FileStorage`).
    struct Spares {
        /// Member parts nothing holds any more, emptied (see `MemberParts.reset`).
        var parts: MemberParts?
        var members: [Member]
        var types: [TypeDecl]
    }

    init(_ spares: consuming Spares) {
        parts = spares.parts ?? MemberParts()
        members = spares.members
        types = spares.types
    }

    /// Readies an empty outline for the outliner of `source`: the member parts take the file, and the
    /// members' array is sized for one member per 32 tokens (real code has about one per 70 on average,
    /// but at one per 64 the array still grew in most files: 0.24 % of the instructions).
    mutating func begin(_ source: SourceText) {
        parts.begin(source)
        members.reserveCapacity(source.tokens.count / 32)
        types.reserveCapacity(4)
    }

    /// Builds the outline of a lexed file.
    public static func build(_ source: SourceText) -> Outline {
        build(source, reusing: Spares(parts: nil, members: [], types: []))
    }

    /// Builds the outline of a lexed file in the memory of an emptied one.
    static func build(_ source: SourceText, reusing spares: consuming Spares) -> Outline {
        let matching = source.matching ?? BracketMatcher.match(source.tokens)
        let outline: Outline
        let empty = Outline(consume spares)
        switch source.language {
        case .swift:
            outline = SwiftOutliner(source, matching: matching, into: consume empty).outline()
        case .csharp:
            outline = CSharpOutliner(source, matching: matching, into: consume empty).outline()
            if !outline.typeAliases.isEmpty {
                for type in outline.types {
                    type.inherited = type.inherited.map { outline.typeAliases[$0] ?? $0 }
                }
            }
        case .objectiveC:
            outline = ObjectiveCOutliner(source, matching: matching, into: consume empty).outline()
        }
        outline.giveTypesTheirMembers()
        return outline
    }

    /// Adds a type declaration the outliner has read; returns it. Its strings and array move into the
    /// parts (taken, not copied).
    @discardableResult
    mutating func add(kind: TypeKind, name: consuming String, nameToken: Int, inherited: consuming [String], body: Range<Int>,
                      parent: Int?, isPartial: Bool, selfBase: consuming String? = nil) -> TypeDecl {
        let type = TypeDecl(kind: kind, nameToken: nameToken, body: body, parent: parent, isPartial: isPartial,
                            index: types.count, parts: parts)
        parts.addType(MemberParts.TypeData(name: name, inherited: inherited, selfBase: selfBase))
        types.append(type)
        return type
    }

    /// Each type's run of members, from `members` (the outliners list them there only): the file's own
    /// array when one type owns every member (most files), else one array of them ordered by type, not
    /// an array per type.
    private func giveTypesTheirMembers() {
        guard !types.isEmpty, !members.isEmpty else { return }
        if let first = members[0].owner, members.allSatisfy({ $0.owner == first }) {
            parts.setMembersByType(members, ownArray: false)
            parts.types![first].members = 0 ..< Int32(truncatingIfNeeded: members.count)
            return
        }
        // Members ordered by type (a counting sort: where each type's run starts, then each member to its
        // place), then each type given its run.
        let typeCount = types.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * typeCount + 1) { scratch in
            scratch.initialize(repeating: 0)
            let starts = scratch.baseAddress!, next = starts + typeCount + 1
            for member in members { if let owner = member.owner { starts[owner + 1] += 1 } }
            for k in 0 ..< typeCount { starts[k + 1] += starts[k] }
            next.update(from: starts, count: typeCount)
            // In the memory of the last file's (a member is plain values: the array is filled with
            // copies of the first, then each member written at its place).
            var sorted = parts.takeSpareMembersByType()
            sorted.append(contentsOf: repeatElement(members[0], count: starts[typeCount]))
            sorted.withUnsafeMutableBufferPointer { buffer in
                for member in members {
                    guard let owner = member.owner else { continue }
                    buffer[next[owner]] = member
                    next[owner] += 1
                }
            }
            parts.setMembersByType(sorted, ownArray: true)
            for k in 0 ..< typeCount {
                parts.types![k].members = Int32(truncatingIfNeeded: starts[k]) ..< Int32(truncatingIfNeeded: starts[k + 1])
            }
        }
    }

}

/// What reads a file with its bracket table: the outliners.
protocol BracketReader {
    var matching: [Int32] { get }
}

extension BracketReader {
    /// The partner of the bracket at `index`, clamped to the token count.
    @inline(__always)
    func partner(_ index: Int) -> Int { BracketMatcher.partner(of: index, in: matching) }
}

/// Bracket tables of finished token lists (the Swift and C# lexers make theirs as they go with
/// `BracketPairing`): the same pairing, one stack, never recursing, so that 100,000 nested braces cost
/// nothing special. A loop of its own over the whole list, writing partners straight into the table:
/// feeding `BracketPairing` token by token cost Objective-C (whose sends are paired here) 5 % more
/// instructions. `OutlineTests.testBracketsPairedWhileLexingMatchTheSeparatePass` and the lexer fuzz
/// targets hold the two to the same table.
public enum BracketMatcher {
    /// The partner of the bracket at `index` in a table `match` made: `index` itself for a token that
    /// is no bracket or an unmatched closer, the token count for an opener left open.
    @inline(__always)
    public static func partner(of index: Int, in matching: [Int32]) -> Int {
        let m = Int(matching[index])
        return m < 0 ? index : min(m, matching.count)
    }

    /// For each token, its partner's index (see `Outline.matching`).
    public static func match(_ tokens: [Token]) -> [Int32] {
        var unused: [Int32] = []
        return match(tokens, listingLeftBrackets: false, into: &unused)
    }

    /// `match`, and the index of every `[` in order (where Objective-C's sends can start), found in
    /// the same pass.
    public static func match(_ tokens: [Token], leftBrackets: inout [Int32]) -> [Int32] {
        match(tokens, listingLeftBrackets: true, into: &leftBrackets)
    }

    @inline(__always)
    private static func match(_ tokens: [Token], listingLeftBrackets: Bool, into leftBrackets: inout [Int32]) -> [Int32] {
        // Every token is looked at: raw buffers, no bounds or uniqueness checks in the loop (they cost
        // two thirds of it), and the stack sized once (it can never hold more than every token).
        let count = tokens.count
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        defer { stack.deallocate() }
        // The openers' kinds beside them: a closer looks for its opener without reading the tokens again.
        let kinds = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer { kinds.deallocate() }
        var top = 0 // the stack's size
        let result = [Int32](unsafeUninitializedCapacity: count) { out, initialized in
            out.initialize(repeating: -1)
            tokens.withUnsafeBufferPointer { tokens in
                for index in 0 ..< count {
                    // Brackets are six kinds in a row, each opener before its closer: one compare
                    // passes every other token.
                    let bracket = tokens[index].kind.rawValue &- TokenKind.leftBrace.rawValue
                    guard bracket < 6 else { continue }
                    if bracket & 1 == 0 {
                        stack[top] = Int32(truncatingIfNeeded: index)
                        kinds[top] = bracket
                        top += 1
                        if listingLeftBrackets && bracket == TokenKind.leftBracket.rawValue &- TokenKind.leftBrace.rawValue {
                            leftBrackets.append(Int32(truncatingIfNeeded: index))
                        }
                        continue
                    }
                    // The nearest opener of the same kind; openers above it were never closed and end here.
                    let opener = bracket - 1
                    var depth = top - 1
                    while depth >= 0 && kinds[depth] != opener { depth -= 1 }
                    guard depth >= 0 else { continue }
                    out[Int(stack[depth])] = Int32(truncatingIfNeeded: index)
                    out[index] = stack[depth]
                    while top > depth + 1 {
                        top -= 1
                        out[Int(stack[top])] = Int32(truncatingIfNeeded: index)
                    }
                    top -= 1
                }
            }
            for k in 0 ..< top { out[Int(stack[k])] = Int32(truncatingIfNeeded: count) }
            initialized = count
        }
        return result
    }
}
