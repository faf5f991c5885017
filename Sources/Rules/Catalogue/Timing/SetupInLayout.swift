import SwiftTokenizer

/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run many times: setup there is repeated each time.
public struct SetupInLayout: Rule {
    public static let description = RuleDescription(
        id: "setup_in_layout",
        summary: "Subviews, gesture recognizers or constraints created or added in `viewWillLayoutSubviews`/`viewDidLayoutSubviews`.",
        rationale: """
            The layout callbacks run on every layout pass: at least twice while a screen appears, again on \
            rotation, on keyboard changes, whenever a subview's size changes. Adding subviews, gesture \
            recognizers or constraints there adds them again each time (duplicated views, conflicting \
            constraints, gestures firing twice), and constraint changes can trigger another pass. Build the \
            hierarchy once in `viewDidLoad()` (or `loadView()`), and keep the layout methods for frame \
            assignments. Code under a once-guard (`if !didSetUp`, `guard subview.superview == nil`) is \
            not reported, nor is a stored constraint replaced (`c?.isActive = false` or `c?.deactivate()` \
            before the new one is made and activated): nothing piles up, though updating its constant is cheaper.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class GalleryViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let badge = ↓UILabel()
                        view.↓addSubview(badge)
                        badge.↓addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(tap)))
                        badge.widthAnchor.constraint(equalToConstant: 40).↓isActive = true
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    public override void ViewWillLayoutSubviews()
                    {
                        base.ViewWillLayoutSubviews();
                        View.↓AddSubview(badge);
                        NSLayoutConstraint.↓ActivateConstraints(constraints);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface CardViewController : UIViewController
                @end

                @implementation CardViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    UILabel *badge = [[↓UILabel alloc] init];
                    [self.view ↓addSubview:badge];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class SheetViewController: UIViewController {
                    private var heightConstraint: NSLayoutConstraint?
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        heightConstraint?.isActive = false // the old one goes: replaced, not piled up
                        heightConstraint = table.heightAnchor.constraint(equalToConstant: table.contentSize.height)
                        heightConstraint?.isActive = true
                        list.snp.makeConstraints { make in
                            listHeight?.deactivate()
                            listHeight = make.height.equalTo(list.contentSize.height).constraint
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class SheetViewController : UIViewController
                {
                    NSLayoutConstraint heightConstraint;
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        if (heightConstraint != null) heightConstraint.Active = false;
                        heightConstraint = Table.HeightAnchor.ConstraintEqualTo(Table.ContentSize.Height);
                        heightConstraint.Active = true;
                    }
                }
                """),
            Example(.swift, """
                final class GalleryViewController: UIViewController {
                    private var didSetUp = false
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        badge.frame = CGRect(x: view.bounds.maxX - 48, y: 8, width: 40, height: 40)
                        if !didSetUp {
                            didSetUp = true
                            view.addSubview(badge)
                        }
                        guard overlay.superview == nil else { return }
                        view.addSubview(overlay)
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        badge.Frame = new CGRect(View.Bounds.Width - 48, 8, 40, 40);
                        if (badge.Superview == null)
                            View.AddSubview(badge);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface CardViewController : UIViewController
                @end

                @implementation CardViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.badge];
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.badge.frame = CGRectInset(self.view.bounds, 8, 8);
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) {
                guard let method = context.lifecycleMethod(of: member),
                      method == .viewWillLayoutSubviews || method == .viewDidLayoutSubviews else { continue }
                for call in context.unguardedSetupCalls(in: member, type: type, creation: true, events: false) {
                    findings.append(context.finding(Self.description.id, at: call.token,
                                                    message: Self.message(call.label, method, context.language),
                                                    controllerType: type.name))
                }
            }
        }
    }

    // MARK: - Messages

    static func message(_ call: String, _ method: LifecycleMethod, _ language: Language) -> String {
        let once = LifecycleMethod.viewDidLoad.displayName(in: language)
        return "\(call) in `\(method.displayName(in: language))` runs on every layout pass and piles up; "
            + "do this setup once in `\(once)` and keep only frame changes here"
    }
}
