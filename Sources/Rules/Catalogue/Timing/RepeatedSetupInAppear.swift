import SwiftTokenizer

/// `viewWillAppear`/`viewDidAppear` run on every appearance: unguarded setup there repeats each time.
public struct RepeatedSetupInAppear: Rule {
    public static let description = RuleDescription(
        id: "repeated_setup_in_appear",
        summary: "Subviews, gestures, constraints or actions created and added in `viewWillAppear`/`viewDidAppear` without a guard, and C# event handlers subscribed there.",
        rationale: """
            A controller appears many times: after every pop back to it, every dismissed modal, every tab \
            switch. Setup in `viewWillAppear`/`viewDidAppear` therefore runs again each time, and what it \
            creates piles up: a second new subview on top of the first, a new gesture recognizer or \
            `UIAction` that fires twice, new constraints that conflict with the old ones, a C# `+=` handler \
            subscribed once more (and called once more per tap). Re-adding the same stored view, recognizer \
            or constraint does not pile up (UIKit moves the view, ignores the rest), nor does a C# `Add` on \
            anything but the view itself or one named as a view (`folders.Add(…)` fills a list), nor `addTarget` \
            with the same target and action (documented as safe to repeat), and a container made in the same \
            call goes away with it: none of those is reported, nor is a view added to a container emptied \
            first in the same call, a view removed again in the same call, or a control made in the same \
            call (kept in a local or in a property: `slider = UISlider()` makes a new one each time). A new \
            view kept in a property and added to one that stays does pile up (`_bar = [[UIView alloc] init]; \
            [self.view addSubview:_bar];`: the property forgets the old view, the container keeps it) unless the \
            old one is taken out first (`bar?.removeFromSuperview()`). SnapKit's `snp.makeConstraints` piles \
            up like any new constraint (`remakeConstraints` and `updateConstraints` do not). A helper of the \
            same type called, unguarded, from an appearance \
            method is that method's code: the finding is at the call and names the helper and the line; \
            two helpers down, a guard in the helper between (`if label != nil { return }` before its call) \
            counts too. \
            Do one-time setup in `viewDidLoad()`; if it \
            must happen on appearance, guard it (`if isMovingToParent`, `if badge.superview == nil`, a \
            once-flag) or undo it in `viewWillDisappear`. What `viewWillDisappear` takes away again by the \
            controller's name for it (`view.removeGestureRecognizer(focusTap)`, `badge.removeFromSuperview()`) \
            is not reported; what only `viewDidDisappear` takes away is, with that reason: a cancelled \
            interactive pop sends `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear` again, and no \
            `viewDidDisappear`. A C# `+=` with a matching `-=` in \
            the type is judged by `unbalanced_observer` instead.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class CartViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        let banner = PromoBannerView(cart: cart)
                        view.↓addSubview(banner)
                        view.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                        NSLayoutConstraint.↓activate([banner.topAnchor.constraint(equalTo: view.topAnchor)])
                        checkoutButton.↓addAction(UIAction { _ in self.checkout() }, for: .touchUpInside)
                        promoBanner.snp.↓makeConstraints { $0.height.equalTo(44) }
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
                        View.↓AddGestureRecognizer(new UISwipeGestureRecognizer(OnSwipe));
                    }
                }
                """),
            Example(.swift, """
                final class ProfileViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        ↓addBadge()
                    }
                    private func addBadge() {
                        let badge = UILabel()
                        view.addSubview(badge)
                    }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        ↓AddBadge();
                    }

                    void AddBadge()
                    {
                        var badge = new UILabel();
                        View.AddSubview(badge);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface PhotoViewController : UIViewController
                @end

                @implementation PhotoViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(zoom:)];
                    [self.imageView ↓addGestureRecognizer:tap];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class CartViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(promoBanner)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if isMovingToParent {
                            view.addSubview(WelcomeOverlay())
                        }
                        view.addSubview(spinner)
                        view.addGestureRecognizer(swipe)
                        NSLayoutConstraint.activate(bannerConstraints)
                        checkoutButton.addTarget(self, action: #selector(checkout), for: .touchUpInside)
                        let footer = UIView(frame: .zero)
                        footer.addSubview(UILabel())
                        tableView.tableFooterView = footer
                        promoBanner.isHidden = cart.isEmpty
                        promoBanner.snp.remakeConstraints { $0.height.equalTo(cart.isEmpty ? 0 : 44) }
                        promoBanner.snp.updateConstraints { $0.top.equalTo(view.safeAreaLayoutGuide) }
                        let badge = BadgeView()
                        badge.snp.makeConstraints { $0.size.equalTo(20) }
                        chips.subviews.forEach { $0.removeFromSuperview() }
                        for tag in cart.tags { chips.addSubview(TagChip(tag)) }
                        let probe = UITextField()
                        view.addSubview(probe)
                        probe.becomeFirstResponder()
                        probe.removeFromSuperview()
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
                        View.AddGestureRecognizer(swipe);
                        var retry = new UIButton(UIButtonType.System);
                        retry.TouchUpInside += OnRetry; // a new button each time: nothing piles up on it
                        TableView.TableFooterView = retry;
                    }

                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        CheckoutButton.TouchUpInside -= OnCheckout;
                    }
                }
                """),
            Example(.swift, """
                final class ProfileViewController: UIViewController {
                    private var badgeAdded = false
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        refreshBadge()
                        if !badgeAdded { addBadge() }
                    }
                    private func refreshBadge() { badge.text = "\\(count)" }
                    private func addBadge() {
                        view.addSubview(UILabel())
                        badgeAdded = true
                    }
                }
                """),
            Example(.csharp, """
                public class ProfileViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        RefreshBadge();
                    }

                    void RefreshBadge() { badge.Text = count.ToString(); }
                }
                """),
            Example(.objectiveC, """
                @interface PhotoViewController : UIViewController
                @end

                @implementation PhotoViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(zoom:)];
                    [self.imageView addGestureRecognizer:tap];
                }
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    if (!self.didSetUpBadge) {
                        [self.view addSubview:self.badge];
                        self.didSetUpBadge = YES;
                    }
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
                      method == .viewWillAppear || method == .viewDidAppear || method == .viewIsAppearing
                else { continue }
                for call in context.unguardedSetupCalls(in: member, type: type, creation: false, events: true)
                    where pilesUp(call, in: member, context) {
                    // Undone when the view disappears: nothing piles up, unless only `viewDidDisappear` undoes it.
                    let undone = undoneOnDisappearance(call.token, type: type, context)
                    if undone == .viewWillDisappear { continue }
                    findings.append(context.finding(Self.description.id, at: call.token,
                                                    message: Self.message(call.label, method, context.language, undoneLate: undone != nil),
                                                    controllerType: type.name))
                }
                // A helper that sets up on every call is the appearance method's setup: reported at the
                // call (unless the call is guarded), naming the helper and the line.
                guard let body = member.body else { continue }
                let helpers = context.helpers(calledFrom: member, in: type)
                for var helperCall in helpers where !context.isGuarded(helperCall.callToken, in: body) {
                    // Two calls down, the helper in between may guard its call (`if (label) return;`): then
                    // only another helper called here that calls it unguarded runs it every time.
                    if helperCall.called.index != helperCall.helper.index
                        && !Self.callsUnguarded(helperCall.helper, in: helperCall.called, context) {
                        guard let other = helpers.first(where: { first in
                            first.called.index == first.helper.index && first.helper.index != helperCall.called.index
                                && !context.isGuarded(first.callToken, in: body)
                                && Self.callsUnguarded(helperCall.helper, in: first.helper, context)
                        }) else { continue }
                        helperCall = HelperCall(callToken: other.callToken, helper: helperCall.helper, called: other.helper)
                    }
                    guard let setup = context.unguardedSetupCalls(in: helperCall.helper, type: type, creation: false, events: true)
                        .first(where: { pilesUp($0, in: helperCall.helper, context)
                            && undoneOnDisappearance($0.token, type: type, context) != .viewWillDisappear }) else { continue }
                    let line = context.line(ofToken: setup.token)
                    findings.append(context.finding(Self.description.id, at: helperCall.callToken,
                                                    message: Self.message(setup.label, method, context.language,
                                                                          helper: helperCall.mention(line: line)),
                                                    controllerType: type.name))
                }
            }
        }
    }

    /// Whether `caller` calls `helper` where no guard stops it (`if (mainLabel) return;` before the call,
    /// `if label == nil { … }` around it): a guarded call runs the helper's setup once, however often
    /// `caller` runs.
    private static func callsUnguarded(_ helper: Member, in caller: Member, _ context: RuleContext) -> Bool {
        guard let body = caller.body else { return false }
        return context.callNames(in: body).contains { call in
            helper.isNamed(byTokenAt: Int(call)) && context.selfMemberAccess(at: Int(call)) != nil
                && !context.isGuarded(Int(call), in: body)
        }
    }

    // MARK: - What piles up

    /// The disappearance method that takes away what the setup call at `j` adds, by the controller's name
    /// for it (`view.removeGestureRecognizer(focusTap)`, `badge.removeFromSuperview()`, C#
    /// `View.RemoveGestureRecognizer(focusTap)`): `viewWillDisappear` when it does, else `viewDidDisappear`
    /// when that does, else nil. Only `viewWillDisappear` balances every appearance: a cancelled interactive
    /// pop sends `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear` again, and no `viewDidDisappear`.
    private func undoneOnDisappearance(_ j: Int, type: TypeDecl, _ context: RuleContext) -> LifecycleMethod? {
        let s = context.source
        guard s.kind(j + 1) == .leftParen, let added = context.arguments(ofCallAt: j + 1).first,
              let name = ownName(in: added, context) else { return nil }
        var found: LifecycleMethod? = nil
        for declaration in context.declarations(of: type) {
            for member in context.members(of: declaration) {
                guard let method = context.lifecycleMethod(of: member), method == .viewWillDisappear || method == .viewDidDisappear,
                      found != .viewWillDisappear, let body = member.body else { continue }
                for k in body where s.kind(k) == .identifier && s.token(k, isText: name) && context.selfMemberAccess(at: k) != nil {
                    // The argument of a removal: `view.removeGestureRecognizer(name)`, `removeConstraint(self.name)`.
                    let start = s.kind(k - 1) == .period ? k - 2 : k
                    let open = s.kind(start - 1) == .leftParen ? start - 1
                        : s.kind(start - 1) == .colon && s.kind(start - 3) == .leftParen ? start - 3 : -1
                    if removesFromSuperview(k, s) || (open > 0 && (s.token(open - 1, hasPrefix: "remove") || s.token(open - 1, hasPrefix: "Remove"))) {
                        found = method
                        break
                    }
                }
            }
        }
        return found
    }

    /// Whether a setup call adds something new each time to something that stays.
    private func pilesUp(_ call: SetupCall, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        let j = call.token
        // A container or control made in this call goes away with it (`var b = new UIButton(); b.TouchUpInside += …`).
        if let receiver = context.receiver(of: j), isFreshLocal(receiver.start, in: member, context) { return false }
        // Or made anew in this call and kept in a property (`slider = new UISlider(…); slider.ValueChanged += …`):
        // each appearance sets up a new one, and the old one goes with its last reference.
        if let receiver = context.receiver(of: j), madeEarlier(context.withoutSelf(receiver.text), before: j, in: member, context) {
            return false
        }
        // A C# `+=` adds one more delegate each time; `snp.makeConstraints` one more set of constraints.
        if s.isOperator(j + 1, "+=") || s.token(j, is: "makeConstraints") { return true }
        // `isActive = true`: a new constraint only when made right there (`a.constraint(equalTo: b).isActive`).
        if s.isOperator(j + 1, "=") { return s.kind(j - 2) == .rightParen }
        if s.token(j, is: "addTarget") || s.token(j, is: "AddTarget") { return false }
        // The container is emptied first (`content.subviews.forEach { $0.removeFromSuperview() }`), or
        // what is added is taken away again in the same call: nothing is left to pile up.
        if let receiver = context.receiver(of: j), clearsSubviews(of: sameView(receiver.text, context), before: j, in: member, context) {
            return false
        }
        if let added = context.arguments(ofCallAt: j + 1).first, added.count == 1, s.kind(added.lowerBound) == .identifier,
           isRemoved(s.text(added.lowerBound), after: j, in: member, context) { return false }
        guard let added = context.arguments(ofCallAt: j + 1).first, !added.isEmpty else { return false }
        // A new object kept in a property and added (`_bar = [[UIView alloc] init]; [self.view addSubview:_bar];`):
        // the property forgets the old one, the container keeps it; unless the old one is taken out first.
        if let name = ownName(in: added, context), madeEarlier(name, before: j, in: member, context),
           !isRemoved(name, after: member.body?.lowerBound ?? j, before: j, in: member, context) {
            return true
        }
        if added.count == 1 { return isFreshLocal(added.lowerBound, in: member, context) }
        return creates(added, context)
    }

    /// A view's name as the controller's own, whichever way it is written: `content` for `self.content`
    /// (C# `this.content`), and in Objective-C for the instance variable `_content` too.
    private func sameView(_ path: String, _ context: RuleContext) -> String {
        let name = context.withoutSelf(path)
        return context.language == .objectiveC ? RuleContext.propertyPath(name) : name
    }

    /// `container.subviews.forEach { $0.removeFromSuperview() }` (C# `Subviews`/`RemoveFromSuperview`)
    /// before `j` in the member; `container` as `sameView` gives it.
    private func clearsSubviews(of container: String, before j: Int, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        guard let body = member.body else { return false }
        for k in body.lowerBound ..< j where s.kind(k) == .identifier && (s.token(k, is: "subviews") || s.token(k, is: "Subviews"))
            && s.kind(k - 1) == .period && context.receiver(of: k).map({ sameView($0.text, context) }) == container {
            let end = min(k + 16, j)
            if (k ..< end).contains(where: { s.token($0, is: "removeFromSuperview") || s.token($0, is: "RemoveFromSuperview") }) {
                return true
            }
        }
        return false
    }

    /// The controller's own name an argument is: `bar`, `self.bar`, `this.bar` (nil for anything else).
    private func ownName(in argument: Range<Int>, _ context: RuleContext) -> String? {
        let s = context.source
        let k = argument.lowerBound
        if argument.count == 3, s.keyword(k) == .selfReference, s.kind(k + 1) == .period, s.kind(k + 2) == .identifier {
            return s.text(k + 2)
        }
        return argument.count == 1 && s.kind(k) == .identifier && s.keyword(k) == .none ? s.text(k) : nil
    }

    /// `name.removeFromSuperview()` (also `name?.…`, `name!.…`) after `j` (and before `end`) in the member.
    private func isRemoved(_ name: String, after j: Int, before end: Int? = nil, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        guard let body = member.body else { return false }
        for k in (j + 1) ..< max(j + 1, min(end ?? body.upperBound, body.upperBound)) where s.token(k, isText: name) {
            if removesFromSuperview(k, s) { return true }
        }
        return false
    }

    /// Whether the name at `k` is taken out of its superview: `name.removeFromSuperview()`, also through an
    /// optional mark (`name?.…`, `name!.…`; C# `RemoveFromSuperview`).
    private func removesFromSuperview(_ k: Int, _ s: SourceText) -> Bool {
        let dot = s.isOperator(k + 1, "?") || s.isOperator(k + 1, "!") ? k + 2 : k + 1
        return s.kind(dot) == .period && (s.token(dot + 1, is: "removeFromSuperview") || s.token(dot + 1, is: "RemoveFromSuperview"))
    }

    /// `UIView()`, `new UITapGestureRecognizer(…)`, `UIAction { … }`, `a.constraint(equalTo: b)`.
    private func creates(_ range: Range<Int>, _ context: RuleContext) -> Bool {
        range.contains { creates(at: $0, context) }
    }

    private func creates(at k: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        if context.constructs(at: k) { return true }
        // A trailing-closure construction, which only an argument can be here: `UIAction { … }`.
        if s.startsWithUppercase(k) && s.kind(k - 1) != .period && s.kind(k + 1) == .leftBrace { return true }
        return s.kind(k + 1) == .leftParen && Self.constraintFactories.contains(k, in: s)
    }

    /// Whether the controller's own `name` (a property or field, written plain or through `self.`/`this.`)
    /// is given a new object in `member` before `j` (`slider = UISlider()`, `this.slider = new UISlider(…)`).
    private func madeEarlier(_ name: String, before j: Int, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        guard !name.contains("."), let body = member.body else { return false }
        return (body.lowerBound ..< j).contains { k in
            s.kind(k) == .identifier && s.isOperator(k + 1, "=") && s.token(k, isText: name)
                && context.selfMemberAccess(at: k) != nil && creates(at: k + 2, context)
        }
    }

    /// A local of `member` declared before `k` from a construction (`let banner = PromoBannerView()`).
    private func isFreshLocal(_ k: Int, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        guard s.kind(k) == .identifier, s.kind(k - 1) != .period, let body = member.body else { return false }
        let name = s.text(k)
        guard let declaration = context.localDeclarations(in: body).last(where: { $0.token < k && s.token($0.token, isText: name) })
        else { return false }
        return s.isOperator(declaration.token + 1, "=") && creates(at: declaration.token + 2, context)
    }

    private static let constraintFactories = NameTable([
        "constraint", "constraints", "ConstraintEqualTo", "ConstraintGreaterThanOrEqualTo", "ConstraintLessThanOrEqualTo",
        "FromVisualFormat",
    ].map { ($0, true) })

    // MARK: - Messages

    static func message(_ call: String, _ method: LifecycleMethod, _ language: Language,
                        helper: HelperMention? = nil, undoneLate: Bool = false) -> String {
        let once = LifecycleMethod.viewDidLoad.displayName(in: language)
        if undoneLate {
            let late = LifecycleMethod.viewDidDisappear.displayName(in: language)
            let early = LifecycleMethod.viewWillDisappear.displayName(in: language)
            let appear = LifecycleMethod.viewWillAppear.displayName(in: language)
            return "\(call) in `\(method.displayName(in: language))` is undone only in `\(late)`, which a cancelled interactive "
                + "pop skips (`\(early)`, then `\(appear)` again): it piles up then; undo it in `\(early)` instead"
        }
        if let helper {
            return helper.calledHere(in: "`\(method.displayName(in: language))`") + ", does \(call) (\(helper.location)), "
                + "which runs again on every appearance and piles up; call it once from `\(once)`, guard it, or undo it when the view disappears"
        }
        return "\(call) in `\(method.displayName(in: language))` runs again on every appearance and piles up; "
            + "do it once in `\(once)`, guard it, or undo it when the view disappears"
    }
}
