import SwiftTokenizer

/// A lifecycle override that calls a different lifecycle method on `super` (a copy-paste slip), or its
/// own twice.
public struct SuperCallMismatch: Rule {
    public static let description = RuleDescription(
        id: "super_call_mismatch",
        summary: "A lifecycle override calls a different lifecycle method on `super`/`base`, or its own twice.",
        rationale: """
            `override func viewDidAppear(_ animated: Bool) { super.viewWillAppear(animated) }` is almost \
            always a copy-paste slip: UIKit's `viewDidAppear` work is skipped, and its `viewWillAppear` work \
            runs a second time, at the wrong moment. Call the method you override. Helpers that are not \
            overrides may call several super methods on purpose and are not reported. An override that \
            calls its own method on `super` twice (`super.viewDidLoad()` at the top and again at the end) \
            runs the superclasses' work twice, and is reported at the second call, unless the two calls are \
            in the two branches of one `if` (an `else` between them), one in a closure, or a `return` comes \
            between them.
            """,
        defaultSeverity: .error,
        fix: .unsafe,
        fixSafetyReason: """
            Unsafe: the renamed call runs the overridden step's superclass work instead of the other \
            step's, which changes what the program does.
            """,
        triggeringExamples: [
            Example(.swift, """
                final class PlayerViewController: UIViewController {
                    override func ↓viewDidAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        player.play()
                    }
                    override func ↓viewWillDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                    }
                }
                """),
            Example(.csharp, """
                public class PlayerViewController : UIViewController
                {
                    public override void ↓ViewDidAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        player.Play();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController
                - (void)↓viewDidAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [self.player play];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                final class PlayerViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        player.play()
                    }
                    func replayAppearance(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        super.viewDidAppear(animated)
                    }
                }
                """),
            Example(.csharp, """
                public class PlayerViewController : UIViewController
                {
                    public override void ViewDidAppear(bool animated)
                    {
                        base.ViewDidAppear(animated);
                        player.Play();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [self.player play];
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let s = context.source
        for type in context.candidateTypes {
            for member in context.members(of: type) where member.isOverride {
                guard let method = context.lifecycleMethod(of: member), let body = member.body else { continue }
                let calls = SuperCalls.superCalls(method, in: body, context)
                if let (first, second) = SuperCalls.repeatedSuperCall(calls.own, calls.again, in: body, context) {
                    findings.append(context.finding(Self.description.id, at: second,
                                                    message: Self.twiceMessage(method, line: context.line(ofToken: first), s.language),
                                                    controllerType: type.name))
                    continue
                }
                guard calls.own == nil, let (other, nameToken) = calls.other else { continue }
                let fix = Self.fix(replacing: nameToken, with: member.name, method, other, s)
                findings.append(context.finding(Self.description.id, at: member.nameToken,
                                                message: Self.message(method, other, s.language),
                                                fix: fix, controllerType: type.name))
            }
        }
    }

    /// Renames the call when both methods take the same arguments (`viewWillAppear` ↔ `viewDidAppear`).
    static func fix(replacing token: Int, with name: String, _ method: LifecycleMethod, _ other: LifecycleMethod,
                    _ s: SourceText) -> Fix? {
        let sameShape = Lifecycle.entry(method).swift[0].labels == Lifecycle.entry(other).swift[0].labels
        guard sameShape else { return nil }
        let superName = s.language == .csharp ? "base" : "super"
        let title = s.language == .objectiveC ? "Send `\(name)` to super instead of `\(s.text(token))`"
            : "Call `\(superName).\(name)` instead of `\(superName).\(s.text(token))`"
        return Fix(title: title,
                   edits: [Edit(range: s.tokens[token].range, replacement: name)])
    }

    // MARK: - Messages

    static func twiceMessage(_ method: LifecycleMethod, line: Int, _ language: Language) -> String {
        let name = method.displayName(in: language)
        let selector = method.objcSelector
        let call = language == .objectiveC ? "`[super \(selector.contains(":") ? String(selector.prefix { $0 != ":" }) + ":…" : selector)]`"
            : "`\(language == .csharp ? "base" : "super").\(name)`"
        return "`\(name)` calls \(call) twice (line \(line) and here): the superclasses' work for this step runs twice; "
            + "call it once"
    }

    static func message(_ method: LifecycleMethod, _ other: LifecycleMethod, _ language: Language) -> String {
        let superName = language == .csharp ? "base" : "super"
        let name = method.displayName(in: language)
        if language == .objectiveC {
            return "`\(name)` sends `\(other.displayName(in: language))` to super instead of `\(name)`: "
                + "UIKit's work for this step is skipped and the other step's runs twice; call `[super \(name)…]`"
        }
        return "`\(name)` calls `\(superName).\(other.displayName(in: language))` instead of `\(superName).\(name)`: "
            + "UIKit's work for this step is skipped and the other step's runs twice; call `\(superName).\(name)`"
    }
}
