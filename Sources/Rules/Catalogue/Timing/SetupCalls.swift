import SwiftTokenizer

/// A statement that builds part of the screen: adds a subview, a gesture recognizer, a constraint,
/// a child, a target; activates a constraint (SnapKit's `snp.makeConstraints` too); subscribes to a
/// control's event.
public struct SetupCall: Sendable {
    /// The token to report: the called method, `isActive`, or the event name.
    public var token: Int
    /// How to name it in a message: "`addSubview(_:)`", "`isActive = true`", "`+=` on `button.TouchUpInside`".
    public var label: String
}

extension RuleContext {
    /// Unguarded setup calls outside closures in a member's body (see `SetupCall`).
    /// `creation` also counts constructing UIKit views and constraints (`UILabel()`, `NSLayoutConstraint(item:`).
    public func unguardedSetupCalls(in member: Member, type: TypeDecl, creation: Bool, events: Bool) -> [SetupCall] {
        guard let body = member.body else { return [] }
        let closures = closureRanges(in: body)
        var result: [SetupCall] = []
        // The calls that set something up (a switch: a set of them was made and hashed into for every member asked).
        func isSetup(_ call: HierarchyCall) -> Bool {
            switch call {
            case .addSubview, .addGestureRecognizer, .addConstraint, .addChild, .addTarget, .addLayoutGuide, .activateConstraints: return true
            default: return false
            }
        }
        for site in hierarchyCalls(in: body) where isSetup(site.call) {
            if site.call == .activateConstraints && !site.receiver.hasSuffix("NSLayoutConstraint") { continue }
            result.append(SetupCall(token: site.nameToken, label: "`\(source.text(site.nameToken))`"))
        }
        let active = language == .swift ? "isActive" : language == .csharp ? "Active" : "active"
        for j in body where source.kind(j) == .identifier {
            if source.kind(j - 1) == .period && source.token(j, isText: active) && source.isOperator(j + 1, "=")
                && source.keyword(j + 2) == .true && !replacesConstraint(activatedAt: j, in: body) {
                result.append(SetupCall(token: j, label: "`\(active) = true`"))
            }
            // SnapKit: `view.snp.makeConstraints { … }` adds constraints on every call (`remakeConstraints`
            // and `updateConstraints` replace or update them; so does a closure that deactivates the old one).
            if language == .swift && source.token(j, is: "makeConstraints") && source.kind(j - 1) == .period
                && source.token(j - 2, is: "snp") && !deactivatesInClosure(after: j) {
                result.append(SetupCall(token: j, label: "`snp.makeConstraints`"))
            }
            if creation && isViewConstruction(j) {
                result.append(SetupCall(token: j, label: "`\(source.text(j))`"))
            }
            if events && language == .csharp && source.kind(j - 1) == .period && source.isOperator(j + 1, "+=")
                && isEventSubscription(j, type: type), let receiver = receiver(of: j) {
                result.append(SetupCall(token: j, label: "`+=` on `\(withoutSelf(receiver.text)).\(source.text(j))`"))
            }
        }
        return result.filter { !isInside($0.token, closures) && !isGuarded($0.token, in: body) }
            .sorted { $0.token < $1.token }
    }

    /// `c.isActive = true` after the same `c` was deactivated earlier in the body (`c?.isActive = false`,
    /// `c?.deactivate()`): the stored constraint is replaced, not added to.
    private func replacesConstraint(activatedAt j: Int, in body: Range<Int>) -> Bool {
        guard let receiver = receiver(of: j) else { return false }
        let name = receiver.text.filter { $0 != "?" && $0 != "!" }
        for k in body.lowerBound ..< receiver.start where source.kind(k) == .identifier && source.kind(k - 1) == .period {
            let off = (source.isOperator(k + 1, "=") && source.keyword(k + 2) == .false
                       && (source.token(k, isText: "isActive") || source.token(k, isText: "Active") || source.token(k, isText: "active")))
                || (source.token(k, is: "deactivate") && source.kind(k + 1) == .leftParen)
            if off, let other = self.receiver(of: k), other.text.filter({ $0 != "?" && $0 != "!" }) == name { return true }
        }
        return false
    }

    /// Whether the closure given to the call named at `j` (`makeConstraints { make in … }`) deactivates a
    /// constraint (`heightConstraint?.deactivate()`) before making its replacement.
    private func deactivatesInClosure(after j: Int) -> Bool {
        var open = j + 1
        if source.kind(open) == .leftParen { open = partner(open) + 1 }
        guard source.kind(open) == .leftBrace else { return false }
        let close = partner(open)
        guard close > open else { return false }
        return (open ..< close).contains { source.token($0, is: "deactivate") && source.kind($0 + 1) == .leftParen }
    }

    /// `UILabel()`, `UIButton(type:)`, `new UIView(…)`, `UITapGestureRecognizer(target:…)`, `NSLayoutConstraint(item:…)`.
    private func isViewConstruction(_ j: Int) -> Bool {
        if language == .objectiveC {
            // `[[UILabel alloc] init…]`, `[UIButton buttonWithType:…]`, `[NSLayoutConstraint constraintWithItem:…]`
            guard source.kind(j + 1) == .period, source.kind(j - 1) != .period, source.kind(j + 2) == .identifier else { return false }
            let name = source.text(j)
            if name == "NSLayoutConstraint" { return source.token(j + 2, is: "constraintWithItem") }
            guard name.hasPrefix("UI"), source.token(j + 2, is: "alloc") || source.token(j + 2, is: "new")
                || source.text(j + 2).hasSuffix("WithType") else { return false }
            return ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Recognizer", "Bar", "Indicator"]
                .contains { name.hasSuffix($0) }
        }
        guard source.kind(j + 1) == .leftParen, source.kind(j - 1) != .period else { return false }
        if language == .swift && source.kind(j - 1) == .identifier && source.keyword(j - 1) == .func { return false }
        let name = source.text(j)
        if name == "NSLayoutConstraint" { return true }
        guard name.hasPrefix("UI") else { return false }
        return ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Recognizer", "Bar", "Indicator"]
            .contains { name.hasSuffix($0) }
    }

    /// `button.TouchUpInside += OnTap` with no `-=` of the same event anywhere in the type: a subscription
    /// that piles up. (Balanced `+=`/`-=` pairs are `unbalanced_observer`'s to judge.)
    private func isEventSubscription(_ j: Int, type: TypeDecl) -> Bool {
        guard source.startsWithUppercase(j), eventHandler(after: j + 1) != nil else { return false }
        guard let receiverText = receiver(of: j)?.text else { return false }
        for k in type.body where source.isOperator(k, "-=") && source.kind(k - 1) == .identifier
            && source.token(k - 1, isText: source.text(j)) {
            if receiver(of: k - 1)?.text == receiverText { return false }
        }
        return true
    }
}
