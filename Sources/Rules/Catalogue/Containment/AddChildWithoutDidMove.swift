import SwiftTokenizer

/// `addChild` must be followed by `child.didMove(toParent: self)` once the child's view is in place.
public struct AddChildWithoutDidMove: Rule {
    public static let description = RuleDescription(
        id: "add_child_without_did_move",
        summary: "`addChild(child)` with no `child.didMove(toParent: self)` in the same method.",
        rationale: """
            Adding a child controller is a three-step sequence: `addChild(child)` (which calls \
            `child.willMove(toParent:)` for you), adding the child's view, then `child.didMove(toParent: \
            self)`, which UIKit leaves to you because only you know when the view is in place. Without it \
            the child never learns that the transition finished: containment-aware children and UIKit's own \
            containers wait for it. Call `didMove(toParent:)` in the same method, in a completion handler if \
            the view arrives animated. The same is owed wherever a child is added to another controller \
            (`root.addChild(player)` in a coordinator, a cell or an app delegate: `player.didMove(toParent: root)`). \
            `transition(from:to:…)` flows, `super.addChild` in an override and SpriteKit's `node.addChild(sprite)` \
            are left alone, and so is a child held in a stored property whose `didMove` comes in another \
            method of the type (added in `init`, its view put in place in `viewDidLoad`; a delegate asked for \
            the view, then told it is in place). A child added under a name bound from a property (`if let \
            shown = overlay { addChild(shown) }`) is told `didMove` through either name.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class ContainerViewController: UIViewController {
                    func show(_ child: UIViewController) {
                        ↓addChild(child)
                        view.addSubview(child.view)
                    }
                }
                """),
            Example(.csharp, """
                public class ContainerViewController : UIViewController
                {
                    public void Show(UIViewController child)
                    {
                        ↓AddChildViewController(child);
                        View.AddSubview(child.View);
                    }
                }
                """),
            Example(.swift, """
                final class PlayerCoordinator {
                    private var player: PlayerViewController?
                    func presentPlayer(over rootVC: UIViewController) {
                        let player = PlayerViewController()
                        rootVC.↓addChild(player)
                        rootVC.view.addSubview(player.view)
                        self.player = player
                    }
                }
                final class SheetViewController: UIViewController {
                    func present(from presenter: UIViewController) {
                        presenter.↓addChild(self)
                        presenter.view.addSubview(view)
                    }
                }
                """),
            Example(.csharp, """
                public class FlyoutRenderer : UIViewController
                {
                    readonly UIViewController _menuController = new UIViewController();
                    void Embed(UIViewController menu)
                    {
                        _menuController.View.AddSubview(menu.View);
                        _menuController.↓AddChildViewController(menu);
                    }
                }
                public static class ControllerExtensions
                {
                    public static void Embed(this UIViewController @this, UIViewController child)
                    {
                        @this.↓AddChildViewController(child);
                        @this.View.AddSubview(child.View);
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)embed:(UIViewController *)child {
                    [self ↓addChildViewController:child];
                    child.view.frame = self.view.bounds;
                    [self.view addSubview:child.view];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                // A stored child whose sequence spans two methods: added when its view is asked for, told it
                // moved once the view is in place.
                final class CourseInfoViewController: UIViewController {
                    private lazy var player = AVPlayerViewController()
                }
                extension CourseInfoViewController: IntroVideoBlockDelegate {
                    func introVideoBlockRequestsVideoView() -> UIView {
                        addChild(player)
                        return player.view
                    }
                    func introVideoBlockDidAddVideoView() {
                        player.didMove(toParent: self)
                    }
                }
                """),
            Example(.csharp, """
                public class CameraViewController : UIViewController
                {
                    AVPlayerViewController player = new AVPlayerViewController();
                    public CameraViewController() : base(null, null)
                    {
                        AddChildViewController(player);
                    }
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(player.View);
                        player.DidMoveToParentViewController(this);
                    }
                }
                """),
            Example(.swift, """
                final class WelcomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(pager, to: container) // the app's own helper below, not UIKit's addChild(_:)
                    }
                    private func addChild(_ child: UIViewController, to container: UIView) {
                        addChild(child)
                        container.addSubview(child.view)
                        child.didMove(toParent: self)
                    }
                }
                """),
            Example(.swift, """
                final class BadgeCell: UITableViewCell {
                    func embed(in parentController: UIViewController) {
                        let host = UIHostingController(rootView: Badge())
                        parentController.addChild(host)
                        contentView.addSubview(host.view)
                        host.didMove(toParent: parentController)
                    }
                }
                final class GameScene: SKScene {
                    func spawn(in layer: SKNode) {
                        let sprite = SKSpriteNode(imageNamed: "coin")
                        layer.addChild(sprite)
                        addChild(SKLabelNode(text: "Go"))
                    }
                }
                final class OPMLWriter {
                    func write(_ document: XMLElement) {
                        let body = document.addChild(name: "body")
                        _ = body
                    }
                }
                extension UIViewController {
                    func attach(to parent: UIViewController) {
                        parent.addChild(self)
                        parent.view.addSubview(view)
                        let finish = { self.didMove(toParent: parent) }
                        finish()
                    }
                }
                final class TabBarSpec: QuickSpec {
                    override func spec() {
                        it("lists its children") { subject.addChild(childVC) }
                    }
                }
                final class TrackingNavigationController: UINavigationController {
                    override func addChild(_ childController: UIViewController) {
                        super.addChild(childController)
                        log(childController)
                    }
                }
                """),
            Example(.csharp, """
                public class ViewHost : UIView
                {
                    void Show(UIViewController parent, UIViewController child)
                    {
                        parent.AddChildViewController(child);
                        parent.View.AddSubview(child.View);
                        child.DidMoveToParentViewController(parent);
                    }
                }
                """),
            Example(.swift, """
                final class ContainerViewController: UIViewController {
                    func show(_ child: UIViewController) {
                        addChild(child)
                        view.addSubview(child.view)
                        UIView.animate(withDuration: 0.3, animations: { child.view.alpha = 1 }) { _ in
                            child.didMove(toParent: self)
                        }
                    }
                    func swap(from old: UIViewController, to new: UIViewController) {
                        addChild(new)
                        transition(from: old, to: new, duration: 0.3, options: [], animations: nil) { _ in
                            new.didMove(toParent: self)
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class ContainerViewController : UIViewController
                {
                    public void Show(UIViewController child)
                    {
                        AddChildViewController(child);
                        View.AddSubview(child.View);
                        child.DidMoveToParentViewController(this);
                    }
                }
                """),
            Example(.swift, """
                enum Swizzling {
                    static func install() {
                        let original = #selector(UIViewController.addChild(_:))
                        let replacement = #selector(UIViewController.tracked_addChild(_:))
                        swap(original, replacement)
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)embed:(UIViewController *)child {
                    [self addChildViewController:child];
                    child.view.frame = self.view.bounds;
                    [self.view addSubview:child.view];
                    [child didMoveToParentViewController:self];
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        // Every type: a coordinator, an app delegate or a cell adding a child to another controller
        // (`root.addChild(player)`) owes the same `didMove` as the controller itself.
        for (type, isController) in context.containmentTypes()
            where context.hierarchyCalls(in: type.body).contains(where: { $0.call == .addChild }) { // most types add no child
            for member in context.members(of: type) {
                let sites = context.hierarchyCalls(in: member)
                if sites.contains(where: { $0.call == .transition }) { continue }
                for site in sites where site.call == .addChild {
                    guard let child = site.firstArgument else { continue }
                    var controllerType: String? = nil
                    var requirements: [Requirement] = []
                    if site.receiver.isEmpty {
                        guard isController else { continue } // SpriteKit's `addChild(node)` in a scene
                        controllerType = type.name
                    } else {
                        guard let required = parentRequirements(site, in: member, of: type, context) else { continue }
                        requirements = required
                    }
                    // A closure parameter or `newValue` is an alias lifelint cannot follow: any `didMove` counts.
                    let alias = child.hasPrefix("$") || child == "newValue" || child == "value"
                    // `if let panel = self.panel { addChild(panel) }` then `self.panel?.didMove(toParent: self)`:
                    // the bound name and the property it unwraps are one child.
                    let bound = context.boundPath(of: child, before: site.nameToken).map(context.withoutSelf)
                    let moved = sites.contains { other in // `parent.addChild(self)` pairs with `didMove` on self
                        let receiver = other.receiver.isEmpty ? (s.language == .csharp ? "this" : "self") : other.receiver.filter { $0 != "?" && $0 != "!" }
                        return other.call == .didMoveToParent && (receiver == child || receiver == bound || (alias && !other.receiver.isEmpty))
                    }
                    guard !moved else { continue }
                    // A stored child whose `didMove` comes in another method of the type: the sequence spans
                    // a handshake (a delegate asked for the view, then told it is in place).
                    // (A class and its extensions in this file are one type.)
                    let declarations = type.kind == .class || type.kind == .extension ? context.declarations(of: type) : [type]
                    if declarations.contains(where: { context.declaresProperty(named: context.withoutSelf(child), in: $0) }),
                       declarations.contains(where: { declaration in
                           context.hierarchyCalls(in: declaration.body).contains { other in
                               other.call == .didMoveToParent && other.receiver.filter({ $0 != "?" && $0 != "!" }) == context.withoutSelf(child)
                           }
                       }) { continue }
                    findings.append(context.finding(Self.description.id, at: site.nameToken,
                                                    message: Self.message(child, parent: site.receiver, s.language),
                                                    controllerType: controllerType, requirements: requirements))
                }
            }
        }
    }

    /// For `parent.addChild(child)` on another object: what the index must confirm for `parent` to be a
    /// controller, or nil when the call is not containment (`super.addChild` in an override, SpriteKit's
    /// `scene.addChild(node)`, an XML builder's `addChild(name:)`).
    private func parentRequirements(_ site: HierarchyCallSite, in member: Member, of type: TypeDecl,
                                    _ context: RuleContext) -> [Requirement]? {
        let s = context.source
        guard site.receiver != "super", site.receiver != "base", let child = site.firstArgument else { return nil }
        // `AddChildViewController` and Swift's old `addChildViewController` belong to UIKit alone.
        if s.text(site.nameToken) != "addChild" { return [] }
        let arguments = context.arguments(ofCallAt: site.nameToken + 1)
        guard arguments.count == 1, s.kind(arguments[0].lowerBound + 1) != .colon else { return nil }
        return context.controllerRequirements(of: site.receiver, in: member, of: type)
            ?? context.controllerRequirements(of: child, in: member, of: type)
    }

    // MARK: - Messages

    static func message(_ child: String, parent: String = "", _ language: Language) -> String {
        let child = child.hasPrefix("$") ? "child" : child
        let receiver = parent.isEmpty ? "" : "\(parent)."
        let to = parent.isEmpty ? (language == .csharp ? "this" : "self") : parent
        // A child made by the call itself (`addChild(embed(home))`): calling it again would make another
        // child, so the advice is to keep it in a name first.
        if child.contains("(") || child.contains("[") {
            switch language {
            case .swift:
                return "`\(receiver)addChild(\(child))` is never followed by `didMove(toParent: \(to))` on the child it adds; keep the child "
                    + "in a constant (`let child = \(child)`), add it, and call `child.didMove(toParent: \(to))` once its view is in place"
            case .csharp:
                return "`\(receiver)AddChildViewController(\(child))` is never followed by `DidMoveToParentViewController(\(to))` on the child it "
                    + "adds; keep the child in a local (`var child = \(child);`), add it, and call `child.DidMoveToParentViewController(\(to))` once its view is in place"
            case .objectiveC:
                return "`[\(parent.isEmpty ? "self" : parent) addChildViewController:\(child)]` is never followed by `didMoveToParentViewController:` "
                    + "on the child it adds; keep the child in a local, add it, and send it `didMoveToParentViewController:\(to)` once its view is in place"
            }
        }
        if language == .objectiveC {
            return "`[\(parent.isEmpty ? "self" : parent) addChildViewController:\(child)]` is never followed by `[\(child) didMoveToParentViewController:\(to)]` in this method; send it once the child's view is in place"
        }
        return language == .swift
            ? "`\(receiver)addChild(\(child))` is never followed by `\(child).didMove(toParent: \(to))` in this method; call it once the child's view is in place"
            : "`\(receiver)AddChildViewController(\(child))` is never followed by `\(child).DidMoveToParentViewController(\(to))` in this method; call it once the child's view is in place"
    }
}
