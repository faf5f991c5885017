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
            the view arrives animated. `transition(from:to:…)` flows are left alone.
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
        ],
        nonTriggeringExamples: [
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
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) {
                let sites = context.hierarchyCalls(in: member)
                if sites.contains(where: { $0.call == .transition }) { continue }
                for site in sites where site.call == .addChild && site.receiver.isEmpty {
                    guard let child = site.firstArgument else { continue }
                    // A closure parameter or `newValue` is an alias lifelint cannot follow: any `didMove` counts.
                    let alias = child.hasPrefix("$") || child == "newValue" || child == "value"
                    let moved = sites.contains { $0.call == .didMoveToParent && ($0.receiver == child || (alias && !$0.receiver.isEmpty)) }
                    guard !moved else { continue }
                    findings.append(context.finding(Self.description.id, at: site.nameToken,
                                                    message: Self.message(child, context.language),
                                                    controllerType: type.name))
                }
            }
        }
    }

    // MARK: - Messages

    static func message(_ child: String, _ language: Language) -> String {
        let child = child.hasPrefix("$") ? "child" : child
        return language == .swift
            ? "`addChild(\(child))` is never followed by `\(child).didMove(toParent: self)` in this method; call it once the child's view is in place"
            : "`AddChildViewController(\(child))` is never followed by `\(child).DidMoveToParentViewController(this)` in this method; call it once the child's view is in place"
    }
}
