import SwiftTokenizer

/// Lifecycle methods are callbacks: UIKit calls them, code should not.
public struct DirectLifecycleCall: Rule {
    public static let description = RuleDescription(
        id: "direct_lifecycle_call",
        summary: "A lifecycle method called directly (`viewDidLoad()`, `child.viewWillAppear(true)`) instead of by UIKit.",
        rationale: """
            `loadView`, `viewDidLoad`, the appearance and layout methods are notifications UIKit sends at \
            the right moment; calling one yourself runs its code (and UIKit's super implementation) out of \
            order and a second time, and does not make the event happen: calling `viewWillAppear` does not \
            show anything, calling `viewDidLoad` again re-adds every subview. Ask UIKit instead: \
            `loadViewIfNeeded()` to load the view, `view.setNeedsLayout()` for layout, \
            `setNeedsUpdateConstraints()` for constraints, `beginAppearanceTransition(_:animated:)` and \
            `endAppearanceTransition()` to forward appearance to a child in a custom container (a window's root \
            controller is no child: the window sends its appearance calls, so the advice there is to drop the \
            call, as it is for a child the controller adds, which UIKit already sends them). Calls on \
            `super`/`base` inside overrides are expected and not reported; `willMove(toParent:)`, \
            `didMove(toParent:)` and `setEditing(_:animated:)` are meant to be called and are not reported. \
            A call on another object is reported when the object is declared with a controller type \
            (`let summary = SummaryViewController()`, a property of the project's `MenuViewController`), when \
            its name reads like a controller (`child`, `detailVC`, `settingsController`; also what a call so \
            named returns: `swipe.currentViewController()`), or when it is \
            declared with a class no file of the project declares (a library's `ActionSheet`) and the method \
            is a layout or view-loading callback only view controllers have (`viewDidLayoutSubviews()`, \
            `loadView()`; not `traitCollectionDidChange(_:)`, which views have too, nor `viewDidLoad()` and \
            the appearance callbacks, after which presenters are named), or when the controller making the \
            call adds it as a child (`addChild(menu)`); the project's own presenters with a \
            `viewDidLoad()` method stay quiet. A local bound to the controller itself (`guard let strong = \
            self else { return }`, C# `var me = this;`) is the controller.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example(.swift, """
                final class FeedViewController: UIViewController {
                    func reset() {
                        ↓viewDidLoad()
                        self.↓viewWillLayoutSubviews()
                    }
                }
                final class TabsController: UIViewController {
                    let childVC = FeedViewController()
                    func select() {
                        view.addSubview(childVC.view)
                        childVC.↓viewWillAppear(true)
                    }
                }
                """),
            Example(.csharp, """
                public class FeedViewController : UIViewController
                {
                    public void Reset()
                    {
                        ↓ViewDidLoad();
                        detailController.↓ViewDidAppear(true);
                    }
                }
                """),
            Example(.swift, """
                import SheetKit // ActionSheet is a view controller of this library's

                final class FilesViewController: UIViewController {
                    private var actionSheet: ActionSheet?

                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        coordinator.animate(alongsideTransition: nil) { _ in
                            self.actionSheet?.↓viewDidLayoutSubviews()
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class MenuViewController : UIViewController {}
                public class ShellViewController : UIViewController
                {
                    public MenuViewController Menu { get; set; }
                    public void ShowMenu(bool animated)
                    {
                        Menu.↓ViewDidAppear(animated);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface ContainerViewController : UIViewController
                @end

                @implementation ContainerViewController
                - (void)reload {
                    [self ↓viewDidLoad];
                }
                - (void)showChild:(UIViewController *)child {
                    [child ↓viewWillAppear:YES];
                    [self.view addSubview:child.view];
                    [child ↓viewDidAppear:YES];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                import SheetKit // BadgeView is a view of this library's, Interactor its presenters' base

                final class FilesViewController: UIViewController {
                    private var presenter: FilesPresenter!
                    private var interactor: Interactor?
                    private var badge: BadgeView?

                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        presenter.viewDidLoad()
                        interactor?.viewWillAppear(true)
                        badge?.traitCollectionDidChange(nil)
                    }
                }
                final class FilesPresenter {
                    func viewDidLoad() {}
                }
                """),
            Example(.swift, """
                final class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        presenter.viewDidLoad()
                        loadViewIfNeeded()
                        view.setNeedsLayout()
                        child.beginAppearanceTransition(true, animated: true)
                        child.endAppearanceTransition()
                        child.willMove(toParent: nil)
                        setEditing(true, animated: false)
                        NotificationCenter.default.addObserver(self, selector: #selector(viewWillAppear(_:)), name: .x, object: nil)
                    }
                }
                final class FeedPresenter {
                    func viewDidLoad() { load() }
                    func start() { viewDidLoad() }
                }
                """),
            Example(.csharp, """
                public class FeedViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        presenter.ViewDidLoad();
                        LoadViewIfNeeded();
                        View.SetNeedsLayout();
                    }
                }
                public class MenuPresenter { public void ViewDidAppear(bool animated) {} }
                public class ShellViewController : UIViewController
                {
                    public MenuPresenter Menu { get; set; }
                    public void ShowMenu(bool animated) => Menu.ViewDidAppear(animated);
                }
                """),
            Example(.swift, """
                final class PlayerViewController: UIViewController {
                #if os(tvOS)
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        focusPlayButton()
                #else
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                #endif
                        refresh()
                    }
                }
                """),
            Example(.objectiveC, """
                @interface ContainerViewController : UIViewController
                @end

                @implementation ContainerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self loadViewIfNeeded];
                }
                - (void)showChild:(UIViewController *)child {
                    [child beginAppearanceTransition:YES animated:YES];
                    [self.view addSubview:child.view];
                    [child endAppearanceTransition];
                }
                @end
                """),
        ]
    )

    public init() {}

    /// Callbacks that, called on a class no file of the project declares, make it a controller: no
    /// presenter or view model is named after them.
    static let libraryCallbacks: [LifecycleMethod] = [.loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints]

    /// Methods that are notifications only; containment calls and `setEditing` are public API.
    static let callbacks: [LifecycleMethod] = LifecycleMethod.allCases.filter {
        ![.willMoveToParent, .didMoveToParent, .setEditing].contains($0)
    }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        // The members come in source order: each body's calls are walked to from the last body's.
        let calls = context.callNames(in: 0 ..< s.tokens.count)
        // Most files call no method named like a lifecycle one: one pass over the calls says so, before
        // any member's calls are looked for.
        guard Lifecycle.namesMethod(atAnyOf: calls, in: s) else { return }
        var next = calls.startIndex
        for member in context.outline.members {
            guard let body = member.body else { continue }
            let inBody = calls.tokens(in: body, from: next)
            next = inBody.endIndex
            for name in inBody {
                let j = Int(name)
                guard let method = calledCallback(at: j, context) else { continue }
                let owner = member.owner.map { context.outline.types[$0] } // few members call a callback
                if s.keyword(j - 2) == .superReference && s.kind(j - 1) == .period { continue }
                // `func viewWillAppear(` declares, it does not call: what an outline reads as a call when
                // `#if`/`#else` branches each open the same override.
                if s.keyword(j - 1) == .func { continue }
                if context.isInsideSelector(j) { continue }
                let requirement: String?
                var libraryType: String? = nil
                // A local bound to the controller itself (`guard let strong = self else { return }`, Objective-C's
                // `typeof(self) strongSelf = weakSelf`) is `self`.
                let receiverText = context.receiver(of: j).map { receiver in
                    receiver.start == j - 2 && !receiver.text.contains(".")
                        && (context.boundPath(of: receiver.text, before: j).map(RuleContext.namesSelf) ?? false) ? "self" : receiver.text
                }
                if let receiverText {
                    let name = context.withoutSelf(receiverText)
                    if receiverText == "self" || receiverText == "this" {
                        requirement = owner?.name
                    } else if context.looksLikeController(name) {
                        requirement = nil
                    } else if !name.contains("."), let owner, context.isCandidate(owner),
                              context.addedChildren(named: owner.name).contains(name) {
                        // A child this controller adds (`AddChildViewController(Menu)`) is a controller, whatever
                        // library declares its class: UIKit already forwards its appearance.
                        requirement = owner.name
                    } else if !name.contains("."), let declared = context.declaredType(of: name, in: member, of: owner) {
                        // `summary.viewWillAppear(false)` where `summary` is a controller; and a layout or
                        // view-loading callback, called on a library's class (`sheet.viewDidLayoutSubviews()` on
                        // an `ActionSheet` no file declares), is one on a controller too. Not the appearance
                        // callbacks and `viewDidLoad()`: presenters and interactors are named after those, and
                        // an architecture library may declare one.
                        let onLibrary = Self.libraryCallbacks.contains(method) && declared != "any" && declared != "some"
                        libraryType = onLibrary ? declared : nil
                        requirement = onLibrary ? nil : declared
                    } else {
                        continue
                    }
                } else {
                    requirement = owner?.name
                }
                // An unqualified call outside a type, or in a type that is not a controller, calls something else.
                if receiverText == nil || receiverText == "self" || s.keyword(j - 2) == .selfReference {
                    guard let owner, owner.kind == .class || owner.kind == .extension else { continue }
                }
                let onSelf = receiverText == nil || receiverText == "self" || receiverText == "this"
                // A window's root controller is no child: UIKit forwards its appearance through the window.
                let root = receiverText.map { text in
                    context.isWindowRoot(text, before: j) || context.makesWindowRoot(context.withoutSelf(text), in: member)
                } ?? false
                // The advice names the controller called: `sheet.view.setNeedsLayout()`, not our own view.
                let other = onSelf || root ? nil : receiverText.map { text in
                    s.language != .objectiveC && (text.hasPrefix("self.") || text.hasPrefix("this.")) ? String(text.dropFirst(5)) : text
                }
                // A child this controller adds gets its appearance from UIKit already: the advice is not to add it.
                let child = other.map { text in
                    let name = context.withoutSelf(text)
                    return !name.contains(".") && owner.map { context.isCandidate($0) && context.addedChildren(named: $0.name).contains(name) } ?? false
                } ?? false
                findings.append(context.finding(Self.description.id, at: j,
                                                message: Self.message(method, s.language, onSelf: onSelf, root: root, receiver: other,
                                                                      child: child),
                                                controllerType: requirement,
                                                requirements: libraryType.map { [.controllerOrLibrary($0)] } ?? []))
            }
        }
    }

    /// The callback a call at `j` invokes, matching Swift argument labels (`viewWillAppear(true)` has none).
    private func calledCallback(at j: Int, _ context: RuleContext) -> LifecycleMethod? {
        let s = context.source
        guard Lifecycle.namesMethod(at: j, in: s) else { return nil } // most calls: no list made
        // The callbacks of that name, read in place (a list of them, and one of the call's labels as
        // strings, were made for every call of a lifecycle method's name: 2,600 allocations a run).
        let candidates = Lifecycle.methods(namedAt: j, in: s).lazy.filter { Self.callbacks.contains($0) }
        guard let method = candidates.first else { return nil }
        if s.language == .objectiveC {
            let selector = context.calledSelector(at: j)
            return candidates.first { $0.objcSelector == selector }
        }
        guard s.language == .swift else { return method }
        let arguments = context.arguments(ofCallAt: j + 1)
        return candidates.first { candidate in
            Lifecycle.entry(candidate).swift.contains { context.arguments(arguments, areLabelled: $0.labels) }
        }
    }

    // MARK: - Messages

    /// `onSelf`: the controller calls its own callback, so appearance advice about children does not apply.
    /// `root`: the receiver is a window's root controller, which gets its appearance from the window.
    /// `receiver`: another controller the call is made on (`sheet`), named in the advice.
    /// `child`: the receiver is a child this controller adds, which UIKit already sends appearance.
    static func message(_ method: LifecycleMethod, _ language: Language, onSelf: Bool = false, root: Bool = false,
                        receiver: String? = nil, child: Bool = false) -> String {
        let name = method.displayName(in: language)
        let instead: String
        let appearance: [LifecycleMethod] = [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
        if root && appearance.contains(method) {
            let verb = language == .objectiveC ? "sending" : "calling"
            return "`\(name)` is a callback UIKit makes; a window's root controller gets it from the window when the window "
                + "shows it or its root changes, so \(verb) it directly runs it a second time; remove the call, and move code "
                + "you need to run now into a method of your own"
        }
        if child && appearance.contains(method) {
            let verb = language == .objectiveC ? "sending" : "calling"
            let transitions = language == .swift ? "`beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()`"
                : language == .csharp ? "`BeginAppearanceTransition`/`EndAppearanceTransition`"
                : "`beginAppearanceTransition:animated:`/`endAppearanceTransition`"
            let added = receiver.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 } ?? "it"
            return "`\(name)` is a callback UIKit makes; this controller adds `\(added)` as a child, and UIKit "
                + "forwards appearance to its children, so \(verb) it directly runs it a second time; remove the call "
                + "(a container that turns automatic forwarding off uses \(transitions) instead)"
        }
        if onSelf && appearance.contains(method) {
            let verb = language == .objectiveC ? "sending" : "calling"
            return "`\(name)` is a callback UIKit makes; \(verb) it directly runs it out of order and again; "
                + "move the shared code to a method of your own and call that"
        }
        if language == .objectiveC {
            let owner = receiver ?? "self"
            switch method {
            case .loadView, .viewDidLoad: instead = "use `loadViewIfNeeded` to load the view"
            case .viewWillLayoutSubviews, .viewDidLayoutSubviews: instead = "call `[\(owner).view setNeedsLayout]`"
            case .updateViewConstraints: instead = "call `[\(owner).view setNeedsUpdateConstraints]`"
            case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                instead = "add the child with `addChildViewController:` so UIKit forwards appearance, or use `beginAppearanceTransition:animated:`/`endAppearanceTransition`"
            default: instead = "move the shared code to a method of your own and call that"
            }
            return "`\(name)` is a callback UIKit makes; sending it directly runs it out of order and again; \(instead)"
        }
        let owner = receiver.map { $0 + "." } ?? ""
        switch method {
        case .loadView, .viewDidLoad:
            instead = language == .swift ? "use `\(owner)loadViewIfNeeded()` to load the view" : "use `\(owner)LoadViewIfNeeded()` to load the view"
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            instead = language == .swift ? "call `\(owner)view.setNeedsLayout()`" : "call `\(owner)View.SetNeedsLayout()`"
        case .updateViewConstraints:
            instead = language == .swift ? "call `\(owner)view.setNeedsUpdateConstraints()`" : "call `\(owner)View.SetNeedsUpdateConstraints()`"
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            instead = language == .swift
                ? "add the child with `addChild(_:)` so UIKit forwards appearance, or use `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()`"
                : "add the child with `AddChildViewController` so UIKit forwards appearance, or use `BeginAppearanceTransition`/`EndAppearanceTransition`"
        default:
            instead = "move the shared code to a method of your own and call that"
        }
        return "`\(name)` is a callback UIKit makes; calling it directly runs it out of order and again; \(instead)"
    }
}
