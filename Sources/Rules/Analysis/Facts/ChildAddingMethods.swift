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
            let parameters = member.parameterNames
            guard !parameters.isEmpty else { continue }
            for site in context.hierarchyCalls(in: member) where site.call == .addChild && site.receiver.isEmpty {
                guard let child = site.firstArgument, let k = parameters.firstIndex(of: child) else { continue }
                let value = value(member.name, k)
                if !result.contains(value) { result.append(value) }
            }
        }
        return result
    }

    /// How a method and its parameter's place are spelled: `add#0`.
    static func value(_ method: String, _ parameter: Int) -> String {
        method + "#" + String(parameter)
    }
}
