import SwiftTokenizer

/// A method of the same type that a member calls, unqualified or on `self`/`this`
/// (`setUpNavigationBar()`, `self.configure()`, C# `Configure()`), possibly through another such
/// helper: code a lifecycle method runs without writing it in its own body.
public struct HelperCall: Sendable {
    /// The call in the calling member: where a finding about the helper's code is reported.
    public var callToken: Int
    /// The helper whose body holds the code.
    public var helper: Member
    /// The method called at `callToken`: `helper` itself, or the helper that calls it.
    public var called: Member

    /// How a message names the code: "`setUp()` … (line 14)", "`configure()` … (in `applyTheme()`, line 20)".
    private func location(line: Int) -> String {
        called.index == helper.index ? "line \(line)" : "in `\(Self.spelling(of: helper))`, line \(line)"
    }

    /// What a finding reported at the call says of the code on `line`: the method called and where the code is.
    public func mention(line: Int) -> HelperMention {
        HelperMention(name: Self.spelling(of: called), location: location(line: line))
    }

    /// How a message writes a method: `setUp()` (Swift, C#), `-setUp` or `-update:` (Objective-C's selector).
    static func spelling(of method: Member) -> String {
        method.isObjectiveC ? "-" + method.objcSelector : method.name + "()"
    }
}

/// A helper named in a message reported at its call: "`configure()`, called here in `viewDidLoad`,
/// uses … (in `applyTheme()`, line 20)".
public struct HelperMention: Sendable {
    /// The method as messages write it: `configure()`, `-configure`.
    public var name: String
    /// Where the code the message is about stands: "line 14", "in `applyTheme()`, line 20".
    public var location: String

    /// The message's opening: the call, and the method (or "an initializer") it stands in.
    public func calledHere(in place: String) -> String {
        "`\(name)`, called here in \(place)"
    }
}

extension RuleContext {
    /// The helpers `member` calls, and those they call in turn (two levels; each helper once, so
    /// recursion and cycles end), each with the call in `member` that leads to it. Only methods of the
    /// type declared in this file (the class and its extensions here), not lifecycle methods, not
    /// calls inside closures (they run later) or `#selector(…)` (no call), not static methods.
    public func helpers(calledFrom member: Member, in type: TypeDecl) -> [HelperCall] {
        guard let body = member.body else { return [] }
        // Most bodies call no method on `self` (`[super initWithNibName:…]`, `foo.bar()`): asked before the
        // type's helper table is made.
        guard callNames(in: body).contains(where: { callsOwnMethod(at: Int($0)) }) else { return [] }
        let methods = helperMethods(of: type.name)
        guard !methods.isEmpty else { return [] }
        // Kept for the member: four rules ask of the same lifecycle methods (a quarter of the asks on the
        // source-only tree were repeats).
        if let known = cache.helperCalls[member.index], known.type == type.name { return known.calls }
        let calls = helpers(calledFrom: member, body: body, methods: methods)
        cache.helperCalls[member.index] = (type.name, calls)
        return calls
    }

    private func helpers(calledFrom member: Member, body: Range<Int>, methods: MemberTable) -> [HelperCall] {
        var result: [HelperCall] = []
        // The members met, a bit each by index (a set of them was an allocation for every body asked).
        let words = outline.members.count / 64 + 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { seen in
            seen.initialize(repeating: 0)
            func firstMeeting(_ index: Int) -> Bool {
                let (word, bit) = (index >> 6, UInt64(1) << UInt64(index & 63))
                if seen[word] & bit != 0 { return false }
                seen[word] |= bit
                return true
            }
            _ = firstMeeting(member.index)
            for (callToken, helper) in calls(in: body, to: methods) where firstMeeting(helper.index) {
                result.append(HelperCall(callToken: callToken, helper: helper, called: helper))
                guard let inner = helper.body else { continue }
                for (_, next) in calls(in: inner, to: methods) where firstMeeting(next.index) {
                    result.append(HelperCall(callToken: callToken, helper: next, called: helper))
                }
            }
            return result
        }
    }

    /// The instance methods with bodies that the type's declarations in this file have (with the
    /// controller-only extensions of protocols it adopts), by name, lifecycle methods left out: made once per type name and file (a generated file can declare one name
    /// thousands of times, and every lifecycle method asks).
    private func helperMethods(of name: String) -> MemberTable {
        cache.answer(\.helperMethods, name) {
            var methods: [Member] = []
            // The type's declarations, and extensions here of the protocols it adopts that run on
            // controllers (`extension Themed where Self: UIViewController`; only looked for when the
            // file has other candidate declarations).
            var sources = declarations(named: name)
            if candidateTypes.count > sources.count {
                for adopted in Set(sources.flatMap(\.inherited)) where adopted != name {
                    sources += declarations(named: adopted).filter { $0.kind == .extension }
                }
            }
            func isHelper(_ candidate: Member) -> Bool {
                candidate.kind == .method && !candidate.isStatic && candidate.body != nil && lifecycleMethod(of: candidate) == nil
            }
            // Room for the methods at once, counted first (grown one method at a time, the list was
            // allocated three or four times; made with room for every member, it was most often too large
            // for the allocator's per-thread cache, which keeps blocks of up to a kilobyte).
            var count = 0
            for declaration in sources { for candidate in members(of: declaration) where isHelper(candidate) { count += 1 } }
            methods.reserveCapacity(count)
            for declaration in sources {
                for candidate in members(of: declaration) where isHelper(candidate) { methods.append(candidate) }
            }
            // Looked up by the bytes of every call in a body: no `String` per call, nor per method.
            return MemberTable(methods)
        }
    }

    /// What the calls of `method` in the type's declarations in this file pass for its parameter at
    /// `index`, closures included (`child` for `show(child)`, without `self.`, `!` or `?`); empty when
    /// no code here calls it.
    public func arguments(passedTo method: Member, parameter index: Int, in type: TypeDecl) -> [String] {
        var result: [String] = []
        let table = MemberTable([method]) // made once: one per body walked was four allocations each
        for declaration in declarations(of: type) {
            for caller in members(of: declaration) where caller.index != method.index {
                for body in bodies(of: caller) {
                    for (call, _) in calls(in: body, to: table, outsideClosures: false) {
                        let arguments = self.arguments(ofCallAt: call + 1)
                        guard index < arguments.count, !arguments[index].isEmpty else { continue }
                        result.append(withoutSelf(compactText(argumentValue(arguments[index]), droppingUnwraps: true)))
                    }
                }
            }
        }
        return result
    }

    /// Whether the call named at `j` can be one of the type's own methods: unqualified or on `self`, no keyword.
    private func callsOwnMethod(at j: Int) -> Bool {
        source.keyword(j) == .none && selfMemberAccess(at: j) != nil
    }

    /// Calls in `body`, outside closures unless asked otherwise, to methods in `methods`, in order. Overloads are told apart
    /// by the call's argument labels (Swift) or argument count (C#); a call matching none is skipped.
    private func calls(in body: Range<Int>, to methods: MemberTable, outsideClosures: Bool = true) -> [(Int, Member)] {
        var result: [(Int, Member)] = []
        var closures: [Range<Int>]? = nil
        for name in callNames(in: body) {
            let j = Int(name)
            guard callsOwnMethod(at: j), let overloads = methods.members(at: j, in: source), !isInsideSelector(j) else { continue }
            let arguments = self.arguments(ofCallAt: j + 1)
            let helper: Member?
            if language == .objectiveC {
                // A lone method of one part at most (`-reload`, `-reload:`) is told by the call's shape
                // (a keyword message's `(` has a width); longer selectors are spelled out and compared.
                if overloads.count == 1, let only = overloads.first, only.labels.count <= 1 {
                    let keyword = source.tokens[j + 1].length == 1
                    helper = (only.labels.isEmpty ? !keyword : keyword && arguments.count == 1) ? only : nil
                } else {
                    let selector = calledSelector(at: j)
                    helper = overloads.first { $0.hasSelector(selector) }
                }
            } else if language == .swift {
                // Exactly, or leaving out parameters with default values (the labels in order); read from the
                // call's tokens (no list of its labels made for each call).
                helper = overloads.first { self.arguments(arguments, areLabelled: $0.labels) } ?? overloads.first { member in
                    let own = member.labels
                    var next = 0
                    return arguments.allSatisfy { range in
                        guard let found = own[next...].firstIndex(where: { argument(range, isLabelled: $0) }) else { return false }
                        next = found + 1
                        return true
                    }
                }
            } else {
                helper = overloads.first { $0.parameterNames.count == arguments.count }
                    ?? overloads.first { $0.parameterNames.count > arguments.count }
            }
            guard let helper else { continue }
            if outsideClosures {
                if closures == nil { closures = closureRanges(in: body) }
                if isInside(j, closures!) { continue }
            }
            result.append((j, helper))
        }
        return result
    }
}
