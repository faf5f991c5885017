import SwiftTokenizer

/// Geometry read in `loadView`/`viewDidLoad` is not final: the view has not been sized or laid out.
public struct GeometryInViewDidLoad: Rule {
    public static let description = RuleDescription(
        id: "geometry_in_view_did_load",
        summary: "`frame`/`bounds`/`center`/`safeAreaInsets` read in `loadView`/`viewDidLoad` to compute layout.",
        rationale: """
            When `viewDidLoad` runs, the view has been created but not yet resized to fit its container, and \
            no layout pass has run: frames are the storyboard's or `.zero`, safe-area insets are zero. Layout \
            computed from them (`button.layer.cornerRadius = button.frame.height / 2`, a subview sized from \
            `view.bounds`) is wrong on every device whose size differs and never updates on rotation. Use \
            Auto Layout constraints, or move frame-based layout to `viewDidLayoutSubviews()` (C# \
            `ViewDidLayoutSubviews`), which runs after every size change. A subview sized from the view's \
            bounds with an `autoresizingMask` set in the same method, or where it is made (a property's \
            initializer, a C# object initializer), follows later resizes, and is not reported (also through a \
            local rectangle changed in place first: `var frame = view.frame; frame.origin = .zero; map = \
            MKMapView(frame: frame); map.autoresizingMask = [.flexibleWidth, .flexibleHeight]`); nor is an outlet \
            framed from the view (its nib's masks or constraints size it) unless the code gives it no mask \
            (a scroll view's `contentSize` is reported all the same: masks, constraints and nibs size the frame, \
            never the content), \
            a view's own frame moved and given back to it (`var f = label.frame; f.origin.x -= 10; \
            label.frame = f`), a frame the method itself set earlier and reads back, of a view it made \
            (`header`, `self.header`, C# `this._header`) or a helper it called before made (`loadBanner()` \
            making `banner`; the read that computed the frame is the finding), a helper a rotation method also \
            runs (`willRotate(to:duration:)`, C# \
            `WillRotate`), or a helper that returns while the \
            view is in no window (`guard view.window != nil else { return }`: a view that just loaded is in none). \
            A bar's height (`tabBarController?.tabBar.frame.height`, a toolbar's frame) read there is a size \
            that is not final either. A helper of the same type that `viewDidLoad` or `loadView` calls is their \
            code (the finding is at the call and names the helper and the line), unless a layout method calls \
            it again. Not reported: a local bound to another view (`let view = otherView`), a child \
            controller's root view framed to the bounds, a table's header, footer or background view sized \
            from the bounds, a text input's accessory or input view (the keyboard gives it its width), a stack \
            view's arranged subview (`addArrangedSubview`: the stack view's constraints size it), a frame or \
            center set again in a layout method (also in a helper of the class it calls, or by a method of the \
            object handed new geometry there: `blocker.setBounds(view.bounds)`), the key window's, the \
            application's windows' or the screen's size, a view reached from the application object \
            (`UIApplication.shared.statusBarView`: it is in a window already), \
            and a C# object initializer's `Frame` (it sizes the object being made). Objective-C is read \
            narrowly: frame-era code sizes views through masks set in a custom view's initializer, nib \
            constraints and layout helpers lifelint cannot see, so only a UIKit view made in the method with a \
            frame from `self.view` (`[[UIScrollView alloc] initWithFrame:self.view.bounds]`), never given a \
            mask or constraints (Masonry, FLKAutoLayout, PureLayout), framed again, laid out later or made the \
            root view, is reported. A view made the controller's root view (`view = scroll`) is sized by UIKit \
            and not reported, in every language (C# `View = (UIView)list` too); nor is a rectangle kept in a local and given to a view that \
            one of those exemptions covers (framed again in a layout method, a table's header), a scroll view's \
            `contentSize` set again in a layout method, a helper's view put in a table's slot, or a view added \
            by an app's helper that pins it (`addSubviewWithConstraintsToEdges(map)`).
            """,
        // Objective-C is read narrowly (see `madeFromView`): a UIKit view made in the method from the
        // controller's own view's geometry, nothing else (the general reading was right 9 times in 61).
        languages: [.swift, .csharp, .objectiveC],
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class ProfileViewController: UIViewController {
                    @IBOutlet private weak var avatarButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        avatarButton.layer.cornerRadius = avatarButton.↓frame.height / 2
                        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.↓bounds.width, height: 120))
                        view.addSubview(header)
                        let inset = view.↓safeAreaInsets.top
                    }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        AvatarButton.Layer.CornerRadius = AvatarButton.↓Frame.Height / 2;
                        var header = new UIView(new CGRect(0, 0, View.↓Bounds.Width, 120));
                    }
                }
                """),
            Example(.swift, """
                final class ActivityViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.contentInset.bottom = tabBarController?.tabBar.↓frame.height ?? 0
                    }
                }
                """),
            Example(.csharp, """
                public class ActivityViewController : UITableViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var inset = NavigationController.Toolbar.↓Frame.Height;
                        TableView.ContentInset = new UIEdgeInsets(0, 0, inset, 0);
                    }
                }
                """),
            Example(.swift, """
                final class BadgeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓placeBadge()
                    }
                    private func placeBadge() {
                        badge.frame = CGRect(x: view.bounds.width - 44, y: 8, width: 36, height: 36)
                    }
                }
                """),
            Example(.csharp, """
                public class BadgeViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        ↓PlaceBadge();
                    }

                    void PlaceBadge()
                    {
                        badge.Frame = new CGRect(View.Bounds.Width - 44, 8, 36, 36);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface GalleryViewController : UIViewController
                @property (nonatomic, strong) UIScrollView *scrollView;
                @end

                @implementation GalleryViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.↓bounds];
                    [self.view addSubview:self.scrollView];
                    UIButton *close = [[UIButton alloc] initWithFrame:CGRectMake(CGRectGetWidth([[self view] ↓bounds]) - 60, 20, 44, 44)];
                    [self.view addSubview:close];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class PadViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        refreshSkin() // returns at once: a view that just loaded is in no window
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        refreshSkin()
                    }
                    func refreshSkin() {
                        guard view.window != nil else { return }
                        skin.axis = view.bounds.width > view.bounds.height ? .horizontal : .vertical
                    }
                }
                """),
            Example(.swift, """
                final class GalleryViewController: UITableViewController {
                    private var strip: UICollectionView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height - 40)
                        strip = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()) // framed again below
                        pager.contentSize = CGSize(width: 640, height: pager.frame.height) // set again below
                        let headerFrame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                        tableView.tableHeaderView = UIView(frame: headerFrame) // the table sizes its header
                        tableView.tableFooterView = makeFooter() // and its footer
                        map = UIView(frame: container.bounds)
                        container.addSubviewWithConstraintsToEdges(map) // pinned by the app's helper
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        strip.frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height - 40)
                        pager.contentSize = CGSize(width: 640, height: pager.frame.height)
                    }
                    private func makeFooter() -> UIView {
                        UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 20))
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    UICollectionView strip;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var frame = new CGRect(0, 0, 320, View.Bounds.Height - 40);
                        strip = new UICollectionView(frame, new UICollectionViewFlowLayout()); // framed again below
                    }
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        strip.Frame = new CGRect(0, 0, 320, View.Bounds.Height - 40);
                    }
                }
                """),
            Example(.swift, """
                final class ZoomViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let scroll = UIScrollView(frame: view.bounds)
                        view = scroll // the root view: UIKit sizes it
                    }
                }
                """),
            Example(.csharp, """
                public class ZoomViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var scroll = new UIScrollView(View.Bounds);
                        View = scroll; // the root view: UIKit sizes it
                    }
                }
                """),
            Example(.swift, """
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = UIView(frame: .zero)
                        header.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
                        let overlay = UIView(frame: view.bounds)
                        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        view.addSubview(overlay)
                        NSLayoutConstraint.activate([
                            header.widthAnchor.constraint(equalTo: view.widthAnchor),
                        ])
                        DispatchQueue.main.async { self.avatarButton.layer.cornerRadius = self.avatarButton.frame.height / 2 }
                        let screenWidth = UIScreen.main.bounds.width
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        avatarButton.layer.cornerRadius = avatarButton.frame.height / 2
                    }
                }
                final class PreviewViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.layoutIfNeeded() // laid out on purpose, to measure
                        preferredContentSize = CGSize(width: 320, height: footerLabel.frame.maxY + 16)
                    }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var overlay = new UIView(View.Bounds);
                        overlay.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
                        header.Frame = new CGRect(0, 0, 320, 120);
                    }

                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        AvatarButton.Layer.CornerRadius = AvatarButton.Frame.Height / 2;
                    }
                }
                """),
            Example(.swift, """
                final class GalleryViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(detail)
                        view.addSubview(detail.view)
                        detail.view.frame = view.bounds // a root view resizes with its superview
                        detail.didMove(toParent: self)
                        let header = GalleryHeader()
                        header.frame.size.width = view.bounds.width
                        tableView.tableHeaderView = header // the table sizes its header
                        badge.center = CGPoint(x: view.bounds.midX, y: 40)
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        badge.center = CGPoint(x: view.bounds.midX, y: 40)
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        AddChildViewController(detail);
                        View.AddSubview(detail.View);
                        detail.View.Frame = View.Bounds;
                        detail.DidMoveToParentViewController(this);
                    }
                }
                """),
            Example(.swift, """
                final class BadgeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        placeBadge()
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        placeBadge() // laid out again with the final size
                    }
                    private func placeBadge() {
                        badge.frame = CGRect(x: view.bounds.width - 44, y: 8, width: 36, height: 36)
                    }
                }
                """),
            Example(.csharp, """
                public class PageViewController : UIViewController
                {
                    public override void LoadView()
                    {
                        var bounds = UIApplication.SharedApplication?.GetKeyWindow()?.Bounds ?? UIScreen.MainScreen.Bounds;
                        View = new PageContainer { Frame = bounds };
                    }
                }
                """),
            Example(.csharp, """
                public class FlyoutViewController : UIViewController
                {
                    UIImageView background;

                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        background = new UIImageView { Frame = View.Bounds, ContentMode = UIViewContentMode.ScaleAspectFill };
                        View.AddSubview(background);
                    }

                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        background.Frame = View.Bounds;
                    }
                }
                """),
            Example(.objectiveC, """
                @interface GalleryViewController : UIViewController
                @property (nonatomic, strong) UIWebView *webView;
                @property (nonatomic, weak) IBOutlet UIImageView *logo;
                @end

                @implementation GalleryViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UITableView *table = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                    [table setAutoresizingMask:UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight];
                    UIView *panel = [[UIView alloc] initWithFrame:self.view.bounds];
                    [panel alignToView:self.view];
                    GalleryHeaderView *header = [[GalleryHeaderView alloc] initWithFrame:self.view.bounds];
                    self.logo.center = self.view.center; // an outlet: its nib may pin it
                    UIWebView *web = [[UIWebView alloc] initWithFrame:self.view.frame];
                    self.webView = web;
                    [self configureLayout];
                }
                - (void)configureLayout {
                    self.webView.translatesAutoresizingMaskIntoConstraints = NO;
                }
                @end
                """),
        ]
    )

    public init() {}

    static let geometry: [NameTable<Bool>] = [
        NameTable(["frame", "bounds", "center", "safeAreaInsets"].map { ($0, true) }),
        NameTable(["Frame", "Bounds", "Center", "SafeAreaInsets"].map { ($0, true) }),
        NameTable(["frame", "bounds", "center", "safeAreaInsets"].map { ($0, true) }),
    ]

    /// The method `member` sets the view up in (`viewDidLoad` or `loadView`) and its body, or nil.
    @inline(__always)
    private static func viewSetup(_ member: Member, _ context: RuleContext) -> (method: LifecycleMethod, body: Range<Int>)? {
        guard let method = context.lifecycleMethod(of: member), method == .viewDidLoad || method == .loadView,
              let body = member.body else { return nil }
        return (method, body)
    }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        // Objective-C reports only views made with `initWithFrame:` (see `madeFromView`): a file making none is done.
        if s.language == .objectiveC && !Self.makesFramedView(in: 0 ..< s.tokens.count, context) { return }
        for type in context.candidateNames {
            // A class and its extensions in this file: one set of helpers and layout methods, gathered for
            // a type that has a `viewDidLoad` or `loadView` (most have neither: an array made for nothing).
            let declarations = context.declarations(of: type)
            guard declarations.contains(where: { context.members(of: $0).contains { Self.viewSetup($0, context) != nil } })
            else { continue }
            let allMembers = context.allMembers(of: type, declarations: declarations)
            var calledInLayout: Set<String>? = nil
            // Made at the first read that asks (most types read no geometry that gets that far).
            var laidOutLater = LaidOutLater()
            for member in allMembers {
                guard let (method, body) = Self.viewSetup(member, context) else { continue }
                // The views the method and the type's own helpers it calls make, a helper's at the call that leads
                // to it (`loadBanner()` making `banner`): a frame read after that is the one given there. Found at
                // the first read that asks (most bodies read no geometry).
                let helperCalls = context.helpers(calledFrom: member, in: type)
                var made = MadeViews(calls: helperCalls, method: body)
                for read in geometryReads(in: body, of: type, member: member, allMembers: allMembers, laidOutLater: &laidOutLater,
                                          made: &made, context) {
                    findings.append(context.finding(
                        Self.description.id, at: read.token, message: Self.message(read.text, method, s.language),
                        controllerType: type.name, requirements: read.requirements))
                }
                // A helper's geometry is the method's, unless a layout method calls the helper again.
                for call in helperCalls {
                    if calledInLayout == nil { calledInLayout = helpersCalledInLayoutMethods(allMembers, type, context) }
                    // A helper whose result fills a table's slot (`tableView.tableHeaderView = makeHeader()`) is sized by the table.
                    if let target = assignedSubview(call.callToken, in: body, context),
                       BodyLayout.tableSlots.contains(where: { target.hasSuffix($0) }) { continue }
                    guard !calledInLayout!.contains(call.called.name), !calledInLayout!.contains(call.helper.name),
                          let helperBody = call.helper.body,
                          let read = geometryReads(in: helperBody, of: type, member: call.helper, allMembers: allMembers,
                                                   laidOutLater: &laidOutLater, made: &made, before: call.callToken,
                                                   context).first,
                          !Self.returnsWithoutWindow(helperBody.lowerBound ..< read.token, context) else { continue }
                    findings.append(context.finding(
                        Self.description.id, at: call.callToken,
                        message: Self.message(read.text, method, s.language,
                                              helper: call.mention(line: context.line(ofToken: read.token))),
                        controllerType: type.name, requirements: read.requirements))
                }
            }
        }
    }

    /// Whether the code in `range` (a helper's, before its read) returns when the view has no window:
    /// `guard let window = view.window else { return }`, `guard view.window != nil else`, `if view.window
    /// == nil { return }`, C# `if (View.Window == null) return;`. A view that just loaded is in no window,
    /// so from `viewDidLoad` the read after it never runs.
    static func returnsWithoutWindow(_ range: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let view: StaticString = s.language == .csharp ? "View" : "view"
        let window: StaticString = s.language == .csharp ? "Window" : "window"
        var depth = 0
        var j = range.lowerBound
        while j < range.upperBound {
            switch s.kind(j) {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            default: break
            }
            // A statement of the helper's own level that tests the view's window.
            if depth == 0, s.keyword(j) == .guard || s.keyword(j) == .if {
                let isGuard = s.keyword(j) == .guard
                var k = j + 1
                var testsWindow = false
                while k < range.upperBound && s.kind(k) != .leftBrace && s.keyword(k) != .else && s.kind(k) != .semicolon {
                    if s.token(k, is: window), s.kind(k - 1) == .period, s.token(k - 2, is: view) {
                        // `if`: only a test that the window is missing (`== nil`, `== null`).
                        testsWindow = isGuard || (s.isOperator(k + 1, "==") && (s.keyword(k + 2) == .nilLiteral))
                    }
                    k += 1
                }
                if testsWindow {
                    // The guard's `else`, or the `if`'s body (after a C# condition's parentheses), returns.
                    var m = isGuard ? k + 1 : s.kind(j + 1) == .leftParen ? context.partner(j + 1) + 1 : k
                    if s.kind(m) == .leftBrace { m += 1 }
                    if s.keyword(m) == .return { return true }
                }
            }
            j += 1
        }
        return false
    }

    /// The geometry a body reads to lay out before the view has its final size, one per statement.
    private func geometryReads(in body: Range<Int>, of type: TypeDecl, member: Member, allMembers: [Member],
                               laidOutLater lazyLaidOut: inout LaidOutLater, made: inout MadeViews, before anchor: Int? = nil,
                               _ context: RuleContext)
        -> [(token: Int, text: String, requirements: [Requirement])] {
        let s = context.source
        if s.language == .objectiveC && !Self.makesFramedView(in: body, context) { return [] }
        let geometry = Self.geometry[Int(s.language.rawValue)]
        let closures = context.closureRanges(in: body)
        // After `view.layoutIfNeeded()` the frames are laid out: measuring then is the point.
        let laidOut = body.first { j in
            s.kind(j) == .identifier && context.isCall(j) && !context.isInside(j, closures)
                && (s.token(j, is: "layoutIfNeeded") || s.token(j, is: "LayoutIfNeeded"))
        } ?? body.upperBound
        var result: [(token: Int, text: String, requirements: [Requirement])] = []
        var reportedStatements: Set<Int> = []
        var layout: BodyLayout? = nil // what the body does to its views, read once at its first geometry
        for j in body where s.kind(j) == .identifier && s.kind(j - 1) == .period && j < laidOut {
            // Cheap tests first: most geometry in a body is written (`x.frame = …`), not read.
            guard geometry.contains(j, in: s), isRead(j, context), !context.isInside(j, closures) else { continue }
            guard let receiver = context.receiver(of: j), !isScreen(receiver.text), !isTypeName(receiver.text) else { continue }
            // `frame = badge.Frame; frame.X -= 10; badge.Frame = frame;`: the view's own frame, moved or
            // resized and given back to it, computes no size from another view (its own reads stay reported).
            if givesFrameBack(j, receiver: receiver, in: body, context) { continue }
            if layout == nil { layout = BodyLayout(body, helpers: allMembers, context) }
            // A view's layer has the view's geometry: `badge.layer.bounds` is `badge`'s.
            var own = context.withoutSelf(receiver.text)
            for layer in [".layer", ".Layer"] where own.hasSuffix(layer) { own.removeLast(layer.count) }
            guard !layout!.createdEarlier(own, before: j) else { continue }
            // A local (`let view = findInPageView`) is some other view, sized where it was made.
            if receiver.start == j - 2, context.isLocal(at: receiver.start, in: member) { continue }
            // Objective-C: only a UIKit view made here from the controller's own view (see `madeFromView`).
            if s.language == .objectiveC && !madeFromView(j, receiver: receiver.text, in: body, layout: layout!,
                                                          laidOutLater: lazyLaidOut.names(allMembers, type, self, context),
                                                          members: allMembers, context) { continue }
            // A scroll view's content size is only ever what code sets: no mask, constraint or nib follows
            // the view for it (a layout method setting it again still does).
            let content = setsContentSize(j, in: body, context)
            guard !buildsConstraint(j, in: body, context) else { continue }
            let laidOutLater = lazyLaidOut.names(allMembers, type, self, context)
            guard
                  content ? !laidOutLater.contains(assignedSubview(j, in: body, context) ?? "")
                          : !followsResizes(j, in: body, laidOutLater: laidOutLater, layout: layout!, context),
                  !framedEarlier(receiver.text, before: j, in: body, context) else { continue }
            // Made by a helper called before (`loadBanner()` making `banner`), at that call (see `check`): last,
            // as the helpers' views are found at the first read that gets here.
            if made.contains(own, before: anchor ?? j, context) { continue }
            // A helper in another file may still pin the subview this frame goes to.
            var requirements: [Requirement] = []
            if !content, let subview = assignedSubview(j, in: body, context) {
                // A rectangle kept in a local (`frame.Width = View.Frame.Width`) sizes the view it is given to.
                let sized = viewReceiving(rectangle: subview, after: j, in: body, member: member, context) ?? subview
                // Not a view this method gives no mask (`addPhoto.AutoresizingMask = UIViewAutoresizing.None`).
                if !layout!.unpinned.contains(sized) {
                    requirements.append(.absent(PinnedViews.self, sized, in: type.name))
                }
            }
            // One finding per statement: `CGRect(x: 0, y: 0, width: v.bounds.width, height: v.bounds.height)` is one mistake.
            guard reportedStatements.insert(context.statementStart(of: j, within: body)).inserted else { continue }
            result.append((j, Self.spelling(receiver, before: j, context) + "." + s.text(j), requirements))
        }
        return result
    }

    /// How a message writes the receiver of the member at `j`: its path without `self.`, or a
    /// parenthesized expression as written (`(host?.view ?? view)`; its path would read `()`).
    private static func spelling(_ receiver: (start: Int, text: String), before j: Int, _ context: RuleContext) -> String {
        let s = context.source
        guard s.kind(receiver.start) == .leftParen else { return context.withoutSelf(receiver.text) }
        var last = j - 2 // before the `.`, and before a `?` or `!` there
        if s.isOperator(last, "?") || s.isOperator(last, "!") { last -= 1 }
        guard last >= receiver.start else { return context.withoutSelf(receiver.text) }
        let bytes = s.bytes[Int(s.tokens[receiver.start].offset) ..< s.tokens[last].end]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// Whether the statement holding `j` sets a content size (`scroll.contentSize = …`, C#
    /// `scroll.ContentSize = …`).
    private func setsContentSize(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = context.statementStart(of: j, within: body)
        while k < j && (s.kind(k) == .identifier || s.kind(k) == .period || s.isOperator(k, "?") || s.isOperator(k, "!")
                        || s.keyword(k) == .selfReference) {
            if s.kind(k - 1) == .period && (s.token(k, is: "contentSize") || s.token(k, is: "ContentSize")) { return s.isOperator(k + 1, "=") }
            k += 1
        }
        return false
    }

    /// Whether the read at `j` is a whole statement `[var] local = x.frame` whose local is later given
    /// back to the same view (`x.frame = local`, also in a chain `x.Frame = y.Frame = local`) before the
    /// local is replaced: a nudge of the view's own frame.
    private func givesFrameBack(_ j: Int, receiver: (start: Int, text: String), in body: Range<Int>,
                                _ context: RuleContext) -> Bool {
        let s = context.source
        let local = receiver.start - 2
        guard s.isOperator(receiver.start - 1, "="), s.kind(local) == .identifier, s.kind(local - 1) != .period,
              context.statementStart(of: local, within: body) >= local - 2,
              context.endsStatement(at: j) else { return false }
        let view = context.withoutSelf(receiver.text)
        var k = j + 1
        while k < body.upperBound && k < j + 400 {
            defer { k += 1 }
            guard s.kind(k) == .identifier, s.sameName(k, local), s.kind(k - 1) != .period else { continue }
            // Replaced whole (`frame = other.Frame`): the nudge, if any, is over.
            if s.isOperator(k + 1, "=") { return false }
            // `… = local` ending the statement: its targets, right to left.
            guard s.isOperator(k - 1, "="), context.endsStatement(at: k) else { continue }
            var equals = k - 1
            while s.isOperator(equals, "="), s.kind(equals - 1) == .identifier, Self.sizing.contains(equals - 1, in: s),
                  s.token(equals - 1, isText: s.text(j)), let target = context.receiver(of: equals - 1) {
                if context.withoutSelf(target.text) == view { return true }
                equals = target.start - 1
            }
        }
        return false
    }

    /// When `path` is a local rectangle or one of its parts (`frame`, `frame.Width`), the view the local
    /// is next given to after `j` (`badge.Frame = frame`); nil otherwise.
    private func viewReceiving(rectangle path: String, after j: Int, in body: Range<Int>, member: Member,
                               _ context: RuleContext) -> String? {
        let s = context.source
        let local = path.split(separator: ".").first.map(String.init) ?? path
        var k = j + 1
        while k < body.upperBound && k < j + 400 {
            defer { k += 1 }
            guard s.kind(k) == .identifier, s.token(k, isText: local), s.kind(k - 1) != .period, s.isOperator(k - 1, "="),
                  context.endsStatement(at: k) else { continue }
            guard context.isLocal(at: k, in: member) else { return nil }
            let target = k - 2
            guard s.kind(target) == .identifier, Self.sizing.contains(target, in: s),
                  let receiver = context.receiver(of: target) else { return nil }
            return context.withoutSelf(receiver.text)
        }
        return nil
    }

    /// Whether the method itself gave `view` a frame before `j` (`container.Frame = frame;` … `container.Frame.Width`):
    /// the read gets back the method's own value, and the mistake, if any, is where that value was computed.
    private func framedEarlier(_ view: String, before j: Int, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let name = context.withoutSelf(view)
        let start = context.statementStart(of: j, within: body)
        for k in body.lowerBound ..< start where s.kind(k) == .identifier && s.isOperator(k + 1, "=")
            && (s.token(k, is: "frame") || s.token(k, is: "Frame")) {
            guard let receiver = context.receiver(of: k), context.withoutSelf(receiver.text) == name else { continue }
            // Not the view's own frame nudged and given back (`f = v.Frame; f.X -= 10; v.Frame = f;`): that is
            // still the nib's frame, not one the method computed.
            if !nudgedBack(k, view: name, in: body, context) { return true }
        }
        return false
    }

    /// Whether the frame written at `k` (`v.Frame = f`) is a local first read from `v`'s own frame.
    private func nudgedBack(_ k: Int, view: String, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let local = k + 2
        guard s.kind(local) == .identifier, context.endsStatement(at: local) else { return false }
        var m = k - 1
        while m > max(body.lowerBound, k - 400) {
            defer { m -= 1 }
            guard s.kind(m) == .identifier, s.sameName(m, local), s.isOperator(m + 1, "="), s.kind(m - 1) != .period else { continue }
            // `f = v.Frame;` (also `var f = …`): the local's value is the view's own frame.
            let read = m + 2
            guard let end = (read ..< k).first(where: { context.endsStatement(at: $0) }), s.kind(end) == .identifier,
                  s.token(end, is: "frame") || s.token(end, is: "Frame"), let receiver = context.receiver(of: end) else { return false }
            return context.withoutSelf(receiver.text) == view
        }
        return false
    }

    /// Methods UIKit calls again on rotation before iOS 8 (`willRotate(to:duration:)`, C# `WillRotate`,
    /// Objective-C `willRotateToInterfaceOrientation:duration:`): a helper they call is laid out again.
    static let rotationMethods = NameTable([
        "willRotate", "willAnimateRotation", "didRotate", "WillRotate", "WillAnimateRotation", "DidRotate",
        "willRotateToInterfaceOrientation", "willAnimateRotationToInterfaceOrientation", "didRotateFromInterfaceOrientation",
    ].map { ($0, true) })

    /// The names of the type's methods that its layout methods call (`layoutBadge()` from
    /// `viewDidLayoutSubviews`): their geometry is laid out again.
    private func helpersCalledInLayoutMethods(_ members: [Member], _ type: TypeDecl, _ context: RuleContext) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            let relaidOut = context.lifecycleMethod(of: member).map {
                [.viewDidLayoutSubviews, .viewWillLayoutSubviews, .viewWillTransition, .traitCollectionDidChange].contains($0)
            } ?? Self.rotationMethods.contains(member.nameToken, in: context.source)
            guard relaidOut else { continue }
            for call in context.helpers(calledFrom: member, in: type) { names.insert(call.helper.name) }
        }
        return names
    }

    /// Subviews whose frame a layout method sets (`collectionView.frame = view.bounds` in
    /// `viewDidLayoutSubviews`): an initial frame in `viewDidLoad` is replaced before it is seen.
    /// Properties whose initializer makes their view follow resizes (`lazy var content: UIView = { let v =
    /// UIView(); v.autoresizingMask = [.flexibleWidth, .flexibleHeight]; return v }()`, C# `UIView content =
    /// new UIView { AutoresizingMask = … };`): framed from the view's bounds, they follow every later resize.
    fileprivate func propertiesPinnedWhereMade(_ members: [Member], _ type: TypeDecl, _ context: RuleContext) -> Set<String> {
        let s = context.source
        var names: Set<String> = []
        for (k, member) in members.enumerated() where member.kind == .property && member.body == nil {
            let end = min(k + 1 < members.count && members[k + 1].declarationStart > member.nameToken
                              ? members[k + 1].declarationStart : type.body.upperBound, type.body.upperBound)
            // The initializer: from the `=` after the name to the next member (or the C# `;`).
            var j = member.nameToken + 1
            while j < end && !s.isOperator(j, "=") && s.kind(j) != .semicolon && s.kind(j) != .leftBrace {
                if s.kind(j) == .leftParen || s.kind(j) == .leftBracket { j = context.partner(j) }
                j += 1
            }
            guard j < end, s.isOperator(j, "=") else { continue }
            // C#'s object initializer sets the mask without naming the view (`new UIView { AutoresizingMask = … }`).
            let setsMask = (j ..< end).contains { m in
                s.language == .csharp && s.token(m, is: "AutoresizingMask") && s.isOperator(m + 1, "=") && s.kind(m - 1) != .period
            }
            if setsMask || !PinnedViews.pinned(in: j ..< end, context).isEmpty { names.insert(member.name) }
        }
        return names
    }

    fileprivate func framesSetInLayoutMethods(_ members: [Member], _ type: TypeDecl, _ context: RuleContext) -> Set<String> {
        let s = context.source
        var names: Set<String> = []
        for member in members {
            guard let method = context.lifecycleMethod(of: member),
                  method == .viewDidLayoutSubviews || method == .viewWillLayoutSubviews, let layoutBody = member.body
            else { continue }
            // The layout method and the helpers of the type it calls (`relayout()`).
            let bodies = [layoutBody] + context.helpers(calledFrom: member, in: type).compactMap(\.helper.body)
            for body in bodies {
                for j in body where s.kind(j) == .identifier && s.kind(j - 1) == .period && Self.sizing.contains(j, in: s) {
                    if s.isOperator(j + 1, "="), let receiver = context.receiver(of: j) {
                        names.insert(context.withoutSelf(receiver.text))
                    }
                }
                for call in context.callNames(in: body) {
                    let k = Int(call)
                    guard s.kind(k - 1) == .period else { continue }
                    // Objective-C's `[badge setFrame:…]`, read as `badge.setFrame(…)`.
                    if s.language == .objectiveC && Self.setters.contains(k, in: s) {
                        if let receiver = context.receiver(of: k) { names.insert(context.withoutSelf(receiver.text)) }
                        continue
                    }
                    // A call on the view, a statement of its own, handing it geometry (`blocker.setBounds(view.frame)`,
                    // `splash.layoutChanged(view.bounds)`): the view is laid out again there.
                    let close = context.partner(k + 1)
                    guard s.kind(k + 1) == .leftParen, close > k + 1,
                          (k + 2 ..< close).contains(where: { s.kind($0) == .identifier && s.kind($0 - 1) == .period
                              && Self.sizing.contains($0, in: s) }),
                          context.endsStatement(at: close), let receiver = context.receiver(of: k),
                          context.statementStart(of: receiver.start, within: body) == receiver.start else { continue }
                    names.insert(context.withoutSelf(receiver.text))
                }
            }
        }
        return names
    }

    /// Objective-C is read narrowly: frame-era code positions its views through autoresizing masks set
    /// in a custom view's own initializer, nib constraints and layout helpers (FLKAutoLayout's
    /// `alignToView:`) that the rule cannot see, and 52 of 61 findings of the general reading were
    /// wrong on real apps. What stays is the pattern those apps got wrong: a UIKit view made in this
    /// method with a frame computed from the controller's own view (`[[UIScrollView alloc]
    /// initWithFrame:self.view.bounds]`), never pinned, framed again, laid out later or made the root view.
    private func madeFromView(_ j: Int, receiver: String, in body: Range<Int>, layout: BodyLayout,
                              laidOutLater: Set<String>, members: [Member], _ context: RuleContext) -> Bool {
        let s = context.source
        guard context.withoutSelf(receiver) == "view" else { return false }
        // `x = [[UIButton alloc] initWithFrame:…]`, read as `x = UIButton.alloc().initWithFrame(…)`, the read inside.
        let start = context.statementStart(of: j, within: body)
        guard let equals = (start ..< j).first(where: { s.isOperator($0, "=") }), s.kind(equals - 1) == .identifier,
              s.kind(equals + 1) == .identifier, s.token(equals + 3, is: "alloc"), s.token(equals + 7, is: "initWithFrame"),
              s.kind(equals + 8) == .leftParen, context.partner(equals + 8) > j else { return false }
        let made = s.text(equals + 1)
        guard made.hasPrefix("UI") || made.hasPrefix("WK") || made.hasPrefix("MK") else { return false }
        let name = s.text(equals - 1)
        // The view under its other names: a local kept in a property (`self.webView = webView`).
        var names: Set<String> = [RuleContext.propertyPath(name)]
        for m in j ..< body.upperBound where s.isOperator(m, "=") && s.token(m + 1, isText: name) && s.kind(m + 2) == .semicolon
            && s.kind(m - 1) == .identifier {
            names.insert(RuleContext.propertyPath(s.text(m - 1)))
        }
        if !laidOutLater.isDisjoint(with: names) || !layout.pinned.isDisjoint(with: names) || layout.slotted.contains(name)
            || !layout.roots.isDisjoint(with: names) || layout.framed.contains(where: { $0.token > j && names.contains($0.name) }) {
            return false
        }
        return !pinnedAnywhere(names, in: members, context)
    }

    /// Whether any method of the type pins one of `names` (a sibling helper's constraints:
    /// `configureLayout` after `configureWebView`).
    private func pinnedAnywhere(_ names: Set<String>, in members: [Member], _ context: RuleContext) -> Bool {
        members.contains { member in
            context.bodies(of: member).contains { body in
                PinnedViews.pinned(in: body, context).contains { names.contains(RuleContext.propertyPath($0)) }
            }
        }
    }

    /// Whether `range` sends `initWithFrame:`, the only way Objective-C's reading reports a view.
    private static func makesFramedView(in range: Range<Int>, _ context: RuleContext) -> Bool {
        context.callNames(in: range).contains { context.source.token(Int($0), is: "initWithFrame") }
    }

    /// Objective-C's geometry setters: `[badge setFrame:r]` sizes `badge` as `badge.frame = r` does.
    static let setters = NameTable(["setFrame", "setBounds", "setCenter"].map { ($0, true) })

    /// `UITextAlignment.Center`, `UIControlContentVerticalAlignment.Center`: an enum case, not geometry.
    private func isTypeName(_ receiver: String) -> Bool {
        // The last component's bytes (no list of the components, nor a string of the last, made).
        let utf8 = receiver.utf8
        let last = utf8[(utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex)...]
        return Self.typeNameEndings.contains { last.hasSuffix(bytesOf: $0) }
    }

    private static let typeNameEndings = ["Alignment", "Position", "Mode", "Style", "Distribution", "Kind", "Type", "Options", "Gravity"]

    /// The screen or the window: not a size that changes with this controller's layout. (A bar's
    /// height is: `tabBarController?.tabBar.frame.height` read in `viewDidLoad` is not final until
    /// layout, so it is a finding here, and the container access also `container_access_in_view_did_load`'s.)
    private func isScreen(_ receiver: String) -> Bool {
        // The receiver's bytes in ASCII lower case without `?` and `!`, in temporary memory (two strings
        // were made for each receiver; the names compared are ASCII).
        let utf8 = receiver.utf8
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { room in
            var n = 0
            for byte in utf8 where byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
                room[n] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                n += 1
            }
            // `UIApplication.SharedApplication?.GetKeyWindow()?.Bounds`: the call's result is the window.
            while n >= 2 && room[n - 2] == UInt8(ascii: "(") && room[n - 1] == UInt8(ascii: ")") { n -= 2 }
            let lower = UnsafeBufferPointer(rebasing: room[..<n])
            // The application's windows (`UIApplication.shared.windows.first`, C# `Windows[0]`) are on screen
            // too, and so is whatever is reached from the application (`UIApplication.shared.statusBarView`,
            // a view kept in its key window).
            return lower.contains(bytesOf: "uiscreen") || lower.hasSuffix(bytesOf: "screen") || lower.hasSuffix(bytesOf: "window")
                || lower.contains(bytesOf: ".windows") || lower.contains(bytesOf: "uiapplication")
        }
    }

    /// A read, not the target of an assignment: `x.frame = …` and `x.frame.size.width = …` write.
    private func isRead(_ j: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = j + 1
        while s.kind(k) == .period && s.kind(k + 1) == .identifier { k += 2 }
        if s.kind(k) == .operator {
            let assignment = s.token(k, is: "=") || s.token(k, is: "+=") || s.token(k, is: "-=")
                || s.token(k, is: "*=") || s.token(k, is: "/=")
            return !assignment
        }
        return true
    }

    /// Inside a constraint-building call (`constraint(equalToConstant:)`, `NSLayoutConstraint.activate`,
    /// `snp.makeConstraints`), or an operand of a layout DSL's `==`/`<=`/`>=` outside a condition.
    private func buildsConstraint(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = j - 1
        var depth = 0
        while k >= body.lowerBound {
            switch s.kind(k) {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket:
                if depth == 0, s.kind(k) == .leftParen, s.kind(k - 1) == .identifier {
                    let name = s.text(k - 1).lowercased()
                    if name.utf8.contains(bytesOf: "constraint") || name.utf8.contains(bytesOf: "anchor") || name.hasPrefix("activate")
                        || name.hasPrefix("equalto") || name.hasPrefix("lessthan") || name.hasPrefix("greaterthan") {
                        return true
                    }
                }
                if depth > 0 { depth -= 1 }
            case .leftBrace, .rightBrace, .semicolon:
                k = body.lowerBound
            default:
                break
            }
            k -= 1
        }
        let start = context.statementStart(of: j, within: body)
        let first = s.keyword(start)
        if first == .if || first == .guard || first == .while || first == .return { return false }
        var m = start
        while m < body.upperBound && m < j + 40 {
            if m != start && context.statementStart(of: m, within: body) != start { break }
            if s.isOperator(m, "==") || s.isOperator(m, "<=") || s.isOperator(m, ">=") { return true }
            m += 1
        }
        return false
    }

    /// `x.frame = view.bounds` or `let x = UIView(frame: view.bounds)` where `x` follows later resizes:
    /// an `autoresizingMask` or constraints set in the same method, or a frame set again in a layout method.
    /// The subview a statement sizes: `x` in `x.frame = …`, `x = UIView(frame: …)`, `let x = UIView(frame: …)`.
    private func assignedSubview(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> String? {
        let s = context.source
        var start = context.statementStart(of: j, within: body)
        // In a C# object initializer, the member assignment holding `j`, whatever comes before it
        // (`new UITableView { AutoresizingMask = …, Frame = … }`).
        let initializer = s.language == .csharp && s.kind(start - 1) == .leftBrace ? start - 1 : nil
        if initializer != nil {
            var m = start
            while m < j {
                if s.kind(m) == .comma { start = m + 1 }
                if [.leftParen, .leftBracket, .leftBrace].contains(s.kind(m)) { m = max(m + 1, context.partner(m)) }
                m += 1
            }
        }
        var k = start
        if s.keyword(k) == .let || s.keyword(k) == .var { k += 1 }
        if s.language == .csharp && s.kind(k) == .identifier && s.kind(k + 1) == .identifier { k += 1 }
        var name = ""
        var beforeGeometry: String? = nil // the path up to its first `.frame`/`.bounds`/`.center`
        // `x.frame = `, `x?.frame.size.width = `: the path up to the geometry, optional marks skipped.
        while k < j && (s.kind(k) == .identifier || s.kind(k) == .period || s.isOperator(k, "?") || s.isOperator(k, "!")) {
            if beforeGeometry == nil && s.kind(k) == .period && s.kind(k + 1) == .identifier && Self.sizing.contains(k + 1, in: s) {
                beforeGeometry = name
            }
            if s.kind(k) != .operator { name += s.text(k) }
            k += 1
        }
        // Objective-C's `[badge setFrame:CGRectMake(…)]`, read as `badge.setFrame(…)`, sizes `badge`.
        if s.language == .objectiveC, k < j, s.kind(k) == .leftParen, k >= start + 2, Self.setters.contains(k - 1, in: s),
           let receiver = context.receiver(of: k - 1) {
            return context.withoutSelf(receiver.text)
        }
        guard k < j, s.isOperator(k, "="), !name.isEmpty else { return nil }
        // C#'s object initializer: `_image = new UIImageView { Frame = View.Bounds }` sizes `_image`.
        if ["Frame", "Bounds", "Center"].contains(name), let initializer {
            var m = initializer - 1
            while m > max(body.lowerBound, initializer - 11) && !s.isOperator(m, "=") { m -= 1 }
            if s.isOperator(m, "="), s.kind(m - 1) == .identifier { return context.withoutSelf(s.text(m - 1)) }
        }
        return context.withoutSelf(beforeGeometry ?? name)
    }

    /// The object whose method the statement at `j` calls with the read among its arguments:
    /// `splash` for `splash.create(view, view.frame)` (also `self.splash`).
    private func viewHandedGeometry(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> String? {
        let s = context.source
        var k = context.statementStart(of: j, within: body)
        if s.keyword(k) == .selfReference && s.kind(k + 1) == .period { k += 2 }
        guard s.kind(k) == .identifier, s.kind(k + 1) == .period, s.kind(k + 2) == .identifier, s.kind(k + 3) == .leftParen,
              k + 3 < j, context.partner(k + 3) > j else { return nil }
        return s.text(k)
    }

    /// When the statement at `j` declares the local `name` (`let frame = CGRect(…)`, C# `var frame = …`),
    /// the view the next statement using it sizes with it; else nil.
    private func viewGiven(local name: String, declaredAt j: Int, in body: Range<Int>, _ context: RuleContext) -> String? {
        let s = context.source
        guard !name.contains(".") else { return nil }
        let start = context.statementStart(of: j, within: body)
        guard s.keyword(start) == .let || s.keyword(start) == .var
                || (s.language == .csharp && s.kind(start) == .identifier && s.kind(start + 1) == .identifier) else { return nil }
        var k = j + 1
        var changed: Int? = nil // the start of the last statement that changed the rectangle in place
        while k < body.upperBound {
            if s.kind(k) == .identifier && s.token(k, isText: name) && s.kind(k - 1) != .period && !s.isOperator(k + 1, "=") {
                let next = context.statementStart(of: k, within: body)
                if next == changed { k += 1; continue }
                // `frame.origin = .zero`, C# `frame.X = 0;`, `frame.Y += 10f;`: the rectangle changed in
                // place, not yet given to a view: the view is the one a later statement gives it to.
                if next == k && changesInPlace(k, context) {
                    changed = k
                    k += 1
                    continue
                }
                guard next != start, let target = assignedSubview(k, in: body, context), target != name else { return nil }
                return target
            }
            k += 1
        }
        return nil
    }

    /// Whether the statement starting at the local `k` writes a field of it (`frame.origin = …`,
    /// `frame.size.height -= 20`).
    private func changesInPlace(_ k: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        var m = k + 1
        while s.kind(m) == .period && s.kind(m + 1) == .identifier { m += 2 }
        return m > k + 1 && ["=", "+=", "-=", "*=", "/="].contains { s.isOperator(m, $0) }
    }

    /// The members that size a view when written: `x.frame = …`, `x.Bounds = …`.
    static let sizing = NameTable(["frame", "bounds", "center", "contentSize", "Frame", "Bounds", "Center", "ContentSize"].map { ($0, true) })

    private func followsResizes(_ j: Int, in body: Range<Int>, laidOutLater: Set<String>, layout: BodyLayout,
                                _ context: RuleContext) -> Bool {
        // Handed to a view's method (`splash.create(view, view.frame)`) that a layout method calls again
        // with fresh geometry (`splash.layoutChanged(view.bounds)`).
        if let handed = viewHandedGeometry(j, in: body, context), laidOutLater.contains(handed) { return true }
        guard let subview = assignedSubview(j, in: body, context) else { return false }
        // A local rectangle (`let frame = CGRect(… view.bounds …)`) sizes the view it is given to next
        // (`list = UICollectionView(frame: frame, …)`, `tableView.tableHeaderView = UIView(frame: frame)`).
        let given = viewGiven(local: subview, declaredAt: j, in: body, context)
        return [subview, given].contains { name in
            guard let name else { return false }
            if laidOutLater.contains(name) { return true }
            // A child controller's root view follows its superview (flexible width and height by default);
            // a table's header or footer, a table's or collection's background view, is sized by its owner.
            if name.hasSuffix(".view") || name.hasSuffix(".View") { return true }
            if BodyLayout.tableSlots.contains(where: { name.hasSuffix($0) }) { return true }
            return layout.slotted.contains(name) || layout.pinned.contains(name) || layout.roots.contains(name)
        }
    }


    // MARK: - Messages

    static func message(_ expression: String, _ method: LifecycleMethod, _ language: Language,
                        helper: HelperMention? = nil) -> String {
        let layout = LifecycleMethod.viewDidLayoutSubviews.displayName(in: language)
        if let helper {
            return helper.calledHere(in: "`\(method.displayName(in: language))`") + ", reads `\(expression)` (\(helper.location)) "
                + "before the view has its final size; use Auto Layout constraints, or call it from `\(layout)`"
        }
        return "`\(expression)` is read in `\(method.displayName(in: language))`, before the view has its final size; "
            + "use Auto Layout constraints, or move this layout to `\(layout)`"
    }
}

/// The views a type's layout methods frame again (see `framesSetInLayoutMethods`) or its properties'
/// initializers pin (`propertiesPinnedWhereMade`): found at the first read that asks.
private struct LaidOutLater {
    private var names: Set<String>? = nil

    mutating func names(_ members: [Member], _ type: TypeDecl, _ rule: GeometryInViewDidLoad, _ context: RuleContext) -> Set<String> {
        if let names { return names }
        let found = rule.framesSetInLayoutMethods(members, type, context).union(rule.propertiesPinnedWhereMade(members, type, context))
        names = found
        return found
    }
}

/// The views a view-setup method makes, and those its helpers make, each at the call in the method that
/// leads to the helper (`loadBanner()` making `banner`): found at the first read that asks.
private struct MadeViews {
    let calls: [HelperCall]
    /// The method's body.
    let method: Range<Int>
    private var views: [(name: String, token: Int)]? = nil

    init(calls: [HelperCall], method: Range<Int>) {
        self.calls = calls
        self.method = method
    }

    /// Whether `name` is made before the token `limit` of the method.
    mutating func contains(_ name: String, before limit: Int, _ context: RuleContext) -> Bool {
        if views == nil {
            var found: [(name: String, token: Int)] = []
            for call in calls {
                guard let body = call.helper.body else { continue }
                for view in BodyLayout.constructions(in: body, context) { found.append((view.name, call.callToken)) }
            }
            found += BodyLayout.constructions(in: method, context)
            views = found
        }
        return views!.contains { $0.name == name && $0.token < limit }
    }
}

/// What a `viewDidLoad`/`loadView` body does to its views, read in one pass the first time the body
/// reads geometry (each read asks it; reading the body again per read made long methods quadratic).
private struct BodyLayout {
    /// Slots whose view the owner sizes: a table's or collection's header, footer and background, and a
    /// text input's accessory and input views (the keyboard gives them its width).
    static let tableSlots = ["tableHeaderView", "tableFooterView", "backgroundView", "TableHeaderView", "TableFooterView",
                             "BackgroundView", "inputAccessoryView", "inputView", "InputAccessoryView", "InputView"]
    /// A stack view's methods taking an arranged subview, which the stack view sizes with its constraints.
    static let arrangingCalls = NameTable(["addArrangedSubview", "insertArrangedSubview", "AddArrangedSubview",
                                           "InsertArrangedSubview"].map { ($0, true) })

    /// Views made to follow later resizes here or in the type's helpers this body calls
    /// (`overlay.autoresizingMask = …`, `setUpConstraints()`).
    var pinned: Set<String> = []
    /// Views given no mask here (`x.autoresizingMask = []`): they keep the frame they are given.
    var unpinned: [String] = []
    /// Views put in a table's slot (`tableView.tableHeaderView = header`).
    var slotted: Set<String> = []
    /// Views constructed here (`header = UIView(frame: …)`), by name, with where.
    private var constructed: [(name: String, token: Int)] = []
    /// Objective-C: views framed here (`x.frame = …`, `[x setFrame:…]`, bounds and center too), by name
    /// without `self.`/`_`, with where.
    var framed: [(name: String, token: Int)] = []
    /// Views made the controller's root view (`view = x`, `self.view = x`, `[self setView:x]`).
    var roots: Set<String> = []

    /// The context is borrowed (an initializer's arguments are owned: the caller copied it, see `LoadViewFacts`).
    init(_ body: Range<Int>, helpers: [Member], _ context: borrowing RuleContext) {
        let s = context.source
        /// The view named at `k` (`header`, `self.header`), without `self.`.
        func viewName(at k: Int) -> String? {
            if s.keyword(k) == .selfReference && s.kind(k + 1) == .period && s.kind(k + 2) == .identifier { return s.text(k + 2) }
            return s.kind(k) == .identifier && s.keyword(k) == .none ? s.text(k) : nil
        }
        for m in body where s.kind(m) == .identifier && s.isOperator(m + 1, "=") {
            if Self.tableSlots.contains(where: { s.token(m, isText: $0) }), let name = viewName(at: m + 2) {
                slotted.insert(name)
            }
        }
        // `= UIView(`, `= new UIView(`, `= UILabel.init(`: a construction, not a copy of another view.
        constructed = Self.constructions(in: body, context)
        // `stack.addArrangedSubview(row)`, `stack.insertArrangedSubview(row, at: 0)`: a plain name handed over.
        for call in context.callNames(in: body) where Self.arrangingCalls.contains(Int(call), in: s) {
            let first = Int(call) + 2
            let after = s.keyword(first) == .selfReference ? first + 3 : first + 1
            if let name = viewName(at: first), s.kind(after) == .rightParen || s.kind(after) == .comma { slotted.insert(name) }
        }
        // This method and the type's own helpers it calls (`setUpConstraints()`).
        var ranges = [body]
        for call in context.callNames(in: body) where context.selfMemberAccess(at: Int(call)) != nil {
            let m = Int(call)
            ranges += helpers.filter { $0.isNamed(byTokenAt: m) }.compactMap(\.body)
        }
        for range in ranges { pinned.formUnion(PinnedViews.pinned(in: range, context, unpinned: &unpinned)) }
        guard s.language == .objectiveC else {
            // A view made the controller's root view (`view = scroll`, `self.view = scroll`, C# `View = scroll`)
            // is sized by UIKit.
            let viewName = ControllerProperty.view.name(in: s.language)
            for m in body where s.kind(m) == .identifier && s.token(m, isText: viewName) && s.isOperator(m + 1, "=")
                && context.selfMemberAccess(at: m) != nil && !context.declaresLocal(at: m) {
                // `View = (UIView)content;`: the name after a C# cast.
                let value = s.language == .csharp && s.kind(m + 2) == .leftParen && s.kind(m + 3) == .identifier
                    && s.kind(m + 4) == .rightParen ? m + 5 : m + 2
                if s.kind(value) == .identifier && !s.isOperator(value + 1, ".") && s.kind(value + 1) != .period {
                    roots.insert(s.text(value))
                }
            }
            return
        }
        // Objective-C names a view by its instance variable or its property (`_table`, `self.table`): one name.
        pinned = Set(pinned.map(RuleContext.propertyPath))
        for m in body where s.kind(m) == .identifier && s.kind(m - 1) == .period {
            let setsView = s.token(m, is: "setView")
            if (GeometryInViewDidLoad.sizing.contains(m, in: s) && s.isOperator(m + 1, "="))
                || ((setsView || GeometryInViewDidLoad.setters.contains(m, in: s)) && s.kind(m + 1) == .leftParen) {
                if setsView {
                    if s.kind(m + 2) == .identifier { roots.insert(RuleContext.propertyPath(s.text(m + 2))) }
                } else if let receiver = context.receiver(of: m) {
                    framed.append((RuleContext.propertyPath(context.withoutSelf(receiver.text)), m))
                }
            } else if s.token(m, is: "view") && s.keyword(m - 2) == .selfReference
                        && s.isOperator(m + 1, "=") && s.kind(m + 2) == .identifier {
                roots.insert(RuleContext.propertyPath(s.text(m + 2)))
            }
        }
    }


    /// The views `range` makes under names of its own or the controller's (`header = UIView(frame: …)`,
    /// `self.header = …`, `this._header = new UIView(…)`), with where.
    static func constructions(in range: Range<Int>, _ context: RuleContext) -> [(name: String, token: Int)] {
        let s = context.source
        var result: [(name: String, token: Int)] = []
        for m in range where s.kind(m) == .identifier && s.isOperator(m + 1, "=") && context.selfMemberAccess(at: m) != nil
            && context.constructs(at: m + 2) {
            result.append((s.text(m), m))
        }
        return result
    }

    /// A view this method created before reading its geometry (`header = UIView(frame: …)`): its frame is
    /// whatever the method gave it; a mistake, if any, is where that frame was computed.
    func createdEarlier(_ name: String, before j: Int) -> Bool {
        guard !name.contains(".") else { return false }
        return constructed.contains { $0.token < j && $0.name == name }
    }
}
