import SwiftTokenizer

/// `navigationController`, `tabBarController`, `splitViewController` and `parent` may still be nil
/// in `loadView`/`viewDidLoad`: the view can load before the controller is put in a container.
public struct ContainerAccessInViewDidLoad: Rule {
    public static let description = RuleDescription(
        id: "container_access_in_view_did_load",
        summary: "`navigationController`, `tabBarController`, `splitViewController` or `parent` used in `loadView`/`viewDidLoad`.",
        rationale: """
            These properties walk up the controller hierarchy, and a controller's view can load before the \
            controller is pushed or embedded: when something reads `view` early (a snapshot, a preview, \
            `loadViewIfNeeded()`, a parent preparing its children), `viewDidLoad` runs with no container and \
            the properties are nil, so the configuration silently does nothing. Configure the container in \
            `viewWillAppear(_:)`, where the controller is in place. `navigationItem` belongs to the controller \
            itself and is fine in `viewDidLoad`. A helper of the same type that `viewDidLoad` calls (two \
            levels deep, not from a closure) is `viewDidLoad`'s code: the finding is at the call and names \
            the helper and the line that uses the container; a helper that `viewWillAppear`, `viewDidAppear` \
            or `didMove(toParent:)` calls too, directly or through another helper, is not reported (its work \
            is redone once the controller is in place). A comparison of the property with nil in a condition \
            (`guard navigationController != nil`, `if (navigationController as? TopNav) != nil`, \
            `if navigationController is TopNav`, C# `if (NavigationController == null) return;`), also of \
            what it holds through optional chaining (`if navigationController?.navigationBar != nil`), is not \
            reported: testing is what to do with a property that may be nil (the code the test guards still \
            is; a comparison kept as a value, `bar.isHidden = navigationController != nil`, is). Code after an \
            `await` runs on a later turn of the run loop and is not reported, nor is a property the class \
            declares itself (`override var navigationController: UINavigationController? { embedded }`: its own \
            answer, not UIKit's walk up the hierarchy). In Objective-C, \
            a truth test of it (`if (self.navigationController)`, `self.parentViewController ?: self`, \
            `!self.splitViewController`) and a first frame taken from it \
            (`initWithFrame:self.parentViewController.view.bounds`) are not reported either. Several uses in \
            one statement are one finding, at the first.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class InboxViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓navigationController?.navigationBar.prefersLargeTitles = true
                        ↓self.tabBarController?.tabBar.isHidden = false
                        if let split = ↓splitViewController { split.preferredDisplayMode = .oneBesideSecondary }
                    }
                }
                """),
            Example(.csharp, """
                public class InboxViewController : UITableViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        ↓NavigationController.NavigationBar.PrefersLargeTitles = true;
                        var owner = ↓ParentViewController as MailSplitViewController;
                    }
                }
                """),
            Example(.swift, """
                final class InboxViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓setUpNavigationBar()
                    }
                    private func setUpNavigationBar() {
                        navigationController?.navigationBar.prefersLargeTitles = true
                    }
                }
                """),
            Example(.csharp, """
                public class InboxViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        ↓SetUpNavigationBar();
                    }

                    void SetUpNavigationBar()
                    {
                        NavigationController.NavigationBar.PrefersLargeTitles = true;
                    }
                }
                """),
            Example(.swift, """
                protocol Themed {}
                extension Themed where Self: UIViewController {
                    func applyTheme() {
                        navigationController?.navigationBar.tintColor = .systemRed
                    }
                }
                final class InboxViewController: UIViewController, Themed {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓applyTheme()
                    }
                }
                """),
            Example(.objectiveC, """
                @interface InboxViewController : UIViewController
                @end

                @implementation InboxViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    ↓self.navigationController.navigationBar.prefersLargeTitles = YES;
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class PickerViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        // `#selector` names the method; it reads nothing now.
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil,
                                                                            action: #selector((navigationController as? DoneNavigationController)?.done))
                    }
                }
                """),
            Example(.swift, """
                final class InboxViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.title = "Inbox"
                        viewModel.onChange = { [weak self] in self?.navigationController?.popViewController(animated: true) }
                        DispatchQueue.main.async { self.navigationController?.setToolbarHidden(false, animated: false) }
                        if let navigationController = archive.navigationController { // another controller's, named alike
                            navigationController.popToRootViewController(animated: false)
                        }
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.navigationBar.prefersLargeTitles = true
                    }
                    func show(_ parent: UIViewController) {
                        parent.present(self, animated: true)
                    }
                }
                """),
            Example(.csharp, """
                public class InboxViewController : UITableViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        NavigationItem.Title = "Inbox";
                        refresh.ValueChanged += (s, e) => NavigationController?.PopViewController(true);
                    }

                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        NavigationController.NavigationBar.PrefersLargeTitles = true;
                    }
                }
                """),
            Example(.swift, """
                final class InboxViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setUpTable()
                        DispatchQueue.main.async { self.setUpNavigationBar() } // runs later
                        toolbarSwitch.addTarget(self, action: #selector(toggleToolbar(_:)), for: .valueChanged)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        setUpNavigationBar()
                    }
                    private func setUpTable() { tableView.rowHeight = 44 }
                    @objc private func toggleToolbar(_ sender: UISwitch) {
                        navigationController?.isToolbarHidden = !sender.isOn
                    }
                    private func setUpNavigationBar() {
                        navigationController?.navigationBar.prefersLargeTitles = true
                    }
                }
                """),
            Example(.csharp, """
                public class InboxViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        SetUpTable();
                    }

                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        SetUpNavigationBar();
                    }

                    void SetUpTable() { table.RowHeight = 44; }
                    void SetUpNavigationBar() { NavigationController.NavigationBar.PrefersLargeTitles = true; }
                }
                """),
            Example(.objectiveC, """
                @interface InboxViewController : UIViewController
                @end

                @implementation InboxViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationItem.title = @"Inbox";
                }
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    self.navigationController.navigationBar.prefersLargeTitles = YES;
                }
                @end
                """),
        ]
    )

    static let properties: [ControllerProperty] = [.navigationController, .tabBarController, .splitViewController, .parent]

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        // Per type name, made on the first helper call (a generated file can declare one name 100,000 times).
        var redoneByName: [String: Set<Int>] = [:]
        for type in context.candidateTypes {
            // The container properties the type declares itself, found at the first use of one (most
            // `viewDidLoad`s use none).
            var declared: [ControllerProperty]? = nil
            func ownProperty(_ property: ControllerProperty) -> Bool {
                if declared == nil { declared = ownContainerProperties(of: type, context) }
                return declared!.contains(property)
            }
            for member in context.members(of: type) {
                guard let method = context.lifecycleMethod(of: member), method == .viewDidLoad || method == .loadView
                else { continue }
                // All four properties in one pass over the body, in source order.
                let accesses = context.accesses(of: Self.properties, in: member)
                    .filter { !ownProperty($0.property) && !isLeftAlone($0.token, in: member, context) }
                // One finding per statement (`if (self.navigationController && self.navigationController.topViewController …)`
                // is one use of the container): the uses come in source order, a statement's together.
                var lastStatement = -1
                for (index, property) in accesses {
                    if accesses.count > 1, let body = member.body {
                        let statement = context.statementStart(of: context.accessStart(index), within: body)
                        if statement == lastStatement { continue }
                        lastStatement = statement
                    }
                    findings.append(context.finding(Self.description.id, at: context.accessStart(index), through: index,
                                                    message: Self.message(property, method, context.language),
                                                    controllerType: type.name))
                }
                // A helper's code is the method's code: reported at the call, naming the helper and the use.
                for call in context.helpers(calledFrom: member, in: type) {
                    guard let (index, property) = context.accesses(of: Self.properties, in: call.helper)
                        .first(where: { !ownProperty($0.property) && !isLeftAlone($0.token, in: call.helper, context) })
                    else { continue }
                    if redoneByName[type.name] == nil { redoneByName[type.name] = helpersRunOnceEmbedded(in: type, context) }
                    // Redone by an appearance method: the helper called here, or the one holding the use
                    // (`viewDidLoad` → `themeChanged` → `applyTheme`, which `viewWillAppear` also calls).
                    let redone = redoneByName[type.name]!
                    if redone.contains(call.called.index) || redone.contains(call.helper.index) { continue }
                    findings.append(context.finding(
                        Self.description.id, at: call.callToken,
                        message: Self.message(property, method, context.language,
                                              helper: call.mention(line: context.line(ofToken: index))),
                        controllerType: type.name))
                }
            }
        }
    }

    /// The container properties a declaration of `type` in this file declares itself (`override var
    /// navigationController: UINavigationController? { embedded }`, C# `public override
    /// UINavigationController NavigationController => embedded;`, an Objective-C getter
    /// `- (UINavigationController *)navigationController`): the type's own answer, not UIKit's walk up the
    /// controller hierarchy, and nothing says it is nil while the view loads. Names compared as bytes.
    private func ownContainerProperties(of type: TypeDecl, _ context: RuleContext) -> [ControllerProperty] {
        let table = ControllerProperty.tables[Int(context.language.rawValue)]
        var result: [ControllerProperty] = []
        for declaration in context.declarations(of: type) {
            for member in context.members(of: declaration) where !member.isStatic
                && (member.kind == .property || (member.kind == .method && member.isObjectiveC && member.labels.isEmpty)) {
                if let property = table.value(at: member.nameToken, in: context.source), Self.properties.contains(property) {
                    result.append(property)
                }
            }
        }
        return result
    }

    /// Whether the use at `j` in `member` is none to report: a test of the property for nil (see
    /// `isNilTest`), or code after an `await` in the same body, which runs on a later turn of the run
    /// loop, not while the view loads.
    private func isLeftAlone(_ j: Int, in member: Member, _ context: RuleContext) -> Bool {
        guard let body = context.bodies(of: member).first(where: { $0.contains(j) }) else { return false }
        return isNilTest(j, in: body, context) || (body.lowerBound ..< j).contains { context.source.keyword($0) == .await }
    }

    /// The helpers (member indices) that the type's appearance methods or `didMove(toParent:)` call too:
    /// their work is redone once the controller is in its container, so running it early loses nothing.
    private func helpersRunOnceEmbedded(in type: TypeDecl, _ context: RuleContext) -> Set<Int> {
        var result: Set<Int> = []
        for declaration in context.declarations(of: type) {
            for member in context.members(of: declaration) {
                guard let method = context.lifecycleMethod(of: member),
                      [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .didMoveToParent].contains(method) else { continue }
                for call in context.helpers(calledFrom: member, in: type) {
                    result.insert(call.called.index)
                    result.insert(call.helper.index)
                }
            }
        }
        return result
    }

    /// An Objective-C test of the property for nil, which is what to do with a property that may be nil
    /// (or a first frame taken from it):
    /// `if (self.splitViewController && …)`, `!self.parentViewController`,
    /// `(self.parentViewController) ? self.parentViewController : self`, `self.navigationController == nil`.
    private func isNilTest(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        guard s.language == .objectiveC else {
            // The property compared with nil in a condition (`if (NavigationController == null) return;`,
            // `guard navigationController != nil`): the test is what to do, the code it guards is reported.
            // Not a comparison kept as a value (`dragBar.isHidden = navigationController != nil`): that
            // decides for good while the controller may not be in its container yet.
            // Also through a cast, `(navigationController as? TopNav) != nil`, or a type test,
            // `navigationController is TopNav` (C# `NavigationController is TopNav`, `is null`, `is not null`).
            var end = j
            if s.keyword(j + 1) == .as {
                var k = j + 2
                if s.isOperator(k, "?") || s.isOperator(k, "!") { k += 1 }
                while s.kind(k) == .identifier && s.kind(k + 1) == .period { k += 2 }
                if s.kind(k) == .identifier && s.kind(k + 1) == .rightParen
                    && context.partner(k + 1) == context.accessStart(j) - 1 { end = k + 1 }
            }
            // Or what it holds, reached by optional chaining, which is nil with it:
            // `navigationController?.navigationBar != nil`, C# `NavigationController?.NavigationBar != null`.
            while s.isOperator(end + 1, "?") && s.kind(end + 2) == .period && s.kind(end + 3) == .identifier { end += 3 }
            let compared = ((s.isOperator(end + 1, "==") || s.isOperator(end + 1, "!=")) && s.keyword(end + 2) == .nilLiteral)
                || (s.keyword(j + 1) == .is && (s.kind(j + 2) == .identifier || s.keyword(j + 2) == .nilLiteral))
            guard compared else { return false }
            let statement = s.keyword(context.statementStart(of: context.accessStart(j), within: body))
            return statement == .if || statement == .guard || statement == .while
        }
        let start = context.accessStart(j)
        // The test may be of what the container holds: `if (self.navigationController.navigationBar)`.
        var j = j
        while s.kind(j + 1) == .period && s.kind(j + 2) == .identifier && s.kind(j + 3) != .leftParen { j += 2 }
        if context.isTruthTest(from: start, through: j) { return true }
        if (s.isOperator(j + 1, "==") || s.isOperator(j + 1, "!=")) && s.keyword(j + 2) == .nilLiteral { return true }
        // `[[UIView alloc] initWithFrame:self.parentViewController.view.bounds]`: a first frame, which the
        // container's layout or later constraints replace; nothing is lost when it is zero.
        return s.kind(start - 1) == .leftParen && s.token(start - 2, is: "initWithFrame") && s.kind(j + 1) == .rightParen
    }

    // MARK: - Messages

    static func message(_ property: ControllerProperty, _ method: LifecycleMethod, _ language: Language,
                        helper: HelperMention? = nil) -> String {
        let name = property.name(in: language)
        let appear = LifecycleMethod.viewWillAppear.displayName(in: language)
        // Written into one string made with room for it (pieces interpolated and added made several).
        var out = ""
        out.reserveCapacity(192)
        if let helper {
            out += helper.calledHere(in: "`" + method.displayName(in: language) + "`")
            out += ", uses `"
            out += name
            out += "` ("
            out += helper.location
            out += "), but it is nil whenever the view loads before the controller is in its container; call it from `"
        } else {
            out += "`"
            out += name
            out += "` is used in `"
            out += method.displayName(in: language)
            out += "`, but it is nil whenever the view loads before the controller is in its container; move this to `"
        }
        out += appear
        out += "`"
        return out
    }
}
