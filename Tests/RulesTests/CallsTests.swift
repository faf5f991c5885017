@testable import Rules
import SwiftTokenizer
import XCTest

/// A file's context for the tests below: lexed, outlined, its bytes alive while `body` runs.
private func withContext(_ code: String, _ language: Language, _ body: (SourceText, RuleContext) -> Void) {
    withSource(code, language) { source in body(source, RuleContext(source: source, outline: Outline.build(source))) }
}

/// A call's arguments as `RuleContext.arguments(ofCallAt:)` gives them (the first four held inline, the
/// rest in an array) are the top-level comma-separated ranges between the call's parentheses, for calls
/// of none to nine arguments, nested brackets and closures included.
final class CallArgumentsTests: XCTestCase {
    /// The ranges by a plain walk: each top-level comma ends one (brackets skipped by depth).
    private func reference(_ source: SourceText, open: Int, close: Int) -> [Range<Int>] {
        guard close > open + 1 else { return [] }
        var result: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        for j in open + 1 ..< close {
            switch source.tokens[j].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                result.append(start ..< j)
                start = j + 1
            default: break
            }
        }
        result.append(start ..< close)
        return result
    }

    func testArgumentsAreTheTopLevelRanges() {
        var calls = ["f()", "f(a)", "f(a, b)", "f(x: [1, 2], y: { a, b in a + b }, z: g(1, 2))"]
        for count in 3 ... 9 {
            calls.append("f(" + (0 ..< count).map { k in k % 3 == 0 ? "p\(k): h(\(k), [\(k), \(k)])" : "v\(k)" }.joined(separator: ", ") + ")")
        }
        for call in calls {
            withContext("let r = " + call + "\n", .swift) { source, context in
                guard let open = source.tokens.indices.first(where: { source.tokens[$0].kind == .leftParen }) else {
                    return XCTFail("no call in \(call)")
                }
                let arguments = context.arguments(ofCallAt: open)
                let expected = reference(source, open: open, close: context.partner(open))
                XCTAssertEqual(Array(arguments), expected, call)
                XCTAssertEqual(arguments.count, expected.count, call)
                XCTAssertEqual(arguments.first, expected.first, call)
                for k in expected.indices { XCTAssertEqual(arguments[k], expected[k], "\(call) #\(k)") }
            }
        }
    }
}

/// A receiver's text, written from its parts' bytes, is the text the parts joined make (the former
/// way, kept here as the reference): every name of chains with calls, subscripts, unwraps, escaped
/// names and C#'s `@this`, up to chains longer than the walk takes.
final class ReceiverTextTests: XCTestCase {
    /// The parts back from the name at `index`, last first, joined as `receiver(of:)` did.
    private func reference(_ source: SourceText, _ context: RuleContext, of index: Int) -> (Int, String)? {
        guard source.kind(index - 1) == .period else { return nil }
        var parts: [String] = []
        var k = index - 2
        var start = index - 1
        while k >= 0 && parts.count < 16 {
            let kind = source.kind(k)
            if kind == .operator && (source.token(k, is: "?") || source.token(k, is: "!")) { k -= 1; continue }
            if kind == .rightParen || kind == .rightBracket {
                let open = context.partner(k)
                guard open < k else { break }
                parts.append(kind == .rightParen ? "()" : "[]")
                start = open
                k = open - 1
                continue
            }
            if kind == .identifier {
                let escapedThis = source.language == .csharp && source.tokens[k].flags.contains(.escaped) && source.token(k, is: "this")
                parts.append(escapedThis ? "@this" : source.text(k))
                start = k
                if source.kind(k - 1) == .period { k -= 2; continue }
            }
            break
        }
        guard !parts.isEmpty else { return nil }
        var text = ""
        for part in parts.reversed() {
            if part == "()" || part == "[]" { text += part } else { text += text.isEmpty ? part : "." + part }
        }
        return (start, text)
    }

    func testReceiverTextIsThePartsJoined() {
        let long = (0 ..< 20).map { "n\($0)" }.joined(separator: ".")
        let inputs: [(String, Language)] = [
            ("self.child?.view.addSubview(x); a.b()[2]!.c?.d(e); `default`.view.frame; (x).y.z; q.r", .swift),
            ("let w = " + long + ".last", .swift),
            ("@this.View.Add(x); this.Child.View; Items[0].Title.Length; a?.B!.C(d).E; @class.Name", .csharp),
            ("[self.child.view addSubview:label]; self.navigationController.viewControllers.firstObject.title;", .objectiveC),
        ]
        var checked = 0
        for (code, language) in inputs {
            withContext(code, language) { source, context in
                for j in source.tokens.indices where source.tokens[j].kind == .identifier {
                    let made = context.receiver(of: j)
                    let expected = reference(source, context, of: j)
                    XCTAssertEqual(made?.start, expected?.0, "\(code) at \(j)")
                    XCTAssertEqual(made?.text, expected?.1, "\(code) at \(j)")
                    XCTAssertEqual(context.receiverStart(of: j), expected?.0, "\(code) at \(j)")
                    if expected != nil { checked += 1 }
                }
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }
}

/// A range's compact text, written in one buffer of its length, is its tokens' names run together (the
/// former way, kept here as the reference), with or without `!` and `?`, an Objective-C send's re-read
/// punctuation as what it stands for, ranges running past either end clamped.
final class CompactTextTests: XCTestCase {
    private func reference(_ source: SourceText, _ range: Range<Int>, droppingUnwraps: Bool) -> String {
        var bytes: [UInt8] = []
        for j in range where j >= 0 && j < source.tokens.count {
            let token = source.tokens[j]
            if token.flags.contains(.synthetic) {
                switch token.kind {
                case .leftParen: bytes.append(UInt8(ascii: "("))
                case .rightParen: bytes.append(UInt8(ascii: ")"))
                case .period: bytes.append(UInt8(ascii: "."))
                case .comma: bytes.append(UInt8(ascii: ","))
                default: break
                }
                continue
            }
            for b in source.bytes[source.nameRange(token)] where !droppingUnwraps || (b != UInt8(ascii: "!") && b != UInt8(ascii: "?")) {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testCompactTextIsTheTokensRunTogether() {
        let inputs: [(String, Language)] = [
            ("self.child!.view?.addSubview(`default`, x: [1, 2]) // done\nlet é = \"ü\" + a?.b", .swift),
            ("@this.View.Add(x); this.Child?.View!.Frame; var s = $\"{a}\";", .csharp),
            ("[self.child.view addSubview:label]; [[self navigationController] popViewControllerAnimated:YES];", .objectiveC),
            ("", .swift),
        ]
        var checked = 0
        for (code, language) in inputs {
            withContext(code, language) { source, context in
                let n = source.tokens.count
                for a in -2 ... n + 1 {
                    for b in [a, a + 1, a + 3, n + 2] where b >= a {
                        for dropping in [false, true] {
                            XCTAssertEqual(context.compactText(a ..< b, droppingUnwraps: dropping),
                                           reference(source, a ..< b, droppingUnwraps: dropping), "\(code) \(a)..<\(b)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }
}

/// The helpers a method calls (`RuleContext.helpers(calledFrom:in:)`): each once, at the first call
/// that leads to it, a helper's own helpers one level down, the method itself never.
final class HelperCallsTests: XCTestCase {
    func testEachHelperOnceAtTheFirstCallLeadingToIt() {
        let code = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUp()
                    style()
                    setUp()
                    self.viewDidLoad()
                }
                func setUp() { style(); layOut(); setUp() }
                func style() { layOut() }
                func layOut() {}
            }
            """
        withContext(code, .swift) { source, context in
            guard let type = context.outline.types.first,
                  let load = context.members(of: type).first(where: { $0.name == "viewDidLoad" }) else { return XCTFail("no viewDidLoad") }
            let calls = context.helpers(calledFrom: load, in: type)
            let line = { (token: Int) in context.line(ofToken: token) }
            XCTAssertEqual(calls.map(\.helper.name), ["setUp", "style", "layOut"])
            XCTAssertEqual(calls.map(\.called.name), ["setUp", "setUp", "setUp"])
            XCTAssertEqual(calls.map { line($0.callToken) }, [4, 4, 4])
        }
    }

    /// A Swift call reaches the overload its labels name: exactly, or leaving out parameters with default
    /// values (its labels in order among the method's); an unlabelled argument is `_`.
    func testSwiftCallsReachTheOverloadTheirLabelsName() {
        let code = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    show(animated: true)
                    place(1)
                    fill(with: 2)
                    tint(color: 3)
                    badge(4)
                    order(a: 5, b: 6)
                    pick(7)
                }
                func show(_ flag: Bool) {}
                func show(animated: Bool) { a() }
                func place(_ x: Int, y: Int = 0) { b() }
                func fill(first: Int = 0, with value: Int, last: Int = 0) { c() }
                func tint(shade: Int) {}
                func badge(value: Int) {}
                func order(b: Int = 0, a: Int = 0) {}
                func pick(_ x: Int, extra: Int = 0) {}
                func pick(_ x: Int) { d() }
                func a() {}
                func b() {}
                func c() {}
                func d() {}
            }
            """
        withContext(code, .swift) { _, context in
            guard let type = context.outline.types.first,
                  let load = context.members(of: type).first(where: { $0.name == "viewDidLoad" }) else { return XCTFail("no viewDidLoad") }
            let calls = context.helpers(calledFrom: load, in: type)
            // `show(animated:)`, not `show(_:)`; `place(_:y:)` and `fill(first:with:last:)` with defaults left
            // out; `tint(color:)`, `badge(_:)` and `order(a:b:)` (its labels out of order) name no method
            // here; `pick(_:)` exactly, before an overload with a default.
            let signatures = calls.map { "\($0.helper.name)(\($0.helper.labels.map { $0 + ":" }.joined()))" }
            XCTAssertEqual(signatures, ["show(animated:)", "a()", "place(_:y:)", "b()", "fill(first:with:last:)", "c()", "pick(_:)", "d()"])
        }
    }
}

/// `RuleContext.declarations(named:)` is every candidate declaration of the name, in order, whatever
/// shortcut answers it: one candidate, several of one name (a class and its extensions), several names.
final class DeclarationsByNameTests: XCTestCase {
    func testDeclarationsOfANameAreTheCandidatesOfThatName() {
        let files = [
            "class A: UIViewController {}\n",
            "class A: UIViewController {}\nextension A { func f() {} }\nextension A { func g() {} }\n",
            "class A: UIViewController {}\nclass B: UIViewController {}\n",
            "class A: UIViewController {}\nextension A {}\nclass B: UIViewController {}\nextension A {}\n",
            "struct S {}\n",
        ]
        for code in files {
            withContext(code, .swift) { _, context in
                let candidates = context.candidateTypes
                for name in ["A", "B", "S", "Missing"] {
                    let expected = candidates.filter { $0.name == name }.map(\.nameToken)
                    XCTAssertEqual(context.declarations(named: name).map(\.nameToken), expected, "\(name) in \(code)")
                }
            }
        }
    }
}
