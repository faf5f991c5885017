/// What the containment rules share.
extension RuleContext {
    /// The types whose code may add or remove children, with whether each is a controller candidate:
    /// the controllers, and, in a file that names a containment call at all, every other type (a
    /// coordinator, a cell, an app delegate, an extension method's static class) but test cases, which
    /// build hierarchies to look at. Only types with hierarchy calls.
    func containmentTypes() -> [(type: TypeDecl, isController: Bool)] {
        cache.answer(\.containmentTypes) { findContainmentTypes() } // three rules ask
    }

    private func findContainmentTypes() -> [(type: TypeDecl, isController: Bool)] {
        let outside = mentionsContainment
        // Most files have no controller and name no containment call: then no type is walked.
        guard outside || !candidateTypes.isEmpty else { return [] }
        var result: [(type: TypeDecl, isController: Bool)] = []
        // Test case classes declared here: an Objective-C `@implementation` states no base of its own.
        let testCases = language != .objectiveC ? [] : Set(outline.types.filter {
            $0.kind == .class && $0.inherited.first.map(KnownTypes.testCases.contains) == true
        }.map(\.name))
        for type in outline.types {
            let isController = isCandidate(type)
            guard isController || outside, !hierarchyCalls(in: type.body).isEmpty else { continue }
            if let base = type.inherited.first, KnownTypes.testCases.contains(base) { continue }
            if testCases.contains(type.name) { continue }
            result.append((type, isController))
        }
        return result
    }
}

enum Containment {
    /// Whether a class deriving from `base` is a view (a cell, a control): a view cannot be a parent controller.
    static func isView(base: String) -> Bool { KnownTypes.isView(base: base) }
}
