import SwiftTokenizer

/// Outlets and views built in `viewDidLoad` are nil until the view loads: touching them earlier crashes.
public struct OutletAccessBeforeLoad: Rule {
    public static let description = RuleDescription(
        id: "outlet_access_before_load",
        summary: "An outlet or view-built member used before the view is loaded: on a new or segue-destination controller, or in an unguarded property setter.",
        rationale: """
            A controller's outlets (`@IBOutlet`, C# `[Outlet]`) and the subviews it creates in `loadView`/\
            `viewDidLoad` are nil until its view loads. Three places touch them too early: \
            `prepare(for:sender:)` (`PrepareForSegue`) configuring the destination, code that instantiates a \
            controller and configures it right away, and a property whose setter or `didSet` writes to an \
            outlet when that property is set before the view exists: in the controller's initializer, or on a \
            new controller anywhere in the project (a segue's destination, one just made); the message names \
            that write (the first in path and line order). A setter whose \
            property is only written once the view is loaded is not reported, nor one that tests \
            `isViewLoaded` or the controller's own flag set in `viewDidLoad` (`guard loaded else { return }`). \
            The destination may be bound in any spelling: `if let`, `guard let`, a plain `let` with \
            `order?.titleLabel`, `case let order as OrderViewController` in a `switch` on it, a C# pattern \
            (`is OrderViewController order`), or reached through a navigation controller bound first. With an \
            implicitly unwrapped outlet that is a crash; otherwise the value is silently lost. Give the \
            controller plain properties and apply them in `viewDidLoad()`; in a setter, store the value \
            and push it to the view only `if isViewLoaded`. Calling `loadViewIfNeeded()` first also works. \
            Presenting or pushing a new controller (`present(detail, animated: true)`, \
            `pushViewController(detail, animated: true)`, `show(detail, sender: self)`) loads its view before \
            the call returns: its outlets are set after it, and uses there are not reported; one taken from \
            the controller presented (`let editor = nav.topViewController as? Editor` before `present(nav)`) \
            is on screen in the presentation's completion closure. A controller \
            read from a shared object (`Shell.current.menu`, `[RootView instance].shell`) is one on screen, not \
            a new one; a Swift `lazy` outlet is made by its own initializer on first use and is never nil. \
            Swift runs no `didSet`/`willSet` for a write in an initializer of the class declaring the \
            property (it does for one in a `defer` block there): such a write does not count.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example(.swift, """
                final class ListViewController: UITableViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let detail = segue.destination as? DetailViewController {
                            detail.↓titleLabel.text = "Order 42"
                            detail.status = "Shipped" // before the view loads: `status`'s setter is reported
                        }
                    }
                }
                final class DetailViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                    @IBOutlet var subtitleLabel: UILabel! {
                        didSet { titleLabel.textColor = .secondaryLabel } // only the nib sets an outlet
                    }
                    private var statusView: UIView!
                    var status: String = "" {
                        didSet { ↓statusView.isHidden = status.isEmpty }
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        statusView = UIView()
                    }
                }
                """),
            Example(.csharp, """
                public class DetailViewController : UIViewController
                {
                    UILabel label;
                    string text;

                    public DetailViewController(string title)
                    {
                        Text = title; // before the view loads: the setter is reported
                    }

                    public string Text
                    {
                        get => text;
                        set { text = value; ↓label.Text = value; }
                    }

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        label = new UILabel();
                    }
                }
                """),
            Example(.csharp, """
                public partial class OrderViewController : UIViewController
                {
                    [Outlet] UILabel TitleLabel { get; set; }
                }
                public class OrdersViewController : UITableViewController
                {
                    public override void PrepareForSegue(UIStoryboardSegue segue, NSObject sender)
                    {
                        if (segue.DestinationViewController is OrderViewController order)
                        {
                            order.↓TitleLabel.Text = "Order 42";
                        }
                    }
                }
                """),
            Example(.swift, """
                final class OrderViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                }
                final class OrdersViewController: UITableViewController {
                    func open() {
                        let order = storyboard?.instantiateViewController(withIdentifier: "Order") as? OrderViewController
                        order?.↓titleLabel.text = "Order 42" // the outlet is nil: a crash
                    }
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.destination {
                        case let order as OrderViewController:
                            order.↓titleLabel.text = "Order 42"
                        case let navigation as UINavigationController:
                            guard let order = navigation.topViewController as? OrderViewController else { return }
                            order.↓titleLabel.text = "Order 43"
                        default:
                            break
                        }
                    }
                }
                """),
            Example(.objectiveC, """
                @interface DetailViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
                @end

                @implementation ListViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    DetailViewController *detail = [[DetailViewController alloc] initWithNibName:@"Detail" bundle:nil];
                    detail.↓titleLabel.text = self.items[indexPath.row];
                    [self.navigationController pushViewController:detail animated:YES];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class ListViewController: UITableViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let detail = segue.destination as? DetailViewController {
                            detail.orderTitle = "Order 42"
                        }
                        let other = DetailViewController()
                        other.loadViewIfNeeded()
                        other.titleLabel.text = "Loaded first"
                        let next = DetailViewController()
                        next.orderTitle = "Set before it loads"
                        if let cell = sender as? OrderCell {
                            let next = OrderSummary(cell: cell) // a new local of the same name
                            next.titleLabel.text = "A summary's label"
                        }
                    }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        // The controller leaving the screen: its view is loaded.
                        if let detail = context.viewController(forKey: .from) as? DetailViewController {
                            detail.titleLabel.isHidden = true
                        }
                    }
                }
                final class DetailViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                    var orderTitle = ""
                    var status: String = "" {
                        didSet {
                            guard isViewLoaded else { return }
                            titleLabel.text = status
                        }
                    }
                    // Written only by the controller once it is on screen.
                    var progress: Double = 0 {
                        didSet { titleLabel.alpha = progress }
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        progress = 1
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.text = orderTitle
                    }
                }
                """),
            Example(.csharp, """
                public class DetailViewController : UIViewController
                {
                    UILabel label;
                    string text;

                    public string Text
                    {
                        get => text;
                        set
                        {
                            text = value;
                            if (IsViewLoaded) label.Text = value;
                        }
                    }

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        label = new UILabel { Text = text };
                    }
                }
                """),
            Example(.swift, """
                final class CounterViewController: UIViewController {
                    @IBOutlet var countLabel: UILabel!
                    private var loaded = false
                    var count = 0 {
                        didSet {
                            guard loaded else { return } // the controller's own loaded flag
                            countLabel.text = "\\(count)"
                        }
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        loaded = true
                        countLabel.text = "\\(count)"
                    }
                }
                final class CounterCoordinator {
                    func start() {
                        let counter = CounterViewController()
                        counter.count = 3
                    }
                }
                """),
            Example(.csharp, """
                public partial class CounterViewController : UIViewController
                {
                    [Outlet] UILabel CountLabel { get; set; }
                    bool loaded;
                    int count;
                    public int Count
                    {
                        get => count;
                        set { count = value; if (!loaded) return; CountLabel.Text = value.ToString(); }
                    }
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        loaded = true;
                        CountLabel.Text = count.ToString();
                    }
                }
                public class CounterCoordinator
                {
                    public void Start(UIStoryboardSegue segue)
                    {
                        if (segue.DestinationViewController is CounterViewController counter)
                        {
                            counter.Count = 3;
                            counter.LoadViewIfNeeded();
                            counter.CountLabel.Text = "3";
                        }
                    }
                }
                """),
            Example(.objectiveC, """
                @interface DetailViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
                @property (nonatomic, copy) NSString *itemTitle;
                @end

                @implementation ListViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    DetailViewController *detail = [[DetailViewController alloc] initWithNibName:@"Detail" bundle:nil];
                    detail.itemTitle = self.items[indexPath.row];
                    [self.navigationController pushViewController:detail animated:YES];
                }
                @end

                @implementation DetailViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.titleLabel.text = self.itemTitle;
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.outline.types {
            for member in context.members(of: type) {
                // An outlet's own observer runs when the nib connects it, never before the view loads.
                if member.kind == .property, !context.isPrivate(member), !context.hasOutletAttribute(member),
                   context.isCandidate(type) {
                    checkSetter(member, of: type, context, into: &findings)
                }
            }
        }
        checkFreshControllers(context, into: &findings)
    }

    /// A setter or observer writing through one of the controller's own view-built members.
    private func checkSetter(_ member: Member, of type: TypeDecl, _ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        var flags: [String]?
        for accessor in member.accessors where [.set, .didSet, .willSet].contains(accessor.kind) {
            let body = accessor.body
            if mentionsLoadedCheck(body, context) { continue }
            let loadedFlags = flags ?? context.loadedFlags(of: type)
            flags = loadedFlags
            if !loadedFlags.isEmpty && body.contains(where: {
                s.kind($0) == .identifier && loadedFlags.contains(s.text($0)) && context.selfMemberAccess(at: $0) != nil
            }) { continue }
            let closures = context.closureRanges(in: body)
            for j in body where s.kind(j) == .identifier && s.kind(j + 1) == .period && s.keyword(j) == .none {
                guard !member.isNamed(byTokenAt: j), context.selfMemberAccess(at: j) != nil,
                      !context.isInside(j, closures), !context.isLocal(at: j, in: member),
                      !isNilChecked(s.text(j), in: body, context) else { continue }
                var finding = context.finding(Self.description.id, at: context.accessStart(j), through: j,
                                              message: Self.setterMessage(s.text(j), member.name, s.language),
                                              controllerType: type.name,
                                              requirements: [.present(ViewBuiltMembers.self, s.text(j), in: type.name),
                                                             .present(EarlyWrites.self, member.name, in: type.name)])
                finding.placeHint = Self.earlyWriteHint(s.language)
                findings.append(finding)
                break // one finding per accessor
            }
        }
    }

    /// `let detail = segue.destination as? Detail` or `let detail = Detail()` followed by
    /// `detail.titleLabel.text = …` before anything loads its view: one finding per controller.
    private func checkFreshControllers(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        var reported: Set<Int> = []
        for use in context.freshControllerUses where use.isChain && reported.insert(use.declaration).inserted {
            let name = s.text(use.memberToken)
            let type = s.text(use.typeToken)
            findings.append(context.finding(
                Self.description.id, at: use.memberToken,
                message: Self.freshMessage(s.text(use.declaration), name, type, s.language), controllerType: nil,
                requirements: [.controller(type), .present(ViewBuiltMembers.self, name, in: type)]))
        }
    }

    /// The spellings `mentionsLoadedCheck` looks for, per language (made once: every setter asks).
    private static let loadedChecks: [NameTable<Bool>] = Language.allCases.map { language in
        NameTable([ControllerProperty.isViewLoaded, .viewIfLoaded, .view].map { ($0.name(in: language), true) })
    }

    /// `isViewLoaded`, `viewIfLoaded`, or any use of `view` itself (which loads the view, outlets included;
    /// `view_nil_check` reports the `view != nil` form).
    private func mentionsLoadedCheck(_ body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let names = Self.loadedChecks[Int(s.language.rawValue)]
        // Looked up by the names' bytes: a string for every name of the body was made to be compared.
        return body.contains { s.kind($0) == .identifier && names.contains($0, in: s) && context.selfMemberAccess(at: $0) != nil }
    }

    /// `label != nil`, `label == null`, `if let label`, `guard let label = label`.
    private func isNilChecked(_ name: String, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        for j in body where s.kind(j) == .identifier && s.token(j, isText: name) {
            if s.kind(j + 1) == .operator && s.keyword(j + 2) == .nilLiteral { return true }
            if s.keyword(j + 1) == .is && (s.keyword(j + 2) == .nilLiteral || s.keyword(j + 2) == .not) { return true }
            if s.keyword(j - 1) == .let || s.keyword(j - 1) == .var { return true }
        }
        return false
    }

    // MARK: - Messages

    /// Where the early write is, in general: replaced by its place once the project is indexed.
    static func earlyWriteHint(_ language: Language) -> String {
        language == .csharp ? "(in a constructor, or on a new controller)" : "(in an initializer, or on a new controller)"
    }

    static func setterMessage(_ name: String, _ property: String, _ language: Language) -> String {
        if language == .objectiveC {
            return "setting `\(property)` uses `\(name)`, which is nil until the view loads, and `\(property)` is set before that \(earlyWriteHint(language)); store the value, apply it in `viewDidLoad`, and here only `if (self.isViewLoaded)`"
        }
        return language == .swift
            ? "setting `\(property)` uses `\(name)`, which is nil until the view loads, and `\(property)` is set before that \(earlyWriteHint(language)); store the value, apply it in `viewDidLoad()`, and here only `if isViewLoaded`"
            : "setting `\(property)` uses `\(name)`, which is null until the view loads, and `\(property)` is set before that \(earlyWriteHint(language)); store the value, apply it in `ViewDidLoad`, and here only `if (IsViewLoaded)`"
    }

    static func freshMessage(_ variable: String, _ name: String, _ type: String, _ language: Language) -> String {
        let load = language == .swift ? "viewDidLoad()" : language == .csharp ? "ViewDidLoad" : "viewDidLoad"
        let (before, after) = language == .swift ? ("", ".loadViewIfNeeded()") : language == .csharp ? ("", ".LoadViewIfNeeded()")
            : ("[", " loadViewIfNeeded]")
        // Written into one string made large enough at once: interpolated, then joined, it was grown and
        // copied nine times (most of these messages go with findings the project's facts then drop).
        let parts = ["`", variable, ".", name, "` is ", language == .csharp ? "null" : "nil", " here: `", type,
                     "`'s view is not loaded yet; pass the value in a property and apply it in `", load, "`, or call `",
                     before, variable, after, "` first"]
        var message = ""
        message.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { message += part }
        return message
    }
}

private extension RuleContext {
    /// Whether a member is `private`/`fileprivate`: only its own type sets it, usually after the view loaded.
    func isPrivate(_ member: Member) -> Bool {
        (member.declarationStart ..< member.nameToken).contains {
            source.keyword($0) == .private || source.keyword($0) == .fileprivate
        }
    }
}
