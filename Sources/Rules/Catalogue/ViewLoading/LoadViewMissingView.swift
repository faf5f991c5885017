import SwiftTokenizer

/// A `loadView` that neither assigns `view` nor calls super leaves the controller without a view.
public struct LoadViewMissingView: Rule {
    public static let description = RuleDescription(
        id: "load_view_missing_view",
        summary: "`loadView` neither assigns `view` nor calls `super.loadView()`: the screen stays black.",
        rationale: """
            `loadView()` has one job: set `view`. UIKit calls it when `view` is read while nil, and an \
            override that neither assigns `self.view` (C# `View`) nor calls `super.loadView()` leaves it \
            nil; UIKit then calls `loadView` again on the next access, and the screen shows nothing. Assign \
            the root view, call super to load the nib, or delete the override and do the setup in \
            `viewDidLoad()`. In a table or collection view controller, assigning `tableView` \
            (`collectionView`; C# `TableView`, `CollectionView`) sets the view and counts, and so does an \
            assignment in a helper of the same type that `loadView` calls (two levels deep).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example(.swift, """
                final class LoginViewController: UIViewController {
                    override func ↓loadView() {
                        setUpForm()
                    }
                }
                """),
            Example(.csharp, """
                public class LoginViewController : UIViewController
                {
                    public override void ↓LoadView()
                    {
                        SetUpForm();
                    }
                }
                """),
            Example(.swift, """
                final class InboxViewController: UIViewController {
                    var tableView: UITableView!
                    override func ↓loadView() {
                        tableView = UITableView() // its own property, not the view
                    }
                }
                """),
            Example(.csharp, """
                public class InboxViewController : UIViewController
                {
                    UITableView TableView;
                    public override void ↓LoadView()
                    {
                        TableView = new UITableView();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)↓loadView {
                    [self configureMap];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class MapViewController: UIViewController {
                    override func loadView() {
                        buildView()
                    }
                    private func buildView() {
                        view = MKMapView()
                    }
                }
                """),
            Example(.csharp, """
                public class MapViewController : UIViewController
                {
                    public override void LoadView()
                    {
                        BuildView();
                    }
                    void BuildView()
                    {
                        View = new MKMapView();
                    }
                }
                """),
            Example(.swift, """
                final class LoginViewController: UIViewController {
                    override func loadView() {
                        let form = LoginFormView()
                        self.view = form
                    }
                }
                final class BannerViewController: UIViewController {
                    override func loadView() {
                        let view = BannerView(frame: UIScreen.main.bounds) // a local named `view`
                        view.controller = self
                        self.view = view
                    }
                }
                final class NibLoginViewController: UIViewController {
                    override func loadView() {
                        super.loadView()
                        setUpForm()
                    }
                }
                """),
            Example(.csharp, """
                public class LoginViewController : UIViewController
                {
                    public override void LoadView() => View = new LoginFormView();
                }
                """),
            Example(.swift, """
                final class PhotosViewController: UICollectionViewController {
                    override func loadView() {
                        collectionView = PhotoGridView(frame: .zero, collectionViewLayout: layout)
                    }
                }
                """),
            Example(.csharp, """
                public class PhotosViewController : UICollectionViewController
                {
                    public override void LoadView()
                    {
                        var grid = new PhotoGridView(CGRect.Empty, layout);
                        CollectionView = grid;
                    }
                }
                public class SettingsViewController : UITableViewController
                {
                    public override void LoadView()
                    {
                        TableView = new UITableView(CGRect.Empty, UITableViewStyle.Grouped);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)loadView {
                    MKMapView *map = [[MKMapView alloc] init];
                    self.view = map;
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) where member.isOverride {
                guard context.lifecycleMethod(of: member) == .loadView, member.body != nil else { continue }
                let facts = LoadViewFacts(member, context, in: type)
                guard !facts.assignsView && facts.superCall == nil else { continue }
                // A helper of the type that `loadView` calls (two levels) may assign it: `buildView()`.
                if context.helpers(calledFrom: member, in: type).contains(where: { LoadViewFacts($0.helper, context, in: type).assignsView }) {
                    continue
                }
                findings.append(context.finding(Self.description.id, at: member.nameToken,
                                                message: Self.message(context.language), controllerType: type.name))
            }
        }
    }

    // MARK: - Messages

    static func message(_ language: Language) -> String {
        if language == .objectiveC {
            return "`loadView` neither assigns `self.view` nor calls `[super loadView]`, so the controller has no view; assign `self.view = …`, call super, or move the setup to `viewDidLoad`"
        }
        return language == .swift
            ? "`loadView()` neither assigns `view` nor calls `super.loadView()`, so the controller has no view; assign `view = …`, call super, or move the setup to `viewDidLoad()`"
            : "`LoadView` neither assigns `View` nor calls `base.LoadView()`, so the controller has no view; assign `View = …`, call base, or move the setup to `ViewDidLoad`"
    }
}
