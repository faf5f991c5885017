import SwiftTokenizer

/// What a `loadView` override does with the view: shared by the two `loadView` rules.
struct LoadViewFacts {
    /// `view = …`, `self.view = …`, `View = …`.
    var assignsView = false
    /// The assigned names' tokens.
    var assignments: [Int] = []
    /// The `super`/`base` token of a `super.loadView()` call.
    var superCall: Int? = nil

    /// `type`: the declaration holding `member`; in a table or collection controller (or a subclass of
    /// a class lifelint cannot see), assigning `tableView`/`collectionView` (`TableView`/`CollectionView`)
    /// assigns the view too. The context is borrowed: an initializer takes its arguments owned, and the
    /// caller copied the context (its every array and string retained, then released) for each member.
    init(_ member: Member, _ context: borrowing RuleContext, in type: TypeDecl? = nil) {
        let s = context.source
        let accesses = context.cache.answer(\.viewAccesses, member.index) {
            context.accesses(of: .view, in: member, includingClosures: true)
        }
        for access in accesses where s.isOperator(access + 1, "=") {
            assignsView = true
            assignments.append(access)
        }
        guard let body = member.body else { return }
        // Objective-C's setter send `[self setView:map]` assigns as `self.view = map` does.
        if s.language == .objectiveC {
            for j in body where s.kind(j) == .identifier && s.token(j, is: "setView") && context.isCall(j)
                && context.selfMemberAccess(at: j) != nil {
                assignsView = true
                assignments.append(j)
            }
        }
        if !assignsView, let type, type.inherited.first.map({ $0 != "UIViewController" }) ?? (type.kind == .extension) {
            let names = s.language == .csharp ? ["TableView", "CollectionView"] : ["tableView", "collectionView"]
            assignsView = body.contains { j in
                s.kind(j) == .identifier && s.isOperator(j + 1, "=") && names.contains { s.token(j, isText: $0) }
                    && context.selfMemberAccess(at: j) != nil && !context.declaresLocal(at: j)
                    || s.language == .objectiveC && (s.token(j, is: "setTableView") || s.token(j, is: "setCollectionView"))
                    && context.isCall(j) && context.selfMemberAccess(at: j) != nil
            }
        }
        let name = LifecycleMethod.loadView.displayName(in: s.language).prefix { $0 != "(" }
        for j in body where s.keyword(j) == .superReference && s.kind(j + 1) == .period
            && s.token(j + 2, isText: String(name)) {
            superCall = j
            break
        }
    }
}
