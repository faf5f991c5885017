import SwiftTokenizer

/// `viewWillAppear`/`viewDidAppear` run on every appearance: unguarded setup there repeats each time.
public struct RepeatedSetupInAppear: Rule {
    public static let description = RuleDescription(
        id: "repeated_setup_in_appear",
        summary: "Subviews, gestures, children, constraints, targets or C# event handlers added in `viewWillAppear`/`viewDidAppear` without a guard.",
        rationale: """
            A controller appears many times: after every pop back to it, every dismissed modal, every tab \
            switch. Setup in `viewWillAppear`/`viewDidAppear` therefore runs again each time: a second \
            subview on top of the first, a gesture or target action that fires twice, duplicate constraints, \
            a C# `+=` handler subscribed once more (and called once more per tap). Do one-time setup in \
            `viewDidLoad()`; if it must happen on appearance, guard it (`if isMovingToParent`, \
            `if badge.superview == nil`, a once-flag) or undo it in the matching disappearance method. \
            A C# `+=` with a matching `-=` in the type is judged by `unbalanced_observer` instead.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class CartViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        view.↓addSubview(promoBanner)
                        checkoutButton.↓addTarget(self, action: #selector(checkout), for: .touchUpInside)
                        NSLayoutConstraint.↓activate(bannerConstraints)
                    }
                }
                """),
            Example(.csharp, """
                public class CartViewController : UIViewController
                {
                    public override void ViewDidAppear(bool animated)
                    {
                        base.ViewDidAppear(animated);
                        CheckoutButton.↓TouchUpInside += OnCheckout;
                        View.↓AddGestureRecognizer(swipe);
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class CartViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(promoBanner)
                        checkoutButton.addTarget(self, action: #selector(checkout), for: .touchUpInside)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if isMovingToParent {
                            view.addSubview(welcomeOverlay)
                        }
                        promoBanner.isHidden = cart.isEmpty
                    }
                }
                """),
            Example(.csharp, """
                public class CartViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        CheckoutButton.TouchUpInside += OnCheckout;
                    }

                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        CheckoutButton.TouchUpInside -= OnCheckout;
                    }
                }
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) {
                guard let method = context.lifecycleMethod(of: member),
                      method == .viewWillAppear || method == .viewDidAppear || method == .viewIsAppearing
                else { continue }
                for call in context.unguardedSetupCalls(in: member, type: type, creation: false, events: true) {
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
        return "\(call) in `\(method.displayName(in: language))` runs again on every appearance and piles up; "
            + "do it once in `\(once)`, guard it, or undo it when the view disappears"
    }
}
