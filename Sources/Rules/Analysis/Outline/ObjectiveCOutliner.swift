import SwiftTokenizer

/// Builds the outline of an Objective-C file (its message sends already read as calls, see
/// `MessageSends`): one forward pass, no recursion.
///
/// - `@interface Name : Super <P>` is a class; a class extension `@interface Name ()` and a category
///   `@interface Name (Cat)` are extensions, and so is `@implementation Name` (the class is declared
///   by its `@interface`, usually in a header); `@protocol Name <P>` is a protocol. Each runs to `@end`.
/// - Methods `- (void)viewWillAppear:(BOOL)animated { … }`: the name is the selector's first part,
///   the labels are its parts (`["setEditing", "animated"]`; none for a unary selector), the
///   parameter names the names after the types. `+` methods are static, `init…` instance methods
///   initializers, `dealloc` the deinitializer. A method implementing a lifecycle selector counts as
///   an override (Objective-C has no keyword for it).
/// - `@property … *name;` and instance variables in `{ … }` after the header are properties.
/// - `#if A` / `#else` branches that each open a method header before one shared body: both headers
///   are methods, the body belongs to the last one (the first has none, so that nothing in it counts twice).
/// - `#import <UIKit/UIKit.h>` and `@import UIKit;` are imports (`UIKit`).
struct ObjectiveCOutliner: BracketReader {
    private let s: SourceText
    let matching: [Int32]
    private var result: Outline
    /// The worker's names (see `NameInterner`), kept by the parts.
    private let names: UnsafeMutablePointer<NameInterner>
    /// The outline's parts, as each member refers to them (see `Member.init`).
    private let parts: PartsReference
    /// Scratch for a method's selector parts and parameter names, by token, while its header is read.
    private var labelTokens: [Int32] = []
    private var nameTokens: [Int32] = []

    init(_ source: SourceText, matching: [Int32], into empty: consuming Outline = Outline()) {
        // The outline readied before it is stored: readied in place, the whole outliner was copied.
        var result = consume empty
        result.matching = matching
        result.begin(source)
        self.s = source
        self.matching = matching
        names = result.parts.names
        parts = PartsReference(result.parts)
        self.result = result
    }


    consuming func outline() -> Outline {
        let n = s.tokens.count
        var i = 0
        while i < n {
            switch s.kind(i) {
            case .attribute:
                if s.token(i, is: "@interface") || s.token(i, is: "@implementation") || s.token(i, is: "@protocol") {
                    i = container(at: i)
                } else if s.token(i, is: "@import") {
                    if s.kind(i + 1) == .identifier { result.platformModules.formUnion(s.platformModules(importedBy: i + 1)) }
                    i += 1
                } else {
                    i += 1
                }
            case .directive:
                importedModule(at: i)
                i += 1
            case .leftBrace:
                i = partner(i) + 1 // a C function's body, an initializer: nothing to outline
            default:
                i += 1
            }
        }
        return Outline.handedOver(&result)
    }

    /// `#import <UIKit/UIKit.h>`, `#include <AppKit/AppKit.h>`: the framework's name, read from the bytes.
    private mutating func importedModule(at i: Int) {
        let range = s.tokens[i].range
        let b = s.bytes
        guard range.count > 10, b[range.lowerBound + 1] == UInt8(ascii: "i"),
              b[range.lowerBound + 2] == UInt8(ascii: "m") || b[range.lowerBound + 2] == UInt8(ascii: "n") else { return }
        var k = range.lowerBound + 2
        while k < range.upperBound && b[k] != UInt8(ascii: "<") && b[k] != UInt8(ascii: "\"") { k += 1 }
        let start = k + 1
        var end = start
        while end < range.upperBound && b[end] != UInt8(ascii: "/") && b[end] != UInt8(ascii: ">") && b[end] != UInt8(ascii: "\"") { end += 1 }
        guard end < range.upperBound, b[end] == UInt8(ascii: "/"), end > start else { return }
        result.platformModules.formUnion(PlatformModules(importing: UnsafeBufferPointer(rebasing: b[start ..< end])))
    }

    // MARK: - Containers

    /// `@interface`, `@implementation` or `@protocol` up to its `@end`; returns the index after it.
    private mutating func container(at i: Int) -> Int {
        let n = s.tokens.count
        let isProtocol = s.token(i, is: "@protocol")
        let isImplementation = s.token(i, is: "@implementation")
        // `@protocol(Name)` is an expression; `@protocol Name;` and `@class`-like forward declarations end at `;`.
        guard s.kind(i + 1) == .identifier else { return i + 1 }
        let nameToken = i + 1
        var j = i + 2
        var kind: TypeKind = isProtocol ? .protocol : .extension
        // The superclass and protocols' names, made once per worker (see `NameInterner`).
        names.pointee.beginList()
        if !isProtocol, s.kind(j) == .operator && s.token(j, is: "<") {
            j = skipAngles(from: j) // `@interface Box<ObjectType> : NSObject`: lightweight generics
        }
        if s.kind(j) == .colon, s.kind(j + 1) == .identifier, !isProtocol {
            kind = .class
            names.pointee.appendToList(ofToken: j + 1)
            j += 2
            if s.kind(j) == .operator && s.token(j, is: "<") && !isImplementation {
                // `: Base<Item>` generic arguments of the base, then protocols
                let end = skipAngles(from: j)
                if s.kind(end) == .operator && s.token(end, is: "<") { j = end }
            }
        } else if s.kind(j) == .leftParen {
            j = partner(j) + 1 // a category or class extension
        }
        if s.kind(j) == .operator && s.token(j, is: "<") {
            let end = skipAngles(from: j)
            for k in j + 1 ..< max(j + 1, end - 1) where s.kind(k) == .identifier { names.pointee.appendToList(ofToken: k) }
            j = end
        }
        if isProtocol && s.kind(j) == .semicolon { return j + 1 } // a forward declaration
        if isImplementation && kind == .class {
            kind = .extension // `@implementation Name : Super` (old style) declares nothing new
            names.pointee.beginList()
        }
        // The end: the next `@end` (containers do not nest).
        // Read off the raw tokens, by kind and length first: the walk passes every token of the file.
        let end = s.tokens.withUnsafeBufferPointer { tokens in
            var end = j
            while end < n && !(tokens[end].kind == .attribute && tokens[end].length == 4 && s.token(end, is: "@end")) { end += 1 }
            return end
        }
        let typeIndex = result.types.count
        result.add(kind: kind, name: names.pointee.name(ofToken: nameToken, in: s), nameToken: nameToken, inherited: names.pointee.list(in: s),
                       body: j ..< end, parent: nil, isPartial: false)
        var k = j
        // Instance variables: `{ IBOutlet UILabel *title; id _observer; }`
        if s.kind(k) == .leftBrace {
            let close = partner(k)
            statements(in: k + 1 ..< min(close, end), owner: typeIndex)
            k = close + 1
        }
        while k < end {
            switch s.kind(k) {
            case .operator where (s.token(k, is: "-") || s.token(k, is: "+")) && startsStatement(k):
                k = method(at: k, owner: typeIndex, end: end)
            case .attribute where s.token(k, is: "@property"):
                var stop = k + 1
                while stop < end && s.kind(stop) != .semicolon && s.kind(stop) != .attribute { stop += 1 }
                property(in: k ..< stop, owner: typeIndex)
                k = stop + 1
            case .leftBrace:
                k = partner(k) + 1
            default:
                k += 1
            }
        }
        return end + 1
    }

    /// Whether the token at `k` starts a declaration: after `;`, `}`, a directive, an `@` word, or the header.
    private func startsStatement(_ k: Int) -> Bool {
        switch s.kind(k - 1) {
        case .semicolon, .rightBrace, .directive, .attribute, .identifier, .operator, .rightParen: return true
        default: return false
        }
    }

    private func skipAngles(from j: Int) -> Int {
        var depth = 0
        var k = j
        let n = s.tokens.count
        while k < n {
            if s.kind(k) == .operator {
                if s.token(k, is: "<") { depth += 1 } else if s.token(k, is: ">") { depth -= 1 } else if s.token(k, is: ">>") { depth -= 2 }
                if depth <= 0 { return k + 1 }
            } else if s.kind(k) == .semicolon || s.kind(k) == .leftBrace || s.kind(k) == .attribute {
                return k
            }
            k += 1
        }
        return k
    }

    // MARK: - Members

    /// `- (type)part:(type)name part2:(type)name2 ATTRIBUTES { body }` or `… ;`; returns the index after it.
    private mutating func method(at start: Int, owner: Int, end: Int, mayShare: Bool = true) -> Int {
        let isStatic = s.token(start, is: "+")
        // `- (void)initLoading…` is a method that happens to start with `init`: initializers return the object.
        let returnsVoid = s.kind(start + 1) == .leftParen && s.token(start + 2, is: "void") && s.kind(start + 3) == .rightParen
        var j = start + 1
        if s.kind(j) == .leftParen { j = partner(j) + 1 } // the return type
        guard j < end, s.kind(j) == .identifier else { return start + 1 }
        let nameToken = j
        // The selector's parts and the parameters' names, by token (-1: an empty part): made into strings
        // only for a method with a body (most declarations are a header's, and make no member).
        labelTokens.removeAll(keepingCapacity: true)
        nameTokens.removeAll(keepingCapacity: true)
        var parametersStart: Int? = nil
        // `part:(type)name`, repeated; a part may be empty (`:(id)x`).
        while j < end {
            if s.kind(j) == .identifier && s.kind(j + 1) == .colon {
                labelTokens.append(Int32(truncatingIfNeeded: j))
                j += 2
            } else if s.kind(j) == .colon {
                labelTokens.append(-1)
                j += 1
            } else {
                break
            }
            if parametersStart == nil { parametersStart = j }
            if s.kind(j) == .leftParen { j = partner(j) + 1 }
            // The parameter's name; attributes such as `__unused` may come first.
            while s.kind(j) == .identifier && s.kind(j + 1) == .identifier && s.kind(j + 2) != .colon { j += 1 }
            if s.kind(j) == .identifier {
                nameTokens.append(Int32(truncatingIfNeeded: j))
                j += 1
            }
        }
        // `, ...` and attributes (`NS_REQUIRES_SUPER`, `__attribute__((…))`) up to the body or `;`.
        let headerEnd = j
        while j < end && s.kind(j) != .leftBrace && s.kind(j) != .semicolon {
            if s.kind(j) == .leftParen { j = partner(j) }
            if s.kind(j) == .operator && (s.token(j, is: "-") || s.token(j, is: "+")) && startsStatement(j) { break }
            j += 1
        }
        guard s.kind(j) == .leftBrace else {
            // A declaration in an `@interface`, or a header left open: no body, no member.
            return j < end && s.kind(j) == .semicolon ? j + 1 : max(j, start + 1)
        }
        // Before a shared body's second header reuses the scratch lists.
        let memberParts = result.parts
        let labelStart = memberParts.words.count
        memberParts.words.append(contentsOf: labelTokens)
        let labelRange = labelStart ..< memberParts.words.count
        memberParts.words.append(contentsOf: nameTokens)
        let nameRange = labelRange.upperBound ..< memberParts.words.count
        let name = s.text(nameToken)
        let kind: MemberKind
        if !isStatic && !returnsVoid && startsWithInit(nameToken) {
            kind = .initializer
        } else if !isStatic && name == "dealloc" && labelRange.isEmpty {
            kind = .deinitializer
        } else {
            kind = .method
        }
        // Only a lifecycle method's first part makes the selector worth spelling out.
        let isOverride = !isStatic && !Lifecycle.methods(namedAt: nameToken, in: s).isEmpty
            && Lifecycle.isObjectiveCSelector(labelRange.isEmpty ? name : memberParts.words[labelRange].map { memberParts.text(ofWord: $0) + ":" }.joined())
        let parameters = parametersStart.map { $0 ..< headerEnd }
        var close = partner(j)
        var body: Range<Int>? = j + 1 ..< close
        var next = close + 1
        if close >= s.tokens.count || close > end, mayShare {
            // `#if A` header `{` `#else` header `{` `#endif` body `}`: this brace is never closed; the
            // header after the `#else` opens the body both share.
            var k = j + 1
            while k < end && !(s.kind(k) == .directive && (s.token(k, is: "#else") || s.text(k).hasPrefix("#el"))) { k += 1 }
            var other = k + 1
            while other < end && s.kind(other) == .directive { other += 1 }
            if k < end, other < end, s.kind(other) == .operator, s.token(other, is: "-") || s.token(other, is: "+") {
                let before = result.members.count
                let after = method(at: other, owner: owner, end: end, mayShare: false) // one level: no recursion
                if result.members.count > before, let sharedBody = result.members.last?.body {
                    // The body is read once, as the later header's: this header is a method without one
                    // (two members running the same tokens would count each call in it twice).
                    body = nil
                    close = sharedBody.upperBound
                    next = after
                }
            }
        }
        if close > end {
            // A body running past its container ends with it (a brace past the end, in broken code, gives
            // an empty body: found by the fuzzer).
            close = end
            body = min(j + 1, end) ..< end
            next = end
        }
        let member = Member(kind: kind, name: name, nameToken: nameToken, parts: parts, labels: labelRange,
                            parameterNames: nameRange, parameters: parameters, isOverride: isOverride, isStatic: isStatic, body: body,
                            owner: owner, declarationStart: start, index: result.members.count, isObjectiveC: true)
        result.members.append(member) // the types get theirs once the outline is complete
        return next
    }

    /// `init`, or `init` followed by a capital (`initWithCoder`), by the token's bytes.
    private func startsWithInit(_ k: Int) -> Bool {
        let range = s.tokens[k].range
        guard range.count >= 4, s.bytes[range.lowerBound] == UInt8(ascii: "i"), s.bytes[range.lowerBound + 1] == UInt8(ascii: "n"),
              s.bytes[range.lowerBound + 2] == UInt8(ascii: "i"), s.bytes[range.lowerBound + 3] == UInt8(ascii: "t") else { return false }
        if range.count == 4 { return true }
        let next = s.bytes[range.lowerBound + 4]
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }

    /// Instance variables, one per statement: the last name before the `;`.
    private mutating func statements(in range: Range<Int>, owner: Int) {
        var start = range.lowerBound
        for k in range where s.kind(k) == .semicolon {
            property(in: start ..< k, owner: owner)
            start = k + 1
        }
    }

    /// `@property (nonatomic, weak) IBOutlet UILabel *titleLabel` (without its `;`): the last name.
    private mutating func property(in range: Range<Int>, owner: Int) {
        var nameToken = -1
        for k in range.reversed() where s.kind(k) == .identifier {
            nameToken = k
            break
        }
        // `@property (nonatomic) void (^handler)(void)`: a block's name is inside the parentheses.
        if let caret = range.first(where: { s.isOperator($0, "^") }), s.kind(caret + 1) == .identifier {
            nameToken = caret + 1
        }
        guard nameToken >= 0 else { return }
        let member = Member(kind: .property, nameToken: nameToken, parts: parts, isOverride: false,
                            isStatic: false, body: nil, owner: owner, declarationStart: range.lowerBound,
                            index: result.members.count)
        result.members.append(member) // the types get theirs once the outline is complete
    }
}
