import SwiftTokenizer

/// Which files a run reads in full, and which it only skims (`SkimTable`): most files of an app (its
/// models, services, views, generated code) hold nothing any rule looks at, and lexing them was half a
/// run's work. A file is skimmed when none of its words holds an anchor; it is read in full later, before
/// findings are confirmed, as soon as it may name a type the project's findings or controllers depend on.
/// The outcome is the same as reading every file in full; the tests run every fixture both ways.
///
/// Why that is exact. A file contributes findings, and declarations and facts to the type index.
/// - Findings. Every rule starts from a word that is an anchor, or reports only in a type that must be
///   a view controller (a `.controller` requirement, or a class the file declares deriving from a UIKit
///   controller, whose name holds `Controller`). The rules that start from words: the lifecycle methods
///   (every spelling, `Lifecycle`: the overrides, `super` calls and direct calls, and the code in them);
///   adding a child and removing one (`HierarchyCall`: SpriteKit's `addChild` told apart); adding a
///   child's view as a subview, in Swift and C# where a subview call's first argument may end in `.view`
///   (`subviewCalls`; C#'s `Add(child.View)` too); the `lifelint:` comments; popover presentation styles
///   (a fact read as absent). Comments are tokens no rule starts from: a word on a line that can only be
///   a `//` comment (`SkimTable.onCommentLine`: not one that may begin inside a block comment or a
///   string and go back to code) anchors nothing (but `lifelint:`), and a file spelling a name that
///   holds an anchor only there is not read for it, which no search needs (its code does not spell it).
///   Facts a subview call gives without a child's view (`PinnedViews`: `addSubviewPinnedToEdges(x)`)
///   are about controllers, whose files the rounds read for their names (below). A type is a controller
///   only through a chain of bases that ends at a controller lifelint knows (`KnownTypes`) or through a
///   lifecycle override: a skimmed file's type can be one only by naming a base the project declares that
///   is one (`controllerNames`), so a file naming such a class is read in full (but for another
///   platform's, by its folders: its classes are no UIKit controllers), and the names it adds are
///   searched for in the files still skimmed, until none is found.
/// - Declarations and facts. The index answers questions about the types findings name and the types
///   above them. What a skimmed file declares can turn an answer from no to yes only through a
///   controller's name (above); from yes to no only where the answer stands on a name no file declares
///   or no class declares on UIKit's side (`sensitiveNames`): a skimmed file spelling one of those is
///   read in full. Facts about a type (children added, members built, writes on new instances) come from
///   UIKit-side files naming it with an anchor (the calls and styles they are read from are anchors);
///   another platform's files give none (`TypeIndex.counts`).
/// A name is searched for by its last part (`Outer.Inner` by `Inner`), among the words the skim recorded;
/// the skim records the words that start with a capital A–Z and those with an underscore inside
/// (`SkimTable.recordsWord`: `Inner`, `sample_name`). A name it records no word for (`lowercaseName`, or
/// not one word: Swift's `a$b`) is searched for as bytes in the skimmed files themselves, read again
/// (`Search.Kind.bytes`).
enum Skimming {
    /// The anchors (see `SkimTable`): the names below, whole. A name holding another anchor adds nothing
    /// and is left out (`addChildViewController` holds `addChild`, and `Controller`).
    ///
    /// Whole names, not their first bytes: cut three bytes after their first capital (`viewDid`, `updateVie`,
    /// `didRec`, `addSub`), they also anchored every file spelling `updateView()`, `didReceiveData`,
    /// `addSublayer` or `viewDidChange`, which no rule starts from (254 of the 3,003 files with an anchor on
    /// the source-only tree, 2.8 MB of 20.5). The names sharing a cut now share the skim table's key, and
    /// are compared one after another at a capital of that key.
    static let anchors: [String] = {
        var names: Set<String> = ["Controller", "lifelint:", "modalPresentationStyle"]
        for method in LifecycleMethod.allCases {
            for language in Language.allCases { names.formUnion(method.names(in: language)) }
        }
        for call in [HierarchyCall.addChild, .removeFromParent] {
            for language in Language.allCases { names.formUnion(call.names(in: language).filter { $0.utf8.count >= 5 }) }
        }
        return distinct(names, besides: [])
    }()

    /// The calls adding a subview (`addSubview`, `insertSubview`, `addArrangedSubview`; C# `AddSubview`…): in
    /// Swift and C#, anchors only where called with a first argument ending in a controller's view
    /// (`addSubview(child.view)`, C# `View.AddSubview(child.View)`), as every finding starting at one needs
    /// (`AddSubviewWithoutAddChild.embeddedChild`; the other rules reading subview calls start from a
    /// lifecycle method or another call that anchors). 240 of the 242 Swift files of the source-only tree
    /// that only a subview call anchored (1.2 MB) call none so. Objective-C's sends are matched as anchors.
    /// `ddSubview` is among them for the app's own helpers named so (`HierarchyCalls.addsSubview` takes any
    /// name holding it: `oddSubviewFit`), and holds `addSubview`.
    static let subviewCalls: [String] = {
        var names: Set<String> = ["ddSubview"]
        for language in Language.allCases { names.formUnion(HierarchyCall.addSubview.names(in: language).filter { $0.utf8.count >= 5 }) }
        return distinct(names, besides: anchors)
    }()

    /// `names` spelled as a skim table matches them, but those holding another of them or one of `besides`
    /// (a file spelling it holds that one).
    private static func distinct(_ names: Set<String>, besides others: [String]) -> [String] {
        // C# spells the methods with a capital first: the skim compares the first letter in either case,
        // so one spelling serves both (`viewDidLoad` for `ViewDidLoad`).
        let spelled = Set(names.map(SkimTable.matchedSpelling(of:)))
        let all = spelled.union(others.map(SkimTable.matchedSpelling(of:)))
        // Compared as bytes: `String.contains` through Foundation cost 9 instructions a byte of the guard's tree.
        let kept = spelled.filter { name in
            !all.contains { other in
                other.count < name.count && (0 ... name.count - other.count).contains { name[$0...].starts(with: other) }
            }
        }
        return kept.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// Swift's table: a subview call anchors with `child.view` (`subviewCalls`).
    static let table = SkimTable(anchors: anchors, calls: subviewCalls, argument: "view")
    /// C#'s adds the call `Add` (a whole word): `View.Add(child.View)` adds a child's view with a call named
    /// `Add` (`HierarchyCalls`: the call's name and the argument's last token). Every collection's `Add`,
    /// and Xamarin.Forms' base class `View`, are why neither word anchors alone.
    static let csharpTable = SkimTable(anchors: anchors, calls: subviewCalls, wholeCalls: ["Add"], argument: "View")
    /// Objective-C's: a send's argument is not read (`[self.view addSubview:child.view]`).
    static let objectiveCTable = SkimTable(anchors: anchors + subviewCalls)

    /// `SkimTable.skim` with the language's table, into the thread's `arena`; each table is called where
    /// it is kept (returning the table copied it, retaining and releasing its list of plain anchors for
    /// every file).
    static func skim(_ bytes: UnsafeBufferPointer<UInt8>, language: Language, scratch: SkimScratch,
                     into arena: SkimmedWordArena) -> UnsafeBufferPointer<UInt32>? {
        switch language {
        case .swift: return table.skim(bytes, scratch: scratch, into: arena)
        case .csharp: return csharpTable.skim(bytes, scratch: scratch, into: arena)
        case .objectiveC: return objectiveCTable.skim(bytes, scratch: scratch, into: arena)
        }
    }

    /// How a skimmed file is searched for a name: by the hash `skim` records for a word spelling it.
    struct Search {
        enum Kind: UInt8 {
            /// Look for `hash` among the file's words.
            case hash
            /// No skimmed file spells it in code (it holds an anchor; one on a `//` line only anchors nothing).
            case never
            /// Look for the name's bytes in the file itself, read again: `skim` records no word that
            /// spells it (`SkimTable.recordsWord`: a lowercase first and no underscore, or not one word).
            /// `hash` (`SkimTable.hash` of the bytes) narrows down which names `Skimming.Spellings` finds
            /// again; two can share it, so the rounds tell the names searched for by their bytes, not by
            /// this hash.
            case bytes
        }
        var kind: Kind
        var hash: UInt32

        /// Both fields in one integer, a key of `HashKeyedTable` (the hash in the low half, where the
        /// table's probing starts).
        var key: UInt64 { UInt64(kind.rawValue) << 32 | UInt64(hash) }
    }

    /// How the name is searched for: by its last part (`Inner` for `Outer.Inner`, `List` for `List<T>`).
    static func search(for name: String) -> Search {
        withSearchedPart(of: name) { part in
            let kind = kind(of: part)
            return Search(kind: kind, hash: kind == .never ? 0 : SkimTable.hash(part, start: 0, length: part.count))
        }
    }

    /// How a name's searched part is searched for: never when it holds an anchor (tested first: most
    /// names searched for do, `…Controller`), by the word `skim` records for it (whose hash is the
    /// part's), or else as bytes.
    private static func kind(of part: UnsafeBufferPointer<UInt8>) -> Search.Kind {
        if part.isEmpty || table.holdsAnchor(part) { return .never }
        return SkimTable.recordsWord(part) ? .hash : .bytes
    }

    /// The part of `name` a search looks for, as bytes: the last (`Inner` for `Outer.Inner`, `List` for `List<T>`).
    private static func withSearchedPart<R>(of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        name.withBytes { whole in // (a `var` copy to call `withUTF8` on retained and released the name)
            var end = whole.count
            if let open = whole.firstIndex(of: UInt8(ascii: "<")) { end = open }
            var start = 0
            if let dot = whole[..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
            return body(UnsafeBufferPointer(rebasing: whole[start ..< end]))
        }
    }

    /// The names whose searches are `.bytes`, by their hash, as bytes (two names can share a hash):
    /// gathered from the read files' declarations and requirements, each file once, where their searches
    /// were made. Rare (a lowercase class name, `screenBase`): made only when one is searched for.
    struct Spellings {
        private var byHash: [UInt32: [[UInt8]]] = [:]

        init(_ reports: [FileReport], _ context: [FileReport]) {
            for k in reports.indices where reports[k].skimmedWords == nil { add(reports, k) }
            for k in context.indices { add(context, k) }
        }

        /// The names of `hashes`, each once.
        func names(of hashes: Set<UInt32>) -> [[UInt8]] {
            hashes.flatMap { byHash[$0] ?? [] }
        }

        /// Takes in the declarations and requirements of `reports[k]`, read in place, by index (a report,
        /// a declaration or a finding taken out whole was retained). A report the workers described
        /// (`describeForSkimming`) is read only when it spells a name searched for as bytes: the searches
        /// look for declarations' names, their bases and the controllers findings ask about, whose kinds
        /// the description holds (looking at every name of every report cost 14 M instructions on the
        /// source-only tree, on one core).
        mutating func add(_ reports: [FileReport], _ k: Int) {
            if let declarations = reports[k].skimDeclarations, let asked = reports[k].skimRequirements,
               !Skimming.spellsBytes(declarations, asked) { return }
            for t in reports[k].types.indices {
                look(at: reports[k].types[t].name)
                for i in reports[k].types[t].inherited.indices { look(at: reports[k].types[t].inherited[i]) }
            }
            for d in reports[k].diagnostics.indices {
                for r in reports[k].diagnostics[d].requirements.indices {
                    switch reports[k].diagnostics[d].requirements[r] {
                    case .controller(let name), .controllerOrLibrary(let name), .view(let name): look(at: name)
                    case .fact, .superclassOverrides, .noProjectSuperclassOverrides, .inherits: continue
                    }
                }
            }
        }

        /// Keeps the searched part of `name` when its search is `.bytes` (`kind(of:)`). A capitalized word,
        /// most names, is left at once: its search is never `.bytes`, and the word test is cheaper than
        /// the anchor test `kind` starts with (6.8 M instructions on the source-only tree).
        private mutating func look(at name: String) {
            withSearchedPart(of: name) { part in
                guard !SkimTable.recordsWord(part), kind(of: part) == .bytes else { return }
                let bytes = Array(part)
                let hash = SkimTable.hash(part, start: 0, length: part.count)
                if byHash[hash]?.contains(bytes) != true { byHash[hash, default: []].append(bytes) }
            }
        }
    }

    /// Whether a described report holds a name searched for as bytes (`Search.Kind.bytes`) where a
    /// search can look for one: a declaration's name or base, or a controller a finding asks about (the
    /// sources of `controllerNames` and `sensitiveNames`: a search from anywhere else must be added here).
    static func spellsBytes(_ declarations: [Declaration], _ asked: [[Asked]]) -> Bool {
        for declaration in declarations {
            if declaration.nameSearch.kind == .bytes || declaration.base?.search.kind == .bytes { return true }
        }
        for requirements in asked {
            for requirement in requirements {
                switch requirement {
                case .controller(let name), .controllerOrLibrary(let name): if name.search.kind == .bytes { return true }
                case .view: continue
                }
            }
        }
        return false
    }

    /// One declaration as the searches need it, made by the worker that read the file (so that the
    /// strings are looked at on every core, and the run's end compares integers).
    struct Declaration {
        /// `TypeFacts.nameHash` of its name, and how the name is searched for.
        var name: UInt64
        var nameSearch: Search
        /// The base: a class's or protocol's first inherited name.
        var base: Name?
        var isClass: Bool
        /// It overrides a lifecycle method only a controller has (`TypeFacts.overridesLifecycle`).
        var overridesLifecycle: Bool
        /// In another platform's file: the type index leaves it out of verdicts, bases and facts.
        var isOtherPlatform: Bool
    }

    /// The declarations of a report, for `Names`.
    static func declarations(of types: [TypeFacts]) -> [Declaration] {
        types.map { facts in
            var base: String? = nil
            if facts.kind == .class || facts.kind == .protocol { base = facts.inherited.first }
            return Declaration(name: facts.nameHash, nameSearch: search(for: facts.name), base: base.map(Name.init),
                               isClass: facts.kind == .class, overridesLifecycle: facts.overridesLifecycle,
                               isOtherPlatform: facts.isOtherPlatform)
        }
    }

    /// The requirements of each finding that the searches look at (findings asking none left out).
    static func asked(by diagnostics: [Diagnostic]) -> [[Asked]] {
        var result: [[Asked]] = []
        for k in diagnostics.indices { // read in place: a finding taken out whole had its strings retained
            let asked = diagnostics[k].requirements.compactMap(Asked.init)
            if !asked.isEmpty { result.append(asked) }
        }
        return result
    }

    /// A requirement the searches look at (`sensitiveNames`), its name as integers and flags.
    enum Asked {
        case controller(Name)
        case controllerOrLibrary(Name)
        case view(UInt64)

        init?(_ requirement: Requirement) {
            switch requirement {
            case .controller(let name): self = .controller(Name(name))
            case .controllerOrLibrary(let name): self = .controllerOrLibrary(Name(name))
            case .view(let name): self = .view(TypeFacts.hash(ofName: name))
            case .fact, .superclassOverrides, .noProjectSuperclassOverrides, .inherits: return nil
            }
        }
    }

    /// A name a declaration inherits or a finding asks about, as integers and flags (made on the workers
    /// from the name's string, once).
    struct Name {
        /// `TypeFacts.hash(ofName:)`, and how the name is searched for.
        var hash: UInt64
        var search: Search
        /// A class lifelint knows (`KnownTypes`): its declarations decide nothing.
        var isKnown: Bool
        /// A controller lifelint knows: one whatever the project declares. (A name holding an anchor,
        /// `UIPopoverPresentationControllerDelegate`, is not one by that alone: every file declaring it
        /// is read in full, so its declarations decide, as in the type index; one nobody declares leaves
        /// a class deriving from it a controller only by an override.)
        var isController: Bool
        /// A view class lifelint knows (`UITableViewCell`): one whatever the project declares.
        var isKnownView: Bool

        init(_ name: String) {
            let verdict = KnownTypes.verdict(name)
            hash = TypeFacts.hash(ofName: name)
            search = Skimming.search(for: name)
            isKnown = verdict != nil
            isController = verdict == true
            isKnownView = verdict == false && KnownTypes.isView(base: name)
        }
    }

    /// What the read files declare and ask, by name hash, as the searches need it.
    struct Names {
        struct Entry {
            var search: Search
            /// Some UIKit-side declaration (not another platform's): the type index's `shape` sees
            /// only those, so a name declared on other platforms alone is to it a class nobody declares
            /// on UIKit's side, and a skimmed file declaring it there can change an answer.
            var hasUIKitSide = false
            /// A UIKit-side class declaration (`Shape.hasClass`).
            var isClass = false
            var overridesLifecycle = false
            /// The last of its bases in `bases` (-1: none); each links to the one before.
            var lastBase: Int32 = -1

            /// Takes in a declaration of the name; with a base, the base's place (`base`) becomes the
            /// last, and the one before is returned.
            mutating func add(_ declaration: Declaration, base: Int32) -> Int32 {
                hasUIKitSide = hasUIKitSide || !declaration.isOtherPlatform
                isClass = isClass || (declaration.isClass && !declaration.isOtherPlatform)
                overridesLifecycle = overridesLifecycle || declaration.overridesLifecycle
                let previous = lastBase
                if declaration.base != nil { lastBase = base }
                return previous
            }
        }
        /// A base of a class or protocol declaration (plain values: building the table allocates nothing
        /// per name).
        struct Base {
            var name: Name
            var previous: Int32
        }
        var entries = HashKeyedTable<Entry>()
        private var baseList: [Base] = []
        /// Every finding's requirements that the searches look at (`Asked`), made once per finding: the
        /// rounds ask them again each time.
        var requirements: [[Asked]] = []

        init(_ reports: [FileReport], _ context: [FileReport]) {
            for k in reports.indices where reports[k].skimmedWords == nil { add(reports, k) }
            for k in context.indices { add(context, k) }
        }

        /// Takes in the declarations and requirements of `reports[k]`, as the worker described them or
        /// described now. Each field is read where it is kept: a report taken out of its array (a `for`
        /// loop, a parameter) was retained field by field, and the fields not read then (the types and
        /// findings of a report the worker described) retained all the same, each a cache miss on memory
        /// another core wrote.
        mutating func add(_ reports: [FileReport], _ k: Int) {
            // The worker's declarations and requirements read by index where the report keeps them: bound
            // out of it, each list was retained and released, an atomic write to memory a worker wrote
            // long before.
            if reports[k].skimDeclarations != nil {
                for d in reports[k].skimDeclarations.unsafelyUnwrapped.indices { add(reports[k].skimDeclarations.unsafelyUnwrapped[d]) }
            } else {
                for declaration in Skimming.declarations(of: reports[k].types) { add(declaration) }
            }
            if reports[k].skimRequirements != nil {
                for r in reports[k].skimRequirements.unsafelyUnwrapped.indices { requirements.append(reports[k].skimRequirements.unsafelyUnwrapped[r]) }
            } else {
                requirements += Skimming.asked(by: reports[k].diagnostics)
            }
        }

        private mutating func add(_ declaration: Declaration) {
            // A name met before is changed in place.
            let place = Int32(baseList.count)
            let previous = entries.update(declaration.name, adding: { Entry(search: declaration.nameSearch) }) {
                $0.add(declaration, base: place)
            }
            if let base = declaration.base { baseList.append(Base(name: base, previous: previous)) }
        }

        /// The bases of a name's declarations, last first (none for nil), walked along the links.
        func bases(of entry: Entry?) -> BaseChain {
            BaseChain(list: baseList, place: entry?.lastBase ?? -1)
        }

        /// A walk along a name's links in `baseList`: a plain iterator (a `sequence(state:next:)` closure
        /// held the whole table, retained and released at each of the rounds' tens of thousands of walks).
        struct BaseChain: Sequence, IteratorProtocol {
            let list: [Base]
            var place: Int32

            mutating func next() -> Base? {
                guard place >= 0 else { return nil }
                let base = list[Int(place)]
                place = base.previous
                return base
            }
        }
    }

    /// What the skimmed files are searched for: among their recorded words (`words`, in every skimmed
    /// file; `controllerWords`, in those that are not another platform's by their folders), and as bytes
    /// in the files themselves (`spelled` in every skimmed file, `controllerSpelled` as the controllers'
    /// words: the hashes of every `Search.Kind.bytes` wanted now, searched before or not, as the rounds
    /// keep the bytes they searched for).
    struct Searched {
        var words: Set<UInt32> = []
        var controllerWords: Set<UInt32> = []
        var spelled: Set<UInt32> = []
        var controllerSpelled: Set<UInt32> = []
    }

    /// The names a skimmed file must be read for when it spells one, those searched for by their words
    /// only when not in `known` (their keys, added to it): the names whose declarations could change a
    /// finding's answer (`sensitiveNames`), and the project's possible controllers (`controllerNames`).
    /// A file that is another platform's by its folders (C#'s `App.Droid/`, `WPF/`) is not read for a
    /// controller's name: the type index leaves its declarations out of verdicts and facts (`shape`,
    /// `TypeIndex.counts`). It is read for the others: declaring a name nobody else does can end a chain.
    static func searchedHashes(_ names: Names, known: inout Set<UInt64>) -> Searched {
        var controllerSearches: [Search] = []
        let controllers = controllerNames(names, searches: &controllerSearches)
        var result = Searched()
        for (_, search) in sensitiveNames(names, controllers: controllers) where search.kind != .never {
            if search.kind == .bytes { result.spelled.insert(search.hash) } else if known.insert(search.key).inserted { result.words.insert(search.hash) }
        }
        // Keyed apart: a name searched for as a controller's is searched for again if it turns sensitive.
        for search in controllerSearches where search.kind != .never {
            if search.kind == .bytes { result.controllerSpelled.insert(search.hash); continue }
            if !known.contains(search.key) && known.insert(search.key | Self.controllerSearchKey).inserted {
                result.controllerWords.insert(search.hash)
            }
        }
        return result
    }

    /// Marks a controller's search in `searchedHashes`'s known keys (above `Search.key`'s bits).
    private static let controllerSearchKey: UInt64 = 1 << 40

    /// The classes (and protocols refining a class) the read files declare that may be view controllers:
    /// a base, first in some declaration's clause, that is a known controller or one of these; or an
    /// override, in some declaration of the name, of a lifecycle method only a controller has (the type
    /// index's test for a class whose chain reaches an unknown base). A superset of what the type index
    /// decides: more names only make more files read. A skimmed file's type can become a
    /// controller only through a base named so (its own overrides would be anchors).
    /// `searches`: how each of them is searched for. (What the searches start from, here and in
    /// `sensitiveNames`, is listed again in `spellsBytes`.)
    static func controllerNames(_ names: Names, searches: inout [Search]) -> HashKeyedTable<Void> {
        // Only a walk up the project's own bases asks the table of names, and remembers its answers.
        var decided = HashKeyedTable<Bool>(minimumCapacity: names.entries.count)
        var result = HashKeyedTable<Void>()
        for (name, entry) in names.entries where settled(entry, names) ?? isController(name, entry, names, &decided, depth: 0) {
            result.insert(name, ())
            searches.append(entry.search)
        }
        return result
    }

    /// Settled without a lookup: an override, a base that is a controller, or only bases lifelint knows
    /// (`UITableViewCell`, `NSObject`) or none (most names).
    private static func settled(_ entry: Names.Entry, _ names: Names) -> Bool? {
        if entry.overridesLifecycle { return true }
        var projectBase = false
        for base in names.bases(of: entry) {
            if base.name.isController { return true }
            projectBase = projectBase || !base.name.isKnown
        }
        return projectBase ? nil : false
    }

    /// Whether the name (declared as `entry`) is a controller through the project's own bases. (Not a
    /// nested function: one capturing `decided` had every access to it checked at run time, a third of
    /// the walk's instructions.)
    private static func isController(_ name: UInt64, _ entry: Names.Entry, _ names: Names, _ decided: inout HashKeyedTable<Bool>,
                                     depth: Int) -> Bool {
        if let known = decided[name] { return known }
        if let answer = settled(entry, names) { return answer }
        decided.set(name, false) // a cycle ends here
        guard depth < 64 else { return false }
        var answer = false
        for base in names.bases(of: entry) where !base.name.isKnown {
            if let next = names.entries[base.name.hash], isController(base.name.hash, next, names, &decided, depth: depth + 1) {
                answer = true
                break
            }
        }
        decided.set(name, answer)
        return answer
    }

    /// Names whose declaration in a skimmed file could turn a finding's answer from yes to no (from no to
    /// yes takes a controller's name, `controllerNames`, or an anchor):
    /// - a controller's verdict stands on a lifecycle override only where the chain of bases reaches a
    ///   class nobody declares, or a name with no class declaration: declaring that name could end it
    ///   (`TypeIndex.decide`), so those names of the chain of every possible controller a finding names;
    /// - `controllerOrLibrary`: a library's class is one no file declares;
    /// - `view`, from no to yes: a base of the type's chain that no read file declares and lifelint does
    ///   not know (a skimmed file declaring it could continue the chain to a view class; a view class
    ///   lifelint knows answers yes whatever the files declare, so it is not looked for).
    /// Facts (children added, members built, pinned views, writes on new instances) come from the
    /// controller's own declarations or from files naming it, and the other requirements turn only on
    /// overrides or bases named so.
    static func sensitiveNames(_ names: Names, controllers: HashKeyedTable<Void>) -> HashKeyedTable<Search> {
        var result = HashKeyedTable<Search>()
        var walked = HashKeyedTable<Void>()
        func walkChain(from root: UInt64, _ search: Search) {
            var queue = [(root, search)]
            while let (next, search) = queue.popLast() {
                guard walked.count < 100_000, walked.insert(next, ()) else { continue }
                guard let entry = names.entries[next] else {
                    result.insert(search.key, search) // declared nowhere
                    continue
                }
                // No class declaration on UIKit's side (none, or only other platforms')
                if !entry.isClass { result.insert(search.key, search) }
                for base in names.bases(of: entry) where !base.name.isKnown { queue.append((base.name.hash, base.name.search)) }
            }
        }
        for requirements in names.requirements {
            // A finding on a type that cannot be a controller now can become one only through a file read
            // for a controller's name; the next round looks at its other requirements.
            if requirements.contains(where: { asked in
                if case .controller(let name) = asked { return !controllers.contains(name.hash) && !name.isController }
                return false
            }) { continue }
            for asked in requirements {
                switch asked {
                case .controller(let name):
                    if controllers.contains(name.hash) { walkChain(from: name.hash, name.search) }
                case .controllerOrLibrary(let name):
                    if names.entries[name.hash] == nil && !name.isKnown { result.insert(name.search.key, name.search) }
                    if controllers.contains(name.hash) { walkChain(from: name.hash, name.search) }
                case .view(let hash):
                    var queue = [hash]
                    var seen: Set<UInt64> = []
                    while let next = queue.popLast() {
                        guard seen.count < 64, seen.insert(next).inserted else { continue }
                        for base in names.bases(of: names.entries[next]) {
                            // A view lifelint knows answers yes whatever the files declare (the type index's
                            // `view`): nothing to look for, nor above it.
                            if base.name.isKnownView { continue }
                            // Declared on UIKit's side: walked on; declared nowhere, or on other
                            // platforms only (the index sees no bases there): looked for.
                            let entry = names.entries[base.name.hash]
                            if entry != nil { queue.append(base.name.hash) }
                            if entry?.hasUIKitSide != true { result.insert(base.name.search.key, base.name.search) }
                        }
                    }
                }
            }
        }
        return result
    }
}

extension FileReport {
    /// Describes the report's declarations and its findings' requirements for the rounds
    /// (`skimDeclarations`, `skimRequirements`); a report with neither is left as it is.
    mutating func describeForSkimming() {
        guard !types.isEmpty || !diagnostics.isEmpty else { return }
        skimDeclarations = Skimming.declarations(of: types)
        skimRequirements = Skimming.asked(by: diagnostics)
    }
}
