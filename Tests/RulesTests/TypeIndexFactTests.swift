@testable import Rules
import XCTest

/// `TypeIndex.satisfies` on a fact requirement: whether some declaration of the type (or, for an
/// inherited fact, of a class above it) that is not another platform's, or some body facts added later,
/// holds the value. The index looks through a few declarations and values in place and makes a set past
/// 32 of them, kept until declarations or body facts are added; a plain model looks through every
/// declaration each time. Random projects: few and many values, many declarations of a name (empty
/// extensions), repeated questions, declarations and body facts added between them.
final class TypeIndexFactTests: XCTestCase {
    /// A name declared many times with few values (an empty extension in every file) gets its union made
    /// at its first question, so that the next ones do not walk every declaration again; a name of few
    /// declarations and values gets none.
    func testManyDeclarationsMakeTheUnion() {
        let fact = Rules.BodyFacts.all.indices.first!
        let values = Rules.BodyFacts.all.map { _ in ["child"] }
        var index = TypeIndex()
        index.add(contentsOf: [TypeFacts(name: "Few", kind: .class, inherited: ["UIViewController"], lifecycleOverrides: 0,
                                         isOtherPlatform: false, bodyFacts: values)])
        XCTAssertTrue(index.satisfies(.fact(fact, type: "Few", value: "child", present: true)))
        XCTAssertEqual(index.madeUnions, 0)
        index.add(contentsOf: [TypeFacts(name: "Many", kind: .class, inherited: ["UIViewController"], lifecycleOverrides: 0,
                                         isOtherPlatform: false, bodyFacts: values)])
        for _ in 0 ..< 40 {
            index.add(contentsOf: [TypeFacts(name: "Many", kind: .extension, inherited: [], lifecycleOverrides: 0, isOtherPlatform: false)])
        }
        XCTAssertTrue(index.satisfies(.fact(fact, type: "Many", value: "child", present: true)))
        XCTAssertEqual(index.madeUnions, 1)
        XCTAssertTrue(index.satisfies(.fact(fact, type: "Many", value: "other", present: false)))
    }

    func testFactRequirementsAgreeWithTheModel() {
        var generator = SystemRandomNumberGenerator()
        let names = ["Screen", "Detail", "Base", "Other"]
        let facts = Rules.BodyFacts.all.indices
        for round in 0 ..< 300 {
            var index = TypeIndex()
            var declared: [TypeFacts] = []
            var later: [TypeFacts] = []
            /// Values of one fact: none, a few, or many (the index then makes a set).
            func values() -> [String] {
                let many = Int.random(in: 0 ..< 3, using: &generator) == 0
                return (0 ..< Int.random(in: 0 ... (many ? 60 : 4), using: &generator)).map { _ in "v\(Int.random(in: 0 ..< 80, using: &generator))" }
            }
            func randomFacts() -> TypeFacts {
                let name = names.randomElement(using: &generator)!
                if Int.random(in: 0 ..< 4, using: &generator) == 0 { // an extension with no facts read
                    return TypeFacts(name: name, kind: .extension, inherited: [], lifecycleOverrides: 0, isOtherPlatform: false)
                }
                return TypeFacts(name: name, kind: .class, inherited: name == "Base" ? ["UIViewController"] : ["Base"],
                                 lifecycleOverrides: 0, isOtherPlatform: Int.random(in: 0 ..< 5, using: &generator) == 0,
                                 bodyFacts: Bool.random(using: &generator) ? facts.map { _ in values() } : [])
            }
            // Declarations added, questions; body facts added, questions again (a set made before must
            // not answer after), and so on.
            for phase in 0 ..< 6 {
                if phase % 2 == 0 {
                    let list = (0 ..< Int.random(in: 1 ... 12, using: &generator)).map { _ in randomFacts() }
                    index.add(contentsOf: list)
                    declared += list
                } else {
                    let more = randomFacts()
                    index.addBodyFacts(more)
                    later.append(more)
                }
                // Each question asked twice: the second may find the set the first made.
                for _ in 0 ..< 30 {
                    let fact = facts.randomElement(using: &generator)!
                    let type = names.randomElement(using: &generator)!
                    let value = "v\(Int.random(in: 0 ..< 80, using: &generator))"
                    let present = Bool.random(using: &generator)
                    let asked = Rules.BodyFacts.all[fact].inherited ? index.factAncestry(of: type) : [type]
                    var holds = false
                    for name in asked {
                        for facts in declared + later where facts.name == name && !facts.isOtherPlatform && fact < facts.bodyFacts.count {
                            if facts.bodyFacts[fact].contains(value) { holds = true }
                        }
                    }
                    for _ in 0 ..< 2 {
                        XCTAssertEqual(index.satisfies(.fact(fact, type: type, value: value, present: present)), holds == present,
                                       "round \(round) phase \(phase): \(type) fact \(fact) \(value)")
                    }
                }
            }
        }
    }
}
