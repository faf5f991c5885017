import SwiftTokenizer

/// The methods of a type that add one of their parameters as a child (`func add(controller:)` doing
/// `addChild(controller)`), as `add#0`: the method's name and the parameter's place. Often declared in
/// a protocol extension or a base class in another file; a controller whose view is added after being
/// handed to such a method is a child (`add_subview_without_add_child`).
public enum ChildAddingMethods: BodyFact {
    public static let inherited = true

    public static func values(of type: TypeDecl, in context: RuleContext) -> [String] {
        var result: [String] = []
        guard !context.hierarchyCalls(in: type.body).isEmpty else { return result }
        for member in context.members(of: type) where member.kind == .method {
            for k in context.childParameters(of: member) where !result.contains(value(member.name, k)) {
                result.append(value(member.name, k)) // overloads of one name give one value
            }
        }
        return result
    }

    /// How a method and its parameter's place are spelled: `add#0`.
    static func value(_ method: String, _ parameter: Int) -> String {
        method + "#" + String(parameter)
    }
}

extension RuleContext {
    /// The places of the parameters `method` adds as a child on the controller itself (`func
    /// add(controller:)` doing `addChild(controller)`: `[0]`), each once.
    func childParameters(of method: Member) -> [Int] {
        let parameters = method.parameterNames
        guard !parameters.isEmpty else { return [] }
        var places: [Int] = []
        for site in hierarchyCalls(in: method) where site.call == .addChild && site.receiver.isEmpty {
            if let child = site.firstArgument, let k = parameters.firstIndex(of: child), !places.contains(k) { places.append(k) }
        }
        return places
    }
}
