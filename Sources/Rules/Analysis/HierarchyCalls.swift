import SwiftTokenizer

/// Hierarchy calls found in code: what is called, on what, where.
public struct HierarchyCallSite: Sendable {
    public var call: HierarchyCall
    /// The method name token.
    public var nameToken: Int
    /// The receiver without `self.`: `child` for `child.removeFromParent()`, `""` for an unqualified call.
    public var receiver: String
    /// The first argument's text, compacted: `child` for `addChild(child)`, `nil` for `willMove(toParent: nil)`.
    public var firstArgument: String?
}

extension RuleContext {
    /// Every hierarchy call in `range`, in order: a slice of the file's calls, found in one pass.
    public func hierarchyCalls(in range: Range<Int>) -> ArraySlice<HierarchyCallSite> {
        // Asked of the cache by hand (see `FileCache.answer`), the calls found into the cache's own list
        // (the last file's memory) and sliced where it is kept: bound to a local first, every ask retained
        // and released the list once more beside the slice's own retain, and a new list was retained right
        // after it was written (an atomic that waits for those writes).
        if !cache.hasHierarchyCalls {
            var sites: [HierarchyCallSite] = []
            swap(&sites, &cache.hierarchyCalls)
            computeHierarchyCalls(in: 0 ..< source.tokens.count, into: &sites)
            swap(&sites, &cache.hierarchyCalls)
            cache.hasHierarchyCalls = true
        }
        return cache.hierarchyCalls.slice(keyedIn: range, by: \.nameToken)
    }

    /// Appends the hierarchy calls in `range` to `sites`, in order.
    private func computeHierarchyCalls(in range: Range<Int>, into sites: inout [HierarchyCallSite]) {
        let table = HierarchyCall.tables[Int(language.rawValue)]
        for name in callNames(in: range) { // the range's slice, not every call of the file
            let j = Int(name)
            guard let call = table.value(at: j, in: source) ?? Self.addsSubview(at: j, source),
                  !isInsideSelector(j) else { continue }
            let receiverText = receiver(of: j).map { withoutSelf($0.text) } ?? ""
            // C#'s `Add` is also every collection's (`folders.Add(new Folder { … })`): a subview is added
            // to the view itself (`Add(label)`, `View.Add(label)`) or to one named as a view (`ContentView`,
            // `_scrollView`, `cell`).
            if call == .addSubview && language == .csharp && source.token(j, is: "Add") && !Self.namesView(receiverText) { continue }
            let arguments = arguments(ofCallAt: j + 1)
            // UIKit's `addChild(_:)` takes one unlabelled argument: `addChild(panel, to: container)` or
            // `addChildViewController(childViewController:below:)` is a method of the app's own.
            if call == .addChild && language == .swift && (arguments.count != 1
                || (arguments[0].count >= 2 && source.kind(arguments[0].lowerBound + 1) == .colon)) { continue }
            // UIKit's `transition(from:to:duration:options:animations:completion:)` (C# `Transition` with the
            // same six, `TransitionAsync` with five): an app's own `transition(old, next)` moves no child.
            if call == .transition && language != .objectiveC && arguments.count < 5 { continue }
            var first: String? = nil
            if let range = arguments.first, !range.isEmpty {
                // `child!`, `child?` name the same child.
                first = withoutSelf(compactText(argumentValue(range), droppingUnwraps: true))
            }
            sites.append(HierarchyCallSite(call: call, nameToken: j, receiver: receiverText == "self" || receiverText == "this" ? "" : receiverText,
                                           firstArgument: first))
        }
    }

    /// Whether a receiver's text names a view: the view itself (`""`, `this`, `base`, `View`), or a path
    /// ending like one (`ContentView`, `_scrollView`, `headerCell`, `Window`, `toolbar`).
    private static func namesView(_ receiver: String) -> Bool {
        if receiver.isEmpty || receiver == "this" || receiver == "base" { return true }
        // Its last bytes in ASCII lower case (no lowered copy made per receiver).
        let utf8 = receiver.utf8
        return utf8.hasSuffix(bytesOf: "view", ignoringCase: true) || utf8.hasSuffix(bytesOf: "cell", ignoringCase: true)
            || utf8.hasSuffix(bytesOf: "window", ignoringCase: true) || utf8.hasSuffix(bytesOf: "bar", ignoringCase: true)
    }

    /// An app's own helper that adds a subview, named so (`wmf_addSubviewWithConstraintsToEdges(child.view)`,
    /// `addSubviewAndPin(_:)`, C# `AddSubviewFilling(…)`): `addSubview` with extra work. The length test
    /// spares nearly every call name the search.
    private static func addsSubview(at j: Int, _ source: SourceText) -> HierarchyCall? {
        source.tokens[j].length > 10 && source.token(j, contains: "ddSubview") ? .addSubview : nil
    }

    /// Every hierarchy call of a member, across all its accessors (a `willSet` and `didSet` pair is one
    /// sequence); in a property observer, `oldValue` is the property itself. A method's are a slice of the
    /// file's (copied into a list of their own, each site's strings were retained for every ask).
    public func hierarchyCalls(in member: Member) -> ArraySlice<HierarchyCallSite> {
        if member.kind != .property, let body = member.body { return hierarchyCalls(in: body) }
        var sites = bodies(of: member).flatMap { hierarchyCalls(in: $0) }
        if member.kind == .property {
            for k in sites.indices {
                if sites[k].receiver == "oldValue" { sites[k].receiver = member.name }
                if sites[k].receiver.hasPrefix("oldValue.") { sites[k].receiver = member.name + sites[k].receiver.dropFirst(8) }
                if sites[k].firstArgument == "oldValue" { sites[k].firstArgument = member.name }
            }
        }
        return sites[...]
    }

    /// Whether the file names a containment call anywhere (`addChild`, `removeFromParent`, a
    /// controller's view added as a subview: `x.view.addSubview(`): one byte-level pass that spares the
    /// files with none (most views, models and services) the hierarchy calls of types that are no
    /// controllers.
    public var mentionsContainment: Bool {
        // Asked of the cache by hand (see `freshControllerUses`).
        if let known = cache.mentionsContainment { return known }
        let found = findsContainmentCall()
        cache.mentionsContainment = found
        return found
    }

    private func findsContainmentCall() -> Bool {
        let view = ControllerProperty.view.name(in: language)
        // A file with controllers has its hierarchy calls found anyway: read them instead of the tokens.
        if !candidateTypes.isEmpty {
            return hierarchyCalls(in: 0 ..< source.tokens.count).contains { site in
                site.call == .addChild || site.call == .removeFromParent
                    || (site.call == .addSubview && source.kind(site.nameToken - 1) == .period
                        && (source.token(site.nameToken - 2, isText: view) || namesWindow(site.nameToken - 2)))
            }
        }
        let table = Self.containmentCalls[Int(language.rawValue)]
        for name in callNames(in: 0 ..< source.tokens.count) {
            let j = Int(name)
            switch table.value(at: j, in: source) ?? Self.addsSubview(at: j, source) {
            case .addChild?, .removeFromParent?: return true
            case .addSubview?:
                if source.kind(j - 1) == .period && (source.token(j - 2, isText: view) || namesWindow(j - 2)) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether the token at `k` names a window (`window`, `Window`, `keyWindow`): a controller's view
    /// added there is containment's business too (an app delegate's `window.addSubview(error.view)`).
    private func namesWindow(_ k: Int) -> Bool {
        // `window?.addSubview(`: the name before the optional mark.
        let k = source.isOperator(k, "?") || source.isOperator(k, "!") ? k - 1 : k
        return Self.windowNames.contains(k, in: source)
    }

    /// The names a window goes by (an app delegate's field included: C# `_window`, Objective-C `_window`).
    static let windowNames = NameTable(["window", "Window", "keyWindow", "KeyWindow", "_window", "mainWindow", "MainWindow", "_mainWindow"]
        .map { ($0, true) })

    /// Whether a hierarchy call's receiver is a window: `window`, `self.window`, `window?`,
    /// `UIApplication.shared.keyWindow`.
    public static func isWindow(_ receiver: String) -> Bool {
        windowNames.value(of: lastName(of: receiver)) != nil
    }

    /// The last name of a member path, without optional marks: `window` for `self.window?`.
    static func lastName(of path: String) -> String {
        path.split(separator: ".").last.map { String($0.filter { $0 != "?" && $0 != "!" }) } ?? ""
    }

    /// The calls `mentionsContainment` looks for: a small table rejects most names by their first and
    /// last bytes.
    static let containmentCalls = Language.allCases.map { language in
        NameTable([HierarchyCall.addChild, .removeFromParent, .addSubview].flatMap { call in call.names(in: language).map { ($0, call) } })
    }

    /// The children added with `addChild` by every declaration of a name in this file (a class and its
    /// extensions), computed once per name.
    public func addedChildren(named name: String) -> [String] {
        cache.answer(\.addedChildren, name) { declarations(named: name).flatMap { AddedChildren.values(of: $0, in: self) } }
    }
}

extension RuleContext {
    /// Whether `member` makes `controller` a window's root controller (`window.rootViewController =
    /// child`, C# `Window.RootViewController = child`): the window, not a parent, owns it and sends its
    /// appearance calls.
    public func makesWindowRoot(_ controller: String, in member: Member) -> Bool {
        let s = source
        let root: StaticString = s.language == .csharp ? "RootViewController" : "rootViewController"
        for body in bodies(of: member) {
            for j in body where s.token(j, is: root) && s.isOperator(j + 1, "=") {
                var k = j + 2
                if s.keyword(k) == .selfReference && s.kind(k + 1) == .period { k += 2 }
                if s.kind(k) == .identifier && s.token(k, isText: controller) { return true }
            }
        }
        return false
    }

    /// Whether `controller` is a window's root controller by its name (`window.rootViewController`,
    /// `rootViewController?`) or by what it was bound to just before `j` (`let root =
    /// window.rootViewController`).
    public func isWindowRoot(_ controller: String, before j: Int) -> Bool {
        let last = Self.lastName(of: boundPath(of: controller, before: j) ?? controller)
        return last == "rootViewController" || last == "RootViewController"
    }
}
