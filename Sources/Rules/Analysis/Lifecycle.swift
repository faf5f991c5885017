import SwiftTokenizer

/// A method UIKit calls on a view controller, named once for every language.
///
/// Rules are written against these cases, never against a language's spelling: the table below
/// maps `viewWillAppear(_:)` and `ViewWillAppear` to `.viewWillAppear`.
public enum LifecycleMethod: String, CaseIterable, Sendable {
    case loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear
    case viewDidDisappear, viewWillLayoutSubviews, viewDidLayoutSubviews, updateViewConstraints
    case didReceiveMemoryWarning, willMoveToParent, didMoveToParent, viewWillTransition
    case traitCollectionDidChange, setEditing, viewWillUnload, viewDidUnload

    /// The method's bit in a set of them (`TypeFacts.lifecycleOverrides`), by its place in `allCases`
    /// (kept once: `allCases` makes a new array each time it is asked).
    public var bit: UInt32 { 1 << UInt32(ordinal) }

    /// The case's place in `allCases` (and in `Lifecycle.entries`): a switch, not a search of a list.
    var ordinal: Int {
        switch self {
        case .loadView: 0
        case .viewDidLoad: 1
        case .viewWillAppear: 2
        case .viewIsAppearing: 3
        case .viewDidAppear: 4
        case .viewWillDisappear: 5
        case .viewDidDisappear: 6
        case .viewWillLayoutSubviews: 7
        case .viewDidLayoutSubviews: 8
        case .updateViewConstraints: 9
        case .didReceiveMemoryWarning: 10
        case .willMoveToParent: 11
        case .didMoveToParent: 12
        case .viewWillTransition: 13
        case .traitCollectionDidChange: 14
        case .setEditing: 15
        case .viewWillUnload: 16
        case .viewDidUnload: 17
        }
    }
    /// The bits of the methods only a controller has (`identifiesController`).
    public static let identifyingBits = allCases.filter(\.identifiesController).reduce(UInt32(0)) { $0 | $1.bit }

    /// The Swift spelling with argument labels: `viewWillAppear(_:)`.
    public var swiftSignature: String { Lifecycle.entry(self).swift[0].signature }

    /// The C# name: `ViewWillAppear`.
    public var csharpName: String { Lifecycle.entry(self).csharp }

    /// The Objective-C selector: `viewWillAppear:`.
    public var objcSelector: String { Lifecycle.entry(self).objc }

    /// The name in `language`: `viewWillAppear(_:)`, `ViewWillAppear` or `viewWillAppear:`.
    public func displayName(in language: Language) -> String {
        switch language {
        case .swift: return swiftSignature
        case .csharp: return csharpName
        case .objectiveC: return objcSelector
        }
    }

    /// The name its token spells in `language`: `viewWillAppear` (Swift's base name, Objective-C's
    /// first selector part) or `ViewWillAppear`.
    public func names(in language: Language) -> [String] {
        let entry = Lifecycle.entry(self)
        switch language {
        case .swift: return Array(Set(entry.swift.map(\.name))).sorted()
        case .csharp: return [entry.csharp]
        case .objectiveC: return [entry.objcName]
        }
    }

    /// Whether UIKit's own implementation must run: an override that skips `super` breaks something.
    public var requiresSuperCall: Bool { Lifecycle.entry(self).superConsequence != nil }

    /// `viewDidLoad`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `traitCollectionDidChange`:
    /// UIViewController's own implementations do nothing (Apple documents it for the layout passes and
    /// the trait change), so only a superclass between yours and UIViewController has work there for an
    /// override to skip.
    public var hasEmptyBaseImplementation: Bool {
        self == .viewDidLoad || self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews || self == .traitCollectionDidChange
    }

    /// What goes wrong when an override skips `super`, as the end of a sentence.
    public var superConsequence: String? { Lifecycle.entry(self).superConsequence }

    /// Whether UIKit calls this only once the view is loaded, so that reading `view` there has no side effect.
    public var runsWithViewLoaded: Bool {
        switch self {
        case .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
            .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints, .viewWillTransition,
            .traitCollectionDidChange:
            return true
        case .loadView, .didReceiveMemoryWarning, .willMoveToParent, .didMoveToParent, .setEditing,
            .viewWillUnload, .viewDidUnload:
            return false
        }
    }

    /// Whether overriding it marks a class as a view controller when its base is unknown. Not
    /// `setEditing` (table and collection cells have it), `traitCollectionDidChange` (views have it)
    /// or `viewWillTransition` (presentation controllers have it).
    public var identifiesController: Bool {
        switch self {
        case .setEditing, .traitCollectionDidChange, .viewWillTransition: return false
        default: return true
        }
    }

    /// Whether the documented place for the `super` call is the end of the override, not the start.
    public var callsSuperLast: Bool { self == .updateViewConstraints }
}

/// One Swift spelling of a lifecycle method: its base name and argument labels.
public struct SwiftSpelling: Sendable {
    public var name: String
    public var labels: [String]

    public var signature: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
}

/// The lifecycle table: one row per method, with every spelling lifecycle rules must recognise.
public enum Lifecycle {
    /// A row: an object, so that asking a method's row hands out one reference (a struct was copied
    /// whole, its five lists and strings retained and released, to read one of them).
    final class Entry: Sendable {
        let method: LifecycleMethod
        /// The current spelling first, then older ones (Swift 3/4's `toParentViewController:`, Swift 2's
        /// `didMoveToParentViewController(_:)`).
        let swift: [SwiftSpelling]
        /// The Objective-C selector: `viewWillAppear:`.
        let objc: String
        let csharp: String
        let superConsequence: String?

        init(method: LifecycleMethod, swift: [SwiftSpelling], objc: String, csharp: String, superConsequence: String?) {
            self.method = method
            self.swift = swift
            self.objc = objc
            self.csharp = csharp
            self.superConsequence = superConsequence
        }

        /// The selector's first part, the name its token spells: `viewWillAppear`.
        var objcName: String { String(objc.prefix { $0 != ":" }) }
    }

    static let entries: [Entry] = [
        Entry(method: .loadView, swift: [.init(name: "loadView", labels: [])], objc: "loadView", csharp: "LoadView",
              superConsequence: nil),
        Entry(method: .viewDidLoad, swift: [.init(name: "viewDidLoad", labels: [])], objc: "viewDidLoad", csharp: "ViewDidLoad",
              superConsequence: "setup done by UIKit superclasses (UITableViewController, your own base class) is skipped"),
        Entry(method: .viewWillAppear, swift: [.init(name: "viewWillAppear", labels: ["_"])],
              objc: "viewWillAppear:", csharp: "ViewWillAppear", superConsequence: "UIKit's appearance bookkeeping is skipped"),
        Entry(method: .viewIsAppearing, swift: [.init(name: "viewIsAppearing", labels: ["_"])],
              objc: "viewIsAppearing:", csharp: "ViewIsAppearing", superConsequence: "UIKit's appearance bookkeeping is skipped"),
        Entry(method: .viewDidAppear, swift: [.init(name: "viewDidAppear", labels: ["_"])],
              objc: "viewDidAppear:", csharp: "ViewDidAppear", superConsequence: "UIKit's appearance bookkeeping is skipped"),
        Entry(method: .viewWillDisappear, swift: [.init(name: "viewWillDisappear", labels: ["_"])],
              objc: "viewWillDisappear:", csharp: "ViewWillDisappear", superConsequence: "UIKit's appearance bookkeeping is skipped"),
        Entry(method: .viewDidDisappear, swift: [.init(name: "viewDidDisappear", labels: ["_"])],
              objc: "viewDidDisappear:", csharp: "ViewDidDisappear", superConsequence: "UIKit's appearance bookkeeping is skipped"),
        Entry(method: .viewWillLayoutSubviews, swift: [.init(name: "viewWillLayoutSubviews", labels: [])],
              objc: "viewWillLayoutSubviews", csharp: "ViewWillLayoutSubviews", superConsequence: "layout done by UIKit superclasses is skipped"),
        Entry(method: .viewDidLayoutSubviews, swift: [.init(name: "viewDidLayoutSubviews", labels: [])],
              objc: "viewDidLayoutSubviews", csharp: "ViewDidLayoutSubviews", superConsequence: "layout done by UIKit superclasses is skipped"),
        Entry(method: .updateViewConstraints, swift: [.init(name: "updateViewConstraints", labels: [])],
              objc: "updateViewConstraints", csharp: "UpdateViewConstraints",
              superConsequence: "UIKit documents that it must be called, as the last step; Auto Layout raises an exception otherwise"),
        Entry(method: .didReceiveMemoryWarning, swift: [.init(name: "didReceiveMemoryWarning", labels: [])],
              objc: "didReceiveMemoryWarning", csharp: "DidReceiveMemoryWarning", superConsequence: "UIKit's own memory release is skipped"),
        Entry(method: .willMoveToParent,
              swift: [.init(name: "willMove", labels: ["toParent"]),
                      .init(name: "willMove", labels: ["toParentViewController"]),
                      .init(name: "willMoveToParentViewController", labels: ["_"])],
              objc: "willMoveToParentViewController:", csharp: "WillMoveToParentViewController",
              superConsequence: "containment callbacks that UIKit forwards from it are skipped"),
        Entry(method: .didMoveToParent,
              swift: [.init(name: "didMove", labels: ["toParent"]),
                      .init(name: "didMove", labels: ["toParentViewController"]),
                      .init(name: "didMoveToParentViewController", labels: ["_"])],
              objc: "didMoveToParentViewController:", csharp: "DidMoveToParentViewController",
              superConsequence: "containment callbacks that UIKit forwards from it are skipped"),
        Entry(method: .viewWillTransition,
              swift: [.init(name: "viewWillTransition", labels: ["to", "with"]),
                      .init(name: "viewWillTransitionToSize", labels: ["_", "withTransitionCoordinator"])],
              objc: "viewWillTransitionToSize:withTransitionCoordinator:", csharp: "ViewWillTransitionToSize",
              superConsequence: "UIKit stops forwarding the size change to child view controllers"),
        Entry(method: .traitCollectionDidChange, swift: [.init(name: "traitCollectionDidChange", labels: ["_"])],
              objc: "traitCollectionDidChange:", csharp: "TraitCollectionDidChange",
              superConsequence: "a superclass's own response to the change is skipped (UIKit's does nothing, and Apple "
                  + "asks for super first so that what is higher in the hierarchy adjusts first)"),
        Entry(method: .setEditing, swift: [.init(name: "setEditing", labels: ["_", "animated"])],
              objc: "setEditing:animated:", csharp: "SetEditing",
              superConsequence: "`isEditing` and the edit button item stop following the editing state"),
        Entry(method: .viewWillUnload, swift: [.init(name: "viewWillUnload", labels: [])],
              objc: "viewWillUnload", csharp: "ViewWillUnload", superConsequence: nil),
        Entry(method: .viewDidUnload, swift: [.init(name: "viewDidUnload", labels: [])], objc: "viewDidUnload", csharp: "ViewDidUnload",
              superConsequence: nil),
    ]

    /// A method's row: `entries` lists them in the cases' order (`LifecycleMethod.ordinal`).
    static func entry(_ method: LifecycleMethod) -> Entry {
        entries[method.ordinal]
    }

    /// Every lifecycle selector, for the Objective-C outliner (a method implementing one overrides it).
    private static let objcSelectors: Set<String> = Set(entries.map(\.objc))

    /// Whether `selector` is a lifecycle method's Objective-C selector.
    static func isObjectiveCSelector(_ selector: String) -> Bool { objcSelectors.contains(selector) }

    /// The lifecycle method a member of `source`'s outline implements, matched by name (on its name
    /// token's bytes: asked of every member of every file) and, in Swift, argument labels.
    public static func method(of member: Member, in source: SourceText) -> LifecycleMethod? {
        guard member.kind == .method, !member.isStatic,
              let candidates = entryTables.read(source.language, { $0.value(at: member.nameToken, in: source) }) else { return nil }
        return method(of: member, among: candidates, in: source.language)
    }

    /// Entries by name, per language.
    private static let entryTables = PerLanguage { language in
        NameTable(grouping: entries.flatMap { entry in entry.method.names(in: language).map { ($0, entry) } })
    }

    private static func method(of member: Member, among candidates: [Entry], in language: Language) -> LifecycleMethod? {
        // Each entry read where it is kept: one taken out of the list whole was copied, its strings retained.
        for k in candidates.indices {
            switch language {
            case .swift:
                if candidates[k].swift.contains(where: { $0.labels.elementsEqual(member.labels) })
                    || isSwiftTwoSpelling(member, of: candidates[k]) {
                    return candidates[k].method
                }
            case .csharp:
                return candidates[k].method
            case .objectiveC:
                if member.hasSelector(candidates[k].objc) { return candidates[k].method }
            }
        }
        return nil
    }

    /// Whether the Swift override `member` spells `method` as Swift 2 did, its first parameter unlabelled
    /// without `_` (`override func viewWillAppear(animated: Bool)` overrides `viewWillAppear(_:)`): its
    /// first argument is passed unlabelled too. In Swift 3 and later such an override would not compile,
    /// so the reading is safe for overrides only.
    static func isSwiftTwoSpelling(_ member: Member, of method: LifecycleMethod) -> Bool {
        isSwiftTwoSpelling(member, of: entry(method))
    }

    private static func isSwiftTwoSpelling(_ member: Member, of entry: Entry) -> Bool {
        guard member.isOverride, let first = member.labels.first, first != "_", member.parameterNames.first == first
        else { return false }
        return entry.swift.contains { $0.labels.first == "_" && $0.labels.dropFirst().elementsEqual(member.labels.dropFirst()) }
    }

    /// The lifecycle methods a token's name spells (a Swift base name or a C# name), by bytes.
    private static let methodTables = PerLanguage { language in
        NameTable(grouping: entries.flatMap { entry in entry.method.names(in: language).map { ($0, entry.method) } })
    }

    /// The lifecycle methods the token at `index` names.
    public static func methods(namedAt index: Int, in source: SourceText) -> [LifecycleMethod] {
        methodTables.read(source.language) { $0.value(at: index, in: source) } ?? []
    }

    /// Whether the token at `index` names a lifecycle method (asked of every call name: no list made).
    public static func namesMethod(at index: Int, in source: SourceText) -> Bool {
        methodTables.read(source.language) { $0.contains(index, in: source) }
    }

    /// Whether some token of `indices` names a lifecycle method: the table read once for them all (read
    /// per token, its initialization was checked at every call of every file).
    public static func namesMethod<Indices: Sequence<Int32>>(atAnyOf indices: Indices, in source: SourceText) -> Bool {
        methodTables.read(source.language) { table in indices.contains { table.contains(Int($0), in: source) } }
    }

    /// The lifecycle methods whose name is `name` (a Swift base name or a C# name).
    public static func methods(named name: String, in language: Language) -> [LifecycleMethod] {
        entries.filter { $0.method.names(in: language).contains(name) }.map(\.method)
    }
}

/// A property of UIViewController that lifecycle rules read, named once for both languages.
public enum ControllerProperty: String, CaseIterable, Sendable {
    case view, isViewLoaded, viewIfLoaded, navigationController, tabBarController, splitViewController
    case parent, navigationItem, presentingViewController
    /// The view of a `UITableViewController`/`UICollectionViewController` under its own name.
    case tableView, collectionView

    /// Every property's spelling, per language, for byte-level lookup.
    static let tables: [NameTable<ControllerProperty>] = Language.allCases.map { language in
        NameTable(allCases.map { ($0.name(in: language), $0) })
    }

    /// The spelling in `language`: `isViewLoaded` ↔ `IsViewLoaded`, `parent` ↔ `ParentViewController`.
    /// Literals (rules ask it in loops; C#'s capital made with a Unicode case mapping cost more than they).
    public func name(in language: Language) -> String {
        switch language {
        case .swift: return rawValue
        case .objectiveC: return self == .parent ? "parentViewController" : rawValue
        case .csharp:
            switch self {
            case .view: return "View"
            case .isViewLoaded: return "IsViewLoaded"
            case .viewIfLoaded: return "ViewIfLoaded"
            case .navigationController: return "NavigationController"
            case .tabBarController: return "TabBarController"
            case .splitViewController: return "SplitViewController"
            case .parent: return "ParentViewController"
            case .navigationItem: return "NavigationItem"
            case .presentingViewController: return "PresentingViewController"
            case .tableView: return "TableView"
            case .collectionView: return "CollectionView"
            }
        }
    }
}

/// UIKit calls that build and tear down the controller hierarchy and the view hierarchy, named once
/// for both languages (older Swift spellings included).
public enum HierarchyCall: CaseIterable, Sendable {
    case addChild, removeFromParent, willMoveToParent, didMoveToParent, transition
    case addSubview, removeFromSuperview, addGestureRecognizer, addConstraint, activateConstraints, addTarget
    case addLayoutGuide, loadViewIfNeeded

    /// Every spelling of the call's method name in `language`.
    public func names(in language: Language) -> [String] {
        switch (self, language) {
        case (.addChild, .swift): return ["addChild", "addChildViewController"]
        case (.addChild, .csharp): return ["AddChildViewController"]
        case (.removeFromParent, .swift): return ["removeFromParent", "removeFromParentViewController"]
        case (.removeFromParent, .csharp): return ["RemoveFromParentViewController"]
        case (.willMoveToParent, .swift): return ["willMove", "willMoveToParentViewController"]
        case (.willMoveToParent, .csharp): return ["WillMoveToParentViewController"]
        case (.didMoveToParent, .swift): return ["didMove", "didMoveToParentViewController"]
        case (.didMoveToParent, .csharp): return ["DidMoveToParentViewController"]
        case (.transition, .swift): return ["transition", "transitionFromViewController"]
        case (.transition, .csharp): return ["Transition", "TransitionAsync"]
        case (.addSubview, .swift): return ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]
        case (.addSubview, .csharp): return ["AddSubview", "AddSubviews", "InsertSubview", "InsertSubviewAbove",
                                            "InsertSubviewBelow", "AddArrangedSubview", "InsertArrangedSubview", "Add"]
        case (.removeFromSuperview, .swift): return ["removeFromSuperview"]
        case (.removeFromSuperview, .csharp): return ["RemoveFromSuperview"]
        case (.addGestureRecognizer, .swift): return ["addGestureRecognizer"]
        case (.addGestureRecognizer, .csharp): return ["AddGestureRecognizer"]
        case (.addConstraint, .swift): return ["addConstraint", "addConstraints"]
        case (.addConstraint, .csharp): return ["AddConstraint", "AddConstraints"]
        case (.activateConstraints, .swift): return ["activate"]
        case (.activateConstraints, .csharp): return ["ActivateConstraints"]
        case (.addTarget, .swift): return ["addTarget", "addAction"]
        case (.addTarget, .csharp): return ["AddTarget"]
        case (.addLayoutGuide, .swift): return ["addLayoutGuide"]
        case (.addLayoutGuide, .csharp): return ["AddLayoutGuide"]
        case (.loadViewIfNeeded, .swift): return ["loadViewIfNeeded"]
        case (.loadViewIfNeeded, .csharp): return ["LoadViewIfNeeded"]
        case (.addChild, .objectiveC): return ["addChildViewController"]
        case (.removeFromParent, .objectiveC): return ["removeFromParentViewController"]
        case (.willMoveToParent, .objectiveC): return ["willMoveToParentViewController"]
        case (.didMoveToParent, .objectiveC): return ["didMoveToParentViewController"]
        case (.transition, .objectiveC): return ["transitionFromViewController"]
        case (.addSubview, .objectiveC): return ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]
        case (.removeFromSuperview, .objectiveC): return ["removeFromSuperview"]
        case (.addGestureRecognizer, .objectiveC): return ["addGestureRecognizer"]
        case (.addConstraint, .objectiveC): return ["addConstraint", "addConstraints"]
        case (.activateConstraints, .objectiveC): return ["activateConstraints"]
        case (.addTarget, .objectiveC): return ["addTarget"]
        case (.addLayoutGuide, .objectiveC): return ["addLayoutGuide"]
        case (.loadViewIfNeeded, .objectiveC): return ["loadViewIfNeeded"]
        }
    }

    /// Every spelling of every call, per language, for byte-level lookup.
    static let tables: [NameTable<HierarchyCall>] = Language.allCases.map { language in
        NameTable(allCases.flatMap { call in call.names(in: language).map { ($0, call) } })
    }
}

extension RuleContext {
    /// The controller's own loaded flags: members set to `true` (`YES`) in a lifecycle method of the
    /// declaration that runs with the view loaded (`loaded = true` in `viewDidLoad`). Code that tests one
    /// first is written to wait for the view.
    public func loadedFlags(of type: TypeDecl) -> [String] {
        let s = source
        var flags: [String] = []
        for method in members(of: type) where method.kind == .method {
            guard let body = method.body, lifecycleMethod(of: method)?.runsWithViewLoaded == true else { continue }
            for j in ownMemberWrites(in: body, of: method) where s.keyword(j + 2) == .true || s.token(j + 2, isText: "YES") {
                flags.append(s.text(j))
            }
        }
        return flags
    }
}
