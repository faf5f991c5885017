@testable import Rules
import XCTest

/// The type index decides verdicts and ancestries on its table's slots; a plain model keyed by names
/// (the algorithm as it was written first: a stack of names, a dictionary of verdicts, the declarations
/// gathered for each name) must give the same verdicts, ancestries and fact ancestries (with the
/// protocols refining a controller that they adopt) on random projects: chains, cycles, names
/// declared many times, other platforms' declarations, known UIKit and non-UIKit bases, undeclared ones.
/// In a cycle of bases, which name is asked first decides the others, so the index must ask its
/// questions in the model's order too (a fact ancestry asking every adopted protocol's verdict up front
/// differed in about one project in 150: hence 2,000 of them).
final class TypeIndexModelTests: XCTestCase {
    private enum Verdict { case controller, notController, unknown }

    /// The model: every declaration in the order added.
    private struct Model {
        var all: [TypeFacts] = []
        var verdicts: [String: Verdict] = [:]

        func declarations(_ name: String) -> [TypeFacts]? {
            let list = all.filter { $0.name == name }
            return list.isEmpty ? nil : list
        }

        func baseCandidates(_ list: [TypeFacts]) -> [String] {
            var names: [String] = []
            for facts in list where (facts.kind == .class || facts.kind == .protocol) && !facts.isOtherPlatform {
                if let base = facts.inherited.first, !names.contains(base) { names.append(base) }
            }
            return names
        }

        mutating func isViewController(_ name: String) -> Bool {
            if verdicts[name] == nil { resolve(name) }
            return verdicts[name] == .controller
        }

        mutating func resolve(_ root: String) {
            var stack = [root]
            var inProgress: Set<String> = []
            while let name = stack.last {
                if verdicts[name] != nil { stack.removeLast(); continue }
                if let known = KnownTypes.verdict(name) {
                    verdicts[name] = known ? .controller : .notController
                    stack.removeLast()
                    continue
                }
                guard let all = declarations(name) else { verdicts[name] = .unknown; stack.removeLast(); continue }
                let list = all.filter { !$0.isOtherPlatform }
                if list.isEmpty { verdicts[name] = .notController; stack.removeLast(); continue }
                let bases = baseCandidates(list)
                if let next = bases.first(where: { verdicts[$0] == nil && !inProgress.contains($0) }) {
                    inProgress.insert(name)
                    stack.append(next)
                    continue
                }
                if bases.contains(where: { verdicts[$0] == .controller }) {
                    verdicts[name] = .controller
                } else if bases.contains(where: { verdicts[$0] == .unknown || verdicts[$0] == nil }) || !list.contains(where: { $0.kind == .class }) {
                    verdicts[name] = list.contains(where: \.overridesLifecycle) ? .controller : .unknown
                } else {
                    verdicts[name] = .notController
                }
                inProgress.remove(name)
                stack.removeLast()
            }
        }

        mutating func factAncestry(of type: String) -> [String] {
            var result = ancestry(of: type)
            var k = 0
            while k < result.count && result.count < 64 {
                for facts in declarations(result[k]) ?? [] {
                    for adopted in facts.inherited.dropFirst(facts.kind == .class ? 1 : 0)
                        where !result.contains(adopted) && declarations(adopted) != nil && isViewController(adopted) {
                        result.append(adopted)
                    }
                }
                k += 1
            }
            return result
        }

        func superclassMayOverride(_ type: String, isBase: Bool) -> Bool {
            let bit = LifecycleMethod.viewDidLoad.bit
            var seen: Set<String> = isBase ? [] : [type]
            var queue = isBase ? [type] : baseCandidates(declarations(type) ?? [])
            if queue.isEmpty { return true }
            if queue.contains("UIViewController") { return false }
            while let name = queue.first {
                queue.removeFirst()
                guard seen.insert(name).inserted, seen.count < 64 else { continue }
                if name == "UIViewController" || name == "UIKit.UIViewController" { continue }
                guard let list = declarations(name), list.contains(where: { $0.kind == .class }) else { return true }
                if list.contains(where: { $0.lifecycleOverrides & bit != 0 }) { return true }
                let bases = baseCandidates(list)
                if bases.isEmpty { return true }
                queue.append(contentsOf: bases)
            }
            return false
        }

        func ancestry(of type: String) -> [String] {
            var result: [String] = []
            var queue = [type]
            while let name = queue.first {
                queue.removeFirst()
                guard !result.contains(name), declarations(name) != nil, result.count < 64 else { continue }
                result.append(name)
                queue.append(contentsOf: baseCandidates(declarations(name) ?? []))
            }
            return result
        }
    }

    func testVerdictsAndAncestriesAgreeWithTheModel() {
        var generator = SystemRandomNumberGenerator()
        let known = ["UIViewController", "UITableViewController", "NSObject", "UIView", "NSViewController", "ContentPage"]
        for round in 0 ..< 2_000 {
            // Every other project small and dense with protocols and cycles, where the order of questions
            // matters most.
            let dense = round % 2 == 0
            let own = (0 ..< Int.random(in: dense ? 2 ... 6 : 1 ... 30, using: &generator)).map { "Type\($0)" }
            let pool = own + known + ["Missing\(round % 3)", "Protocol"]
            var index = TypeIndex()
            var model = Model()
            // Some declarations added, some names asked, more added (the caches emptied), asked again.
            for phase in 0 ..< 2 {
                for _ in 0 ..< Int.random(in: 1 ... 12, using: &generator) {
                    let list = (0 ..< Int.random(in: 1 ... 4, using: &generator)).map { _ -> TypeFacts in
                        let name = Int.random(in: 0 ..< 10, using: &generator) == 0 ? known.randomElement(using: &generator)!
                            : own.randomElement(using: &generator)!
                        let kinds: [TypeKind] = dense ? [.class, .protocol, .protocol, .extension] : [.class, .class, .class, .protocol, .extension, .struct]
                        let inherited = (0 ..< Int.random(in: 0 ... (dense ? 3 : 2), using: &generator)).map { _ in
                            dense && Bool.random(using: &generator) ? own.randomElement(using: &generator)! : pool.randomElement(using: &generator)!
                        }
                        return TypeFacts(name: name, kind: kinds.randomElement(using: &generator)!, inherited: inherited,
                                         lifecycleOverrides: Bool.random(using: &generator) ? LifecycleMethod.viewDidLoad.bit : 0,
                                         isOtherPlatform: Int.random(in: 0 ..< 6, using: &generator) == 0)
                    }
                    index.add(contentsOf: list)
                    model.all += list
                    model.verdicts = [:]
                }
                for name in pool.shuffled(using: &generator) {
                    XCTAssertEqual(index.isViewController(name), model.isViewController(name), "round \(round) phase \(phase): \(name)")
                    XCTAssertEqual(index.ancestry(of: name), model.ancestry(of: name), "round \(round) phase \(phase): \(name)")
                    XCTAssertEqual(index.factAncestry(of: name), model.factAncestry(of: name), "round \(round) phase \(phase): \(name)")
                    for isBase in [false, true] {
                        XCTAssertEqual(index.superclassMayOverride(name, "viewDidLoad", isBase: isBase), model.superclassMayOverride(name, isBase: isBase),
                                       "round \(round) phase \(phase): \(name)")
                    }
                }
            }
        }
    }
}
