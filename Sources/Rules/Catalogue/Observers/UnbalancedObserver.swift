import SwiftTokenizer

/// An observer, timer or event handler registered and removed in lifecycle methods that do not
/// balance: it piles up (handlers run twice) or stops while the screen is visible.
public struct UnbalancedObserver: Rule {
    public static let description = RuleDescription(
        id: "unbalanced_observer",
        summary: "An observer, KVO, timer or C# event handler registered and removed in lifecycle methods that do not balance.",
        rationale: """
            Registration and removal must happen equally often. `viewDidLoad` and `init` run once, the \
            appearance methods on every appearance, the disappearance methods on every hide; an \
            interactive pop that the user cancels sends `viewWillDisappear` then `viewWillAppear` and \
            `viewDidAppear` with no `viewDidDisappear`. lifelint replays these traces (show, hide, show \
            again; a cancelled interactive pop; a cancelled interactive reveal) for every pair of \
            registration and removal in a controller, including calls through the controller's own helper \
            methods (a registration in a helper a lifecycle method calls is reported at that call, naming the \
            helper and the line), and reports a registration whose count can exceed one (the handler runs twice, a timer \
            runs twice as fast) or drop to zero while the screen is visible (it stops observing), and a KVO \
            observer removed while it is not registered (`removeObserver:forKeyPath:` raises: a cancelled \
            interactive reveal sends `viewWillDisappear` without `viewDidAppear`, so a `viewDidAppear`/\
            `viewWillDisappear` KVO pair crashes; a removal under a condition or in `@try` is tolerated). \
            Registering once (`viewDidLoad`) and removing at teardown (`deinit`, `Dispose`) is balanced, \
            as is a removal in `viewDidDisappear` that runs only when the controller leaves for good (under \
            `isMovingFromParent` or `isBeingDismissed`, directly, through a property or method of the \
            controller or of a class above it (in any file) that reads them, or in a helper called only \
            under such a test; not in `viewWillDisappear`, which a cancelled pop sends with \
            `isMovingFromParent` set), and `viewWillAppear` with `viewWillDisappear`; an idempotent registration (remove before \
            add, `if token == nil`, a C# `+=` under a once-guard: `if (!listening) { listening = true; … }`) is \
            balanced anywhere. Pairs: NotificationCenter (selector and block \
            forms, and their tokens), KVO `addObserver(_:forKeyPath:)` and `observe(\\.x)` tokens, `Timer`, \
            `CADisplayLink`, C# `NSNotificationCenter` and `UIKeyboard.Notifications` tokens, C# KVO \
            (`receiver.AddObserver(this, "keyPath", …)` with `RemoveObserver(this, "keyPath")`), `NSTimer`, \
            C# events `+=`/`-=`, and in Objective-C `NSNotificationCenter` (`addObserver:selector:name:object:`, \
            `addObserverForName:object:queue:usingBlock:` and its token), KVO, `NSTimer` and `CADisplayLink`. A local alias of the center (`let center = NotificationCenter.default`) \
            is the center; an observer other than the controller (`addObserver(tableView, …)`) is removed by \
            passing that object back, not by `removeObserver(self)` (`weakSelf` is the controller). A helper that both registers and removes, called from several lifecycle \
            methods (`observeKeyboard(true)` in `viewWillAppear`, `observeKeyboard(false)` in \
            `viewDidDisappear`), is not judged: which branch runs where depends on its argument. C#'s block form `AddObserver(name, handler)` whose token is dropped is never \
            removed (`RemoveObserver(this)` does not remove it): keep the token and remove that. \
            Code lifelint cannot place in time (an action, an event handler, a closure, a helper called \
            from a closure such as a completion handler) makes a pair unjudged, except a removal in a method \
            nothing in the controller calls (an action that may \
            never run only lowers the count) and a handler that takes itself off and puts itself back \
            (`E -= H; try { … } finally { E += H; }`). \
            A controller the project presents as a popover that never adapts (`modalPresentationStyle = \
            .popover`, in a file whose popover delegate answers `adaptivePresentationStyle` with `.none`) is \
            dismissed whole: no cancelled interactive transition is replayed for it, and none of a pop for \
            the root of a navigation controller presented so. Without the `.none` answer the popover is a \
            sheet in compact width, which the user can start to swipe down and let go.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class ComposerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        ↓observeKeyboard() // the helper registers on every appearance
                    }
                    private func observeKeyboard() {
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow),
                                                               name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                }
                """),
            Example(.csharp, """
                public class ComposerViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        ↓ObserveKeyboard();
                    }
                    void ObserveKeyboard()
                    {
                        NSNotificationCenter.DefaultCenter.AddObserver(this, new Selector("keyboardWillShow:"), UIKeyboard.WillShowNotification, null);
                    }
                }
                """),
            Example(.swift, """
                final class ChatViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.↓addObserver(self, selector: #selector(keyboardWillShow),
                                                               name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        NotificationCenter.default.removeObserver(self)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        refreshTimer = Timer.↓scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.reload() }
                    }
                    deinit { refreshTimer?.invalidate() }
                }
                """),
            Example(.csharp, """
                public class ChatViewController : UIViewController
                {
                    NSObject keyboardToken;

                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        keyboardToken = UIKeyboard.Notifications.↓ObserveWillShow(OnKeyboard);
                        SendButton.TouchUpInside ↓+= OnSend;
                    }

                    protected override void Dispose(bool disposing)
                    {
                        keyboardToken?.Dispose();
                        SendButton.TouchUpInside -= OnSend;
                        base.Dispose(disposing);
                    }
                }
                """),
            Example(.swift, """
                final class ComposeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let center = NotificationCenter.default
                        center.↓addObserver(self, selector: #selector(keyboardWillShow),
                                            name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        NotificationCenter.default.removeObserver(self)
                    }
                }
                """),
            Example(.csharp, """
                public class ComposeViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var center = NSNotificationCenter.DefaultCenter;
                        center.↓AddObserver(this, new Selector("keyboardWillShow:"), UIKeyboard.WillShowNotification, null);
                    }

                    public override void ViewWillDisappear(bool animated)
                    {
                        base.ViewWillDisappear(animated);
                        NSNotificationCenter.DefaultCenter.RemoveObserver(this);
                    }
                }
                """),
            Example(.csharp, """
                public class KeyboardViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        NSNotificationCenter.DefaultCenter.↓AddObserver(UIKeyboard.WillShowNotification, OnKeyboard);
                    }

                    public override void ViewWillDisappear(bool animated)
                    {
                        base.ViewWillDisappear(animated);
                        NSNotificationCenter.DefaultCenter.RemoveObserver(this); // not the block observer
                    }
                }
                """),
            Example(.csharp, """
                public class MapViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        mapView.↓AddObserver(this, "myLocation", NSKeyValueObservingOptions.New, IntPtr.Zero);
                    }

                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        mapView.RemoveObserver(this, "myLocation"); // after hide and show, nothing observes
                    }
                }
                """),
            Example(.objectiveC, """
                @interface ChatViewController : UIViewController
                @end

                @implementation ChatViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[NSNotificationCenter defaultCenter] ↓addObserver:self selector:@selector(keyboardWillShow:)
                                                                 name:UIKeyboardWillShowNotification object:nil];
                }
                - (void)viewDidDisappear:(BOOL)animated {
                    [super viewDidDisappear:animated];
                    [[NSNotificationCenter defaultCenter] removeObserver:self];
                }
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [self.scrollView ↓addObserver:self forKeyPath:@"contentOffset" options:0 context:NULL];
                }
                - (void)viewWillDisappear:(BOOL)animated {
                    [super viewWillDisappear:animated];
                    [self.scrollView removeObserver:self forKeyPath:@"contentOffset"];
                }
                @end
                """),
            Example(.swift, """
                // Shown as a popover, but one that becomes a sheet in compact width, which the user can
                // start to swipe down and let go: a cancelled interactive dismissal.
                final class MapViewController: UIViewController {
                    private let legend = LegendViewController()
                    @objc func showLegend(_ sender: UIBarButtonItem) {
                        legend.modalPresentationStyle = .popover
                        legend.popoverPresentationController?.barButtonItem = sender
                        present(legend, animated: true)
                    }
                }
                final class LegendViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        NotificationCenter.default.↓addObserver(self, selector: #selector(refresh), name: .legendChanged, object: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        NotificationCenter.default.removeObserver(self, name: .legendChanged, object: nil)
                    }
                    @objc func refresh() {}
                }
                """),
            Example(.csharp, """
                public class MapViewController : UIViewController
                {
                    LegendViewController legend = new LegendViewController();
                    void ShowLegend(UIBarButtonItem sender)
                    {
                        legend.ModalPresentationStyle = UIModalPresentationStyle.Popover;
                        PresentViewController(legend, true, null);
                    }
                }
                public class LegendViewController : UIViewController
                {
                    public override void ViewDidAppear(bool animated)
                    {
                        base.ViewDidAppear(animated);
                        Legend.Changed ↓+= OnChanged;
                    }
                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        Legend.Changed -= OnChanged;
                    }
                    void OnChanged(object sender, EventArgs e) { }
                }
                """),
            Example(.swift, """
                final class TrackingViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        NotificationCenter.default.↓addObserver(self, selector: #selector(locationChanged), name: .locationChanged, object: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        NotificationCenter.default.removeObserver(self, name: .locationChanged, object: nil)
                    }
                    // An action may take it off too, or never run: the cancelled pop still registers it twice.
                    @objc func stopTracking() {
                        NotificationCenter.default.removeObserver(self, name: .locationChanged, object: nil)
                    }
                    @objc func locationChanged() {}
                }
                """),
            Example(.csharp, """
                public class RouteViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        _mapView.GeoViewTapped ↓+= OnMapTapped;
                    }
                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        _mapView.GeoViewTapped -= OnMapTapped;
                    }
                    // Off while it works, then on again: the handler leaves itself as it found itself.
                    void OnMapTapped(object sender, EventArgs e)
                    {
                        _mapView.GeoViewTapped -= OnMapTapped;
                        try { Solve(); } finally { _mapView.GeoViewTapped += OnMapTapped; }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                // Only ever a popover that stays one (the delegate answers `.none`): UIKit dismisses it whole,
                // and no interactive pop or swipe can be cancelled halfway.
                final class MapViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                    private let legend = LegendViewController()
                    @objc func showLegend(_ sender: UIBarButtonItem) {
                        legend.modalPresentationStyle = .popover
                        legend.popoverPresentationController?.barButtonItem = sender
                        legend.popoverPresentationController?.delegate = self
                        present(legend, animated: true)
                    }
                    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
                }
                final class LegendViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .legendChanged, object: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        NotificationCenter.default.removeObserver(self, name: .legendChanged, object: nil)
                    }
                    @objc func refresh() {}
                }
                """),
            Example(.csharp, """
                // The root of a navigation controller presented as a popover that stays one: a root is never popped.
                public class MapViewController : UIViewController
                {
                    LegendViewController legend = new LegendViewController();
                    void ShowLegend(UIBarButtonItem sender)
                    {
                        var navigation = new UINavigationController(legend);
                        navigation.ModalPresentationStyle = UIModalPresentationStyle.Popover;
                        navigation.PopoverPresentationController.Delegate = new StaysPopover();
                        PresentViewController(navigation, true, null);
                    }
                    class StaysPopover : UIPopoverPresentationControllerDelegate
                    {
                        public override UIModalPresentationStyle GetAdaptivePresentationStyle(UIPresentationController controller)
                            => UIModalPresentationStyle.None;
                    }
                }
                public class LegendViewController : UIViewController
                {
                    public override void ViewDidAppear(bool animated)
                    {
                        base.ViewDidAppear(animated);
                        Legend.Changed += OnChanged;
                    }
                    public override void ViewDidDisappear(bool animated)
                    {
                        base.ViewDidDisappear(animated);
                        Legend.Changed -= OnChanged;
                    }
                    void OnChanged(object sender, EventArgs e) { }
                }
                """),
            Example(.swift, """
                final class ChatViewController: UIViewController {
                    private var keyboardObserver: NSObjectProtocol?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        startObserving()
                        // One name, two objects: two registrations, each made once.
                        NotificationCenter.default.addObserver(self, selector: #selector(validate), name: UITextField.textDidChangeNotification, object: emailField)
                        NotificationCenter.default.addObserver(self, selector: #selector(validate), name: UITextField.textDidChangeNotification, object: passwordField)
                    }
                    private func startObserving() {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .dataChanged, object: nil)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                                                  object: nil, queue: .main) { _ in }
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
                    }
                    deinit { NotificationCenter.default.removeObserver(self) }
                }
                final class SearchViewController: UIViewController {
                    private var changeToken: NSObjectProtocol?
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        changeToken = NotificationCenter.default.addObserver(forName: .dataChanged, object: nil, queue: .main) { _ in }
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        stopObserving()
                    }
                    private func stopObserving() {
                        NotificationCenter.default.removeObserver(changeToken as Any, name: .dataChanged, object: nil)
                    }
                }
                final class FilterViewController: UIViewController {
                    private var token: NSObjectProtocol?
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        token = NotificationCenter.default.addObserver(forName: .dataChanged, object: nil, queue: .main) { _ in }
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .filtersChanged, object: nil)
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        if let observer = token { NotificationCenter.default.removeObserver(observer) }
                        [Notification.Name.filtersChanged].forEach { name in
                            NotificationCenter.default.removeObserver(self, name: name, object: nil)
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class ChatViewController : UIViewController
                {
                    NSObject keyboardToken;

                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        keyboardToken?.Dispose();
                        keyboardToken = UIKeyboard.Notifications.ObserveWillShow(OnKeyboard);
                        SendButton.TouchUpInside += OnSend;
                    }

                    public override void ViewWillDisappear(bool animated)
                    {
                        base.ViewWillDisappear(animated);
                        SendButton.TouchUpInside -= OnSend;
                    }
                }
                """),
            Example(.csharp, """
                public class MapViewController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        mapView.AddObserver(this, "myLocation", NSKeyValueObservingOptions.New, IntPtr.Zero);
                    }

                    public override void ViewWillDisappear(bool animated)
                    {
                        base.ViewWillDisappear(animated);
                        mapView.RemoveObserver(this, "myLocation");
                    }
                }
                """),
            Example(.objectiveC, """
                @interface ChatViewController : UIViewController
                @end

                @implementation ChatViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:)
                                                                 name:UIKeyboardWillShowNotification object:nil];
                    [self.scrollView addObserver:self forKeyPath:@"contentOffset" options:0 context:NULL];
                }
                - (void)viewWillDisappear:(BOOL)animated {
                    [super viewWillDisappear:animated];
                    [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillShowNotification object:nil];
                    [self.scrollView removeObserver:self forKeyPath:@"contentOffset"];
                }
                @end
                """),
        ],
        options: Options.documentation
    )

    /// `interactive_transitions`: replay cancelled interactive transitions too; `pairs`: pairs added
    /// to the built-in table.
    public struct Options: RuleOptions {
        public var interactiveTransitions = true
        public var extraPairs: [ObserverPair] = []

        public init() {}

        public static let documentation: [(String, JSONValue)] = [
            ("interactive_transitions", .bool(true)),
            ("pairs", .array(ObserverPair.builtIn.map(\.json))),
        ]

        public mutating func read(_ key: String, _ value: JSONNode, path: String, _ reader: ConfigurationReader) throws -> Bool {
            switch key {
            case "interactive_transitions":
                interactiveTransitions = try reader.bool(value, for: path)
            case "pairs":
                guard case .array(let items, _) = value else { throw reader.expected("an array of pairs", for: path, found: value) }
                for (k, item) in items.enumerated() { extraPairs.append(try ObserverPair(reading: item, path: "\(path)[\(k)]", reader)) }
            default:
                return false
            }
            return true
        }
    }

    public static var optionsType: (any RuleOptions.Type)? { Options.self }

    public init() {}

    private enum OperationKind { case register, remove }

    private struct Operation {
        var kind: OperationKind
        var pair: Int
        /// Its key's place in the type's `Keys` (plain values: an operation copied into a list, as the
        /// checks below do many times, retains and releases nothing).
        var key: Int32
        var token: Int
        var idempotent: Bool
        var member: Int
        /// Inside a closure: it runs at some later moment lifelint cannot place.
        var inClosure: Bool = false
        /// A removal under a test that the controller is leaving for good (`isMovingFromParent`,
        /// `isBeingDismissed`): in `viewDidDisappear` it runs at teardown, not on every hide.
        var whenLeaving: Bool = false
    }

    /// The keys of one type's operations, each once: `token:x`, `observer:<name>`, `observer:*` (every
    /// selector-based observer), `kvo:…`, `event:…`, or `discarded:<n>` for a registration whose token
    /// is thrown away. Equal keys have one place.
    private struct Keys {
        private(set) var texts: [String] = []

        /// The place of `key`, added the first time.
        mutating func place(of key: String) -> Int32 {
            if let k = texts.firstIndex(of: key) { return Int32(truncatingIfNeeded: k) }
            texts.append(key)
            return Int32(truncatingIfNeeded: texts.count - 1)
        }

        subscript(place: Int32) -> String { texts[Int(place)] }
    }

    /// The pairs of one language and the names to look for, made once per run for the built-in pairs. An
    /// object: a struct of three tables taken out of the static list was copied, its arrays retained and
    /// released, for every file with a controller.
    private final class Tables {
        let pairs: [ObserverPair]
        let registers: NameTable<Bool>
        let names: NameTable<Bool>

        init(_ pairs: [ObserverPair]) {
            self.pairs = pairs
            registers = NameTable(pairs.flatMap(\.register).map { ($0, true) })
            names = NameTable(pairs.flatMap { $0.register + $0.remove + $0.release }.map { ($0, true) })
        }
    }

    private static let builtInTables = Language.allCases.map { language in
        Tables(ObserverPair.builtIn.filter { $0.language == language })
    }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        // Most files declare no controller: nothing to read, not even the tables.
        guard !context.candidateNames.isEmpty else { return }
        let options = context.options(Options.self, of: Self.description.id)
        let extra = options.extraPairs
        let tables = extra.isEmpty ? Self.builtInTables[Int(context.language.rawValue)]
            : Tables((ObserverPair.builtIn + extra).filter { $0.language == context.language })
        guard !tables.pairs.isEmpty else { return }
        let s = context.source
        for type in context.candidateNames {
            // Most types register nothing: one pass over their calls settles that, and keeps the calls
            // named like a registration, a removal or a release (the only ones read again).
            let declarations = context.declarations(of: type)
            var named: [Int32] = []
            var registersSomething = false
            for declaration in declarations {
                for call in context.callNames(in: declaration.body) where tables.names.contains(Int(call), in: s) {
                    named.append(call)
                    registersSomething = registersSomething || tables.registers.contains(Int(call), in: s)
                }
                // Registrations are calls (`addObserver(`), but for C#'s `Button.TouchUpInside +=`.
                registersSomething = registersSomething || (context.language == .csharp && declaration.body.contains { j in
                    s.isOperator(j, "+=") && s.startsWithUppercase(j - 1)
                })
            }
            guard registersSomething else { continue }
            named.sort()
            // A type and its extensions in this file are one set of members.
            let members = context.allMembers(of: type, declarations: declarations)
            check(members, typeName: type.name, pairs: tables.pairs, names: tables.names, calls: named, context, into: &findings)
        }
    }

    /// `calls`: the type's calls named like a registration, a removal or a release, in order.
    private func check(_ members: [Member], typeName: String, pairs: [ObserverPair], names: NameTable<Bool>, calls: [Int32],
                       _ context: RuleContext, into findings: inout [Finding]) {
        var operations: [Operation] = []
        var keyTexts = Keys()
        var sites: [Int] = [] // each body's, in one list for the type
        // Each body's calls read in place (a slice of the list retained and released it for every body).
        calls.withUnsafeBufferPointer { calls in
            for (index, member) in members.enumerated() {
                for body in context.bodies(of: member) {
                    let start = operations.count
                    let bodyCalls = UnsafeBufferPointer(rebasing: calls[calls.positions(keyedIn: body) { Int($0) }])
                    self.operations(in: body, member: index, pairs: pairs, names: names,
                                    calls: bodyCalls, sites: &sites, keys: &keyTexts, into: &operations, context)
                    guard operations.count > start else { continue }
                    let closures = context.closureRanges(in: body)
                    for k in start ..< operations.count {
                        operations[k].inClosure = Self.runsLater(operations[k].token, closures, context)
                    }
                }
            }
        }
        guard operations.contains(where: { $0.kind == .register }) else { return }
        // Only for types that register something, and only the members that register or remove are asked.
        let events = attributedEvents(members, asked: operations.map(\.member), context)
        // A removal in `viewDidDisappear` that runs only once the controller leaves for good is teardown
        // (asked only there). The names its conditions test that the type does not declare here (`if
        // (ShouldCleanUp)`, a base class's property in another file), by the removal's token: a finding
        // stands only if none of them reads whether the controller leaves (`LeavingTests`, asked of the
        // project). Kept apart from the operations, which are copied often: empty for nearly every type.
        var unknownTests: [Int: [String]] = [:]
        for k in operations.indices where operations[k].kind == .remove
            && events[operations[k].member]?.count == 1 && events[operations[k].member]?.first == .viewDidDisappear {
            let member = members[operations[k].member]
            guard let body = context.bodies(of: member).first(where: { $0.contains(operations[k].token) }) else { continue }
            var unknown: [String] = []
            operations[k].whenLeaving = Self.testsLeaving(operations[k].token, in: body, members, context, unknown: &unknown)
                || Self.calledOnlyWhenLeaving(member, members, context, unknown: &unknown)
            if !operations[k].whenLeaving && !unknown.isEmpty { unknownTests[operations[k].token] = unknown }
        }
        // Group by pair and key; a wildcard removal undoes every selector-based observer of its pair.
        var keys: [(pair: Int, key: Int32)] = []
        var viaHelpers: [(call: Int, opening: String, lines: [Int], rest: String, requirements: [Requirement])] = []
        for op in operations where op.kind == .register && !keys.contains(where: { $0.pair == op.pair && $0.key == op.key }) {
            keys.append((op.pair, op.key))
        }
        // One list for every key's operations, emptied for each (a list made per key was most of the
        // rule's allocations).
        var related: [Operation] = []
        for (pair, key) in keys {
            related.removeAll(keepingCapacity: true)
            for op in operations where op.pair == pair
                && (op.key == key || (op.kind == .remove && Self.removal(keyTexts[op.key], covers: keyTexts[key]))) {
                related.append(op)
            }
            if Precedence.unbalancedObserverDefers(pairs[pair], removed: related.contains(where: { $0.kind == .remove })) {
                continue
            }
            related = Self.placeable(related, events: events, members: members, context)
            // Timing unknown (a helper also called from an action, a callback closure): do not judge.
            guard related.allSatisfy({ events[$0.member] != nil && !$0.inClosure }) else { continue }
            // A helper that both registers and removes, called from several lifecycle methods
            // (`[self registerForNotifications:YES]` in `viewDidLoad`, `…:NO` in `dealloc`): which branch
            // runs where is its arguments' business. Do not judge.
            let switches = related.contains { op in
                op.kind == .register && LifecycleEvent.event(of: members[op.member], method: context.lifecycleMethod(of: members[op.member]), in: context.language) == nil
                    && events[op.member]!.count > 1
                    && related.contains { $0.kind == .remove && $0.member == op.member }
            }
            if switches { continue }
            guard let (failure, interaction) = replay(related, events: events,
                                       interactive: context.options(Options.self, of: Self.description.id).interactiveTransitions,
                                       raisesOnExtraRemoval: pairs[pair].id == "key_value_observing") else { continue }
            // A cancelled interactive transition cannot happen to a controller the project shows as a
            // popover that never becomes a sheet (a cross-file fact, see `NonAdaptivePopovers`); nor a pop
            // to the root of a navigation controller shown so (it may push others, and be revealed).
            var requirements: [Requirement]
            switch interaction {
            case nil: requirements = []
            case .reveal?: requirements = [.absent(NonAdaptivePopovers.self, NonAdaptivePopovers.presented, in: typeName)]
            case .pop?: requirements = [.absent(NonAdaptivePopovers.self, NonAdaptivePopovers.presented, in: typeName),
                                        .absent(NonAdaptivePopovers.self, NonAdaptivePopovers.presentedAsRoot, in: typeName)]
            }
            if !unknownTests.isEmpty {
                for name in Set(related.flatMap { unknownTests[$0.token] ?? [] }).sorted() {
                    requirements.append(.absent(LeavingTests.self, name, in: typeName))
                }
            }
            // The first registration by event order, then by place: compared lazily (no list made per
            // comparison).
            let registration = related.lazy.filter { $0.kind == .register }
                .min { (events[$0.member]!.lazy.map(\.order).min()!, $0.token) < (events[$1.member]!.lazy.map(\.order).min()!, $1.token) }!
            // Made by a helper a lifecycle method calls (`registerForKeyboard()` in `viewWillAppear`):
            // reported at that call, naming the helper and the lines of its registrations (one finding per
            // call and outcome).
            let owner = members[registration.member]
            if LifecycleEvent.event(of: owner, method: context.lifecycleMethod(of: owner), in: context.language) == nil,
               let (call, caller) = lifecycleCall(of: owner, in: members, context) {
                let line = context.line(ofToken: registration.token)
                let rest = message(failure, registration, keyTexts[registration.key], related, members, events, context, calledHere: "")
                if let k = viaHelpers.firstIndex(where: { $0.call == call && $0.rest == rest }) {
                    viaHelpers[k].lines.append(line)
                } else {
                    let opening = "`\(HelperCall.spelling(of: owner))`, called here in `\(caller.signature)`, does `\(context.source.text(registration.token))`"
                    viaHelpers.append((call, opening, [line], rest, requirements))
                }
                continue
            }
            findings.append(context.finding(
                Self.description.id, at: registration.token,
                message: message(failure, registration, keyTexts[registration.key], related, members, events, context),
                controllerType: typeName, requirements: requirements))
        }
        for report in viaHelpers {
            let lines = report.lines.count == 1 ? "line \(report.lines[0])" : "lines " + report.lines.map(String.init).joined(separator: ", ")
            findings.append(context.finding(Self.description.id, at: report.call,
                                            message: report.opening + " (\(lines)), which" + report.rest, controllerType: typeName,
                                            requirements: report.requirements))
        }
    }

    /// The operations of one observer without those of methods lifelint cannot place in time that
    /// leave the count as the traces have it, when a removal the traces place remains:
    /// - a method that takes the observer off and puts it back (`E -= H; try { … } finally { E += H; }`)
    ///   leaves it as it was;
    /// - a removal in a method nothing in the type calls (a button's action, an event handler) may never
    ///   run, and can only lower the count: every trace without it can happen, and is replayed.
    private static func placeable(_ related: [Operation], events: MemberEvents, members: [Member],
                                  _ context: RuleContext) -> [Operation] {
        guard related.contains(where: { events[$0.member] == nil && !$0.inClosure }),
              related.contains(where: { $0.kind == .remove && events[$0.member] != nil && !$0.inClosure }) else { return related }
        var dropped = Set<Int>() // members
        for op in related where events[op.member] == nil && !op.inClosure && op.kind == .remove {
            let own = related.filter { $0.member == op.member }
            let toggles = own.contains { $0.kind == .register && $0.token > op.token }
            if toggles || (!own.contains { $0.kind == .register } && !isCalled(members[op.member], in: members, context)) {
                dropped.insert(op.member)
            }
        }
        return dropped.isEmpty ? related : related.filter { !dropped.contains($0.member) }
    }

    /// Whether some member calls `member` by name on the controller itself.
    private static func isCalled(_ member: Member, in members: [Member], _ context: RuleContext) -> Bool {
        for other in members {
            for body in context.bodies(of: other) {
                for call in context.callNames(in: body) where member.isNamed(byTokenAt: Int(call))
                    && context.selfMemberAccess(at: Int(call)) != nil {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the token at `j` is inside one of `closures` that runs later, or never: a `forEach { … }`
    /// closure runs on the spot.
    private static func runsLater(_ j: Int, _ closures: [Range<Int>], _ context: RuleContext) -> Bool {
        closures.contains { $0.contains(j) && !runsOnTheSpot($0, context) }
    }

    /// Whether the closure whose body is `range` is a `forEach`'s (`names.forEach { … }`,
    /// `.forEach({ … })`): it runs before the call returns.
    private static func runsOnTheSpot(_ range: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        let open = range.lowerBound - 1
        guard s.kind(open) == .leftBrace else { return false }
        let before = s.kind(open - 1) == .leftParen ? open - 2 : open - 1
        return s.token(before, isText: "forEach") || s.token(before, isText: "ForEach")
    }

    // MARK: - Which lifecycle events run each member

    /// For each member, the lifecycle events that run it (`attributedEvents`): one list for every member,
    /// a member's events a slice of it. A list for each member (and one of callers for each) was a dozen
    /// allocations for every type that registers something.
    private struct MemberEvents {
        private var all: [LifecycleEvent] = []
        /// Each member's slice of `all`; a negative count: not known (a caller lifelint cannot place).
        private var spans: [(start: Int32, count: Int32)]

        init(count: Int) {
            spans = Array(repeating: (0, -1), count: count)
            all.reserveCapacity(count) // about one event a member (grown from nothing, it was made several times)
        }

        /// The events that run `member`, or nil when some caller is not a lifecycle method.
        subscript(member: Int) -> ArraySlice<LifecycleEvent>? {
            let span = spans[member]
            return span.count < 0 ? nil : all[Int(span.start) ..< Int(span.start + span.count)]
        }

        func isKnown(_ member: Int) -> Bool { spans[member].count >= 0 }

        /// Sets `member`'s events to `event` alone.
        mutating func set(_ member: Int, to event: LifecycleEvent) {
            spans[member] = (Int32(truncatingIfNeeded: all.count), 1)
            all.append(event)
        }

        /// Sets `member`'s events to those of `callers` but itself (each known) one after another, when
        /// they hold any; whether they did.
        mutating func set(_ member: Int, toThoseOf callers: ArraySlice<Int32>) -> Bool {
            let start = all.count
            for caller in callers where Int(caller) != member {
                let span = spans[Int(caller)]
                for k in Int(span.start) ..< Int(span.start + span.count) { all.append(all[k]) }
            }
            guard all.count > start else { return false }
            spans[member] = (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: all.count - start))
            return true
        }
    }

    /// For each member, the lifecycle events that run it: its own, or (for a helper) those of every
    /// member that calls it. nil when some caller is not a lifecycle method (an action, a callback).
    /// Only the `asked` members' answers are read: when each of them is a lifecycle method, the
    /// callers are not looked for.
    private func attributedEvents(_ members: [Member], asked: [Int], _ context: RuleContext) -> MemberEvents {
        let s = context.source
        var result = MemberEvents(count: members.count)
        for (index, member) in members.enumerated() {
            if let event = LifecycleEvent.event(of: member, method: context.lifecycleMethod(of: member), in: s.language) {
                result.set(index, to: event)
            }
        }
        if asked.allSatisfy({ result.isKnown($0) }) { return result }
        // Callers of each helper, by name: only names of this type's own methods are looked at. A
        // name's callers are those of every method of that name (one list, shared by index).
        var nameOf = [Int](repeating: -1, count: members.count)
        let methodNames = NameTable(firstIndicesOf: members) { $0.kind == .method }
        for (index, member) in members.enumerated() where member.kind == .method {
            nameOf[index] = methodNames.value(ofNameOf: member)!
        }
        // A call inside a closure (a completion handler, `DispatchQueue.main.async { … }`) runs at a moment
        // lifelint cannot place, as a registration written there does: such a caller is -1. Each call as
        // (name, caller), in the order met; then grouped by name, that order kept within a name.
        var calls: [(name: Int32, caller: Int32)] = []
        for (index, member) in members.enumerated() {
            for body in context.bodies(of: member) {
                var closures: [Range<Int>]? = nil // found at the body's first call of a method of the type
                for name in context.callNames(in: body) {
                    let j = Int(name)
                    guard context.selfMemberAccess(at: j) != nil, let called = methodNames.value(at: j, in: s) else { continue }
                    if closures == nil { closures = context.closureRanges(in: body) }
                    calls.append((Int32(truncatingIfNeeded: called), Self.runsLater(j, closures!, context) ? -1 : Int32(truncatingIfNeeded: index)))
                }
            }
        }
        // `callers[firstCaller[name] ..< firstCaller[name + 1]]`: the callers of the methods of that name.
        var firstCaller = [Int](repeating: 0, count: members.count + 1)
        for call in calls { firstCaller[Int(call.name) + 1] += 1 }
        for k in 0 ..< members.count { firstCaller[k + 1] += firstCaller[k] }
        var callers = [Int32](repeating: 0, count: calls.count)
        var placed = firstCaller
        for call in calls {
            callers[placed[Int(call.name)]] = call.caller
            placed[Int(call.name)] += 1
        }
        // Propagate a few levels: `viewDidLoad` → `setUp()` → `observeKeyboard()`. A helper is known once
        // every caller but itself is (checked before its events are gathered: gathered first, they were
        // thrown away for most helpers, round after round); a round that learns nothing ends the walk.
        for _ in 0 ..< 4 {
            var learned = false
            for (index, member) in members.enumerated() where !result.isKnown(index) && member.kind == .method {
                let name = nameOf[index]
                let own = callers[firstCaller[name] ..< firstCaller[name + 1]]
                guard !own.isEmpty, own.allSatisfy({ Int($0) == index || ($0 >= 0 && result.isKnown(Int($0))) }) else { continue }
                if result.set(index, toThoseOf: own) { learned = true }
            }
            if !learned { break }
        }
        return result
    }

    // MARK: - Registrations and removals

    /// The body's registrations and removals, appended to `result` (the type's list: a list per body was
    /// made and copied into it); `sites` is room for the body's sites.
    private func operations(in body: Range<Int>, member: Int, pairs: [ObserverPair], names: NameTable<Bool>,
                            calls: UnsafeBufferPointer<Int32>, sites: inout [Int], keys: inout Keys,
                            into result: inout [Operation], _ context: RuleContext) {
        let s = context.source
        let start = result.count
        var discarded = 0
        var memo = ReceiverMemo()
        // `token = nil` is read only where some pair stops when its token is released.
        Self.sites(in: body, calls: calls, assignments: pairs.contains(where: \.releasedByNil), context, into: &sites)
        for j in sites {
            let kind = s.kind(j)
            if kind == .operator && (s.token(j, is: "+=") || s.token(j, is: "-=")) && s.language == .csharp {
                guard let pair = pairs.firstIndex(where: { $0.register.contains("+=") }),
                      s.startsWithUppercase(j - 1),
                      let receiver = context.receiver(of: j - 1) else { continue }
                let register = s.token(j, is: "+=")
                guard let handler = context.eventHandler(after: j) else { continue }
                // A lambda can never be unsubscribed: each `+=` of one is its own registration. Otherwise
                // `event:<receiver>.<event> <handler>`, written into one string (made by `+`, each part was one).
                let key = handler.isEmpty ? "discarded:\(j)"
                    : Self.eventKey(receiver: context.withoutSelf(receiver.text), event: s.text(j - 1), handler: handler)
                // A subscription under a once-guard (`if (!listening) { listening = true; E += H; }`) can never
                // be made twice.
                result.append(Operation(kind: register ? .register : .remove, pair: pair, key: keys.place(of: key), token: j,
                                        idempotent: register && !handler.isEmpty && Self.underOnceGuard(j, in: body, context),
                                        member: member))
                continue
            }
            guard kind == .identifier else { continue }
            // `token = nil` ends observations that stop when released.
            if s.isOperator(j + 1, "=") && s.keyword(j + 2) == .nilLiteral {
                for index in pairs.indices where pairs[index].releasedByNil {
                    result.append(Operation(kind: .remove, pair: index, key: keys.place(of: tokenKey(s.text(j), s)), token: j,
                                            idempotent: false, member: member))
                }
                continue
            }
            guard context.isCall(j), names.contains(j, in: s) else { continue }
            let name = s.text(j)
            // Each pair read where it is kept (taken out whole, it was copied with its lists of names).
            for index in pairs.indices {
                if pairs[index].register.contains(name), let key = registrationKey(j, pairs[index], &discarded, context, &memo) {
                    // Guarded, preceded by its removal, or stored where the old one is released by the assignment.
                    let idempotent = context.isGuarded(j, in: body) || result[start...].contains {
                        $0.kind == .remove && $0.pair == index && Self.removal(keys[$0.key], covers: key)
                    } || (pairs[index].releasedByNil && key.hasPrefix("token:"))
                    result.append(Operation(kind: .register, pair: index, key: keys.place(of: key), token: j, idempotent: idempotent,
                                            member: member))
                    break
                }
                if pairs[index].remove.contains(name), let key = removalKey(j, pairs[index], context, &memo) {
                    // A KVO removal that cannot raise: guarded, or inside Objective-C's `@try` (asked of KVO
                    // removals only: other removals of what is not registered do nothing).
                    let tolerated = pairs[index].id == "key_value_observing" && (isInsideTry(j, in: body, s) || context.isGuarded(j, in: body))
                    result.append(Operation(kind: .remove, pair: index, key: keys.place(of: key), token: j, idempotent: tolerated,
                                            member: member))
                }
                if pairs[index].release.contains(name), let receiver = context.receiver(of: j) {
                    result.append(Operation(kind: .remove, pair: index, key: keys.place(of: tokenKey(context.withoutSelf(receiver.text), s)),
                                            token: j, idempotent: false, member: member))
                }
            }
        }
    }

    /// Whether the statement at `j` runs only when a condition tests that the controller is leaving for
    /// good: `isMovingFromParent`, `isBeingDismissed` (C# `IsMovingFromParentViewController`…) in it, or a
    /// property or method of the type whose body reads them (`if (IsLeaving)`).
    /// `unknown` gets the names the conditions test that no member here declares (a plain name, or one
    /// read on `self`: a base class's property in another file, perhaps).
    private static func testsLeaving(_ j: Int, in body: Range<Int>, _ members: [Member], _ context: RuleContext,
                             unknown: inout [String]) -> Bool {
        let s = context.source
        for condition in context.guardingConditions(of: j, in: body) {
            if context.readsLeavingTest(condition) { return true }
            for k in condition where s.kind(k) == .identifier && s.keyword(k) == .none {
                var declared = false
                for member in members where member.kind != .initializer && member.isNamed(byTokenAt: k) {
                    declared = true
                    if context.bodies(of: member).contains(where: { context.readsLeavingTest($0) }) { return true }
                }
                if !declared && context.selfMemberAccess(at: k) != nil {
                    let name = s.text(k)
                    if !unknown.contains(name) { unknown.append(name) }
                }
            }
        }
        return false
    }

    /// Whether `helper` (a method of the type, not a lifecycle method) is called from the type's
    /// `viewDidDisappear` only under a test that the controller leaves for good (`if (IsLeaving)
    /// Cleanup();`), and from there at least once.
    private static func calledOnlyWhenLeaving(_ helper: Member, _ members: [Member], _ context: RuleContext,
                                              unknown: inout [String]) -> Bool {
        guard helper.kind == .method, context.lifecycleMethod(of: helper) == nil else { return false }
        var called = false
        for member in members where context.lifecycleMethod(of: member) == .viewDidDisappear {
            for body in context.bodies(of: member) {
                for name in context.callNames(in: body) where helper.isNamed(byTokenAt: Int(name))
                    && context.selfMemberAccess(at: Int(name)) != nil {
                    guard testsLeaving(Int(name), in: body, members, context, unknown: &unknown) else { return false }
                    called = true
                }
            }
        }
        return called
    }

    /// Whether the C# statement at `j` sits in the block of an `if` that sets what its condition tests
    /// (`if (!listening) { listening = true; E += H; }`): it runs once until the flag is reset. Not a test
    /// of something else (`if (button != null) button.Clicked += H;` subscribes on every pass).
    static func underOnceGuard(_ j: Int, in body: Range<Int>, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = j - 1
        while k > body.lowerBound {
            if s.kind(k) == .rightBrace { k = context.partner(k) - 1; continue }
            if s.kind(k) == .leftBrace { break }
            k -= 1
        }
        guard k > body.lowerBound, s.kind(k) == .leftBrace, s.kind(k - 1) == .rightParen else { return false }
        let open = context.partner(k - 1)
        guard open < k - 1, s.keyword(open - 1) == .if else { return false }
        let close = context.partner(k)
        let tested = (open + 1 ..< k - 1).filter { s.kind($0) == .identifier && s.keyword($0) == .none }
        guard !tested.isEmpty, close > k else { return false }
        return (k + 1 ..< close).contains { m in
            s.kind(m) == .identifier && s.isOperator(m + 1, "=") && tested.contains { s.sameName($0, m) }
        }
    }

    /// `calls` as `Int`s at the end of `result`.
    private static func append(_ calls: UnsafeBufferPointer<Int32>, to result: inout [Int]) {
        makeRoom(for: calls.count, in: &result)
        for call in calls { result.append(Int(call)) }
    }

    /// Room for `count` more in `result`, at least doubling it when it grows: the list serves body after
    /// body, and room made for exactly each body's count was made again for most bodies.
    private static func makeRoom(for count: Int, in result: inout [Int]) {
        let needed = result.count + count
        if result.capacity < needed { result.reserveCapacity(max(needed, 2 * result.capacity)) }
    }

    /// The tokens of `body` that can register or remove, in order: `calls` (its calls named like one),
    /// `token = nil` (when `assignments`), and C#'s `+=`/`-=` (the rest of the body is read once, over raw
    /// tokens). Written into `result` (emptied first, its memory kept from body to body).
    private static func sites(in body: Range<Int>, calls: UnsafeBufferPointer<Int32>, assignments: Bool, _ context: RuleContext,
                              into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        let s = context.source
        let csharp = s.language == .csharp
        guard assignments || csharp else { return append(calls, to: &result) }
        // The other sites first, into `result` itself (a list of their own was an allocation for most
        // bodies), then the calls merged in from the back.
        s.tokens.withUnsafeBufferPointer { tokens in
            for j in body.lowerBound ..< min(body.upperBound, tokens.count) {
                let token = tokens[j]
                if token.kind == .identifier {
                    if assignments && j + 2 < tokens.count, tokens[j + 1].kind == .operator, tokens[j + 1].length == 1,
                       s.bytes[Int(tokens[j + 1].offset)] == UInt8(ascii: "="), tokens[j + 2].keyword == .nilLiteral {
                        result.append(j)
                    }
                } else if csharp && token.kind == .operator && token.length == 2
                            && s.bytes[Int(token.offset) + 1] == UInt8(ascii: "=")
                            && (s.bytes[Int(token.offset)] == UInt8(ascii: "+") || s.bytes[Int(token.offset)] == UInt8(ascii: "-")) {
                    result.append(j) // `+=`, `-=`
                }
            }
        }
        let others = result.count
        guard others > 0 else { return append(calls, to: &result) }
        append(calls, to: &result) // room for the calls, overwritten below
        // Both runs are in token order (and no token is in both): merged from the back, the larger first.
        var o = others - 1, c = calls.count - 1, w = result.count - 1
        while c >= 0 {
            if o >= 0 && result[o] > Int(calls[c]) {
                result[w] = result[o]
                o -= 1
            } else {
                result[w] = Int(calls[c])
                c -= 1
            }
            w -= 1
        }
    }

    /// `@emailField` for an `object: emailField` argument; nothing for none or `object: nil`.
    private func objectSuffix(_ arguments: CallArguments, _ context: RuleContext) -> String {
        guard let object = argument(labelled: "object", in: arguments, context), object != "nil" else { return "" }
        return "@" + context.withoutSelf(object)
    }

    /// Whether a removal's key undoes a registration's: the same key, every observer registration
    /// (`removeObserver(self)`), or every object of a name (`removeObserver(self, name: n, object: nil)`).
    static func removal(_ removal: String, covers registration: String) -> Bool {
        if removal == registration { return true }
        // An observer object other than `self` passed back (`removeObserver(self.tableView)`): every
        // name it was registered for (`observer(tableView):…`).
        // (Cheap tests first: this is asked for every operation of every key.)
        if removal.hasPrefix("token:") {
            guard registration.hasPrefix("observer(") else { return false }
            let observer = removal.utf8.dropFirst(6)
            let rest = registration.utf8.dropFirst(9)
            return rest.starts(with: observer) && rest.dropFirst(observer.count).starts(with: "):".utf8)
        }
        if removal == "observer:*" { return registration.hasPrefix("observer:") }
        guard removal.hasPrefix("observer") else { return false }
        if removal.hasSuffix(":*") { return registration.hasPrefix(removal.dropLast()) }
        guard registration.hasPrefix(removal), let next = registration.utf8.dropFirst(removal.utf8.count).first
        else { return false }
        return next == UInt8(ascii: "@") || next == UInt8(ascii: "#")
    }

    /// `event:<receiver>.<event> <handler>`, the key of a C# subscription, in one string sized at once.
    private static func eventKey(receiver: String, event: String, handler: String) -> String {
        var key = "event:"
        key.reserveCapacity(8 + receiver.utf8.count + event.utf8.count + handler.utf8.count)
        key += receiver
        key += "."
        key += event
        key += " "
        key += handler
        return key
    }

    /// The key of a token kept in `name`: in Objective-C a property and its instance variable are one
    /// (`_timer = [NSTimer …]` is ended by `[self.timer invalidate]`).
    private func tokenKey(_ name: String, _ s: SourceText) -> String {
        guard s.language == .objectiveC else { return "token:" + name }
        let dot = name.lastIndex(of: ".").map { name.index(after: $0) } ?? name.startIndex
        guard let property = RuleContext.property(backedBy: String(name[dot...])) else { return "token:" + name }
        return "token:" + name[..<dot] + property
    }

    /// `#keyboardWillShow` for `selector: #selector(keyboardWillShow)`: the selector's name, read from the
    /// bytes once (the key of every name-based registration has it), or `""`.
    private func selectorSuffix(ofCallAt j: Int, _ context: RuleContext) -> String {
        let s = context.source
        let close = context.partner(j + 1)
        // `selector:` at the call's own level, found in one scan (no argument list is made).
        var k = j + 2
        var label = -1
        while k < close {
            switch s.kind(k) {
            case .leftParen, .leftBracket, .leftBrace:
                k = max(context.partner(k), k)
            case .identifier where s.kind(k + 1) == .colon && s.token(k, is: "selector") && (s.kind(k - 1) == .comma || k == j + 2):
                label = k
            default: break
            }
            if label >= 0 { break }
            k += 1
        }
        guard label >= 0 else { return "" }
        // The method's name: the last name before its argument list or first `:` (`keyboardWillShow` in
        // `#selector(Self.keyboardWillShow(_:))` and in Objective-C's `@selector(keyboardWillShow:)`).
        var name: Int? = nil
        var m = label + 2
        if s.kind(m) == .directive || s.kind(m) == .attribute { m += 2 } // past `#selector(` / `@selector(`
        while m < close, s.kind(m) == .identifier || s.kind(m) == .period {
            if s.kind(m) == .identifier { name = m }
            m += 1
        }
        guard let name else { return "" }
        return "#" + s.text(name)
    }

    private func argument(labelled label: String, in arguments: CallArguments, _ context: RuleContext) -> String? {
        let s = context.source
        for k in arguments.indices { // by index: iterating the collection copied it
            let range = arguments[k]
            if s.token(range.lowerBound, isText: label) && s.kind(range.lowerBound + 1) == .colon {
                return context.compactText((range.lowerBound + 2) ..< range.upperBound)
            }
        }
        return nil
    }

    private func matchesReceiver(_ j: Int, _ pair: ObserverPair, _ context: RuleContext, _ memo: inout ReceiverMemo) -> Bool {
        guard !pair.receivers.isEmpty else { return true }
        guard let receiver = memo.resolved(j, { resolvedReceiver(j, context) }) else { return false }
        return pair.receivers.contains { receiver.utf8.contains(bytesOf: $0) }
    }

    /// The last call's resolved receiver: several pairs share a method name (`addObserver`) and ask in turn.
    private struct ReceiverMemo {
        private var token = -1
        private var value: String? = nil
        mutating func resolved(_ j: Int, _ compute: () -> String?) -> String? {
            if token != j { (token, value) = (j, compute()) }
            return value
        }
    }

    /// The receiver's text, a local alias followed to what it names: `nc.addObserver(…)` after
    /// `let nc = NotificationCenter.default` (C# `var nc = NSNotificationCenter.DefaultCenter;`) is
    /// `NotificationCenter.default`. Looked for in the 400 tokens before the call.
    private func resolvedReceiver(_ j: Int, _ context: RuleContext) -> String? {
        guard let receiver = context.receiver(of: j) else { return nil }
        let s = context.source
        guard receiver.start == j - 2, s.kind(receiver.start) == .identifier, s.keyword(receiver.start) == .none else {
            return receiver.text
        }
        var k = j - 3
        while k > max(0, j - 400) {
            if s.token(k, isText: receiver.text) && s.isOperator(k + 1, "=")
                && (s.keyword(k - 1) == .let || s.keyword(k - 1) == .var || (s.language == .csharp && s.kind(k - 1) == .identifier)) {
                var m = k + 2
                var path = ""
                while m < j && (s.kind(m) == .identifier || s.kind(m) == .period) {
                    path += s.text(m)
                    m += 1
                }
                return path.isEmpty ? receiver.text : path
            }
            k -= 1
        }
        return receiver.text
    }

    /// C# KVO: `receiver.AddObserver(observer, "keyPath", …)` / `RemoveObserver(observer, "keyPath")` on a
    /// receiver that is not the notification center; the key is the receiver and the key path. `.none`
    /// for other pairs; `.some(nil)` for a call of this pair that is not KVO.
    private func csharpKVOKey(_ j: Int, _ pair: ObserverPair, registering: Bool, _ context: RuleContext) -> String?? {
        guard context.language == .csharp, pair.id == "key_value_observing" else { return .none }
        let s = context.source
        let arguments = context.arguments(ofCallAt: j + 1)
        guard arguments.count == (registering ? 4 : 2), let receiver = resolvedReceiver(j, context),
              !["NSNotificationCenter", "NotificationCenter", "DefaultCenter", "Center"].contains(where: { receiver.utf8.contains(bytesOf: $0) }),
              let keyPath = arguments.dropFirst().first, !keyPath.isEmpty,
              s.kind(keyPath.lowerBound) == .string || s.keyword(keyPath.lowerBound) == .new || s.kind(keyPath.lowerBound) == .leftParen
        else { return .some(nil) }
        return .some("kvo:" + context.withoutSelf(receiver) + ":" + context.compactText(keyPath))
    }

    private func registrationKey(_ j: Int, _ pair: ObserverPair, _ discarded: inout Int, _ context: RuleContext,
                                 _ memo: inout ReceiverMemo) -> String? {
        let s = context.source
        if let key = csharpKVOKey(j, pair, registering: true, context) { return key }
        guard matchesReceiver(j, pair, context, &memo) else { return nil }
        // The call's arguments, found once for every question below.
        let arguments = context.arguments(ofCallAt: j + 1)
        // The labels tell KVO from NotificationCenter (Swift).
        if let required = pair.requiredLabel, !context.hasArgument(labelled: required, in: arguments) { return nil }
        if let excluded = pair.excludedLabel, context.hasArgument(labelled: excluded, in: arguments) { return nil }
        if pair.keyPathArgument {
            guard let first = arguments.first, s.kind(first.lowerBound) == .backslash else { return nil }
        }
        // The expression the call belongs to: `token = center.addObserver(…)`.
        let start = context.receiverStart(of: j) ?? j
        if s.kind(start - 1) == .leftParen || s.kind(start - 1) == .comma || s.kind(start - 1) == .leftBracket {
            return nil // an argument of something else (`tokens.append(…)`): lifelint cannot follow it
        }
        if s.isOperator(start - 1, "="), s.kind(start - 2) == .identifier {
            // A local: Swift's `let token =`, Objective-C's `id token =` or `NSTimer *timer =`.
            if s.keyword(start - 3) == .let || s.keyword(start - 3) == .var
                || s.language == .objectiveC && (s.kind(start - 3) == .identifier || s.isOperator(start - 3, "*")) {
                discarded += 1
                return "discarded:\(j)" // a local: nothing can remove it later
            }
            let target = context.receiver(of: start - 2).map { $0.text + "." } ?? ""
            return tokenKey(context.withoutSelf(target + s.text(start - 2)), s)
        }
        if context.hasArgument(labelled: "forKeyPath", in: arguments) {
            return "kvo:" + (context.receiver(of: j)?.text ?? "") + ":" + (argument(labelled: "forKeyPath", in: arguments, context) ?? "")
        }
        // The block form's observer is the returned token: thrown away, nothing can remove it.
        if context.hasArgument(labelled: "forName", in: arguments) || s.token(j, is: "addObserverForName") || pair.remove.isEmpty {
            discarded += 1
            return "discarded:\(j)"
        }
        // Registered with an observer object (`addObserver(self, selector:…)`): removed by passing it back.
        // One key per notification: the `name:` argument, or C#'s first argument.
        // Observing the same name for two objects (`object: emailField`, `object: passwordField`) is two
        // registrations, not one made twice.
        if let name = argument(labelled: "name", in: arguments, context) {
            // Two selectors for one name are two observers; a removal by name removes both. An observer
            // other than `self` (`addObserver(self.tableView, …)`) is named in the key: only passing it
            // back removes it.
            // Most registrations pass `self`: told by its one token before any text is made.
            let first = observerRange(arguments, context)
            let passesSelf = first.map { $0.count == 1 && s.keyword($0.lowerBound) == .selfReference } ?? true
            let observer = passesSelf ? nil : observerArgument(arguments, context).flatMap { argument -> String? in
                RuleContext.namesSelf(argument) ? nil : "observer(" + tokenKey(context.withoutSelf(argument), s).dropFirst(6) + "):"
            }
            // Written into one string sized at once (made by `+`, each part was one).
            let object = objectSuffix(arguments, context), selector = selectorSuffix(ofCallAt: j, context)
            var key = observer ?? "observer:"
            key.reserveCapacity(key.utf8.count + name.utf8.count + object.utf8.count + selector.utf8.count)
            key += name
            key += object
            key += selector
            return key
        }
        // C#'s block form, `AddObserver(name, handler)` (and `(name, handler, object)`), returns the observer
        // token; dropped here, `RemoveObserver(this)` never removes it.
        if s.language == .csharp, pair.id == "notification_center" {
            if arguments.count == 2 || arguments.count == 3 {
                discarded += 1
                return "discarded:\(j)"
            }
        }
        if s.language == .csharp, let first = arguments.first, !first.isEmpty {
            return "observer:" + context.compactText(first)
        }
        return "observer:*"
    }

    private func removalKey(_ j: Int, _ pair: ObserverPair, _ context: RuleContext, _ memo: inout ReceiverMemo) -> String? {
        if let key = csharpKVOKey(j, pair, registering: false, context) { return key }
        guard matchesReceiver(j, pair, context, &memo) || pair.requiredLabel != nil else { return nil }
        let arguments = context.arguments(ofCallAt: j + 1)
        guard let argument = observerArgument(arguments, context) else { return nil }
        let s = context.source
        if pair.requiredLabel == "forKeyPath" {
            guard context.hasArgument(labelled: "forKeyPath", in: arguments) else { return nil }
            return "kvo:" + (context.receiver(of: j)?.text ?? "") + ":" + (self.argument(labelled: "forKeyPath", in: arguments, context) ?? "")
        }
        if RuleContext.namesSelf(argument) {
            if let name = self.argument(labelled: "name", in: arguments, context) {
                // A name that is a loop's or a closure's variable (`names.forEach { name in … }`) is each of
                // several: read as a removal of every name.
                if !name.contains("."), isLoopVariable(name, before: j, context) { return "observer:*" }
                return "observer:" + name + objectSuffix(arguments, context)
            }
            return "observer:*"
        }
        // `if let observer = token { center.removeObserver(observer) }` removes `token`.
        return tokenKey(context.withoutSelf(context.boundPath(of: argument, before: j) ?? argument), s)
    }

    /// The first argument of the call named at `j`, the observer (or token) registered or removed, as
    /// written: without a Swift label, a cast (`token as Any`) or `!`; nil when there is none.
    private func observerArgument(_ arguments: CallArguments, _ context: RuleContext) -> String? {
        guard var range = observerRange(arguments, context) else { return nil }
        let s = context.source
        if let cast = range.first(where: { s.keyword($0) == .as }), cast > range.lowerBound { range = range.lowerBound ..< cast }
        return context.compactText(range).replacingBytes("!", with: "")
    }

    /// The tokens of the call's first argument, without a Swift label; nil when there is none.
    private func observerRange(_ arguments: CallArguments, _ context: RuleContext) -> Range<Int>? {
        guard let first = arguments.first, !first.isEmpty else { return nil }
        return context.argumentValue(first)
    }

    /// Whether `name` is declared as `for name in` or a closure's `{ name in` in the tokens before `j`.
    private func isLoopVariable(_ name: String, before j: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        var k = j - 1
        while k > max(0, j - 200) {
            if s.kind(k) == .identifier && s.token(k, isText: name) && s.token(k + 1, isText: "in")
                && (s.keyword(k - 1) == .for || s.kind(k - 1) == .leftBrace) { return true }
            k -= 1
        }
        return false
    }

    // MARK: - Replaying the traces

    private enum Failure {
        case pilesUp(trace: String)
        case stops(trace: String)
        /// A KVO observer removed when it is not registered: `removeObserver:forKeyPath:` raises.
        case raises(trace: String)
    }

    /// Whether the token at `j` is inside an Objective-C `@try { … }` block of the body.
    private func isInsideTry(_ j: Int, in body: Range<Int>, _ s: SourceText) -> Bool {
        guard s.language == .objectiveC else { return false }
        var depth = 0
        var k = j - 1
        while k >= body.lowerBound {
            switch s.kind(k) {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth == 0 && s.kind(k - 1) == .attribute && s.token(k - 1, is: "@try") { return true }
                depth = max(depth - 1, 0)
            default: break
            }
            k -= 1
        }
        return false
    }

    private func replay(_ operations: [Operation], events: MemberEvents, interactive: Bool,
                        raisesOnExtraRemoval: Bool) -> (Failure, LifecycleEvent.Interaction?)? {
        // Each operation's events as a bit set, asked at every event of every trace (an array of events
        // read there was retained and released at each ask).
        let masks = operations.map { op in
            // Once the controller has left for good (popped, dismissed) `viewDidDisappear` is its last call.
            op.whenLeaving ? LifecycleEvent.teardown.bit // (set only for removals in `viewDidDisappear`)
                : events[op.member]!.reduce(0) { $0 | $1.bit }
        }
        for trace in LifecycleEvent.traces(includingInteractive: interactive) {
            var count = 0
            var registered = false
            for event in trace.events {
                let bit = event.bit
                for k in operations.indices where masks[k] & bit != 0 {
                    let idempotent = operations[k].idempotent
                    switch operations[k].kind {
                    case .register:
                        count = idempotent ? 1 : count + 1
                        registered = true
                        if count > 1 { return (.pilesUp(trace: trace.name), trace.interaction) }
                    case .remove:
                        if raisesOnExtraRemoval && registered && count == 0 && !idempotent && event != .teardown {
                            return (.raises(trace: trace.name), trace.interaction)
                        }
                        count = 0
                    }
                }
                if event == .viewDidAppear && registered && count == 0 { return (.stops(trace: trace.name), trace.interaction) }
            }
        }
        return nil
    }

    // MARK: - Messages

    /// A call of `helper` on `self` in one of the lifecycle methods among `members`, outside closures, and that method.
    private func lifecycleCall(of helper: Member, in members: [Member], _ context: RuleContext) -> (Int, Member)? {
        let s = context.source
        for member in members where LifecycleEvent.event(of: member, method: context.lifecycleMethod(of: member), in: s.language) != nil {
            for body in context.bodies(of: member) {
                for call in context.callNames(in: body) where helper.isNamed(byTokenAt: Int(call))
                    && context.selfMemberAccess(at: Int(call)) != nil && !context.isInside(Int(call), context.closureRanges(in: body)) {
                    return (Int(call), member)
                }
            }
        }
        return nil
    }

    /// `strings` without repeats, sorted, in place: as `Array(Set(strings)).sorted()`, without hashing a
    /// set of the one to four strings a message lists.
    static func distinctSorted(_ strings: inout [String]) {
        var kept = 0
        for k in strings.indices where !strings[..<kept].contains(strings[k]) {
            strings.swapAt(kept, k)
            kept += 1
        }
        strings.removeSubrange(kept...)
        strings.sort()
    }

    /// `calledHere`: the opening for a registration made in a helper and reported at its call. Written
    /// into one string made with room for it: pieces interpolated and joined made a dozen strings and
    /// lists a message (most of the rule's allocations, for its few hundred messages a run).
    private func message(_ failure: Failure, _ registration: Operation, _ key: String, _ related: [Operation], _ members: [Member],
                         _ events: MemberEvents, _ context: RuleContext, calledHere: String? = nil) -> String {
        let s = context.source
        /// "`name` (once, on every appearance)": the member and how often its events happen, each once, sorted.
        func place(_ op: Operation, into out: inout String) {
            let member = members[op.member]
            let own = LifecycleEvent.event(of: member, method: context.lifecycleMethod(of: member), in: s.language)
            out += "`"
            if own == .teardown {
                out += s.language == .swift ? "deinit" : s.language == .csharp ? "Dispose" : "dealloc"
            } else if member.kind == .initializer {
                out += s.language == .csharp ? "the constructor" : "init"
            } else {
                out += member.signature
            }
            out += "` ("
            var frequencies = events[op.member]!.map(\.frequency) // literals: no string made for them
            Self.distinctSorted(&frequencies)
            for (k, frequency) in frequencies.enumerated() {
                if k > 0 { out += ", " }
                out += frequency
            }
            out += ")"
        }
        var out = ""
        out.reserveCapacity(384)
        if let calledHere {
            out += calledHere
        } else {
            out += "`"
            out += s.text(registration.token)
            out += "` in "
            place(registration, into: &out)
        }
        out += " is "
        if key.hasPrefix("discarded:") && !s.isOperator(registration.token, "+=") {
            // The call returns the observer (a token) and the code drops it: nothing can remove it.
            let start = context.receiverStart(of: registration.token) ?? registration.token
            // A timer is invalidated, not removed, and what is dropped is the timer itself.
            let timer = s.token(registration.token, contains: "Timer") || s.token(registration.token, contains: "timer")
            if timer {
                out += s.isOperator(start - 1, "=")
                    ? "never invalidated: the timer it returns is kept only in a local"
                    : "never invalidated: the timer it returns is dropped, so nothing can invalidate it (it keeps firing, and keeps its target alive)"
            } else if s.isOperator(start - 1, "=") {
                out += "never removed: the observer token it returns is kept only in a local"
            } else {
                out += "never removed: the observer token it returns is dropped, and removing `"
                out += s.language == .csharp ? "this" : "self"
                out += "` does not remove it"
            }
        } else if !related.contains(where: { $0.kind == .remove }) {
            out += "never removed"
        } else {
            // The places of the removals, each once, sorted (a few: compared as written).
            var places: [String] = []
            for op in related where op.kind == .remove {
                var written = ""
                place(op, into: &written)
                places.append(written)
            }
            Self.distinctSorted(&places)
            out += "removed in "
            for (k, written) in places.enumerated() {
                if k > 0 { out += " and " }
                out += written
            }
        }
        out += ": "
        switch failure {
        case .pilesUp(let trace):
            out += trace
            out += " it is registered twice and fires twice; register once and remove at teardown, or pair viewWillAppear with viewWillDisappear"
        case .stops(let trace):
            out += trace
            out += " nothing observes while the screen is visible; register where you remove (appear with disappear) or remove at teardown"
        case .raises(let trace):
            out += trace
            out += " it is removed while not registered, and removing a KVO observer that is not registered raises an exception; "
                + "pair viewWillAppear with viewWillDisappear, or register once and remove at teardown"
        }
        return out
    }
}
