import SwiftTokenizer

/// A lifecycle override must call the same method on `super` (`base` in C#), or UIKit's own work
/// for that step is skipped.
public struct MissingSuperCall: Rule {
    public static let description = RuleDescription(
        id: "missing_super_call",
        summary: "A lifecycle override never calls the same method on `super`/`base`.",
        rationale: """
            UIViewController's lifecycle methods do work of their own, and so do the classes between yours \
            and UIViewController (UITableViewController deselects rows in `viewWillAppear`, your base class \
            registers observers in `viewDidLoad`). Apple's documentation says an override of `viewWillAppear`, \
            `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`, `didReceiveMemoryWarning`, \
            `willMove(toParent:)`, `didMove(toParent:)`, `viewWillTransition(to:with:)`, \
            `traitCollectionDidChange` and `setEditing(_:animated:)` must call super; `updateViewConstraints` \
            must call it as its last step. An override that never does silently breaks appearance callbacks, \
            child containment and layout. `viewDidLoad`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and \
            `traitCollectionDidChange` are the exception: UIViewController's own do nothing (Apple documents it \
            for the layout passes and the trait change), so a \
            direct subclass may skip super there; a subclass of another controller skips that class's work, \
            and is reported when some class above it may do work there: a UIKit or library class lifelint does \
            not read, or one of yours that overrides the method. A chain of your own classes that reaches \
            `UIViewController` with none overriding it skips nothing and is not reported. `loadView` is left out: a custom `loadView` should not call super. \
            An override that hands its work to a helper of its class which calls super for it (`setEditing(_:animated:)` \
            calling `setEditing(_:animated:canceled:)`) is not reported. An override that calls a different \
            lifecycle method on super is reported by `super_call_mismatch`.
            """,
        defaultSeverity: .error,
        fix: .unsafe,
        fixSafetyReason: """
            Unsafe: the inserted call runs the superclass's implementation, which the override skipped \
            until now; that is the point, but it changes what the program does (a base class's side effects, \
            UITableViewController's row deselection). Comments in the body are kept. No fix is offered \
            where the inserted lines could change how the rest reads: a C# expression body, a body opening \
            with `/`, or (C#, Objective-C) code after `{` starting with `#`.
            """,
        triggeringExamples: [
            Example(.swift, """
                class SettingsViewController: UITableViewController {
                    override func ↓viewWillAppear(_ animated: Bool) {
                        tableView.reloadData()
                    }
                    override func ↓willMove(toParent parent: UIViewController?) {
                        print("moving")
                    }
                }
                """),
            Example(.swift, """
                class MapViewController: UIViewController {
                    override func ↓updateViewConstraints() {
                        mapHeight.constant = view.bounds.height / 2
                    }
                    override func ↓viewDidAppear(_ animated: Bool) {
                        player.play()
                    }
                }
                """),
            Example(.swift, """
                class FeedViewController: UICollectionViewController {
                    override func ↓viewDidLayoutSubviews() {
                        updateInsets()
                    }
                }
                """),
            Example(.csharp, """
                public class FeedViewController : UICollectionViewController
                {
                    public override void ↓ViewWillLayoutSubviews()
                    {
                        UpdateInsets();
                    }
                }
                """),
            Example(.csharp, """
                public class SettingsViewController : UITableViewController
                {
                    public override void ↓ViewWillAppear(bool animated)
                    {
                        TableView.ReloadData();
                    }

                    public override void ↓ViewDidLoad() => ConfigureTable();
                }
                """),
            Example(.swift, """
                final class ReaderViewController: UIViewController {
                #if DEBUG
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        logAppearance()
                    }
                #else
                    override func ↓viewWillAppear(_ animated: Bool) {
                        refresh() // the other branch's super call does not count here
                    }
                #endif
                }
                """),
            Example(.objectiveC, """
                @interface SettingsViewController : UITableViewController
                @end

                @implementation SettingsViewController
                - (void)↓viewWillAppear:(BOOL)animated {
                    [self.tableView reloadData];
                }
                - (void)↓setEditing:(BOOL)editing animated:(BOOL)animated {
                    [super setEditing:editing]; // another selector
                    self.doneButton.enabled = !editing;
                }
                @end
                """),
            Example(.objectiveC, """
                @interface PlayerViewController : UIViewController
                @end

                @implementation PlayerViewController
                #if TARGET_OS_TV
                - (void)↓viewDidAppear:(BOOL)animated {
                    [self.player play];
                }
                #else
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [self.player play];
                }
                #endif
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                class PlainViewController: UIViewController {} // no viewDidLoad or layout of its own
                final class BadgeViewController: PlainViewController {
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground // nothing above does work here
                    }
                    override func viewDidLayoutSubviews() {
                        badge.frame = view.bounds.insetBy(dx: 8, dy: 8)
                    }
                }
                """),
            Example(.csharp, """
                public class PlainViewController : UIViewController { }
                public class BadgeViewController : PlainViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        Badge.Frame = View.Bounds.Inset(8, 8);
                    }
                }
                """),
            Example(.swift, """
                class SettingsViewController: UITableViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        tableView.reloadData()
                    }
                    override func updateViewConstraints() {
                        mapHeight.constant = 120
                        super.updateViewConstraints()
                    }
                    override func loadView() {
                        view = MapView()
                    }
                    func viewDidAppear(animated: Bool) {
                        print("not an override")
                    }
                }
                """),
            Example(.swift, """
                class CardViewController: UIViewController {
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                    }
                    override func viewDidLayoutSubviews() {
                        shadowLayer.frame = view.bounds
                    }
                }
                """),
            Example(.csharp, """
                public class CardViewController : UIViewController
                {
                    public override void ViewDidLoad() => View.BackgroundColor = UIColor.SystemBackground;

                    public override void ViewDidLayoutSubviews()
                    {
                        shadowLayer.Frame = View.Bounds;
                    }
                }
                """),
            Example(.swift, """
                class BadgeView: UIView {
                    override func didMoveToWindow() {
                        refresh()
                    }
                    override func willMove(toSuperview newSuperview: UIView?) {
                        refresh()
                    }
                }
                """),
            Example(.csharp, """
                public class SettingsViewController : UITableViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        TableView.ReloadData();
                    }

                    public override void ViewDidLoad() => base.ViewDidLoad();
                }
                """),
            Example(.csharp, """
                public class MainPage : ContentPage
                {
                    protected override void OnAppearing()
                    {
                        Refresh();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface SettingsViewController : UITableViewController
                @end

                @implementation SettingsViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [self.tableView reloadData];
                }
                #if TARGET_OS_TV
                - (void)viewDidAppear:(BOOL)animated {
                #else
                - (void)viewDidAppear:(BOOL)animated {
                    [self.player prepare];
                #endif
                    [super viewDidAppear:animated];
                }
                - (void)updateViewConstraints {
                    self.heightConstraint.constant = 120;
                    [super updateViewConstraints];
                }
                @end

                @implementation BadgeView
                - (void)willMoveToSuperview:(UIView *)newSuperview {
                    [self refresh];
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
                guard let method = context.lifecycleMethod(of: member), method.requiresSuperCall,
                      let body = member.body, !SuperCalls.callsSuper(method, in: body, context),
                      !Precedence.missingSuperCallDefers(method, member, context) else { continue }
                if Self.superCalledByOwnMethod(method, from: member, body, in: type, context) { continue }
                // UIViewController's own viewDidLoad and layout passes do nothing: a direct subclass may
                // skip super there; the finding names the superclass whose work is skipped.
                let base = type.kind == .class ? type.inherited.first : nil
                if method.hasEmptyBaseImplementation && base == "UIViewController" { continue }
                // Only when some class above does work there (an extension, an Objective-C `@implementation`,
                // learns its class's superclass from the index): a chain of the project's own classes that
                // reaches UIViewController with none overriding the method skips nothing.
                let requirements: [Requirement] = !method.hasEmptyBaseImplementation ? []
                    : [.superclassOverrides(type: base ?? type.name, method: method.rawValue, isBase: base != nil)]
                let call = superCall(method, member, s)
                findings.append(context.finding(
                    Self.description.id, at: member.nameToken,
                    message: Self.message(method, call: call, language: s.language, base: method.hasEmptyBaseImplementation ? base : nil),
                    fix: call.flatMap { fix(inserting: $0, into: member, method, context) },
                    controllerType: type.name, requirements: requirements))
            }
        }
    }

    /// Whether the override hands its work to another method of its class that calls super for it
    /// (`setEditing:animated:` → `setEditing:animated:canceled:`, which sends `setEditing:animated:` to
    /// super; in C# an overload of the same name).
    private static func superCalledByOwnMethod(_ method: LifecycleMethod, from member: Member, _ body: Range<Int>,
                                               in type: TypeDecl, _ context: RuleContext) -> Bool {
        for call in context.callNames(in: body) where context.selfMemberAccess(at: Int(call)) != nil {
            for declaration in context.declarations(of: type) {
                for other in context.members(of: declaration) where other.kind == .method && other.index != member.index
                    && other.isNamed(byTokenAt: Int(call)) {
                    if let own = other.body, SuperCalls.callsSuper(method, in: own, context) { return true }
                }
            }
        }
        return false
    }

    /// The call to insert, built from the override's own parameter names; nil if one has no name.
    private func superCall(_ method: LifecycleMethod, _ member: Member, _ s: SourceText) -> String? {
        switch s.language {
        case .swift:
            var arguments: [String] = []
            // A Swift 2 override (`viewWillAppear(animated: Bool)`) passes its first argument unlabelled.
            let swiftTwo = Lifecycle.isSwiftTwoSpelling(member, of: method)
            for (k, (label, name)) in zip(member.labels, member.parameterNames).enumerated() {
                guard name != "_" else { return nil }
                arguments.append(label == "_" || (k == 0 && swiftTwo) ? name : "\(label): \(name)")
            }
            return "super.\(member.name)(\(arguments.joined(separator: ", ")))"
        case .csharp:
            return "base.\(member.name)(\(member.parameterNames.joined(separator: ", ")))"
        case .objectiveC:
            guard !member.labels.isEmpty else { return "[super \(member.name)]" }
            guard member.parameterNames.count == member.labels.count else { return nil }
            let parts = zip(member.labels, member.parameterNames).map { "\($0):\($1)" }
            return "[super \(parts.joined(separator: " "))]"
        }
    }

    /// Inserts the call on its own line, first in the body (last for `updateViewConstraints`),
    /// indented like the body's statements. No fix for a C# expression body.
    ///
    /// The fix only inserts text and replaces runs of spaces and tabs: whatever the body holds,
    /// comments included, stays where it was (`{ /* keep */ }` becomes three lines, `{ // TODO` keeps
    /// its comment on the brace's line).
    private func fix(inserting call: String, into member: Member, _ method: LifecycleMethod,
                     _ context: RuleContext) -> Fix? {
        let s = context.source
        guard let body = member.body, !member.isExpressionBodied else { return nil }
        let call = s.language == .swift ? call : call + ";"
        let open = body.lowerBound - 1
        let close = body.upperBound
        guard s.kind(open) == .leftBrace, close < s.tokens.count, s.kind(close) == .rightBrace else { return nil }
        // A body opening with `/` (a bare regex literal, or what reads as one) could read differently
        // after an inserted call: no fix rather than one that might change the code's tokens.
        if !method.callsSuperLast, !body.isEmpty, s.kind(body.lowerBound) == .regex
            || (s.kind(body.lowerBound) == .operator && s.bytes[Int(s.tokens[body.lowerBound].offset)] == UInt8(ascii: "/")) {
            return nil
        }
        let memberIndent = indentation(ofLineAt: Int(s.tokens[member.declarationStart].offset), s)
        let newline = lineEnding(s)
        let afterOpen = s.tokens[open].end
        let closeOffset = Int(s.tokens[close].offset)
        // The first byte after `{` that is neither a space, a tab nor a comment ending on its line.
        let firstContent = skipSpacesAndOneLineComments(from: afterOpen, s)
        let statementIndent: String
        if firstContent < closeOffset, !isLineBreak(s.bytes[firstContent]), startsLine(firstContent, s) {
            statementIndent = indentation(ofLineAt: firstContent, s)
        } else if !body.isEmpty, startsLine(Int(s.tokens[body.lowerBound].offset), s) {
            statementIndent = indentation(ofLineAt: Int(s.tokens[body.lowerBound].offset), s)
        } else {
            statementIndent = memberIndent + indentUnit(memberIndent)
        }
        let title = method.callsSuperLast ? "Call `\(call)` last" : "Call `\(call)` first"
        let spacesAfterOpen = afterOpen ..< skipSpaces(from: afterOpen, s)
        // Code after `{` may be moved to a line of its own below: in C# and Objective-C a `#` there
        // would then start a directive (`{#import …` is no directive, `#import …` on its line is). No fix
        // rather than one that changes what the code says (found by the fuzzer).
        if s.language != .swift, spacesAfterOpen.upperBound < closeOffset,
           s.bytes[spacesAfterOpen.upperBound] == UInt8(ascii: "#") {
            return nil
        }
        let spacesBeforeClose = spacesBefore(closeOffset, s) ..< closeOffset
        if !startsLine(closeOffset, s) {
            // `{ }`, `{ /* keep */ }` or `{ stuff }` ends on the brace's line: open the body onto lines
            // of its own, replacing only the spaces after `{` and before `}`.
            if spacesAfterOpen.upperBound == closeOffset {
                return Fix(title: title, edits: [Edit(range: afterOpen ..< closeOffset,
                                                       replacement: newline + statementIndent + call + newline + memberIndent)])
            }
            let head = method.callsSuperLast ? newline + statementIndent
                : newline + statementIndent + call + newline + statementIndent
            let tail = method.callsSuperLast ? newline + statementIndent + call + newline + memberIndent
                : newline + memberIndent
            let headEdit = Edit(range: spacesAfterOpen, replacement: head)
            // The two runs are distinct here: something other than spaces stands between them.
            return Fix(title: title, edits: [headEdit, Edit(range: spacesBeforeClose, replacement: tail)])
        }
        if method.callsSuperLast {
            // Before the line holding the closing brace.
            let lineStart = startOfLine(closeOffset, s)
            return Fix(title: title, edits: [Edit(range: lineStart ..< lineStart,
                                                   replacement: statementIndent + call + newline)])
        }
        if firstContent >= s.bytes.count || isLineBreak(s.bytes[firstContent]) {
            // `{` ends its line, perhaps after a comment (`{ // TODO`): the call goes on the next line.
            return Fix(title: title, edits: [Edit(range: firstContent ..< firstContent,
                                                   replacement: newline + statementIndent + call)])
        }
        // Code follows `{` on its line: the call and that code each get a line.
        return Fix(title: title, edits: [Edit(range: spacesAfterOpen,
                                               replacement: newline + statementIndent + call + newline + statementIndent)])
    }

    private func skipSpaces(from offset: Int, _ s: SourceText) -> Int {
        var k = offset
        while k < s.bytes.count && (s.bytes[k] == UInt8(ascii: " ") || s.bytes[k] == UInt8(ascii: "\t")) { k += 1 }
        return k
    }

    private func spacesBefore(_ offset: Int, _ s: SourceText) -> Int {
        var k = offset
        while k > 0 && (s.bytes[k - 1] == UInt8(ascii: " ") || s.bytes[k - 1] == UInt8(ascii: "\t")) { k -= 1 }
        return k
    }

    /// Past spaces, tabs and comments that end on the line they start on (`// TODO`, `/* x */`).
    private func skipSpacesAndOneLineComments(from offset: Int, _ s: SourceText) -> Int {
        var k = skipSpaces(from: offset, s)
        while let comment = s.comment(startingAt: k) {
            let text = UnsafeBufferPointer(rebasing: s.bytes[comment.range])
            if !comment.flags.contains(.block) || text.contains(where: isLineBreak) {
                // A line comment runs to the line's end; a block comment spanning lines stops here.
                if comment.flags.contains(.block) { return k }
                return skipSpaces(from: comment.end, s)
            }
            k = skipSpaces(from: comment.end, s)
        }
        return k
    }

    private func startOfLine(_ offset: Int, _ s: SourceText) -> Int {
        var k = offset
        while k > 0 && !isLineBreak(s.bytes[k - 1]) { k -= 1 }
        return k
    }

    private func startsLine(_ offset: Int, _ s: SourceText) -> Bool {
        var k = offset - 1
        while k >= 0 && (s.bytes[k] == UInt8(ascii: " ") || s.bytes[k] == UInt8(ascii: "\t")) { k -= 1 }
        return k < 0 || isLineBreak(s.bytes[k])
    }

    private func indentation(ofLineAt offset: Int, _ s: SourceText) -> String {
        var k = startOfLine(offset, s)
        var result = ""
        while k < s.bytes.count && (s.bytes[k] == UInt8(ascii: " ") || s.bytes[k] == UInt8(ascii: "\t")) {
            result.unicodeScalars.append(Unicode.Scalar(s.bytes[k]))
            k += 1
        }
        return result
    }

    private func indentUnit(_ sample: String) -> String {
        sample.hasPrefix("\t") ? "\t" : "    "
    }

    private func lineEnding(_ s: SourceText) -> String {
        for k in 0 ..< s.bytes.count where isLineBreak(s.bytes[k]) {
            if s.bytes[k] == UInt8(ascii: "\r") {
                return k + 1 < s.bytes.count && s.bytes[k + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
            }
            return "\n"
        }
        return "\n"
    }

    private func isLineBreak(_ b: UInt8) -> Bool { b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") }

    // MARK: - Messages

    static func message(_ method: LifecycleMethod, call: String?, language: Language, base: String? = nil) -> String {
        let name = method.displayName(in: language)
        let superName = language == .swift ? "super.\(name)" : language == .csharp ? "base.\(name)" : (call ?? "[super \(name)…]")
        var consequence = method.superConsequence ?? "UIKit's own implementation is skipped"
        if let base {
            let work = method == .viewDidLoad ? "setup" : method == .traitCollectionDidChange ? "response to the change" : "layout"
            consequence = "whatever \(work) `\(base)`\(KnownTypes.verdict(base) == true ? "" : " or its superclasses") does there is skipped "
                + "(UIViewController's own does nothing)"
        }
        let advice = method.callsSuperLast ? "call `\(call ?? superName)` as the last statement"
            : "call `\(call ?? superName)` first"
        return "`\(name)` never calls `\(superName)`; \(consequence): \(advice)"
    }
}
