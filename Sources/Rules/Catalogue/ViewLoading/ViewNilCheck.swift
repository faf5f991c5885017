import SwiftTokenizer

/// Comparing a view controller's `view` with nil loads the view, so the check never sees nil: use
/// `isViewLoaded`.
public struct ViewNilCheck: Rule {
    public static let description = RuleDescription(
        id: "view_nil_check",
        summary: "A controller's `view` compared to nil: reading it loads the view, so the check never sees nil.",
        rationale: """
            Reading a view controller's `view` (C# `View`) when the view is not loaded yet calls `loadView()` \
            and `viewDidLoad()` to create it. A nil check on `view` therefore never sees nil: it loads the \
            whole view hierarchy as a side effect and then says the view exists. Use `isViewLoaded` \
            (`IsViewLoaded`) to ask without loading, or `viewIfLoaded` (`ViewIfLoaded`) to use the view only \
            when it exists. The same holds for another controller's view (`child.view != nil`, \
            `guard let v = detail.view`, `hosting.view ?? UIView()`) wherever the code is, when the receiver \
            is declared (as a property, a parameter, a local, or a name bound to one, also to another type's \
            property this file declares: `let embedded = row.viewController`) with a controller type; \
            an optional-chained receiver (`parent?.view`) tests the parent, not the view, and is not reported. \
            Inside `viewDidLoad` and the appearance and layout methods that follow it the controller's own \
            view is already loaded, so lifelint does not report checks of it there, nor a check that comes \
            after the same code dereferenced the same view (`view.tintColor = …` earlier in the same block): \
            that line loaded it. A binding (`guard let v = child.view`) that means to load the view is \
            better written without the binding: `child.view` is never nil.
            """,
        defaultSeverity: .error,
        fix: .unsafe,
        fixSafetyReason: """
            Unsafe: `isViewLoaded` does not load the view, so code that relied on the comparison loading it, \
            or on the branch always running, behaves differently. Review each change.
            """,
        triggeringExamples: [
            Example(.swift, """
                class ProfileViewController: UIViewController {
                    var userName: String? {
                        didSet {
                            if ↓view != nil { updateLabels() }
                        }
                    }
                }
                """),
            Example(.swift, """
                class FeedViewController: UITableViewController {
                    func reloadIfVisible() {
                        guard ↓self.view != nil else { return }
                        if let _ = ↓view { tableView.reloadData() }
                        let loaded = ↓nil != view
                    }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public string UserName
                    {
                        set
                        {
                            userName = value;
                            if (↓View != null) { UpdateLabels(); }
                        }
                    }
                }
                """),
            Example(.swift, """
                final class DetailViewController: UIViewController {}
                final class DetailCoordinator {
                    let detail = DetailViewController()
                    var shown: DetailViewController?
                    func present(_ card: DetailViewController) {
                        if ↓detail.view != nil { print("ready") }
                        guard let cardView = ↓card.view else { return }
                        if let current = shown, let root = ↓current.view { root.addSubview(cardView) }
                        let host = ↓self.detail.view ?? UIView()
                        print(host)
                    }
                }
                """),
            Example(.csharp, """
                using NSViewController = UIKit.UIViewController;
                public class ViewHost
                {
                    public void Attach(NSViewController child)
                    {
                        if (↓child.View is null) return;
                    }
                }
                """),
            Example(.csharp, """
                public class DetailViewController : UIViewController {}
                public class DetailCoordinator
                {
                    readonly DetailViewController detail = new DetailViewController();
                    public void Present(DetailViewController card)
                    {
                        if (↓detail.View == null) return;
                        var root = ↓card.View ?? new UIView();
                        if (↓card.View is UIView cardView) cardView.AddSubview(new UILabel());
                        if (↓detail.View is { } detailView) detailView.LayoutIfNeeded();
                        if (card.View is UIScrollView scroll) scroll.ScrollsToTop = true; // a type test: left alone
                    }
                }
                """),
            Example(.csharp, """
                public class FeedViewController : UITableViewController
                {
                    public void ReloadIfVisible()
                    {
                        if (↓this.View == null) return;
                        if (↓View is not null) TableView.ReloadData();
                    }
                }
                """),
            Example(.swift, """
                protocol Themed: UIViewController {}
                extension Themed {
                    func applyTheme() {
                        if ↓view != nil { view.backgroundColor = .systemBackground }
                    }
                }
                protocol Refreshing {}
                extension Refreshing where Self: UIViewController {
                    func refresh() {
                        guard let root = ↓view else { return }
                        root.setNeedsLayout()
                    }
                }
                """),
            Example(.objectiveC, """
                @interface BadgeViewController : UIViewController
                @end

                @implementation BadgeViewController
                - (void)setCount:(NSInteger)count {
                    _count = count;
                    if (↓self.view != nil) {
                        self.badgeLabel.text = @(count).stringValue;
                    }
                }
                - (void)reset {
                    if (↓self.view) { [self refresh]; }
                    if ([↓self view] == nil) { return; }
                    UIView *host = ↓self.view ?: self.fallbackView;
                }
                @end
                """),
            Example(.swift, """
                final class MapViewController: UIViewController {
                    // A lazy property's initializer runs at its first read, which may come before the view loads.
                    private lazy var bottomPin: NSLayoutConstraint? = {
                        guard let root = ↓view else { return nil }
                        return legend.bottomAnchor.constraint(equalTo: root.bottomAnchor)
                    }()
                    private lazy var backdrop: UIView = ↓view ?? UIView()
                    func refresh(animated: Bool) {
                        if animated {
                            UIView.animate(withDuration: 0.2) { self.legend.alpha = 1 }
                        } else if let root = ↓self.view {
                            root.setNeedsLayout()
                        }
                    }
                }
                """),
            Example(.swift, """
                // A local whose controller type comes from another type's property.
                struct SettingsRow { let viewController: UIViewController }
                final class SettingsViewController: UITableViewController {
                    var row: SettingsRow!
                    func embed(in cell: UITableViewCell) {
                        let embedded = row.viewController
                        if let content = ↓embedded.view { cell.contentView.addSubview(content) }
                    }
                }
                """),
            Example(.csharp, """
                public class SettingsRow { public UIViewController ViewController { get; set; } }
                public class SettingsViewController : UITableViewController
                {
                    SettingsRow row;
                    void Embed(UITableViewCell cell)
                    {
                        var embedded = row.ViewController;
                        if (↓embedded.View != null) cell.ContentView.AddSubview(embedded.View);
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class MapViewController: UIViewController {
                    private lazy var backdrop: UIView = viewIfLoaded ?? UIView()
                    func reload(with model: Model) {
                        model.load { [weak self] result in
                            // The binding unwraps a controller held weakly: it fails once the controller is gone.
                            guard let root = self?.view else { return }
                            root.setNeedsLayout()
                        }
                    }
                }
                """),
            Example(.swift, """
                class ProfileViewController: UIViewController {
                    var userName: String? {
                        didSet {
                            if isViewLoaded { updateLabels() }
                            viewIfLoaded?.setNeedsLayout()
                            if viewIfLoaded != nil { updateLabels() }
                            if nil != viewIfLoaded?.window { updateLabels() }
                            if isViewLoaded, nil != view.window { updateLabels() }
                        }
                    }
                }
                """),
            Example(.swift, """
                class CardViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if view != nil { view.backgroundColor = .systemBackground }
                    }
                    func attach(_ view: UIView?) {
                        if view != nil { print("attached") }
                    }
                    func restyle() {
                        view.tintColor = .systemRed // loads the view: the check below loads nothing
                        if view != nil { print("loaded already") }
                    }
                    func handle(_ gesture: UIGestureRecognizer) {
                        if gesture.view != nil { print("tap") }
                        let view: UIView? = gesture.view
                        if view == nil { return }
                    }
                }
                """),
            Example(.swift, """
                final class DetailViewController: UIViewController {}
                final class DetailCoordinator {
                    var shown: DetailViewController?
                    func present(_ cell: UITableViewCell, in host: UIViewController) {
                        if shown?.view != nil { print("tests whether a controller is shown") }
                        if nil != host.view.window { print("tests the window") }
                        if shown?.viewIfLoaded != nil, host.isViewLoaded { print("asks without loading") }
                        guard let content = cell.contentView.superview else { return }
                        print(content)
                    }
                }
                """),
            Example(.csharp, """
                public class DetailCoordinator
                {
                    public void Restyle(DetailViewController detail)
                    {
                        detail.View.TintColor = UIColor.SystemRed; // loads the view: the check below loads nothing
                        if (detail.View != null) Show();
                    }
                    public void Present(UITableViewCell cell, UIViewController host)
                    {
                        if (host.View.Window != null) Show();
                        if (host.IsViewLoaded && cell.ContentView != null) Show();
                    }
                }
                """),
            Example(.swift, """
                final class TapHandler: NSObject {
                    weak var view: UIView?
                    func check() -> Bool { view != nil }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public string UserName
                    {
                        set
                        {
                            userName = value;
                            if (IsViewLoaded) { UpdateLabels(); }
                            if (ViewIfLoaded != null) { UpdateLabels(); }
                        }
                    }

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        if (View != null) View.BackgroundColor = UIColor.SystemBackground;
                    }
                }
                """),
            Example(.csharp, """
                public class Tapper
                {
                    public UIView View { get; set; }
                    public bool HasView() => View != null;
                }
                """),
            Example(.swift, """
                protocol Resettable {}
                extension Resettable where Self: UITableViewCell {
                    func reset() { if backgroundView != nil { backgroundView = nil } }
                }
                """),
            Example(.objectiveC, """
                @interface BadgeViewController : UIViewController
                @end

                @implementation BadgeViewController
                - (void)setCount:(NSInteger)count {
                    _count = count;
                    if (self.isViewLoaded) { self.badgeLabel.text = @(count).stringValue; }
                    if (self.viewIfLoaded.window != nil) { [self refresh]; }
                    NSLog(@"self.view != nil"); // if (self.view) in a comment
                }
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    if (self.view.window) { [self refresh]; } // the view is loaded here
                }
                @end

                @implementation BadgeCell
                - (void)prepareForReuse {
                    [super prepareForReuse];
                    if (self.view) { [self reset]; } // not a controller
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        var ownMessages: [String?] = [] // three, made at the first finding
        // The file's `view` names, found in one pass (most files have none, and then nothing else is
        // read); each body takes its run of them.
        let views = context.viewNames
        guard !views.isEmpty else { return }
        // Another controller's view can be checked from any type (a coordinator, a cell's owner); the
        // controller's own view only in a controller, outside the methods that run with it loaded.
        for type in context.outline.types where type.kind == .class || type.kind == .extension || type.kind == .struct {
            let isCandidate = context.isCandidate(type)
            let members = context.members(of: type)
            for (index, member) in members.enumerated() {
                let ownViewLoaded = context.lifecycleMethod(of: member)?.runsWithViewLoaded ?? false
                // A method's body, or a lazy property's initializer (it runs at the first read, maybe
                // before the view loads).
                guard let body = member.body ?? context.lazyInitializer(
                    of: member, in: type, next: index + 1 < members.count ? members[index + 1] : nil) else { continue }
                let named = views[views.positions(keyedIn: body) { Int($0) }]
                guard !named.isEmpty else { continue }
                let lazyLocals = member.body == nil ? context.localDeclarations(in: body) : []
                for v in named {
                    let j = Int(v)
                    if let access = selfAccess(at: j, context) {
                        guard isCandidate, !ownViewLoaded, let match = comparison(access: access, name: j, context),
                              // `if let view = self?.view` in a closure holding `self` weakly: the binding
                              // unwraps `self` (it fails once the controller is gone).
                              !((match.isBinding || match.isFallback) && s.isOperator(access + 1, "?")),
                              !context.isLocal(at: j, in: member),
                              !(access == j && lazyLocals.contains { $0.token < j && j < $0.scopeEnd && $0.token + 2 != j
                                  && s.text($0.token) == s.text(j) }),
                              !readBefore(j, receiver: nil, in: body, context) else { continue }
                        // The three messages about the controller's own view are made once per file: a
                        // generated file can hold millions of these checks.
                        let kind = match.isFallback ? 2 : match.isBinding ? 1 : 0
                        if ownMessages.isEmpty { ownMessages = [nil, nil, nil] }
                        if ownMessages[kind] == nil {
                            ownMessages[kind] = Self.message(s.language, binding: match.isBinding, fallback: match.isFallback)
                        }
                        findings.append(context.finding(Self.description.id, at: match.first, through: match.last,
                                                        message: ownMessages[kind]!,
                                                        fix: match.replacement.map { Self.fix($0, match, s) },
                                                        controllerType: type.name))
                    } else if !continuesPastView(j, s), // no comparison, whatever the receiver (the cheap test first)
                              let receiver = controllerReceiver(of: j, in: member, of: type, context),
                              let match = comparison(access: receiver.start, name: j, context),
                              !readBefore(j, receiver: receiver.text, in: body, context) {
                        findings.append(context.finding(Self.description.id, at: match.first, through: match.last,
                                                        message: Self.message(s.language, receiver: receiver.text,
                                                                              binding: match.isBinding, fallback: match.isFallback),
                                                        fix: match.replacement.map { Self.fix($0, match, s) },
                                                        controllerType: nil, requirements: [.controller(receiver.type)]))
                    }
                }
            }
        }
    }

    /// Whether the same view (the controller's own when `receiver` is nil) was dereferenced earlier in
    /// the body by code that certainly ran before `j`: in the block that holds `j` or one around it, not in a
    /// branch or closure that closed before it. That read loaded the view, so the check loads nothing.
    private func readBefore(_ j: Int, receiver: String?, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let name: StaticString = s.language == .csharp ? "View" : "view"
        // Back from the check, over the 120 tokens before it (code right before it): a read inside a
        // block that closed before `j` (a branch, a closure) may not have run.
        var depth = 0
        var k = j - 1
        while k >= max(body.lowerBound, j - 120) {
            defer { k -= 1 }
            switch s.kind(k) {
            case .rightBrace: depth += 1
            case .leftBrace: depth = max(depth - 1, 0)
            case .identifier:
                // A dereference (`view.tintColor`, `view?.frame`, `view!.frame`), not another check of it.
                guard depth == 0, s.token(k, is: name),
                      s.kind(k + 1) == .period || (s.isOperator(k + 1, "?") || s.isOperator(k + 1, "!")) && s.kind(k + 2) == .period
                else { continue }
                if let receiver {
                    if let found = context.receiver(of: k), found.text == receiver { return true }
                } else if selfAccess(at: k, context) != nil {
                    return true
                }
            default: break
            }
        }
        return false
    }


    /// `child.view`, `self.child.view`, `detail.View`: a receiver named once, declared (as a property,
    /// a parameter or a local) with a type that may be a controller; the type index confirms it is one.
    /// Not an optional-chained receiver (`parent?.view` tests the parent), not a longer chain.
    private func controllerReceiver(of j: Int, in member: Member, of type: TypeDecl, _ context: RuleContext)
        -> (start: Int, text: String, type: String)? {
        let s = context.source
        guard s.kind(j - 1) == .period, s.kind(j - 2) == .identifier, s.keyword(j - 2) == .none else { return nil }
        var start = j - 2
        if s.kind(j - 3) == .period {
            // `self.child.view`; any other chain is not followed.
            guard s.keyword(j - 4) == .selfReference, s.kind(j - 5) != .period else { return nil }
            start = j - 4
        }
        let name = s.text(j - 2)
        guard let declared = context.declaredType(of: name, in: member, of: type), KnownTypes.verdict(declared) != false,
              declared != type.name || start != j - 2 else { return nil }
        return (start, s.text(from: start, through: j - 2), declared)
    }

    /// The first token of `view`, `self.view` or `self?.view`; nil for another object's `view`.
    private func selfAccess(at j: Int, _ context: RuleContext) -> Int? {
        let s = context.source
        if s.kind(j - 1) == .period && s.isOperator(j - 2, "?") && s.keyword(j - 3) == .selfReference
            && s.kind(j - 4) != .period {
            return j - 3
        }
        return context.selfMemberAccess(at: j)
    }

    private struct Match {
        var first: Int
        var last: Int
        /// What the whole match becomes: `isViewLoaded` or `!isViewLoaded` (with `self.` kept).
        var replacement: (negated: Bool, qualifier: String)?
        var isBinding: Bool
        /// `view ?? fallback`: the fallback is never used.
        var isFallback = false
    }

    /// `view.window`, `view?.frame`, `view!.frame`, `view(…)`: the expression goes on past the view, so
    /// it is no comparison of it.
    private func continuesPastView(_ j: Int, _ s: SourceText) -> Bool {
        s.kind(j + 1) == .period || s.kind(j + 1) == .leftParen || s.kind(j + 1) == .leftBracket
            || (s.isOperator(j + 1, "?") || s.isOperator(j + 1, "!")) && s.kind(j + 2) == .period
    }

    private func comparison(access: Int, name j: Int, _ context: RuleContext) -> Match? {
        let s = context.source
        if continuesPastView(j, s) { return nil }
        let qualifier = access == j ? "" : s.text(from: access, through: j - 2) + "."
        // `view ?? fallback`: the view is never nil, so the fallback never runs.
        if s.isOperator(j + 1, "??") {
            return Match(first: access, last: j + 1, replacement: nil, isBinding: false, isFallback: true)
        }
        // `view != nil`, `view == nil`, `view === nil`
        if s.kind(j + 1) == .operator && s.keyword(j + 2) == .nilLiteral {
            if let negated = equalityNegation(j + 1, s) {
                return Match(first: access, last: j + 2, replacement: (negated, qualifier), isBinding: false)
            }
        }
        // `nil != view`
        if s.kind(access - 1) == .operator && s.keyword(access - 2) == .nilLiteral {
            if let negated = equalityNegation(access - 1, s) {
                return Match(first: access - 2, last: j, replacement: (negated, qualifier), isBinding: false)
            }
        }
        switch s.language {
        case .csharp:
            // `View is null`, `View is not null`
            if s.keyword(j + 1) == .is {
                if s.keyword(j + 2) == .nilLiteral {
                    return Match(first: access, last: j + 2, replacement: (true, qualifier), isBinding: false)
                }
                if s.keyword(j + 2) == .not && s.keyword(j + 3) == .nilLiteral {
                    return Match(first: access, last: j + 3, replacement: (false, qualifier), isBinding: false)
                }
                // `View is { } v`, `View is UIView v`: a pattern that only tests for null (a subclass,
                // `View is UIScrollView s`, tests the type and is left alone).
                if s.kind(j + 2) == .leftBrace && s.kind(j + 3) == .rightBrace {
                    return Match(first: access, last: j + 3, replacement: nil, isBinding: true)
                }
                if s.token(j + 2, is: "UIView") && s.kind(j + 3) == .identifier {
                    return Match(first: access, last: j + 3, replacement: nil, isBinding: true)
                }
            }
        case .objectiveC:
            // `self.view ?: fallback`: the view is never nil, so the fallback never runs.
            if s.isOperator(j + 1, "?") && s.kind(j + 2) == .colon {
                return Match(first: access, last: j + 2, replacement: nil, isBinding: false, isFallback: true)
            }
            // `!self.view`
            if s.isOperator(access - 1, "!") {
                return Match(first: access - 1, last: j, replacement: (true, qualifier), isBinding: false)
            }
            // A view as a condition: `if (self.view)`, `while (self.view && x)`, `self.view ? a : b`.
            if context.isTruthTest(from: access, through: j) {
                return Match(first: access, last: j, replacement: (false, qualifier), isBinding: false)
            }
        case .swift:
            // `if let _ = view {`, `guard let v = self.view else`
            let next = s.kind(j + 1)
            let endsCondition = next == .leftBrace || next == .comma || s.keyword(j + 1) == .else
            if endsCondition && s.isOperator(access - 1, "=") && s.kind(access - 2) == .identifier
                && (s.keyword(access - 3) == .let || s.keyword(access - 3) == .var) {
                return Match(first: access, last: j, replacement: nil, isBinding: true)
            }
            // `if let view {`
            if endsCondition && access == j && (s.keyword(j - 1) == .let || s.keyword(j - 1) == .var)
                && (s.keyword(j - 2) == .if || s.keyword(j - 2) == .guard || s.kind(j - 2) == .comma) {
                return Match(first: j, last: j, replacement: nil, isBinding: true)
            }
        }
        return nil
    }

    /// true for `==`-like operators (the check asks "not loaded"), false for `!=`-like ones.
    private func equalityNegation(_ index: Int, _ s: SourceText) -> Bool? {
        if s.token(index, is: "==") || s.token(index, is: "===") { return true }
        if s.token(index, is: "!=") || s.token(index, is: "!==") { return false }
        return nil
    }

    // MARK: - Messages

    static func message(_ language: Language, receiver: String? = nil, binding: Bool, fallback: Bool = false) -> String {
        let viewName = language == .csharp ? "View" : "view"
        let view = receiver.map { "\($0).\(viewName)" } ?? (language == .objectiveC ? "self.view" : viewName)
        let loads = receiver == nil ? "loads the view (`\(language == .csharp ? "LoadView()" : language == .swift ? "loadView()" : "loadView")` and "
            + "`\(language == .csharp ? "ViewDidLoad()" : language == .swift ? "viewDidLoad()" : "viewDidLoad")` run)"
            : "loads `\(receiver!)`'s view (its `\(language == .csharp ? "LoadView" : "loadView")` and `\(language == .csharp ? "ViewDidLoad" : "viewDidLoad")` run)"
        let prefix = receiver.map { "\($0)." } ?? (language == .objectiveC ? "self." : "")
        let loaded = language == .csharp ? "IsViewLoaded" : "isViewLoaded"
        let ifLoaded = language == .csharp ? "ViewIfLoaded" : "viewIfLoaded"
        if fallback {
            let orElse = language == .objectiveC ? "?:" : "??"
            return "`\(view) \(orElse)` \(loads), so the view is never nil and the fallback never used; "
                + "use `\(prefix)\(ifLoaded) \(orElse)` to fall back while the view is not loaded"
        }
        switch (language, binding) {
        case (.swift, true):
            return "binding `\(view)` \(loads), so the binding always succeeds; if the view should load here, use "
                + "`\(view)` without the binding; to skip a view that is not loaded, bind `\(prefix)\(ifLoaded)` or test `\(prefix)\(loaded)`"
        case (.swift, false):
            return "comparing `\(view)` to nil \(loads), so it is never nil and the comparison always comes out the same; use `\(prefix)\(loaded)`, or "
                + "`\(prefix)\(ifLoaded)` to use the view only if it exists"
        case (.csharp, true):
            return "matching `\(view)` to a pattern \(loads), so the pattern always matches; if the view should load here, "
                + "use `\(view)` directly; to skip a view that is not loaded, match `\(prefix)\(ifLoaded)` or test `\(prefix)\(loaded)`"
        case (.csharp, false):
            return "comparing `\(view)` to null \(loads), so it is never null and the comparison always comes out the same; use `\(prefix)\(loaded)`, or "
                + "`\(prefix)\(ifLoaded)` to use the view only if it exists"

        case (.objectiveC, _):
            return "testing `\(view)` \(loads), so it is never nil and the test always comes out the same; use `\(prefix)\(loaded)`, or "
                + "`\(prefix)\(ifLoaded)` to use the view only if it exists"
        }
    }

    private static func fix(_ replacement: (negated: Bool, qualifier: String), _ match: Match, _ s: SourceText) -> Fix {
        let property = ControllerProperty.isViewLoaded.name(in: s.language)
        // `self?.view != nil` → `self?.isViewLoaded == true`: an optional Bool is no condition.
        let text = replacement.qualifier.hasSuffix("?.")
            ? replacement.qualifier + property + (replacement.negated ? " != true" : " == true")
            : (replacement.negated ? "!" : "") + replacement.qualifier + property
        let range = Int(s.tokens[match.first].offset) ..< s.tokens[match.last].end
        return Fix(title: "Replace with `\(text)`", edits: [Edit(range: range, replacement: text)])
    }
}
