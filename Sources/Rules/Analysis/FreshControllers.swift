import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A use, through a local, of a controller whose view has not loaded yet: `detail.titleLabel.text = …`
/// or `detail.status = …` after `let detail = segue.destination as? Detail` or `= Detail()`, before
/// anything loads its view (`detail.view`, `detail.loadViewIfNeeded()`).
public struct FreshControllerUse: Sendable {
    /// The local's name token where it is declared: one per controller.
    public var declaration: Int
    public var variable: String
    /// The controller's declared type.
    public var type: String
    /// The member used: `titleLabel` in `detail.titleLabel.text`.
    public var memberToken: Int
    /// `detail.status = …`: a property written.
    public var isWrite: Bool
    /// `detail.titleLabel.text`: a member used through (an outlet's property).
    public var isChain: Bool
}

extension RuleContext {
    /// Every such use in the members of the file's types, in source order, found in one pass per body
    /// and kept for the file (`outlet_access_before_load` reports the chains, `EarlyWrites` records
    /// the writes).
    public var freshControllerUses: [FreshControllerUse] {
        cache.answer(\.freshControllerUses) {
            var result: [FreshControllerUse] = []
            for type in outline.types {
                for member in members(of: type) {
                    if let body = member.body { collectFreshUses(in: body, into: &result) }
                }
            }
            return result
        }
    }

    private func collectFreshUses(in body: Range<Int>, into result: inout [FreshControllerUse]) {
        let s = source
        // Until a fresh controller is declared there is nothing to use: only `name =` can start one, and
        // most bodies declare none, so they are read for their `=`s alone, in a loop over raw tokens.
        guard let first = firstFreshDeclaration(in: body) else { return }
        var fresh: [(name: String, type: String, declaration: Int, bytes: Range<Int>)] = []
        s.tokens.withUnsafeBufferPointer { tokens in
            let count = tokens.count
            @inline(__always) func kind(_ k: Int) -> TokenKind? { k < count ? tokens[k].kind : nil }
            for j in first ..< body.upperBound where tokens[j].kind == .identifier {
                // A use `x.member…` of a fresh local, or `x.view`/`x.loadViewIfNeeded()`, which loads it.
                if !fresh.isEmpty && kind(j + 1) == .period && (j == 0 || tokens[j - 1].kind != .period) && kind(j + 2) == .identifier {
                    let name = s.nameRange(tokens[j])
                    let slot = fresh.lastIndex { local in
                        local.bytes.count == name.count
                            && memcmp(s.bytes.baseAddress! + local.bytes.lowerBound, s.bytes.baseAddress! + name.lowerBound, name.count) == 0
                    }
                    if let slot {
                        if loadsView(at: j + 2) {
                            fresh.remove(at: slot)
                        } else if kind(j + 3) == .period || s.isOperator(j + 3, "=") {
                            let local = fresh[slot]
                            result.append(FreshControllerUse(declaration: local.declaration, variable: local.name, type: local.type,
                                                             memberToken: j + 2, isWrite: s.isOperator(j + 3, "="),
                                                             isChain: kind(j + 3) == .period))
                        }
                        continue
                    }
                }
                // Most identifiers are no declaration: the one-token test first, without a call.
                guard kind(j + 1) == .operator, let type = freshController(declaredAt: j) else { continue }
                let variable = s.text(j)
                fresh.removeAll { $0.name == variable } // a new local of the same name hides the old one
                fresh.append((variable, type, j, s.nameRange(tokens[j])))
            }
        }
    }

    /// The first `name =` in `body` that declares a fresh controller.
    private func firstFreshDeclaration(in body: Range<Int>) -> Int? {
        let s = source
        let equals = UInt8(ascii: "=")
        let end = min(body.upperBound, s.tokens.count - 1)
        guard body.lowerBound < end else { return nil }
        return s.tokens.withUnsafeBufferPointer { tokens in
            var j = body.lowerBound
            while j < end {
                let next = tokens[j + 1]
                if next.kind == .operator && next.length == 1 && s.bytes[Int(next.offset)] == equals
                    && tokens[j].kind == .identifier && freshController(declaredAt: j) != nil {
                    return j
                }
                j += 1
            }
            return nil
        }
    }
}
