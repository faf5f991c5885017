import SwiftTokenizer

/// A `loadView` that builds its own view should not call `super.loadView()` first.
public struct LoadViewCallsSuper: Rule {
    public static let description = RuleDescription(
        id: "load_view_calls_super",
        summary: "`loadView` assigns its own view and also calls `super.loadView()`.",
        rationale: """
            `UIViewController.loadView()` loads the view from the controller's nib or storyboard, or creates \
            a plain `UIView`. An override that assigns its own view replaces that work, and Apple's \
            documentation says it should not call super: the call builds a view (possibly decoding a whole \
            nib) only to throw it away. Remove the `super.loadView()` call, or remove the override and use \
            `viewDidLoad()` if the nib's view is the one you want. A `super.loadView()` in one branch of an \
            `if`/`else` and the assignment in the other is a choice between the two, and is not reported. \
            Nor is a call to a class of the project that overrides `loadView()` itself (in any file): its \
            code may build what this one uses (a table view it then wraps), which is no view thrown away. \
            Nor is an override that reads the view `super` built before replacing it (`let table = tableView!`, \
            `[super tableView]`, then a container made the view around it): that view is kept.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class MapScreenController: UIViewController {
                    override func loadView() {
                        ↓super.loadView()
                        view = MapCanvasView()
                    }
                }
                """),
            Example(.csharp, """
                public class MapScreenController : UIViewController
                {
                    public override void LoadView()
                    {
                        ↓base.LoadView();
                        View = new MapCanvasView();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)loadView {
                    [↓super loadView];
                    self.view = [[MKMapView alloc] init];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class MapScreenController: UIViewController {
                    override func loadView() {
                        view = MapCanvasView()
                    }
                }
                final class NibScreenController: UIViewController {
                    override func loadView() {
                        super.loadView()
                        view.backgroundColor = .black
                    }
                }
                """),
            Example(.csharp, """
                public class MapScreenController : UIViewController
                {
                    public override void LoadView()
                    {
                        View = new MapCanvasView();
                    }
                }
                """),
            Example(.swift, """
                final class ReaderViewController: UIViewController {
                    override func loadView() {
                        if usesStoryboardLayout {
                            super.loadView()
                        } else {
                            view = ReaderView()
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class ReaderViewController : UIViewController
                {
                    public override void LoadView()
                    {
                        if (UsesNib)
                        {
                            base.LoadView();
                        }
                        else
                        {
                            View = new ReaderView();
                        }
                    }
                }
                """),
            Example(.swift, """
                final class ReaderViewController: UIViewController {
                #if targetEnvironment(macCatalyst)
                    override func loadView() {
                        super.loadView() // each branch is its own override
                    }
                #else
                    override func loadView() {
                        view = ReaderView()
                    }
                #endif
                }
                """),
            Example(.csharp, """
                public class ReaderViewController : UIViewController
                {
                #if __MACCATALYST__
                    public override void LoadView() { base.LoadView(); }
                #else
                    public override void LoadView() { View = new ReaderView(); }
                #endif
                }
                """),
            Example(.swift, """
                class ListScreenController: UIViewController {
                    let table = UITableView()
                    override func loadView() {
                        view = table
                    }
                }
                final class FramedListController: ListScreenController {
                    override func loadView() {
                        super.loadView() // the project's own: it builds `table`, wrapped below
                        let frame = UIView()
                        frame.addSubview(table)
                        view = frame
                    }
                }
                """),
            Example(.csharp, """
                public class ListScreenController : UIViewController
                {
                    protected UITableView Table;
                    public override void LoadView()
                    {
                        View = Table = new UITableView();
                    }
                }
                public class FramedListController : ListScreenController
                {
                    public override void LoadView()
                    {
                        base.LoadView();
                        var frame = new UIView();
                        frame.AddSubview(Table);
                        View = frame;
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)loadView {
                    self.view = [[MKMapView alloc] init];
                }
                @end

                @interface ListScreenController : UIViewController
                @property (nonatomic, strong) UITableView *table;
                @end

                @implementation ListScreenController
                - (void)loadView {
                    self.table = [[UITableView alloc] init];
                    self.view = self.table;
                }
                @end

                @interface FramedListController : ListScreenController
                @end

                @implementation FramedListController
                - (void)loadView {
                    [super loadView];
                    UIView *frame = [[UIView alloc] init];
                    [frame addSubview:self.table];
                    self.view = frame;
                }
                @end

                @interface FormViewController : UITableViewController
                @end

                @implementation FormViewController
                - (void)loadView {
                    [super loadView];
                    self.tableView.rowHeight = 44;
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) where context.lifecycleMethod(of: member) == .loadView {
                let facts = LoadViewFacts(member, context)
                guard facts.assignsView, let call = facts.superCall, let body = member.body,
                      // `if useNib { super.loadView() } else { view = CustomView() }` does one or the other.
                      !context.inExclusiveBranches(call, facts.assignments, within: body),
                      // The view super built, read after the call and before the view is replaced (`self.tableView`
                      // wrapped in a container): kept.
                      !Self.readsBuiltView(of: member, after: call, before: facts.assignments.filter { $0 > call }.min() ?? body.upperBound,
                                           context) else { continue }
                // A class of the project above may build what this one uses in its `loadView` (a table,
                // a wrapper): then the call is that code, not UIKit's thrown-away view.
                findings.append(context.finding(Self.description.id, at: call, through: call + 2,
                                                message: Self.message(context.language), controllerType: type.name,
                                                requirements: [.noProjectSuperclassOverrides(type: type.name,
                                                                                             method: LifecycleMethod.loadView.rawValue)]))
            }
        }
    }

    /// Whether the code from the `super` call at `call` to `end` (the view's replacement) reads the view
    /// super built: an access of `view`, `tableView` or `collectionView` (C# `View`, …) that is no
    /// assignment's target nor a type constructed (C# `new View()`), or the same on `super`
    /// (`[super tableView]`).
    static func readsBuiltView(of member: Member, after call: Int, before end: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        let built: [ControllerProperty] = [.view, .tableView, .collectionView]
        let reads = context.accesses(of: built, in: member, includingClosures: true).contains { access in
            access.token > call + 2 && access.token < end && !s.isOperator(access.token + 1, "=") && s.keyword(access.token - 1) != .new
        }
        if reads { return true }
        // `super.tableView`: no access of the controller's own, but the same view.
        let names = built.map { $0.name(in: s.language) }
        return (call + 3 ..< max(call + 3, end)).contains { j in
            s.kind(j) == .identifier && s.kind(j - 1) == .period && s.keyword(j - 2) == .superReference && names.contains(s.text(j))
        }
    }

    // MARK: - Messages

    static func message(_ language: Language) -> String {
        if language == .objectiveC {
            return "`loadView` assigns its own `self.view`, so `[super loadView]` builds a view only to throw it away; remove the call"
        }
        return language == .swift
            ? "`loadView()` assigns its own `view`, so `super.loadView()` builds a view only to throw it away; remove the call"
            : "`LoadView` assigns its own `View`, so `base.LoadView()` builds a view only to throw it away; remove the call"
    }
}
