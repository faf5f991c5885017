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
            reorder), and a controller removing itself in its own `deinit` or `Dispose` (cleanup).
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
        ],
        nonTriggeringExamples: [
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
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        let viewName = ControllerProperty.view.name(in: s.language)
        for type in context.candidateTypes {
            let added = context.addedChildren(named: type.name)
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
                        if site.receiver == viewName {
                            children.append("")
                        } else if site.receiver.hasSuffix("." + viewName) {
                            children.append(String(site.receiver.dropLast(viewName.count + 1)))
                        }
                    }
                    // A controller taking itself out while it is torn down (`Dispose`, `deinit`) is cleanup, not a removal.
                    let tearingDown = member.kind == .deinitializer || (s.language == .csharp && member.name == "Dispose")
                    for child in Set(children) where !(child.isEmpty && tearingDown) {
                        let willMove = sites.first { $0.call == .willMoveToParent && $0.receiver == child
                            && ($0.firstArgument == "nil" || $0.firstArgument == "null") }
                        let viewOwner = child.isEmpty ? viewName : child + "." + viewName
                        let removesView = sites.first { $0.call == .removeFromSuperview && $0.receiver == viewOwner }
                        let removesParent = sites.first { $0.call == .removeFromParent && $0.receiver == child }
                        var missing: [String] = []
                        if willMove == nil { missing.append(Self.step(.willMoveToParent, child, s.language)) }
                        if removesView == nil { missing.append(Self.step(.removeFromSuperview, child, s.language)) }
                        if removesParent == nil { missing.append(Self.step(.removeFromParent, child, s.language)) }
                        guard !missing.isEmpty else { continue }
                        // A view taken out and put back in the same method is being reordered, not removed.
                        if removesParent == nil, willMove == nil, let removal = removesView,
                           sites.contains(where: { $0.call == .addSubview && $0.firstArgument == viewOwner && $0.nameToken > removal.nameToken }) {
                            continue
                        }
                        // A view removed alone belongs to a child only if the type adds that child (or the
                        // controller removes itself and said `willMove(toParent: nil)`).
                        if removesParent == nil {
                            if child.isEmpty && willMove == nil { continue }
                            if !child.isEmpty && willMove == nil && !added.contains(child) { continue }
                        }
                        guard let at = removesParent ?? removesView else { continue }
                        if transitionsInHelpers == nil {
                            transitionsInHelpers = context.helpers(calledFrom: member, in: type).contains { call in
                                context.hierarchyCalls(in: call.helper).contains { $0.call == .transition }
                            }
                        }
                        if transitionsInHelpers! { continue }
                        findings.append(context.finding(Self.description.id, at: at.nameToken,
                                                        message: Self.message(child, missing, s.language),
                                                        controllerType: type.name))
                    }
                }
            }
        }
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
        }
    }

    static func message(_ child: String, _ missing: [String], _ language: Language) -> String {
        let who = child.isEmpty ? "this controller" : "`\(child)`"
        return "removing \(who) from its parent skips \(missing.joined(separator: " and ")); "
            + "do all three steps: willMove(toParent: nil), remove the view, removeFromParent()"
    }
}
