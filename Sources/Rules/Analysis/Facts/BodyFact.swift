import SwiftTokenizer

/// A fact about a type's body that a finding can stand on, read from every file declaring the type:
/// the children it adds, the members it builds with the view, the views it pins to later sizes.
///
/// A rule that needs one names it in a `Requirement` (`.absent(AddedChildren.self, "child", in: "Screen")`);
/// once every file is indexed, `Project.confirm` reads the fact from the files declaring the type (and
/// its superclasses, for an inherited fact) and keeps the finding only if the requirement holds. A new
/// fact is one file with a type conforming to this protocol, plus one line in `BodyFacts.all`.
public protocol BodyFact {
    /// Whether a superclass's declarations count as the type's own (members a base class builds).
    static var inherited: Bool { get }
    /// What one declaration contributes: names, in source order, each once. A fact that records
    /// places also lists, for each name, `name@path:line` for where it was found.
    static func values(of type: TypeDecl, in context: RuleContext) -> [String]
    /// Whether the values include places (see `values`).
    static var recordsPlaces: Bool { get }
}

extension BodyFact {
    public static var recordsPlaces: Bool { false }
}

extension RuleContext {
    /// How a fact that records places spells one: `status@Screens/Detail.swift:12`.
    func place(of value: String, at token: Int) -> String {
        let number = String(line(ofToken: token)) // a small string: no allocation
        // Its parts' bytes copied into one string sized at once: appended (`+=`), the four parts cost
        // 1,700 instructions a place, more than counting the line.
        return value.withBytes { name in
            source.path.withBytes { path in
                number.withBytes { digits in
                    let pathAt = name.count + 1
                    let digitsAt = pathAt + path.count + 1
                    return String(unsafeUninitializedCapacity: digitsAt + digits.count) { out in
                        _ = out.initialize(from: name)
                        out[pathAt - 1] = UInt8(ascii: "@")
                        _ = UnsafeMutableBufferPointer(rebasing: out[pathAt...]).initialize(from: path)
                        out[digitsAt - 1] = UInt8(ascii: ":")
                        _ = UnsafeMutableBufferPointer(rebasing: out[digitsAt...]).initialize(from: digits)
                        return digitsAt + digits.count
                    }
                }
            }
        }
    }
}

/// The registry of body facts; a fact's place here is its index in `TypeFacts.bodyFacts`.
public enum BodyFacts {
    public static let all: [any BodyFact.Type] = [
        AddedChildren.self,
        ViewBuiltMembers.self,
        PinnedViews.self,
        EarlyWrites.self,
        NonAdaptivePopovers.self,
        LeavingTests.self,
        ChildAddingMethods.self,
    ]

    /// The facts other files give a type (see `Analyzer`), by index.
    static let earlyWrites = index(of: EarlyWrites.self)
    static let nonAdaptivePopovers = index(of: NonAdaptivePopovers.self)

    /// The index of a fact in `all`.
    static func index(of fact: any BodyFact.Type) -> Int {
        all.firstIndex { $0 == fact }!
    }
}

extension Requirement {
    /// No declaration of `type` may have `value` among its `fact` (nor its superclasses', for an
    /// inherited fact): "the type never adds this child".
    public static func absent(_ fact: any BodyFact.Type, _ value: String, in type: String) -> Requirement {
        .fact(BodyFacts.index(of: fact), type: type, value: value, present: false)
    }

    /// Some declaration of `type` (or of a superclass, for an inherited fact) must have `value` among
    /// its `fact`: "the member is an outlet".
    public static func present(_ fact: any BodyFact.Type, _ value: String, in type: String) -> Requirement {
        .fact(BodyFacts.index(of: fact), type: type, value: value, present: true)
    }
}
