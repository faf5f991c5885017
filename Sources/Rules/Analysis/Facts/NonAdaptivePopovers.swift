import SwiftTokenizer

/// Controllers another file presents as a popover that never adapts to a sheet: its style set to
/// `.popover` (`settings.modalPresentationStyle = .popover`, C# `UIModalPresentationStyle.Popover`,
/// Objective-C `UIModalPresentationPopover`), directly or on a navigation controller made around it
/// (`UINavigationController(rootViewController: settings)`), with a popover delegate set next to it in a
/// file whose delegate answers `adaptivePresentationStyle` with `.none`. Such a controller goes away only when UIKit dismisses
/// it, all at once: no interactive pop or sheet swipe can be cancelled halfway, so the cancelled
/// interactive transitions `unbalanced_observer` replays cannot happen to it. (Without the `.none`
/// answer a popover becomes a sheet in compact width, which the user can start to swipe away.)
public enum NonAdaptivePopovers: BodyFact {
    public static let inherited = false
    /// A type presented so.
    public static let presented = "popover"
    /// A type at the root of a navigation controller presented so: it cannot be popped, but may push
    /// another controller and be revealed again by an interactive pop.
    public static let presentedAsRoot = "popover root"

    /// A type says nothing of how others show it.
    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] { [] }

    /// The types this file presents as non-adaptive popovers.
    public static func foreignValues(in context: RuleContext) -> [(type: String, values: [String])] {
        let s = context.source
        // Most files present no popover: the lexer's note that no token names the style (a search of
        // the bytes where there is none: Objective-C), then nothing else.
        guard s.namesModalPresentationStyle ?? s.containsBytes("odalPresentationStyle", anchor: 4),
              s.containsBytes("daptivePresentationStyle", anchor: 7),
              neverAdapts(context) else { return [] }
        var result: [(type: String, values: [String])] = []
        for type in context.outline.types {
            for member in context.members(of: type) {
                for body in context.bodies(of: member) {
                    for j in body where s.kind(j) == .identifier && isPopoverStyle(at: j, s) {
                        guard let (name, value) = presentedType(styledAt: j, in: member, of: type, context) else { continue }
                        if let k = result.firstIndex(where: { $0.type == name }) {
                            if !result[k].values.contains(value) { result[k].values.append(value) }
                        } else {
                            result.append((name, [value]))
                        }
                    }
                }
            }
        }
        return result
    }

    /// `x.modalPresentationStyle = .popover` (C# `= UIModalPresentationStyle.Popover`, Objective-C
    /// `= UIModalPresentationPopover`) with `j` at the style's name.
    private static func isPopoverStyle(at j: Int, _ s: SourceText) -> Bool {
        guard s.token(j, is: "modalPresentationStyle") || s.token(j, is: "ModalPresentationStyle"),
              s.kind(j - 1) == .period, s.isOperator(j + 1, "=") else { return false }
        switch s.language {
        case .swift: return s.kind(j + 2) == .period && s.token(j + 3, is: "popover")
        case .csharp: return s.token(j + 2, is: "UIModalPresentationStyle") && s.kind(j + 3) == .period && s.token(j + 4, is: "Popover")
        case .objectiveC: return s.token(j + 2, is: "UIModalPresentationPopover")
        }
    }

    /// The type shown by the receiver of the style at `j`: the receiver's declared type, or, for a
    /// navigation controller made around a controller in this member, that controller's.
    private static func presentedType(styledAt j: Int, in member: Member, of type: TypeDecl,
                                      _ context: RuleContext) -> (String, String)? {
        let s = context.source
        guard s.kind(j - 2) == .identifier else { return nil }
        let receiver = s.text(j - 2)
        // The receiver's type, declared in the member or in any declaration of its type in this file
        // (an Objective-C property is declared in the `@interface`, used in the `@implementation`).
        func declaredType(of name: String) -> String? {
            context.declaredType(of: name, in: member, of: type)
                ?? context.declarations(of: type).lazy.compactMap { context.declaredType(of: name, in: nil, of: $0) }.first
        }
        guard setsPopoverDelegate(of: receiver, in: member, context), let declared = declaredType(of: receiver) else { return nil }
        guard declared.hasSuffix("NavigationController") else { return (declared, presented) }
        guard let root = rootController(of: receiver, in: member, context), let rootType = declaredType(of: root) else { return nil }
        return (rootType, presentedAsRoot)
    }

    /// Whether the member gives the receiver's popover a delegate (the file's, which never adapts):
    /// `x.popoverPresentationController?.delegate = self`, or through a local bound to it
    /// (`if let popover = x.popoverPresentationController { popover.delegate = self }`, C#
    /// `var pc = x.PopoverPresentationController; … pc.Delegate = new Keeper();`).
    private static func setsPopoverDelegate(of receiver: String, in member: Member, _ context: RuleContext) -> Bool {
        let s = context.source
        func isPopoverController(_ k: Int) -> Bool {
            s.token(k, is: "popoverPresentationController") || s.token(k, is: "PopoverPresentationController")
        }
        for body in context.bodies(of: member) {
            for j in body where s.kind(j) == .identifier && (s.token(j, is: "delegate") || s.token(j, is: "Delegate"))
                && s.kind(j - 1) == .period && s.isOperator(j + 1, "=") {
                // The chain before `.delegate`: names, periods, `?` and `!` (two names in a row are two
                // statements: Swift needs no semicolon).
                var start = j - 1
                while start - 1 >= body.lowerBound,
                      s.kind(start - 1) == .identifier ? s.kind(start) != .identifier
                        : s.kind(start - 1) == .period || s.isOperator(start - 1, "?") || s.isOperator(start - 1, "!") {
                    start -= 1
                }
                if s.keyword(start) == .selfReference, s.kind(start + 1) == .period { start += 2 }
                guard s.kind(start) == .identifier else { continue }
                let chain = start ..< j
                if s.token(start, isText: receiver), chain.contains(where: isPopoverController) { return true }
                // A local bound to the receiver's popover controller.
                guard chain.count <= 3 else { continue }
                let local = s.text(start)
                for k in body where s.kind(k) == .identifier && s.token(k, isText: local) && s.isOperator(k + 1, "=")
                    && s.token(k + 2, isText: receiver) && isPopoverController(k + 4) {
                    return true
                }
            }
        }
        return false
    }

    /// `y` in `nav = UINavigationController(rootViewController: y)`, C# `nav = new UINavigationController(y)`,
    /// Objective-C `nav = [[UINavigationController alloc] initWithRootViewController:y]`, in the member.
    private static func rootController(of navigation: String, in member: Member, _ context: RuleContext) -> String? {
        let s = context.source
        for body in context.bodies(of: member) {
            for j in body where s.kind(j) == .identifier && s.token(j, isText: navigation) && s.isOperator(j + 1, "=") {
                var k = j + 2
                while k < j + 12, k < body.upperBound, s.kind(k) != .semicolon, s.kind(k) != .rightBrace {
                    // The argument: `rootViewController: y)`, `(y)`, `initWithRootViewController:y]`.
                    if s.kind(k) == .identifier, s.keyword(k) == .none, s.kind(k + 1) == .rightParen || s.kind(k + 1) == .rightBracket,
                       s.kind(k - 1) == .leftParen || s.kind(k - 1) == .colon {
                        return s.text(k)
                    }
                    k += 1
                }
            }
        }
        return nil
    }

    /// Whether the file's popover delegate keeps the popover a popover in every width:
    /// `adaptivePresentationStyle(for:)` (C# `GetAdaptivePresentationStyle`, Objective-C
    /// `adaptivePresentationStyleForPresentationController:`) answering `.none`.
    private static func neverAdapts(_ context: RuleContext) -> Bool {
        let s = context.source
        for member in context.outline.members {
            guard s.token(member.nameToken, hasPrefix: "adaptivePresentationStyle")
                    || s.token(member.nameToken, is: "GetAdaptivePresentationStyle") else { continue }
            // The declaration up to its end: a body, or a C# expression body up to its `;`.
            let end = min(member.body?.upperBound ?? member.nameToken + 40, s.tokens.count)
            for k in member.nameToken ..< end {
                if s.token(k, is: "UIModalPresentationNone") { return true }
                if s.kind(k - 1) == .period, s.token(k, is: "none") || s.token(k, is: "None") { return true }
                if s.kind(k) == .semicolon && member.body == nil { break }
            }
        }
        return false
    }
}
