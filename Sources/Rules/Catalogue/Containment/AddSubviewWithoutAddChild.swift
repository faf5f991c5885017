import SwiftTokenizer

/// A child controller's view added to the hierarchy without `addChild`: the child is cut off from
/// appearance, rotation and trait callbacks.
public struct AddSubviewWithoutAddChild: Rule {
    public static let description = RuleDescription(
        id: "add_subview_without_add_child",
        summary: "A child controller's view is added as a subview, but the child is never added with `addChild`.",
        rationale: """
            UIKit forwards appearance (`viewWillAppear` and friends), rotation, trait changes and memory \
            warnings from a controller to its children, and only to the controllers in its `children`. \
            Putting `child.view` in your hierarchy without `addChild(child)` (C# `AddChildViewController`) \
            shows the view but leaves the child outside: its `viewWillAppear` never runs, its \
            `navigationController` is nil, its layout callbacks come at the wrong time. Follow the \
            containment sequence: `addChild(child)`, add `child.view` and its constraints, then \
            `child.didMove(toParent: self)`. An app's own helper named for adding a subview \
            (`view.wmf_addSubviewWithConstraintsToEdges(child.view)`, `AddSubviewFillingBounds`) adds one \
            like `addSubview`. An `addChild` anywhere in the same type, a helper included, \
            counts (also of the field a property only reads: `var panel: UIViewController? { _panel }`, C# \
            `Panel => _panel`), and so does handing the child to a helper lifelint cannot see whose name says it adds a \
            child (`embed(child)`, `addChildController(child)`) or asking the child to add itself to a parent \
            (`panel.addPanel(toParent: self)`, a library's containment), or handing it to a method of the \
            controller's that adds its parameter as a child (`add(controller:)` doing `addChild(controller)`: \
            in the class, a base class or a protocol extension for controllers, in any file). When the child \
            is handed to another \
            method lifelint cannot read (`router.attach(child)`), the message names that call as a possibility. \
            An object named like a controller that is none is not reported: a movie player \
            (`MPMoviePlayerController`, an `NSObject` with a `view`), or a class the project declares as \
            something else (`@interface ReturnToSourceController : NSObject`) or this file declares as a \
            protocol (`protocol WebContent { var view: UIView { get } }`); a controller class no file \
            declares (a library's) still counts. A view or cell that puts a controller's view \
            in its hierarchy is reported too (a view cannot be a parent controller; also one deriving from the \
            app's own view class, `ComposeScreen: Screen`, checked against the project's classes), unless some controller \
            adds that child (`parent.addChild(host)`), and so is code outside any controller (a coordinator, a \
            presenter, an app delegate) that puts a child's view in another controller's view without \
            `root.addChild(child)`, and any code that puts a controller's view in a window without making it \
            the window's root controller (`window.addSubview(banner.view)`; a window named `window`, `keyWindow`, \
            `mainWindow` or an app delegate's `_window`); a view added only to be measured and taken out again is \
            not, nor a child's view taken out of its \
            superview and put back in the same method (a reorder). lifelint recognises a child by its declared type (a controller) or, when it cannot \
            see one, by a name that reads like a controller.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example(.swift, """
                final class DashboardViewController: UIViewController {
                    private let chart = ChartViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.↓addSubview(chart.view)
                        let legendVC = LegendViewController()
                        stack.↓addArrangedSubview(legendVC.view)
                    }
                }
                final class ChartViewController: UIViewController {}
                """),
            Example(.csharp, """
                public class DashboardViewController : UIViewController
                {
                    readonly ChartViewController chart = new ChartViewController();

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.↓AddSubview(chart.View);
                    }
                }
                public class ChartViewController : UIViewController { }
                """),
            Example(.swift, """
                final class PreviewCell: UITableViewCell {
                    private let player = PlayerViewController()
                    func configure() {
                        contentView.↓addSubview(player.view)
                    }
                }
                final class PlayerViewController: UIViewController {}
                """),
            Example(.swift, """
                final class ShellViewController: UIViewController {
                    func show(_ panel: PanelViewController) {
                        router.attach(panel) // not in this repository: named in the message as a possibility
                        view.↓addSubview(panel.view)
                    }
                }
                """),
            Example(.csharp, """
                public class ShellViewController : UIViewController
                {
                    public void Show(PanelViewController panel)
                    {
                        Router.Attach(panel);
                        View.↓AddSubview(panel.View);
                    }
                }
                """),
            Example(.csharp, """
                public class PreviewCell : UITableViewCell
                {
                    readonly PlayerViewController player = new PlayerViewController();
                    public void Configure()
                    {
                        ContentView.↓AddSubview(player.View);
                    }
                }
                public class PlayerViewController : UIViewController {}
                """),
            Example(.swift, """
                final class OnboardingCoordinator {
                    func start(on root: UIViewController) {
                        let welcome = WelcomeViewController()
                        root.view.↓addSubview(welcome.view)
                    }
                }
                """),
            Example(.csharp, """
                [Register("AppDelegate")]
                public class AppDelegate : UIApplicationDelegate
                {
                    public override bool FinishedLaunching(UIApplication application, NSDictionary options)
                    {
                        var splashController = new SplashViewController();
                        Window.RootViewController.View.↓AddSubview(splashController.View);
                        return true;
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    BannerViewController *banner = [[BannerViewController alloc] init];
                    [self.view ↓addSubview:banner.view];
                }
                @end
                """),
            Example(.swift, """
                // An app's own helper named for what it does is an `addSubview` too.
                final class LaunchViewController: UIViewController {
                    func showSplash() {
                        let splash = SplashViewController()
                        view.↓wmf_addSubviewWithConstraintsToEdges(splash.view)
                    }
                }
                """),
            Example(.csharp, """
                public class LaunchViewController : UIViewController
                {
                    void ShowSplash()
                    {
                        var splash = new SplashViewController();
                        View.↓AddSubviewFillingBounds(splash.View);
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(.objectiveC, """
                @implementation ViewerListController
                - (void)openViewer:(UIViewController *)viewerController {
                    UIWindow *window = self.view.window;
                    window.rootViewController = viewerController; // the window's now: it sends the appearance calls
                    [window addSubview:viewerController.view];
                }
                @end
                """),
            Example(.swift, """
                final class LaunchViewController: UIViewController {
                    func showSplash() {
                        let splash = SplashViewController()
                        addChild(splash)
                        view.addSubviewPinnedToEdges(splash.view)
                        splash.didMove(toParent: self)
                    }
                }
                """),
            Example(.csharp, """
                public class LaunchViewController : UIViewController
                {
                    void ShowSplash()
                    {
                        var splash = new SplashViewController();
                        AddChildViewController(splash);
                        View.AddSubviewFillingBounds(splash.View);
                        splash.DidMoveToParentViewController(this);
                    }
                }
                """),
            Example(.swift, """
                final class DashboardViewController: UIViewController {
                    private let chart = ChartViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        embed(chart)
                        view.addSubview(chart.view)
                    }
                    private func embed(_ child: UIViewController) {
                        addChild(chart)
                        chart.didMove(toParent: self)
                    }
                    @objc func handle(_ gesture: UIPanGestureRecognizer) {
                        gesture.view?.superview?.addSubview(gesture.view!)
                        container.addSubview(badge.view)
                    }
                }
                final class ChartViewController: UIViewController {}
                extension DashboardViewController: UIViewControllerAnimatedTransitioning {
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        guard let destination = context.viewController(forKey: .to) else { return }
                        context.containerView.addSubview(destination.view) // UIKit's own containment
                    }
                }
                """),
            Example(.csharp, """
                public class DashboardViewController : UIViewController
                {
                    readonly ChartViewController chart = new ChartViewController();

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        AddChildViewController(chart);
                        View.AddSubview(chart.View);
                        chart.DidMoveToParentViewController(this);
                    }
                }
                public class ChartViewController : UIViewController { }
                """),
            Example(.swift, """
                final class PreviewCell: UITableViewCell {
                    private let thumbnail = ThumbnailView()
                    func configure(with gesture: UITapGestureRecognizer) {
                        contentView.addSubview(thumbnail)
                        if let tapped = gesture.view { contentView.addSubview(tapped) }
                    }
                    func embed(_ host: UIHostingController<Badge>, in parent: UIViewController) {
                        parent.addChild(host) // a controller adds it: this is containment done right
                        contentView.addSubview(host.view)
                        host.didMove(toParent: parent)
                    }
                }
                """),
            Example(.swift, """
                final class ShellViewController: UIViewController {
                    func show(_ panel: PanelViewController) {
                        embed(panel, in: panelContainer) // a library helper that calls addChild
                        panelContainer.addSubview(panel.view)
                    }
                    func showFloating(_ panel: FloatingPanelController) {
                        panel.addPanel(toParent: self) // the child adds itself (a library's containment)
                        view.addSubview(panel.view)
                    }
                }
                final class OnboardingCoordinator {
                    func start(on root: UIViewController) {
                        let welcome = WelcomeViewController()
                        root.addChild(welcome)
                        root.view.addSubview(welcome.view)
                        welcome.didMove(toParent: root)
                    }
                    func fittingSize(of host: UIHostingController<Badge>, in root: UIViewController) -> CGSize {
                        root.view.addSubview(host.view) // measured, then taken out again
                        defer { host.view.removeFromSuperview() }
                        return host.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    }
                }
                """),
            Example(.csharp, """
                public class ShellViewController : UIViewController
                {
                    public void Show(PanelViewController panel)
                    {
                        EmbedChild(panel, PanelContainer); // a library helper whose name says it adds a child
                        PanelContainer.AddSubview(panel.View);
                    }
                    public void ShowFloating(FloatingPanelController panel)
                    {
                        panel.AddPanelToParent(this); // the child adds itself
                        View.AddSubview(panel.View);
                    }
                }
                """),
            Example(.csharp, """
                public class AppDelegate : UIApplicationDelegate
                {
                    public override bool FinishedLaunching(UIApplication application, NSDictionary options)
                    {
                        var splashController = new SplashViewController();
                        Window.RootViewController.AddChildViewController(splashController);
                        Window.RootViewController.View.AddSubview(splashController.View);
                        splashController.DidMoveToParentViewController(Window.RootViewController);
                        return true;
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    BannerViewController *banner = [[BannerViewController alloc] init];
                    [self addChildViewController:banner];
                    [self.view addSubview:banner.view];
                    [banner didMoveToParentViewController:self];
                    [self.view addSubview:self.headerView];
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        for type in context.candidateTypes where context.hierarchyCalls(in: type.body).contains(where: { $0.call == .addSubview }) {
            var addedChildren: [String]? = nil // looked up at the first `addSubview(x.view)`
            var ownMethods: Set<String>? = nil
            for member in context.members(of: type) {
                let sites = context.hierarchyCalls(in: member)
                // A member that adds some child (through an alias lifelint cannot follow) is doing containment,
                // and so is one calling a helper whose name says it adds a child (`embed(child)`,
                // `addChildController(child)`, from a library lifelint does not read).
                if sites.contains(where: { $0.call == .addChild }) { continue }
                var handedToHelpers: Set<String>? = nil // looked at only for a candidate `addSubview(x.view)`
                do {
                    // A transition animator puts the controllers' views in the context's container itself.
                    for site in sites where site.call == .addSubview
                        && !(site.receiver.hasSuffix("containerView") || site.receiver.hasSuffix("ContainerView")) {
                        guard let name = Self.embeddedChild(at: site, context), name != "self", name != "this" else { continue }
                        // Taken out of its superview just before and put back: a reorder of a child's view.
                        if Self.reorders(site, in: sites, child: name, context) { continue }
                        // Made a window's root controller here: the window owns it and sends its appearance.
                        if context.makesWindowRoot(name, in: member) { continue }
                        if handedToHelpers == nil {
                            if ownMethods == nil {
                                ownMethods = Set(context.allMembers(of: type).map(\.name))
                            }
                            handedToHelpers = childrenHandedToHelpers(member, of: type, ownMethods: ownMethods!, context)
                        }
                        if handedToHelpers!.contains(name) { continue }
                        if addedChildren == nil { addedChildren = context.addedChildren(named: type.name) }
                        var requirements: [Requirement] = []
                        if let k = member.parameterNames.firstIndex(of: name) {
                            // A parameter is the caller's child: added when every call here passes one the type
                            // adds (a same-named parameter that another method adds is another child).
                            let passed = context.arguments(passedTo: member, parameter: k, in: type)
                            if !passed.isEmpty && passed.allSatisfy({ addedChildren!.contains($0) }) { continue }
                        } else {
                            if addedChildren!.contains(name) { continue }
                            // A property that reads a field the type adds (`LeftPanel => _leftPanel`).
                            if let field = context.backingField(of: name, in: type), addedChildren!.contains(field) { continue }
                            requirements.append(.absent(AddedChildren.self, name, in: type.name))
                            // Handed before to a method the type does not declare here (a protocol extension's or a
                            // base class's in another file): the finding stands if that method adds no child.
                            for method in Self.methodsHanded(name, before: site.nameToken, in: member, ownMethods: ownMethods!, context) {
                                requirements.append(.absent(ChildAddingMethods.self, method, in: type.name))
                            }
                        }
                        if let declared = context.declaredType(of: name, in: member, of: type) {
                            guard let requirement = Self.controllerRequirement(declared, context) else { continue }
                            requirements.append(requirement)
                        } else if !context.looksLikeController(name) {
                            continue
                        }
                        let unread = Self.unreadCall(handed: name, in: member, ownMethods: ownMethods!, context)
                        // Added to a window: wrong whoever does it (a controller, or an Objective-C app delegate
                        // whose `@interface` is in a header and might be one).
                        let toWindow = RuleContext.isWindow(site.receiver)
                        if toWindow && context.isWindowRoot(name, before: site.nameToken) { continue }
                        findings.append(context.finding(Self.description.id, at: site.nameToken,
                                                        message: (toWindow ? Self.windowMessage(name, s.language) : Self.message(name, s.language))
                                                            + Self.possibility(unread, name, context),
                                                        controllerType: toWindow ? nil : type.name, requirements: requirements))
                    }
                }
            }
        }
        checkViewsEmbeddingControllers(context, into: &findings)
        checkOtherObjectsEmbeddingControllers(context, into: &findings)
    }

    /// `child` when the call at `site` adds `child.view` (`child.view!`): the child's text without `self.`.
    /// Whether the view added at `site` was taken out of its superview by the hierarchy call just
    /// before, with nothing assigned to the child's name in between (`x.view.removeFromSuperview();
    /// view.addSubview(x.view)`): the same view put back, a reorder.
    static func reorders(_ site: HierarchyCallSite, in sites: ArraySlice<HierarchyCallSite>, child: String, _ context: RuleContext) -> Bool {
        guard let k = sites.firstIndex(where: { $0.nameToken == site.nameToken }), k > sites.startIndex else { return false }
        let previous = sites[k - 1]
        guard previous.call == .removeFromSuperview, previous.receiver == site.firstArgument else { return false }
        let s = context.source
        let base = String(child.prefix { $0 != "." })
        for j in previous.nameToken ..< site.nameToken where s.token(j, isText: base) && s.isOperator(j + 1, "=") { return false }
        return true
    }

    static func embeddedChild(at site: HierarchyCallSite, _ context: RuleContext) -> String? {
        let s = context.source
        guard let argument = context.arguments(ofCallAt: site.nameToken + 1).first, !argument.isEmpty else { return nil }
        var last = argument.upperBound - 1
        if s.isOperator(last, "!") { last -= 1 }
        guard s.kind(last) == .identifier, s.token(last, isText: ControllerProperty.view.name(in: s.language)),
              s.kind(last - 1) == .period, let child = context.receiver(of: last) else { return nil }
        return context.withoutSelf(child.text)
    }

    /// What a finding about a child declared with `declared` requires of that type, or nil when it is
    /// known to be no controller (`MPMoviePlayerController`, a player object with a `View`). A type named
    /// like a controller counts when lifelint never sees it declared (a library's), not when the project
    /// declares it as something else (`@interface BFAppLinkReturnToRefererController : NSObject`), nor
    /// when this file declares it as a protocol no controller class refines.
    private static func controllerRequirement(_ declared: String, _ context: RuleContext) -> Requirement? {
        guard KnownTypes.verdict(declared) != false else { return nil }
        // A protocol (C# interface) this file declares without a controller class above it (`protocol
        // WebContent { var view: UIView { get } }`) is adopted by anything with a view.
        if context.outline.types.contains(where: { ($0.kind == .protocol || $0.kind == .interface) && $0.name == declared
            && $0.inherited.first.map { KnownTypes.verdict($0) != true } ?? true }) { return nil }
        return context.looksLikeController(declared) ? .controllerOrLibrary(declared) : .controller(declared)
    }

    /// Code outside any controller (a coordinator, a presenter, an app delegate) that puts a child's view
    /// in another controller's view (`root.view.addSubview(player.view)`), or in a window without making
    /// it the root, is containment too: the parent must add the child. Counted as added: any `addChild(child)` in the type, on any receiver,
    /// a helper that says it adds a child, and a view taken out again in the same method (a measurement).
    private func checkOtherObjectsEmbeddingControllers(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        let viewName = ControllerProperty.view.name(in: s.language)
        // An Objective-C `@implementation` is outlined as an extension of its `@interface`, which names the base.
        let objectiveC = s.language == .objectiveC
        for (type, isController) in context.containmentTypes() where !isController && (type.kind != .extension || objectiveC) {
            // Views and cells are `checkViewsEmbeddingControllers`'s.
            let base = type.inherited.first
                ?? (objectiveC ? context.outline.types.lazy.filter { $0.name == type.name }.compactMap(\.inherited.first).first : nil)
            if let base, Containment.isView(base: base) { continue }
            if objectiveC && type.kind == .extension && base == nil { continue } // a category of a class declared elsewhere
            // A child's view put in another controller's view, or in a window.
            let embeds = { (site: HierarchyCallSite) in
                site.call == .addSubview && (site.receiver.hasSuffix("." + viewName) || RuleContext.isWindow(site.receiver))
            }
            let calls = context.hierarchyCalls(in: type.body)
            guard calls.contains(where: embeds) else { continue }
            let added = Set(calls.filter { $0.call == .addChild }.compactMap(\.firstArgument))
            var ownMethods: Set<String>? = nil
            for member in context.members(of: type) {
                let sites = context.hierarchyCalls(in: member)
                for site in sites where embeds(site) {
                    guard let name = Self.embeddedChild(at: site, context), name != "self", name != "this",
                          !added.contains(name) else { continue }
                    // A window (an app delegate's `window.addSubview(error.view)`): the controller is neither its
                    // root nor anyone's child.
                    let toWindow = RuleContext.isWindow(site.receiver)
                    if toWindow && (context.makesWindowRoot(name, in: member) || context.isWindowRoot(name, before: site.nameToken)) { continue }
                    let parent = toWindow ? site.receiver : String(site.receiver.dropLast(viewName.count + 1))
                    guard parent != name, parent != "self", parent != "this" else { continue }
                    if sites.contains(where: { $0.call == .removeFromSuperview && $0.receiver == name + "." + viewName }) { continue }
                    if ownMethods == nil { ownMethods = Set(context.members(of: type).map(\.name)) }
                    if childrenHandedToHelpers(member, of: type, ownMethods: ownMethods!, context).contains(name) { continue }
                    var requirements: [Requirement] = []
                    if let declared = context.declaredType(of: name, in: member, of: type) {
                        guard let requirement = Self.controllerRequirement(declared, context) else { continue }
                        requirements.append(requirement)
                    } else if !context.looksLikeController(name) {
                        continue
                    }
                    let unread = Self.unreadCall(handed: name, in: member, ownMethods: ownMethods!, context)
                    findings.append(context.finding(Self.description.id, at: site.nameToken,
                                                    message: (toWindow ? Self.windowMessage(name, s.language) : Self.message(name, parent: parent, s.language))
                                                        + Self.possibility(unread, name, context),
                                                    controllerType: nil, requirements: requirements))
                }
            }
        }
    }

    /// What the member passes to a method it cannot see whose name says it adds a child (`embed(child)`,
    /// `addChildController(child)`: a library's helper), and the controllers it asks to add themselves
    /// to a parent (`panel.addPanel(toParent: self)`, `child.embed(in: self)`); a method of the type is
    /// read, not guessed.
    private func childrenHandedToHelpers(_ member: Member, of type: TypeDecl, ownMethods own: Set<String>,
                                         _ context: RuleContext) -> Set<String> {
        let s = context.source
        guard let body = member.body else { return [] }
        var result: Set<String> = []
        // A helper of the type's own that adds what it is handed as a child (`add(controller:)` doing
        // `addChild(controller)`, in the class or a protocol extension here): what the call passes there.
        for call in context.helpers(calledFrom: member, in: type) where call.called.index == call.helper.index {
            let added = context.childParameters(of: call.helper)
            guard !added.isEmpty else { continue }
            let arguments = context.arguments(ofCallAt: call.callToken + 1)
            for k in added where k < arguments.count && !arguments[k].isEmpty {
                let value = context.argumentValue(arguments[k])
                if !value.isEmpty { result.insert(context.withoutSelf(context.compactText(value))) }
            }
        }
        for call in context.callNames(in: body) where s.keyword(Int(call)) == .none {
            let j = Int(call)
            if Self.addsItselfToParent(at: j, context), let receiver = context.receiver(of: j) {
                result.insert(context.withoutSelf(receiver.text))
                continue
            }
            // By the bytes: `embed…`, or `add…`/`install…` naming a child (`addChildController`, `installChild`).
            guard s.token(j, hasPrefix: "embed") || s.token(j, hasPrefix: "Embed")
                    || (s.token(j, hasPrefix: "add") || s.token(j, hasPrefix: "Add") || s.token(j, hasPrefix: "install")
                        || s.token(j, hasPrefix: "Install")) && s.token(j, contains: "hild"),
                  !own.contains(s.text(j)) else { continue }
            for argument in context.arguments(ofCallAt: j + 1) where !argument.isEmpty {
                var start = argument.lowerBound
                if s.kind(start + 1) == .colon { start += 2 } // a Swift label
                if start < argument.upperBound { result.insert(context.withoutSelf(context.compactText(start ..< argument.upperBound))) }
            }
        }
        return result
    }

    /// The methods of the controller not declared here that `member` hands `child` to before `limit`
    /// (`add(controller: child)`, unqualified or on `self`), as `ChildAddingMethods` values: `add#0`.
    static func methodsHanded(_ child: String, before limit: Int, in member: Member, ownMethods own: Set<String>,
                              _ context: RuleContext) -> [String] {
        let s = context.source
        guard let body = member.body else { return [] }
        var result: [String] = []
        for call in context.callNames(in: body) where Int(call) < limit {
            let j = Int(call)
            guard s.keyword(j) == .none, context.selfMemberAccess(at: j) != nil, !own.contains(s.text(j)) else { continue }
            for (k, argument) in context.arguments(ofCallAt: j + 1).enumerated() where !argument.isEmpty {
                let passed = context.argumentValue(argument)
                guard !passed.isEmpty, context.withoutSelf(context.compactText(passed)) == child else { continue }
                let value = ChildAddingMethods.value(s.text(j), k)
                if !result.contains(value) { result.append(value) }
            }
        }
        return result
    }

    /// Whether the call at `j` asks its receiver to add itself to a parent controller, a library's
    /// containment (`panel.addPanel(toParent: self)`, `child.embed(in: self)`, C#
    /// `child.AddToParent(this)`): its name or a label says parent or embed, and `self`/`this` is an
    /// argument. UIKit's own `willMove`/`didMove(toParent:)` and `removeFromParent` are not.
    static func addsItselfToParent(at j: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        guard s.kind(j - 1) == .period, s.kind(j + 1) == .leftParen else { return false }
        // By the bytes first: most calls say neither.
        var saysParent = s.token(j, contains: "arent") || s.token(j, hasPrefix: "embed") || s.token(j, hasPrefix: "Embed")
        // Or its first label does (`add(toParent: self)`).
        if !saysParent && s.kind(j + 2) == .identifier && s.kind(j + 3) == .colon && s.token(j + 2, contains: "arent") { saysParent = true }
        guard saysParent else { return false }
        guard !s.token(j, hasPrefix: "willMove"), !s.token(j, hasPrefix: "didMove"), !s.token(j, hasPrefix: "WillMove"),
              !s.token(j, hasPrefix: "DidMove"), !s.token(j, hasPrefix: "removeFrom"), !s.token(j, hasPrefix: "RemoveFrom")
        else { return false }
        let arguments = context.arguments(ofCallAt: j + 1)
        var passesSelf = false
        for argument in arguments where !argument.isEmpty {
            var start = argument.lowerBound
            if s.kind(start + 1) == .colon && s.kind(start) == .identifier { start += 2 }
            if start + 1 == argument.upperBound && s.keyword(start) == .selfReference { passesSelf = true }
        }
        return passesSelf
    }

    /// The first call in `member` handed `child` itself (`coordinator.attach(child)`) that lifelint
    /// cannot read and that is none of the calls it knows (collections, UIKit's presentation): it
    /// may add `child`, so a finding names it as a possibility. nil when there is none.
    static func unreadCall(handed child: String, in member: Member, ownMethods own: Set<String>, _ context: RuleContext) -> Int? {
        let s = context.source
        guard let body = member.body else { return nil }
        for call in context.callNames(in: body) where s.keyword(Int(call)) == .none {
            let j = Int(call)
            let text = s.text(j)
            guard !own.contains(text), !knownCalls.contains(text),
                  !HierarchyCall.allCases.contains(where: { $0.names(in: s.language).contains(text) }) else { continue }
            for argument in context.arguments(ofCallAt: j + 1) where !argument.isEmpty {
                var start = argument.lowerBound
                if s.kind(start + 1) == .colon && s.kind(start) == .identifier && s.language != .csharp { start += 2 }
                if start < argument.upperBound && context.withoutSelf(context.compactText(start ..< argument.upperBound, droppingUnwraps: true)) == child {
                    return j
                }
            }
        }
        return nil
    }

    /// Calls that take a controller and are known not to add it as this controller's child.
    private static let knownCalls: Set<String> = [
        "append", "insert", "contains", "firstIndex", "lastIndex", "index", "remove", "removeAll", "filter", "map",
        "forEach", "print", "debugPrint", "assert", "precondition", "Add", "Insert", "Contains", "Remove", "IndexOf",
        "WriteLine", "present", "pushViewController", "show", "showDetailViewController", "setViewControllers",
        "PresentViewController", "PushViewController", "ShowViewController", "ShowDetailViewController",
        "SetViewControllers", "presentViewController", "objectAtIndex", "addObject", "removeObject", "indexOfObject",
        "containsObject", "addObjectsFromArray", "NSStringFromClass", "String", "type", "ObjectIdentifier",
    ]

    /// " (unless `attach(_:)`, line 12, which lifelint cannot read, adds it)" for an unread call, or "".
    static func possibility(_ call: Int?, _ child: String, _ context: RuleContext) -> String {
        guard let call else { return "" }
        let s = context.source
        let spelling: String
        switch s.language {
        case .objectiveC: spelling = "-" + context.calledSelector(at: call)
        case .swift:
            let labels = context.arguments(ofCallAt: call + 1).map { range in
                range.count >= 2 && s.kind(range.lowerBound) == .identifier && s.kind(range.lowerBound + 1) == .colon
                    ? s.text(range.lowerBound) + ":" : "_:"
            }
            spelling = s.text(call) + "(" + labels.joined() + ")"
        case .csharp: spelling = s.text(call) + "()"
        }
        let line = context.line(ofToken: call)
        return " (unless `\(spelling)`, line \(line), which lifelint cannot read, adds `\(child)` as a child)"
    }

    /// A view or a cell (a class deriving from a known UIKit view) that puts a controller's view in its
    /// own hierarchy: a view cannot be a parent controller, so the child gets no appearance, rotation
    /// or trait callbacks. The receiver must be declared with a type the index confirms is a controller.
    private func checkViewsEmbeddingControllers(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        for type in context.outline.types where type.kind == .class {
            guard let base = type.inherited.first else { continue }
            // A UIKit view's subclass here, or a subclass of the project's own class (`Screen`), confirmed
            // a view once the project is indexed (a controller's own embedding is `check`'s).
            let throughProject = KnownTypes.verdict(base) == nil
            guard throughProject || (KnownTypes.verdict(base) == false && Containment.isView(base: base)) else { continue }
            // Cheap first: some `x.view)` or `x.view!)` in the body at all (most views embed no controller),
            // from the file's `view` names.
            let views = context.viewNames
            guard views[views.positions(keyedIn: (type.body.lowerBound - 2) ..< type.body.upperBound) { Int($0) }].contains(where: { name in
                let v = Int(name)
                return (s.kind(v + 1) == .rightParen && type.body.contains(v + 1))
                    || (s.isOperator(v + 1, "!") && s.kind(v + 2) == .rightParen && type.body.contains(v + 2))
            }) else { continue }
            // A view that has a controller add the child (`parent.addChild(host)`) is doing it right.
            let addedByAController = Set(context.hierarchyCalls(in: type.body).filter { $0.call == .addChild }.compactMap(\.firstArgument))
            for member in context.members(of: type) {
                for site in context.hierarchyCalls(in: member) where site.call == .addSubview {
                    guard let name = Self.embeddedChild(at: site, context),
                          name != "self", name != "this", !name.contains("."), !addedByAController.contains(name),
                          let declared = context.declaredType(of: name, in: member, of: type) else { continue }
                    findings.append(context.finding(Self.description.id, at: site.nameToken,
                                                    message: Self.viewParentMessage(name, type.name, s.language),
                                                    controllerType: nil,
                                                    requirements: [.controller(declared)] + (throughProject ? [.view(type.name)] : [])))
                }
            }
        }
    }

    // MARK: - Messages

    static func windowMessage(_ child: String, _ language: Language) -> String {
        let view = language == .csharp ? "View" : "view"
        let root = language == .csharp ? "RootViewController" : "rootViewController"
        let add = language == .swift ? "addChild(_:)" : language == .csharp ? "AddChildViewController" : "addChildViewController:"
        return "`\(child).\(view)` is added to a window, but `\(child)` is neither the window's `\(root)` nor any controller's "
            + "child: it gets no appearance, rotation or trait callbacks; make it the window's `\(root)`, or have the root "
            + "controller add it with `\(add)`"
    }

    static func viewParentMessage(_ child: String, _ view: String, _ language: Language) -> String {
        let add = language == .swift ? "addChild(_:)" : language == .csharp ? "AddChildViewController" : "addChildViewController:"
        return "`\(child).\(language == .csharp ? "View" : "view")` is embedded by `\(view)`, a view, which cannot be a parent "
            + "controller: `\(child)` gets no appearance, rotation or trait callbacks; have the controller that owns this view "
            + "add `\(child)` with `\(add)` and put its view in place"
    }

    static func message(_ child: String, parent: String, _ language: Language) -> String {
        if language == .objectiveC {
            return "`\(child).view` is added to `\(parent).view`, but `\(child)` is never added with `[\(parent) addChildViewController:\(child)]`: it gets no appearance, rotation or trait callbacks; send `addChildViewController:` first and `[\(child) didMoveToParentViewController:\(parent)]` after"
        }
        return language == .swift
            ? "`\(child).view` is added to `\(parent).view`, but `\(child)` is never added with `\(parent).addChild(\(child))`: it gets no appearance, rotation or trait callbacks; call `\(parent).addChild(\(child))` first and `\(child).didMove(toParent: \(parent))` after"
            : "`\(child).View` is added to `\(parent).View`, but `\(child)` is never added with `\(parent).AddChildViewController(\(child))`: it gets no appearance, rotation or trait callbacks; call `\(parent).AddChildViewController(\(child))` first and `\(child).DidMoveToParentViewController(\(parent))` after"
    }

    static func message(_ child: String, _ language: Language) -> String {
        if language == .objectiveC {
            return "`\(child).view` is added to the view hierarchy, but `\(child)` is never added with `addChildViewController:`: it gets no appearance, rotation or trait callbacks; send `[self addChildViewController:\(child)]` first and `[\(child) didMoveToParentViewController:self]` after"
        }
        return language == .swift
            ? "`\(child).view` is added to the view hierarchy, but `\(child)` is never added with `addChild(_:)`: it gets no appearance, rotation or trait callbacks; call `addChild(\(child))` first and `\(child).didMove(toParent: self)` after"
            : "`\(child).View` is added to the view hierarchy, but `\(child)` is never added with `AddChildViewController`: it gets no appearance, rotation or trait callbacks; call `AddChildViewController(\(child))` first and `\(child).DidMoveToParentViewController(this)` after"
    }
}
