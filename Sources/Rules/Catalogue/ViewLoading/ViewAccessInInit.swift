import SwiftTokenizer

/// Touching `view` in a controller's initializer loads the view before the initializer has finished.
public struct ViewAccessInInit: Rule {
    public static let description = RuleDescription(
        id: "view_access_in_init",
        summary: "`view` read or written in a controller's initializer: it loads the view before `init` finishes.",
        rationale: """
            A view controller creates its view lazily, the first time `view` (C# `View`) is read. Reading it \
            in an initializer runs `loadView()` and `viewDidLoad()` right there, before the rest of the \
            initializer has set the properties those methods rely on; it also throws away the laziness that \
            makes controllers cheap to create. Store the values in properties and apply them to the view in \
            `viewDidLoad()` (C# `ViewDidLoad`). A helper of the same type that the initializer calls (two \
            levels deep, not from a closure) is the initializer's code: the finding is at the call, the line \
            to move, and names the helper and the line that uses the view. A `UITableViewController`'s \
            `tableView` and a `UICollectionViewController`'s `collectionView` are its view too, also when the \
            controller inherits them through a base class of the project's (checked against the project's \
            classes; a base declaring a property of that name of its own is not one). An outlet used in an \
            initializer is nil. An initializer or helper that sets the view before anything reads it \
            (`view = UIView()`, C# `TableView = new UITableView()`) loads nothing: what follows uses the view \
            it set. Nor does a helper's use that waits for a flag the controller sets in `viewDidLoad` \
            (`if viewReady { embedContent() }`, around the use or the call leading to it), or for a member \
            only `loadView` or `viewDidLoad` assigns (`guard textView != nil else { return }`): false or nil \
            in an initializer.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example(.swift, """
                final class BannerViewController: UIViewController {
                    private let message: String
                    init(message: String) {
                        self.message = message
                        super.init(nibName: nil, bundle: nil)
                        ↓view.backgroundColor = .systemYellow
                        view.addSubview(label)
                    }
                    required init?(coder: NSCoder) {
                        message = ""
                        super.init(coder: coder)
                        ↓self.view.isHidden = true
                    }
                }
                """),
            Example(.csharp, """
                public class BannerViewController : UIViewController
                {
                    public BannerViewController(string message) : base(null, null)
                    {
                        ↓View.BackgroundColor = UIColor.SystemYellow;
                        Title = message;
                    }
                }
                """),
            Example(.swift, """
                final class BadgeViewController: UIViewController {
                    init(count: Int) {
                        super.init(nibName: nil, bundle: nil)
                        ↓configure()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func configure() {
                        applyTheme()
                    }
                    private func applyTheme() {
                        view.tintColor = .systemRed
                    }
                }
                """),
            Example(.csharp, """
                public class BadgeViewController : UIViewController
                {
                    public BadgeViewController(int count)
                    {
                        ↓Configure();
                    }

                    void Configure() => View.TintColor = UIColor.SystemRed;
                }
                """),
            Example(.swift, """
                final class SettingsViewController: UITableViewController {
                    init() {
                        super.init(style: .insetGrouped)
                        ↓tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example(.csharp, """
                public class SettingsViewController : UITableViewController
                {
                    public SettingsViewController() : base(UITableViewStyle.Grouped)
                    {
                        ↓TableView.RegisterClassForCellReuse(typeof(SettingCell), "setting");
                    }
                }
                """),
            Example(.swift, """
                final class ReceiptViewController: UIViewController {
                    @IBOutlet var totalLabel: UILabel!
                    init(total: Int) {
                        super.init(nibName: "Receipt", bundle: nil)
                        ↓totalLabel.text = "\\(total)" // nil until the nib's view loads
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example(.csharp, """
                public partial class ReceiptViewController : UIViewController
                {
                    [Outlet] UILabel TotalLabel { get; set; }
                    public ReceiptViewController(int total) : base("Receipt", null)
                    {
                        ↓TotalLabel.Text = total.ToString();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface SearchViewController : UIViewController {
                    IBOutlet UITableView *_resultsTable;
                }
                @end

                @implementation SearchViewController
                - (instancetype)init {
                    if ((self = [super initWithNibName:@"Search" bundle:nil])) {
                        ↓_resultsTable.separatorInset = UIEdgeInsetsZero; // nil until the nib loads: does nothing
                    }
                    return self;
                }
                @end
                """),
            Example(.swift, """
                final class GalleryViewController: UICollectionViewController {
                    init() {
                        super.init(collectionViewLayout: UICollectionViewFlowLayout())
                        ↓registerCells()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func registerCells() {
                        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UICollectionViewController
                {
                    public GalleryViewController() : base(new UICollectionViewFlowLayout())
                    {
                        ↓RegisterCells();
                    }
                    void RegisterCells() => CollectionView.RegisterClassForCell(typeof(PhotoCell), "photo");
                }
                """),
            Example(.objectiveC, """
                @interface ProfileViewController : UIViewController
                @end

                @implementation ProfileViewController
                - (instancetype)initWithUser:(User *)user {
                    if ((self = [super initWithNibName:nil bundle:nil])) {
                        _user = user;
                        ↓self.view.backgroundColor = UIColor.systemBackgroundColor;
                    }
                    return self;
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class GLHostViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        self.view = GLKView() // sets the view: nothing loads
                        view.backgroundColor = .black
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example(.objectiveC, """
                @implementation GLHostController
                - (instancetype)init {
                    if ((self = [super init])) {
                        self.view = [[GLKView alloc] init];
                    }
                    return self;
                }
                @end
                """),
            Example(.swift, """
                final class ProgressViewController: UIViewController {
                    var titleLabel: UILabel?
                    init(title: String) {
                        super.init(nibName: nil, bundle: nil)
                        titleLabel = UILabel() // made here: not nil below
                        titleLabel?.text = title
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel = titleLabel ?? UILabel()
                    }
                }
                """),
            Example(.swift, """
                final class BannerViewController: UIViewController {
                    private let message: String
                    private lazy var onShow: () -> Void = { [unowned self] in self.view.alpha = 1 }
                    init(message: String, view: UIView? = nil) {
                        self.message = message
                        super.init(nibName: nil, bundle: nil)
                        view?.tintColor = .red
                        viewIfLoaded?.backgroundColor = .systemYellow
                        onTap = { [weak self] in self?.view.backgroundColor = .red }
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemYellow
                    }
                }
                """),
            Example(.csharp, """
                public class BannerViewController : UIViewController
                {
                    readonly string message;
                    public BannerViewController(string message) : base(null, null)
                    {
                        this.message = message;
                        Shown += (sender, e) => View.Alpha = 1;
                    }

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.BackgroundColor = UIColor.SystemYellow;
                    }
                }
                """),
            Example(.swift, """
                final class BadgeViewController: UIViewController {
                    private var count = 0
                    init(count: Int) {
                        super.init(nibName: nil, bundle: nil)
                        store(count)
                        DispatchQueue.main.async { self.applyTheme() } // runs later, not in init
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func store(_ value: Int) {
                        count = value
                        guard isViewLoaded else { return }
                        view.setNeedsLayout()
                    }
                    private func applyTheme() { view.tintColor = .systemRed }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        applyTheme()
                    }
                }
                """),
            Example(.csharp, """
                public class BadgeViewController : UIViewController
                {
                    int count;
                    readonly List<View> pages;
                    public BadgeViewController(int count)
                    {
                        Store(count);
                        pages = new List<View>(); // `View` here is a type, not the property
                        var none = default(View); // and here
                    }

                    void Store(int value) { count = value; }
                    void ApplyTheme() { View.TintColor = UIColor.SystemRed; }

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        ApplyTheme();
                    }
                }
                """),
            Example(.swift, """
                final class InboxViewController: UIViewController {
                    private let tableView = UITableView() // its own property, not the view
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        tableView.rowHeight = 44
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example(.objectiveC, """
                @interface ProfileViewController : UIViewController
                @end

                @implementation ProfileViewController
                - (instancetype)initWithUser:(User *)user {
                    if ((self = [super initWithNibName:nil bundle:nil])) {
                        _user = user;
                        self.title = user.name;
                    }
                    return self;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.view.backgroundColor = UIColor.systemBackgroundColor;
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            var outlets: NameTable<Bool>? = nil // the type's outlets here, made at the first use of a member
            for member in context.members(of: type) where member.kind == .initializer && !member.isStatic {
                // The first access loads the view; the rest of the initializer is the same mistake. Unless
                // it assigns the view (`self.view = GLView()`): that sets it without loading anything, and
                // what follows uses the view it set.
                let firstView = context.accesses(of: .view, in: member).first
                if let access = firstView, Self.assigns(access, context) { continue }
                if let access = firstView {
                    findings.append(context.finding(Self.description.id, at: context.accessStart(access), through: access,
                                                    message: Self.message(context.language),
                                                    controllerType: type.name))
                    continue
                }
                // A table or collection controller's `tableView`/`collectionView` is its view.
                if let property = Self.viewBackedMember(of: type, context),
                   let access = context.accesses(of: property, in: member).first {
                    if Self.assigns(access, context) { continue } // `tableView = UITableView()` sets the view
                    findings.append(context.finding(Self.description.id, at: context.accessStart(access), through: access,
                                                    message: Self.message(context.language, member: property.name(in: context.language),
                                                                          base: property == .tableView ? "UITableViewController"
                                                                              : "UICollectionViewController"),
                                                    controllerType: type.name))
                    continue
                }
                // The same under a base class of the project's (`Carousel : ItemsController`, itself a
                // `UICollectionViewController`): the index confirms the chain.
                if Self.viewBackedMember(of: type, context) == nil, let finding = Self.viewUseThroughProjectBase(in: member, of: type, context) {
                    findings.append(finding)
                    continue
                }
                // An outlet is nil until the view loads.
                if let use = Self.outletUse(in: member, of: type, outlets: &outlets, context) {
                    findings.append(context.finding(Self.description.id, at: context.accessStart(use), through: use,
                                                    message: Self.builtMessage(context.source.text(use), context.language),
                                                    controllerType: type.name))
                    continue
                }
                // A helper the initializer calls that touches the view (or the table or collection view that
                // is it): reported at the call (the line to move).
                let backed = Self.viewBackedMember(of: type, context)
                var flags: [String]? = nil // the type's loaded flags, found at the first helper that uses the view
                for call in context.helpers(calledFrom: member, in: type) {
                    // A helper that asks `isViewLoaded` first is written to run either way.
                    var used = ControllerProperty.view
                    var first = context.accesses(of: .view, in: call.helper).first
                    if first == nil, let backed { (used, first) = (backed, context.accesses(of: backed, in: call.helper).first) }
                    // A helper that sets the view first (`View = new UIView()`) loads nothing either.
                    guard let access = first, !Self.assigns(access, context),
                          context.accesses(of: .isViewLoaded, in: call.helper, includingClosures: true).allSatisfy({ $0 > access })
                    else { continue }
                    // Or one that waits for a flag `viewDidLoad` sets (`if viewReady { embedContent() }`),
                    // around the use or around the call that leads to it.
                    if flags == nil { flags = context.loadedFlags(of: type) + Self.madeWithView(type, context) }
                    if Self.waitsForFlag(call, access: access, flags!, context) { continue }
                    findings.append(context.finding(Self.description.id, at: call.callToken,
                                                    message: Self.message(context.language,
                                                                          helper: call.mention(line: context.line(ofToken: access)),
                                                                          member: used == .view ? nil : used.name(in: context.language)),
                                                    controllerType: type.name))
                    break
                }
            }
        }
    }

    /// The members `loadView` or `viewDidLoad` assign and no initializer does (`m_textView = …` in
    /// `loadView`): nil or unset until the view loads, so a test of one waits for it as a flag does.
    private static func madeWithView(_ type: TypeDecl, _ context: RuleContext) -> [String] {
        let s = context.source
        var made: [String] = []
        var inInitializers: [String] = []
        for member in context.members(of: type) {
            let method = context.lifecycleMethod(of: member)
            let loads = method == .loadView || method == .viewDidLoad
            guard loads || member.kind == .initializer, let body = member.body else { continue }
            for j in context.ownMemberWrites(in: body, of: member) {
                let name = s.text(j)
                if loads { if !made.contains(name) { made.append(name) } } else if !inInitializers.contains(name) { inInitializers.append(name) }
            }
        }
        return made.filter { !inInitializers.contains($0) }
    }

    /// Whether the use at `access` in the helper, or every call of the helper in the method the
    /// initializer calls, runs only under a test of one of the type's loaded `flags`: false in an
    /// initializer, so the use never runs there.
    private static func waitsForFlag(_ call: HelperCall, access: Int, _ flags: [String], _ context: RuleContext) -> Bool {
        guard !flags.isEmpty else { return false }
        if let body = context.bodies(of: call.helper).first(where: { $0.contains(access) }),
           context.isUnderFlag(access, in: body, flags) { return true }
        guard call.called.index != call.helper.index else { return false }
        var found = false
        for body in context.bodies(of: call.called) {
            for name in context.callNames(in: body) where call.helper.isNamed(byTokenAt: Int(name))
                && context.selfMemberAccess(at: Int(name)) != nil {
                guard context.isUnderFlag(Int(name), in: body, flags) else { return false }
                found = true
            }
        }
        return found
    }

    /// The first outlet (declared by the type's declarations in this file) the initializer uses, nil
    /// until the view loads: `label.text = …`, `label?.text`, `[self.label setText:…]`; not a local, not
    /// in a closure, not made earlier in the initializer (`titleLabel = UILabel()`, `_user = …`).
    /// `outlets` is made at the first member the initializer uses, and kept for the type's others.
    static func outletUse(in member: Member, of type: TypeDecl, outlets: inout NameTable<Bool>?, _ context: RuleContext) -> Int? {
        let s = context.source
        guard let body = member.body, context.mentionsOutlet else { return nil }
        if outlets == nil {
            outlets = NameTable(context.allMembers(of: type)
                .filter { $0.kind == .property && context.hasOutletAttribute($0) }.map { ($0.name, true) })
        }
        guard !outlets!.isEmpty else { return nil }
        var closures: [Range<Int>]? = nil
        let table = outlets!
        for j in body where s.kind(j) == .identifier && table.contains(j, in: s) {
            let dereferenced = s.kind(j + 1) == .period || ((s.isOperator(j + 1, "?") || s.isOperator(j + 1, "!")) && s.kind(j + 2) == .period)
            guard dereferenced, context.selfMemberAccess(at: j) != nil, !context.isLocal(at: j, in: member) else { continue }
            if closures == nil { closures = context.closureRanges(in: body) }
            if context.isInside(j, closures!) { continue }
            let name = s.text(j)
            let assignedEarlier = (body.lowerBound ..< j).contains { k in
                s.kind(k) == .identifier && s.isOperator(k + 1, "=")
                    && (s.token(k, isText: name) || RuleContext.property(backedBy: s.text(k)) == name)
            }
            if assignedEarlier { continue }
            return j
        }
        return nil
    }





    // MARK: - Messages

    static func builtMessage(_ name: String, _ language: Language) -> String {
        switch language {
        case .objectiveC:
            return "`\(name)` is an outlet, nil until the view loads, and an initializer runs before that: this message goes to nil and does nothing; store the value and apply it in `viewDidLoad`"
        case .swift:
            return "`\(name)` is an outlet, nil until the view loads, and an initializer runs before that: this use crashes or does nothing; store the value and apply it in `viewDidLoad()`"
        case .csharp:
            return "`\(name)` is an outlet, null until the view loads, and a constructor runs before that: this use throws or does nothing; store the value and apply it in `ViewDidLoad`"
        }
    }

    /// `tableView` for a `UITableViewController` subclass, `collectionView` for a collection one.
    static func viewBackedMember(of type: TypeDecl, _ context: RuleContext) -> ControllerProperty? {
        switch declaredBase(of: type, context) {
        case "UITableViewController": return .tableView
        case "UICollectionViewController": return .collectionView
        default: return nil
        }
    }

    /// The base class the type's declarations in the file name: an Objective-C `@implementation` names
    /// none, its `@interface` does.
    private static func declaredBase(of type: TypeDecl, _ context: RuleContext) -> String? {
        type.inherited.first ?? context.declarations(of: type).lazy.compactMap(\.inherited.first).first
    }

    /// The superclass a class declaration of the type in this file names, for messages: not the first
    /// name of an extension's or an Objective-C class extension's protocol list (`@interface X () <P>`).
    private static func classBase(of type: TypeDecl, _ context: RuleContext) -> String? {
        if type.kind == .class, let base = type.inherited.first { return base }
        return context.declarations(of: type).lazy.filter { $0.kind == .class }.compactMap(\.inherited.first).first
    }

    /// Whether the view (or the table or collection view that is it) is assigned at `access`
    /// (`self.view = GLView()`, `TableView = new UITableView()`): that sets it without loading anything,
    /// and what follows uses the view just set.
    private static func assigns(_ access: Int, _ context: RuleContext) -> Bool {
        context.source.isOperator(access + 1, "=")
    }

    /// The first `tableView`/`collectionView` of `member` when the type's base is none of UIKit's known
    /// classes (a project's class, maybe a table or collection controller, which the index confirms) and
    /// no declaration of the type has a property of that name of its own.
    private static func viewUseThroughProjectBase(in member: Member, of type: TypeDecl, _ context: RuleContext) -> Finding? {
        guard let base = declaredBase(of: type, context), KnownTypes.verdict(base) == nil else { return nil }
        let accesses = context.accesses(of: [.tableView, .collectionView], in: member) // one pass for both
        for (property, uikitBase) in [(ControllerProperty.tableView, "UITableViewController"), (.collectionView, "UICollectionViewController")] {
            guard let access = accesses.first(where: { $0.property == property })?.token else { continue }
            if assigns(access, context) { return nil }
            let name = property.name(in: context.language)
            let ownProperty = context.declarations(of: type).contains { declaration in
                context.members(of: declaration).contains { $0.kind == .property && $0.name == name }
            }
            if ownProperty { continue }
            return context.finding(description.id, at: context.accessStart(access), through: access,
                                   message: message(context.language, member: name, base: uikitBase, through: classBase(of: type, context)),
                                   controllerType: type.name, requirements: [.inherits(type: type.name, base: uikitBase)])
        }
        return nil
    }

    static func message(_ language: Language, member: String, base: String, through parent: String? = nil) -> String {
        let base = parent.map { "`\($0)`, a `\(base)`" } ?? "a `\(base)`"
        if language == .objectiveC {
            return "`\(member)` is the view of \(base): using it in an initializer loads the view (`loadView`, `viewDidLoad`) before `init` returns; configure it in `viewDidLoad`"
        }
        return language == .swift
            ? "`\(member)` is the view of \(base): using it in an initializer loads the view (`loadView()`, `viewDidLoad()`) before `init` finishes; configure it in `viewDidLoad()`"
            : "`\(member)` is the view of \(base): using it in a constructor loads the view (`LoadView`, `ViewDidLoad`) before the constructor finishes; configure it in `ViewDidLoad`"
    }

    /// `member`: the table or collection view the helper uses, when it is not `view` itself.
    static func message(_ language: Language, helper: HelperMention? = nil, member: String? = nil) -> String {
        if let helper {
            if language == .objectiveC {
                return helper.calledHere(in: "an initializer") + ", uses `\(member.map { "self." + $0 } ?? "self.view")` (\(helper.location)): this loads the view (`loadView`, `viewDidLoad`) before `init` returns; call it from `viewDidLoad` instead"
            }
            return language == .swift
                ? helper.calledHere(in: "an initializer") + ", uses `\(member ?? "view")` (\(helper.location)): this loads the view (`loadView()`, `viewDidLoad()`) before `init` finishes; call it from `viewDidLoad()` instead"
                : helper.calledHere(in: "a constructor") + ", uses `\(member ?? "View")` (\(helper.location)): this loads the view (`LoadView`, `ViewDidLoad`) before the constructor finishes; call it from `ViewDidLoad` instead"
        }
        if language == .objectiveC {
            return "`self.view` is used in an initializer: this loads the view (`loadView`, `viewDidLoad`) before `init` returns; store the value and apply it in `viewDidLoad`"
        }
        return language == .swift
            ? "`view` is used in an initializer: this loads the view (`loadView()`, `viewDidLoad()`) before `init` finishes; store the value and apply it in `viewDidLoad()`"
            : "`View` is used in a constructor: this loads the view (`LoadView`, `ViewDidLoad`) before the constructor finishes; store the value and apply it in `ViewDidLoad`"
    }
}
