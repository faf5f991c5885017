import SwiftTokenizer

/// Removing a child is `willMove(toParent: nil)`, remove its view, `removeFromParent()`: all three.
public struct RemoveChildIncomplete: Rule {
    public static let description = RuleDescription(
        id: "remove_child_incomplete",
        summary: "A child controller is removed with only part of `willMove(toParent: nil)` → remove view → `removeFromParent()`.",
        rationale: """
            UIKit documents removing a child as three steps: `child.willMove(toParent: nil)`, \
            `child.view.removeFromSuperview()`, `child.removeFromParent()` (which sends \
            `didMove(toParent: nil)` itself). `removeFromParent()` alone leaves the child's view on screen, \
            now owned by nobody; removing the view alone leaves the controller in `children`, still \
            receiving callbacks and kept alive; skipping `willMove(toParent: nil)` means the child never \
            hears that it is leaving. Do all three, in that order, in the same method. \
            `transition(from:to:…)` flows remove the view for you and are left alone, as is a helper that \
            calls it. Not reported either: a child's view taken out and put back in the same method (a \
            reorder; not when the name is given another child in between, a swap), a child kept while one \
            method hides its view and another shows it again without adding the child (a side panel, as \
            UITabBarController keeps the tabs not shown), a view handed on to another hierarchy right after (`pip.contentView = child.view`), and a \
            controller removing itself or its children in its own `deinit`, `dealloc` or `Dispose` (cleanup: the views go with it). Removals outside \
            controllers count too: a cell or a coordinator taking a child out of its parent, a C# extension \
            method on `this UIViewController @this`; SpriteKit's `node.removeFromParent()` does not. The view \
            counts as removed under another name too: a local bound to it (`guard let childView = child.view`), \
            the view that holds it (`hostView.removeFromSuperview()` after `hostView.addSubview(child.view)`), an \
            object asked to remove it by the name it was handed it with (`bar.removeExtendedView()` after \
            `bar.addExtendedView(child.view)`), a view handed to a removal (`blocks.removeBlockView(moduleView)`) \
            or returned by a call (`control.GetContainerView().RemoveFromSuperview()`), every subview taken out \
            in a loop (`scroller.Subviews.ForEach(v => v.RemoveFromSuperview())`), the child handed to a \
            method of the class that takes its view out (`[self undeploy:child]`, also in a block it returns for \
            later): maybe the child's, so \
            only the steps certainly skipped are named, or \
            a view of the same owner (`renderer.NativeView` for `renderer.ViewController`).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                final class ContainerViewController: UIViewController {
                    func hide(_ childVC: UIViewController) {
                        childVC.↓removeFromParent()
                    }
                    func hideBanner() {
                        bannerController.view.↓removeFromSuperview()
                    }
                    func showBanner() {
                        addChild(bannerController)
                        view.addSubview(bannerController.view)
                        bannerController.didMove(toParent: self)
                    }
                }
                """),
            Example(.csharp, """
                public class ContainerViewController : UIViewController
                {
                    public void Hide(UIViewController child)
                    {
                        child.View.RemoveFromSuperview();
                        child.↓RemoveFromParentViewController();
                    }
                }
                """),
            Example(.swift, """
                final class BadgeCell: UITableViewCell {
                    private var host: UIHostingController<Badge>?
                    override func prepareForReuse() {
                        super.prepareForReuse()
                        host?.view.removeFromSuperview()
                        host?.↓removeFromParent()
                    }
                }
                """),
            Example(.csharp, """
                public static class ControllerExtensions
                {
                    public static void Detach(this UIViewController @this)
                    {
                        @this.View.RemoveFromSuperview();
                        @this.↓RemoveFromParentViewController();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)dismissBanner {
                    [self.banner.view removeFromSuperview];
                    [self.banner ↓removeFromParentViewController];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                // The view that was handed the child's view takes it out again, by the name it was added with.
                final class ArticleViewController: UIViewController {
                    private let bar = ArticleNavigationBar()
                    private var languages: UIViewController?
                    func showLanguages(_ picker: UIViewController) {
                        addChild(picker)
                        bar.addExtendedView(picker.view)
                        picker.didMove(toParent: self)
                        languages = picker
                    }
                    func hideLanguages() {
                        languages?.willMove(toParent: nil)
                        bar.removeExtendedView()
                        languages?.removeFromParent()
                    }
                }
                """),
            Example(.csharp, """
                public class ArticleViewController : UIViewController
                {
                    ArticleNavigationBar bar = new ArticleNavigationBar();
                    UIViewController languages;
                    void ShowLanguages(UIViewController picker)
                    {
                        AddChildViewController(picker);
                        bar.AddExtendedView(picker.View);
                        picker.DidMoveToParentViewController(this);
                        languages = picker;
                    }
                    void HideLanguages()
                    {
                        languages.WillMoveToParentViewController(null);
                        bar.RemoveExtendedView();
                        languages.RemoveFromParentViewController();
                    }
                }
                """),
            Example(.swift, """
                final class ContainerViewController: UIViewController {
                    func hide(_ childVC: UIViewController) {
                        childVC.willMove(toParent: nil)
                        childVC.view.removeFromSuperview()
                        childVC.removeFromParent()
                    }
                    func removeFromContainer() {
                        willMove(toParent: nil)
                        view.removeFromSuperview()
                        removeFromParent()
                    }
                    func clear() {
                        spinnerView.removeFromSuperview()
                    }
                    func hideAliased(_ child: UIViewController) {
                        child.willMove(toParent: nil)
                        guard let childView = child.view else { return }
                        childView.removeFromSuperview() // the child's view, under a local name
                        child.removeFromParent()
                    }
                    func showCard(_ card: UIViewController) {
                        addChild(card)
                        cardHost.addSubview(card.view)
                        view.addSubview(cardHost)
                        card.didMove(toParent: self)
                    }
                    func hideCard(_ card: UIViewController) {
                        card.willMove(toParent: nil)
                        cardHost.removeFromSuperview() // the view that holds the card's view goes, and it with it
                        card.removeFromParent()
                    }
                }
                """),
            Example(.swift, """
                final class EditorViewController: UIViewController {
                    private let hint = HintViewController()
                    func showHint() {
                        hint.modalPresentationStyle = .popover
                        present(hint, animated: true)
                    }
                    func hintDismissed() {
                        hint.removeFromParent() // presented, never added: no containment to undo
                    }
                }
                """),
            Example(.csharp, """
                public class ShellViewController : UIViewController
                {
                    IVisualElementRenderer renderer;
                    public void Hide()
                    {
                        renderer.ViewController.WillMoveToParentViewController(null);
                        renderer.NativeView.RemoveFromSuperview(); // the same view, reached through its renderer
                        renderer.ViewController.RemoveFromParentViewController();
                    }
                    public void HideAliased(UIViewController child)
                    {
                        child.WillMoveToParentViewController(null);
                        var childView = child.View;
                        childView.RemoveFromSuperview();
                        child.RemoveFromParentViewController();
                    }
                }
                """),
            Example(.csharp, """
                public class ContainerViewController : UIViewController
                {
                    public void Hide(UIViewController child)
                    {
                        child.WillMoveToParentViewController(null);
                        child.View.RemoveFromSuperview();
                        child.RemoveFromParentViewController();
                    }
                }
                """),
            Example(.csharp, """
                public class FlyoutViewController : UIViewController
                {
                    public void Embed()
                    {
                        AddChildViewController(Detail);
                        View.AddSubview(Detail.View);
                        Detail.DidMoveToParentViewController(this);
                    }

                    public void Reorder()
                    {
                        Detail.View.RemoveFromSuperview();
                        View.AddSubview(Detail.View); // back on top: the child stays
                    }
                }
                """),
            Example(.swift, """
                final class OnboardingViewController: UIViewController {
                    func advance(from old: UIViewController, to new: UIViewController) {
                        old.willMove(toParent: nil)
                        addChild(new)
                        swap(from: old, to: new)
                    }
                    private func swap(from old: UIViewController, to new: UIViewController) {
                        transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
                            old.removeFromParent()
                            new.didMove(toParent: self)
                        }
                    }
                }
                """),
            Example(.csharp, """
                public class PanelViewController : UIViewController
                {
                    protected override void Dispose(bool disposing)
                    {
                        RemoveFromParentViewController(); // its own cleanup
                        base.Dispose(disposing);
                    }
                }
                public static class ControllerExtensions
                {
                    public static void Detach(this UIViewController @this)
                    {
                        @this.WillMoveToParentViewController(null);
                        @this.View.RemoveFromSuperview();
                        @this.RemoveFromParentViewController();
                    }
                    public static void Dismiss(UIViewController child)
                    {
                        child.WillMoveToParentViewController(null);
                        child.ViewIfLoaded?.RemoveFromSuperview(); // a view never loaded has nothing to remove
                        child.RemoveFromParentViewController();
                    }
                }
                """),
            Example(.swift, """
                final class GameScene: SKScene {
                    func collect(_ coin: SKSpriteNode) {
                        coin.removeFromParent() // SpriteKit's node tree, not containment
                    }
                }
                final class PiPAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        guard let fromVC = context.viewController(forKey: .from) else { return }
                        fromVC.willMove(toParent: nil)
                        fromVC.removeFromParent()
                        pipView.contentView = fromVC.view // the view moves to the picture-in-picture window
                    }
                }
                """),
            Example(.objectiveC, """
                @interface HomeViewController : UIViewController
                @end

                @implementation HomeViewController
                - (void)dismissBanner {
                    [self.banner willMoveToParentViewController:nil];
                    [self.banner.view removeFromSuperview];
                    [self.banner removeFromParentViewController];
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        let viewName = ControllerProperty.view.name(in: s.language)
        let ifLoaded = ControllerProperty.viewIfLoaded.name(in: s.language)
        // Every type: an extension method or a coordinator taking a child out of its parent owes the same steps.
        for (type, isController) in context.containmentTypes() {
            // Only a type that takes something out of a parent or a superview can owe steps (most add only).
            guard context.hierarchyCalls(in: type.body).contains(where: { $0.call == .removeFromParent || $0.call == .removeFromSuperview })
            else { continue }
            // The children the type adds, looked up at the first removal that needs them.
            var addedChildren: [String]? = nil
            func added() -> [String] {
                if addedChildren == nil { addedChildren = isController ? context.addedChildren(named: type.name) : [] }
                return addedChildren!
            }
            for member in context.members(of: type) {
                do {
                    let sites = context.hierarchyCalls(in: member)
                    // `transition(from:to:)` moves the views itself, also through a helper of the type (asked
                    // only where a finding would be made: most members remove nothing).
                    if sites.contains(where: { $0.call == .transition }) { continue }
                    var transitionsInHelpers: Bool? = nil
                    // Each child: willMove(nil), view removed, removeFromParent.
                    var children: [String] = []
                    for site in sites where site.call == .removeFromParent { children.append(site.receiver) }
                    for site in sites where site.call == .removeFromSuperview {
                        for name in [viewName, ifLoaded] { // `child.view`, `child.viewIfLoaded?`
                            if site.receiver == name {
                                children.append("")
                            } else if site.receiver.hasSuffix("." + name) {
                                children.append(String(site.receiver.dropLast(name.count + 1)))
                            }
                        }
                    }
                    // A controller taking itself or its children out while it is torn down (`Dispose`, `deinit`,
                    // `dealloc`) is cleanup, not a removal: the views go with it.
                    let tearingDown = member.kind == .deinitializer || (s.language == .csharp && member.name == "Dispose")
                    if tearingDown { continue }
                    for child in Set(children) where isController || !child.isEmpty {
                        let willMove = sites.first { $0.call == .willMoveToParent && $0.receiver == child
                            && ($0.firstArgument == "nil" || $0.firstArgument == "null") }
                        let viewOwner = child.isEmpty ? viewName : child + "." + viewName
                        let viewIfLoaded = child.isEmpty ? ifLoaded : child + "." + ifLoaded
                        let removesView = sites.first {
                            $0.call == .removeFromSuperview && ($0.receiver == viewOwner || $0.receiver == viewIfLoaded)
                        }
                        let removesParent = sites.first { $0.call == .removeFromParent && $0.receiver == child }
                        var missing: [String] = []
                        if willMove == nil { missing.append(Self.step(.willMoveToParent, child, s.language)) }
                        if removesView == nil && !child.isEmpty
                            && !removesViewOtherwise(child, viewOwner: viewOwner, sites: sites, member: member, type: type, context) {
                            missing.append(Self.step(.removeFromSuperview, child, s.language))
                        } else if removesView == nil && child.isEmpty {
                            missing.append(Self.step(.removeFromSuperview, child, s.language))
                        }
                        if removesParent == nil { missing.append(Self.step(.removeFromParent, child, s.language)) }
                        guard !missing.isEmpty else { continue }
                        // A view taken out and put back in the same method is being reordered, not removed;
                        // unless the name was given another child in between (`current = next`): a swap.
                        if removesParent == nil, willMove == nil, let removal = removesView,
                           sites.contains(where: { $0.call == .addSubview && $0.firstArgument == viewOwner && $0.nameToken > removal.nameToken
                               && !Self.reassigns(child, between: removal.nameToken, $0.nameToken, context) }) {
                            continue
                        }
                        // A view removed alone belongs to a child only if the type adds that child (or the
                        // controller removes itself and said `willMove(toParent: nil)`).
                        if removesParent == nil {
                            if child.isEmpty && willMove == nil { continue }
                            if !child.isEmpty && willMove == nil && !added().contains(child) { continue }
                            // A child kept while its view comes and goes (a side panel hidden here and shown
                            // by another method's `addSubview(panel.view)` that does not add the child, as
                            // UITabBarController does with the tabs not shown): only its view leaves, by design.
                            if !child.isEmpty && willMove == nil && Self.showsViewElsewhere(child, viewOwner, besides: member, in: type, context) {
                                continue
                            }
                        }
                        guard let at = removesParent ?? removesView else { continue }
                        // A controller the type presents (a popover, a sheet) and never adds is no child:
                        // `removeFromParent()` on it does nothing.
                        if isController, removesParent != nil, !child.isEmpty, !added().contains(child),
                           presents(child, in: type, context) { continue }
                        // A view handed on after the removal (`pip.contentView = child.view`) moves with it.
                        if missing.count == 1, removesView == nil, !child.isEmpty,
                           handsOn(child, after: at.nameToken, in: member, context) { continue }
                        // Outside a controller only a removal from a controller parent is containment (not
                        // SpriteKit's `node.removeFromParent()`).
                        var requirements: [Requirement] = []
                        if !isController {
                            guard let removal = removesParent else { continue }
                            if s.text(removal.nameToken) == "removeFromParent" {
                                guard let required = context.controllerRequirements(of: child, in: member, of: type) else { continue }
                                requirements = required
                            }
                        }
                        if transitionsInHelpers == nil && isController {
                            transitionsInHelpers = context.helpers(calledFrom: member, in: type).contains { call in
                                context.hierarchyCalls(in: call.helper).contains { $0.call == .transition }
                            }
                        }
                        if transitionsInHelpers == true { continue }
                        findings.append(context.finding(Self.description.id, at: at.nameToken,
                                                        message: Self.message(child, missing, s.language),
                                                        controllerType: isController ? type.name : nil, requirements: requirements))
                    }
                }
            }
        }
    }

    /// Whether some code of the type in this file presents `child` (`present(hint, animated: true)`, C#
    /// `PresentViewController(hint, …)`, `[self presentViewController:hint …]`).
    private func presents(_ child: String, in type: TypeDecl, _ context: RuleContext) -> Bool {
        let s = context.source
        for declaration in context.declarations(of: type) { // the class and its extensions here
            for call in context.callNames(in: declaration.body) where s.token(Int(call), is: "present")
                || s.token(Int(call), is: "PresentViewController") || s.token(Int(call), is: "presentViewController") {
                guard let first = context.arguments(ofCallAt: Int(call) + 1).first, !first.isEmpty else { continue }
                if context.withoutSelf(context.compactText(first, droppingUnwraps: true)) == child { return true }
            }
        }
        return false
    }

    /// Whether the member removes `child.view` under another name: a local bound to it
    /// (`guard let childView = child.view …; childView.removeFromSuperview()`), the view that holds it
    /// (`hostView.removeFromSuperview()` after `hostView.addSubview(child.view)` anywhere in the type),
    /// or a view of the same owner (`renderer.NativeView` for `renderer.ViewController`).
    private func removesViewOtherwise(_ child: String, viewOwner: String, sites: ArraySlice<HierarchyCallSite>, member: Member,
                                      type: TypeDecl, _ context: RuleContext) -> Bool {
        let s = context.source
        if removedByHolder(in: member, type: type, context) { return true }
        // Every subview taken out at once (`scroller.Subviews.ForEach(x => x.RemoveFromSuperview())`,
        // `for v in view.subviews { v.removeFromSuperview() }`, Objective-C's `makeObjectsPerformSelector:`):
        // the child's view may be among them, so that step is not claimed missing.
        if Self.removesSubviewsInBulk(member, context) { return true }
        if removedByOwnMethod(child, in: member, type: type, context) { return true }
        let removed = sites.filter { $0.call == .removeFromSuperview }.map(\.receiver)
        guard !removed.isEmpty else { return false }
        // A view a call returns (`control.GetContainerView().RemoveFromSuperview()`): maybe the child's.
        if removed.contains(where: { $0.hasSuffix(")") }) { return true }
        if let dot = child.lastIndex(of: ".") {
            let owner = child[...dot]
            if removed.contains(where: { $0.hasPrefix(owner) && !$0.dropFirst(owner.count).contains(".") }) { return true }
        }
        let hosts = context.hierarchyCalls(in: type.body).filter { $0.call == .addSubview && $0.firstArgument == viewOwner }.map(\.receiver)
        if removed.contains(where: { hosts.contains($0) }) { return true }
        // A local bound to the view: `let v = child.view`, `guard let v = child.view`, C# `var v = child.View;`.
        let names = [ControllerProperty.view.name(in: s.language), ControllerProperty.viewIfLoaded.name(in: s.language)]
        for body in context.bodies(of: member) {
            for j in body where s.kind(j) == .identifier && names.contains(where: { s.token(j, isText: $0) }) && s.kind(j + 1) != .period {
                guard let receiver = context.receiver(of: j), context.withoutSelf(receiver.text) == child,
                      s.isOperator(receiver.start - 1, "="), s.kind(receiver.start - 2) == .identifier else { continue }
                if removed.contains(s.text(receiver.start - 2)) { return true }
            }
        }
        return false
    }

    /// Whether `member` hands `child` to a method of the type that takes its view out (`[self undeploy:from]`,
    /// whose body sends `[controller.view removeFromSuperview]` to its parameter, also in a block or closure
    /// it returns for later): the type's helpers and the hierarchy calls of the one called.
    private func removedByOwnMethod(_ child: String, in member: Member, type: TypeDecl, _ context: RuleContext) -> Bool {
        let s = context.source
        guard !child.isEmpty, !child.contains(".") else { return false }
        let view = ControllerProperty.view.name(in: s.language)
        for call in context.helpers(calledFrom: member, in: type) where call.called.index == call.helper.index {
            // The argument that is the child, by position, a Swift label skipped.
            let arguments = context.arguments(ofCallAt: call.callToken + 1)
            guard arguments.count == call.helper.parameterNames.count, let own = call.helper.body,
                  let position = arguments.firstIndex(where: { range in
                      let value = context.argumentValue(range)
                      return value.count == 1 && s.kind(value.lowerBound) == .identifier && s.token(value.lowerBound, isText: child)
                  }) else { continue }
            let removed = call.helper.parameterNames[position] + "." + view
            if context.hierarchyCalls(in: own).contains(where: { $0.call == .removeFromSuperview && $0.receiver == removed }) {
                return true
            }
        }
        return false
    }

    /// Whether `name` (a plain name, or `self.name`) is assigned between the tokens `from` and `to`.
    static func reassigns(_ name: String, between from: Int, _ to: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        guard !name.isEmpty, !name.contains(".") else { return false }
        return (from ..< to).contains { k in
            s.kind(k) == .identifier && s.token(k, isText: name) && s.isOperator(k + 1, "=") && context.selfMemberAccess(at: k) != nil
        }
    }

    /// Whether `member` reads some view's `subviews` and takes out views by a loop's or a closure's
    /// name (or sends `removeFromSuperview` to them all with `makeObjectsPerformSelector:`).
    static func removesSubviewsInBulk(_ member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        for body in context.bodies(of: member) {
            guard body.contains(where: { s.kind($0 - 1) == .period && (s.token($0, is: "subviews") || s.token($0, is: "Subviews")) })
            else { continue }
            for j in body where s.token(j, is: "removeFromSuperview") || s.token(j, is: "RemoveFromSuperview") {
                // Inside `@selector(removeFromSuperview)`, or on one name (`x`, `$0`, `v`): a view of the loop.
                if context.isInsideSelector(j) { return true }
                if s.kind(j - 1) == .period, s.kind(j - 2) == .identifier, s.kind(j - 3) != .period { return true }
            }
        }
        return false
    }

    /// Whether the member asks the object that was handed a controller's view to remove it, by the
    /// name it was added with: `bar.removeExtendedNavigationBarView()` after
    /// `bar.addExtendedNavigationBarView(vc.view)` anywhere in the type (a view of the app's own that
    /// holds the child's view, and takes it out).
    private func removedByHolder(in member: Member, type: TypeDecl, _ context: RuleContext) -> Bool {
        let s = context.source
        var removals: [(receiver: String, name: String)] = []
        for body in context.bodies(of: member) {
            for call in context.callNames(in: body) {
                let j = Int(call)
                guard s.token(j, hasPrefix: "remove") || s.token(j, hasPrefix: "Remove") else { continue }
                // Handed a view to take out (`exploreView.removeBlockView(submodule.view)`, `…(submoduleView)`).
                if context.arguments(ofCallAt: j + 1).contains(where: { argument in
                    !argument.isEmpty && (s.token(argument.upperBound - 1, hasSuffix: "View") || s.token(argument.upperBound - 1, hasSuffix: "view"))
                }) { return true }
                guard let receiver = context.receiver(of: j) else { continue }
                removals.append((context.withoutSelf(receiver.text), String(s.text(j).dropFirst(6))))
            }
        }
        guard !removals.isEmpty else { return false }
        for call in context.callNames(in: type.body) {
            let j = Int(call)
            guard s.token(j, hasPrefix: "add") || s.token(j, hasPrefix: "Add"), let receiver = context.receiver(of: j) else { continue }
            let name = s.text(j).dropFirst(3)
            guard !name.isEmpty, removals.contains(where: { $0.name == name && $0.receiver == context.withoutSelf(receiver.text) })
            else { continue }
            if handsControllerView(toCallAt: j, context) { return true }
        }
        return false
    }

    /// Whether the call at `j` is handed a controller's view, `x.view` (C# `x.View`).
    private func handsControllerView(toCallAt j: Int, _ context: RuleContext) -> Bool {
        let s = context.source
        let viewName = ControllerProperty.view.name(in: s.language)
        return context.arguments(ofCallAt: j + 1).contains { argument in
            argument.count >= 3 && s.token(argument.upperBound - 1, isText: viewName) && s.kind(argument.upperBound - 2) == .period
        }
    }

    /// Whether `child.view` is assigned or passed somewhere after `token` in the member: the view is
    /// moved to another hierarchy, which takes it out of its old one.
    private func handsOn(_ child: String, after token: Int, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        let viewName = ControllerProperty.view.name(in: s.language)
        for body in context.bodies(of: member) {
            for j in body where j > token && s.kind(j) == .identifier && s.token(j, isText: viewName) && s.kind(j + 1) != .period {
                guard let receiver = context.receiver(of: j), context.withoutSelf(receiver.text) == child else { continue }
                let before = receiver.start - 1
                if s.isOperator(before, "=") || s.kind(before) == .leftParen || s.kind(before) == .comma
                    || (s.kind(before) == .colon && s.language != .csharp) { return true }
            }
        }
        return false
    }

    /// Whether another member of `type` puts `child`'s view back (`addSubview(child.view)`) without adding
    /// the child there: a method that shows a kept child, the other half of a hide.
    static func showsViewElsewhere(_ child: String, _ viewOwner: String, besides member: Member, in type: TypeDecl,
                                   _ context: RuleContext) -> Bool {
        // Objective-C names the child by its property or its instance variable (`_leftPanel.view`): one name.
        let objectiveC = context.language == .objectiveC
        func plain(_ path: String?) -> String? { objectiveC ? path.map(RuleContext.propertyPath) : path }
        for other in context.members(of: type) where other.index != member.index {
            let sites = context.hierarchyCalls(in: other)
            if sites.contains(where: { $0.call == .addSubview && plain($0.firstArgument) == plain(viewOwner) }),
               !sites.contains(where: { $0.call == .addChild && plain($0.firstArgument) == plain(child) }) {
                return true
            }
        }
        return false
    }

    // MARK: - Messages

    static func step(_ call: HierarchyCall, _ child: String, _ language: Language) -> String {
        let prefix = child.isEmpty ? "" : child + "."
        switch (call, language) {
        case (.willMoveToParent, .swift): return "`\(prefix)willMove(toParent: nil)`"
        case (.willMoveToParent, .csharp): return "`\(prefix)WillMoveToParentViewController(null)`"
        case (.removeFromSuperview, .swift): return "`\(prefix)view.removeFromSuperview()`"
        case (.removeFromSuperview, .csharp): return "`\(prefix)View.RemoveFromSuperview()`"
        case (_, .swift): return "`\(prefix)removeFromParent()`"
        case (_, .csharp): return "`\(prefix)RemoveFromParentViewController()`"
        case (.willMoveToParent, .objectiveC): return "`[\(child.isEmpty ? "self" : child) willMoveToParentViewController:nil]`"
        case (.removeFromSuperview, .objectiveC): return "`[\(child.isEmpty ? "self" : child).view removeFromSuperview]`"
        case (_, .objectiveC): return "`[\(child.isEmpty ? "self" : child) removeFromParentViewController]`"
        }
    }

    static func message(_ child: String, _ missing: [String], _ language: Language) -> String {
        let who = child.isEmpty ? "this controller" : "`\(child)`"
        let steps = language == .objectiveC ? "`willMoveToParentViewController:nil`, remove the view, `removeFromParentViewController`"
            : language == .csharp ? "`WillMoveToParentViewController(null)`, remove the view, `RemoveFromParentViewController()`"
            : "willMove(toParent: nil), remove the view, removeFromParent()"
        return "removing \(who) from its parent skips \(missing.joined(separator: " and ")); do all three steps: \(steps)"
    }
}
