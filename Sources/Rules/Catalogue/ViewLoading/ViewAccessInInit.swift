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
            `viewDidLoad()` (C# `ViewDidLoad`).
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
        ],
        nonTriggeringExamples: [
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
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) where member.kind == .initializer && !member.isStatic {
                // The first access loads the view; the rest of the initializer is the same mistake.
                for access in context.accesses(of: .view, in: member).prefix(1) {
                    findings.append(context.finding(Self.description.id, at: context.accessStart(access), through: access,
                                                    message: Self.message(context.language),
                                                    controllerType: type.name))
                }
            }
        }
    }

    // MARK: - Messages

    static func message(_ language: Language) -> String {
        language == .swift
            ? "`view` is used in an initializer: this loads the view (`loadView()`, `viewDidLoad()`) before `init` finishes; store the value and apply it in `viewDidLoad()`"
            : "`View` is used in a constructor: this loads the view (`LoadView`, `ViewDidLoad`) before the constructor finishes; store the value and apply it in `ViewDidLoad`"
    }
}
