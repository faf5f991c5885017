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
        let setup: Set<HierarchyCall> = [.addSubview, .addGestureRecognizer, .addConstraint, .addChild, .addTarget,
                                         .addLayoutGuide, .activateConstraints]
        for site in hierarchyCalls(in: body) where setup.contains(site.call) {
            if site.call == .activateConstraints && !site.receiver.hasSuffix("NSLayoutConstraint") { continue }
            result.append(SetupCall(token: site.nameToken, label: "`\(source.text(site.nameToken))`"))
        }
        let active = language == .swift ? "isActive" : language == .csharp ? "Active" : "active"
        for j in body where source.kind(j) == .identifier {
            if source.kind(j - 1) == .period && source.token(j, isText: active) && source.isOperator(j + 1, "=")
                && source.keyword(j + 2) == .true {
                result.append(SetupCall(token: j, label: "`\(active) = true`"))
            }
            // SnapKit: `view.snp.makeConstraints { … }` adds constraints on every call (`remakeConstraints`
            // and `updateConstraints` replace or update them).
            if language == .swift && source.token(j, is: "makeConstraints") && source.kind(j - 1) == .period
                && source.token(j - 2, is: "snp") {
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
