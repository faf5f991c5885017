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
    /// The token of the controller's declared type. (The local's name and the type are made strings by
    /// the few readers that need them: made for every use, they were a run's commonest strings.)
    public var typeToken: Int
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
        // Asked of the cache by hand: through `FileCache.answer`, the closure that computes the answer
        // held a copy of the context (its lists and objects retained and released at every file).
        if cache.hasFreshControllerUses { return cache.freshControllerUses }
        // Found into the cache's own list, the last file's memory (see `FileCache.freshControllerUses`).
        var result: [FreshControllerUse] = []
        swap(&result, &cache.freshControllerUses)
        // One list for the file's bodies, emptied for each: the worker's, kept in the cache from file to
        // file (made per file, it was allocated and grown again in every file that declares a local).
        var fresh: [FreshLocal] = []
        swap(&fresh, &cache.freshLocals)
        for type in outline.types {
            for member in members(of: type) {
                if let body = member.body { collectFreshUses(in: body, into: &result, fresh: &fresh) }
            }
        }
        swap(&fresh, &cache.freshLocals)
        swap(&result, &cache.freshControllerUses)
        cache.hasFreshControllerUses = true
        return cache.freshControllerUses
    }

    /// A fresh local: its name token, its type's token, and its name's bytes.
    typealias FreshLocal = (declaration: Int, typeToken: Int, bytes: Range<Int>)

    private func collectFreshUses(in body: Range<Int>, into result: inout [FreshControllerUse], fresh: inout [FreshLocal]) {
        let s = source
        // Until a fresh controller is declared there is nothing to use: only `name =` can start one, and
        // most bodies declare none, so they are read for their `=`s alone, in a loop over raw tokens.
        guard let first = firstFreshDeclaration(in: body) else { return }
        // The fresh locals by their tokens, in the file's one list (plain values, no reference counting as
        // the list changes; emptied for each body, not made for each);
        // names and types are made strings only for a use (most `let x = T()` have none).
        // Each with its name's bytes, compared with `memcmp` at every use (cheaper than `sameName`'s
        // bounds checks and byte loop: 1 M instructions on the source-only tree).
        fresh.removeAll(keepingCapacity: true)
        // Read through the tokens' buffer (not lent to a closure: the closure held a copy of the context,
        // retained and released for every body read here; nor through the array, whose bounds checks cost
        // more than the retains did).
        let tokens = s.tokenBuffer
        let count = tokens.count
        let swift = language == .swift
        @inline(__always) func kind(_ k: Int) -> TokenKind? { k < count ? tokens[k].kind : nil }
        /// The fresh local the name at `j` spells, if any.
        @inline(__always) func freshSlot(_ j: Int) -> Int? {
            fresh.lastIndex(where: { local in
                let name = s.nameRange(tokens[j])
                return local.bytes.count == name.count
                    && memcmp(s.bytes.baseAddress! + local.bytes.lowerBound, s.bytes.baseAddress! + name.lowerBound, name.count) == 0
            })
        }
        // Fresh locals taken from one that is presented (`let editor = nav.visibleViewController as? Editor`
        // before `present(nav) { … }`), with the completion closure of that presentation: shown by then.
        var shownWithin: [(declaration: Int, closure: Range<Int>)] = []
        for j in first ..< body.upperBound where tokens[j].kind == .identifier {
            // Presented or pushed (`present(detail, animated: true)`): its view is loaded from then on.
            // (A length test first: most names after a `(` are no fresh local's; an escaped one is 2 longer.)
            if !fresh.isEmpty && j > 0 && tokens[j - 1].kind == .leftParen
                && fresh.contains(where: { $0.bytes.count == Int(tokens[j].length) || $0.bytes.count + 2 == Int(tokens[j].length) })
                && isPresented(at: j), let slot = freshSlot(j) {
                if let closure = completionClosure(ofCallOpenedAt: j - 1) {
                    for local in fresh where local.declaration != fresh[slot].declaration && reads(j, inDeclarationAt: local.declaration) {
                        shownWithin.append((local.declaration, closure))
                    }
                }
                fresh.remove(at: slot)
                continue
            }
            // A use `x.member…` of a fresh local, or `x.view`/`x.loadViewIfNeeded()`, which loads it.
            // `x.member`, or optional-chained or forced: `x?.member`, `x!.member`.
            let dot = kind(j + 1) == .period ? j + 1
                : kind(j + 1) == .operator && tokens[j + 1].length == 1 && kind(j + 2) == .period
                    && (s.isOperator(j + 1, "?") || s.isOperator(j + 1, "!")) ? j + 2 : 0
            if !fresh.isEmpty && dot != 0 && (j == 0 || tokens[j - 1].kind != .period) && kind(dot + 1) == .identifier,
               let slot = freshSlot(j) {
                if !shownWithin.isEmpty && shownWithin.contains(where: { $0.declaration == fresh[slot].declaration && $0.closure.contains(j) }) {
                    continue
                }
                let member = dot + 1
                if loadsView(at: member) {
                    fresh.remove(at: slot)
                } else if kind(member + 1) == .period || s.isOperator(member + 1, "=") {
                    let local = fresh[slot]
                    result.append(FreshControllerUse(declaration: local.declaration, typeToken: local.typeToken,
                                                     memberToken: member, isWrite: s.isOperator(member + 1, "="),
                                                     isChain: kind(member + 1) == .period))
                }
                continue
            }
            // Most identifiers are no declaration: the one-token test first, without a call. C# also
            // binds in a pattern (`is Detail detail`), followed by anything.
            guard kind(j + 1) == .operator || (j >= 2 && tokens[j - 2].keyword == .is) || (j + 1 < count && tokens[j + 1].keyword == .as),
                  !swift || tokens[j - 1].keyword == .let || tokens[j - 1].keyword == .var, // (see `firstFreshDeclaration`)
                  let type = freshControllerType(declaredAt: j) else { continue }
            fresh.removeAll { s.sameName($0.declaration, j) } // a new local of the same name hides the old one
            fresh.append((j, type, s.nameRange(tokens[j])))
        }
    }

    /// The tokens of the closure a call hands over for its completion: a trailing closure, or the last
    /// closure among its arguments (`completion: { … }`); nil when it has none.
    private func completionClosure(ofCallOpenedAt open: Int) -> Range<Int>? {
        let s = source
        let close = partner(open)
        guard close > open else { return nil }
        if s.kind(close + 1) == .leftBrace, partner(close + 1) > close + 1 { return close + 1 ..< partner(close + 1) }
        var k = close - 1
        while k > open {
            if s.kind(k) == .rightBrace, partner(k) < k { return partner(k) ..< k }
            k -= 1
        }
        return nil
    }

    /// Whether the statement declaring the local at `declaration` reads the name the token at `j` spells
    /// (`let editor = nav.visibleViewController as? Editor` reads `nav`).
    private func reads(_ j: Int, inDeclarationAt declaration: Int) -> Bool {
        var k = declaration + 2
        while k < j {
            if source.kind(k) == .identifier && source.sameName(k, j) { return true }
            if endsStatement(at: k) { return false }
            k += 1
        }
        return false
    }

    /// The first `name =` (C# also `is T name`, Swift `case let name as T`) in `body` that declares a
    /// fresh controller.
    private func firstFreshDeclaration(in body: Range<Int>) -> Int? {
        let s = source
        let equals = UInt8(ascii: "=")
        let end = min(body.upperBound, s.tokens.count - 1)
        guard body.lowerBound < end else { return nil }
        let patterns = language == .csharp
        return s.tokens.withUnsafeBufferPointer { tokens in
            /// Whether the token is a lone `=`.
            @inline(__always) func assigns(_ token: Token) -> Bool {
                token.kind == .operator && token.length == 1 && s.bytes[Int(token.offset)] == equals
            }
            if language == .swift {
                // A Swift local is declared right after `let` or `var` (`let x = …`, `case let x as T`).
                /// Whether the name at `m`, after a `let` or `var`, declares a fresh controller.
                @inline(__always) func declares(_ m: Int) -> Bool {
                    let next = tokens[m + 1]
                    if assigns(next) && tokens[m].kind == .identifier && freshControllerType(declaredAt: m) != nil {
                        return true
                    }
                    return next.keyword == .as && m - 2 >= body.lowerBound && m + 1 < end && tokens[m - 2].keyword == .case
                        && freshControllerType(declaredAt: m) != nil
                }
                // The lexer's list of those keywords (every Swift stream has it, see `SwiftLexer`): the body's
                // are found by a binary search, and its other tokens are not read (a test of every token's
                // keyword was 12.9 M instructions on the source-only tree).
                guard let bindings = s.bindings else { return nil }
                let first = max(body.lowerBound, 1)
                return bindings.withUnsafeBufferPointer { bindings -> Int? in
                    for k in bindings.positions(keyedIn: first - 1 ..< end - 1, by: { Int($0) }) where declares(Int(bindings[k]) + 1) {
                        return Int(bindings[k]) + 1
                    }
                    return nil
                }
            }
            var j = body.lowerBound
            while j < end {
                if assigns(tokens[j + 1]) && tokens[j].kind == .identifier && freshControllerType(declaredAt: j) != nil {
                    return j
                }
                if patterns && tokens[j].keyword == .is && j + 2 < end && freshControllerType(declaredAt: j + 2) != nil {
                    return j + 2
                }
                j += 1
            }
            return nil
        }
    }
}
