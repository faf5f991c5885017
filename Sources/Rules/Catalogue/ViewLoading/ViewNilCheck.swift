import SwiftTokenizer

/// Comparing a view controller's `view` with nil loads the view, so the check is always true: use
/// `isViewLoaded`.
public struct ViewNilCheck: Rule {
    public static let description = RuleDescription(
        id: "view_nil_check",
        summary: "A controller's `view` compared to nil: reading it loads the view, so the check is always true.",
        rationale: """
            Reading a view controller's `view` (C# `View`) when the view is not loaded yet calls `loadView()` \
            and `viewDidLoad()` to create it. A nil check on `view` therefore never sees nil: it loads the \
            whole view hierarchy as a side effect and then says the view exists. Use `isViewLoaded` \
            (`IsViewLoaded`) to ask without loading, or `viewIfLoaded` (`ViewIfLoaded`) to use the view only \
            when it exists. Inside `viewDidLoad` and the appearance and layout methods that follow it the \
            view is already loaded, so lifelint does not report checks there.
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
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                class ProfileViewController: UIViewController {
                    var userName: String? {
                        didSet {
                            if isViewLoaded { updateLabels() }
                            viewIfLoaded?.setNeedsLayout()
                            if viewIfLoaded != nil { updateLabels() }
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
                    func handle(_ gesture: UIGestureRecognizer) {
                        if gesture.view != nil { print("tap") }
                        let view: UIView? = gesture.view
                        if view == nil { return }
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
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        for type in context.candidateTypes {
            for member in context.members(of: type) {
                if let method = context.lifecycleMethod(of: member), method.runsWithViewLoaded { continue }
                guard let body = member.body else { continue }
                let view = ControllerProperty.view.name(in: s.language)
                for j in body where s.kind(j) == .identifier && s.token(j, isText: view) {
                    guard let access = selfAccess(at: j, context) else { continue }
                    guard let match = comparison(access: access, name: j, context) else { continue }
                    if context.isLocal(at: j, in: member) { continue }
                    findings.append(context.finding(Self.description.id, at: match.first, through: match.last,
                                                    message: Self.message(s.language, binding: match.isBinding),
                                                    fix: match.replacement.map { Self.fix($0, match, s) },
                                                    controllerType: type.name))
                }
            }
        }
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
    }

    private func comparison(access: Int, name j: Int, _ context: RuleContext) -> Match? {
        let s = context.source
        let qualifier = access == j ? "" : (s.language == .swift ? "self." : "this.")
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

    static func message(_ language: Language, binding: Bool) -> String {
        switch (language, binding) {
        case (.swift, false):
            return "comparing `view` to nil loads the view (`loadView()` and `viewDidLoad()` run), so the check "
                + "is always true; use `isViewLoaded`, or `viewIfLoaded` to use the view only if it exists"
        case (.swift, true):
            return "binding `view` loads the view (`loadView()` and `viewDidLoad()` run), so the binding always "
                + "succeeds; use `if isViewLoaded`, or bind `viewIfLoaded` instead"
        case (.csharp, _):
            return "comparing `View` to null loads the view (`LoadView()` and `ViewDidLoad()` run), so the check "
                + "is always true; use `IsViewLoaded`, or `ViewIfLoaded` to use the view only if it exists"
        }
    }

    private static func fix(_ replacement: (negated: Bool, qualifier: String), _ match: Match, _ s: SourceText) -> Fix {
        let property = ControllerProperty.isViewLoaded.name(in: s.language)
        let text = (replacement.negated ? "!" : "") + replacement.qualifier + property
        let range = Int(s.tokens[match.first].offset) ..< s.tokens[match.last].end
        return Fix(title: "Replace with `\(text)`", edits: [Edit(range: range, replacement: text)])
    }
}
