import Rules
import SwiftTokenizer
import XCTest

/// The lifecycle model behind `unbalanced_observer`: each registration/removal placement against
/// the traces it must survive.
final class ObserverModelTests: XCTestCase {
    private func swiftController(register: String, remove: String?, extra: String = "") -> String {
        func method(_ name: String, _ body: String) -> String {
            switch name {
            case "deinit": return "    deinit { \(body) }\n"
            case "viewDidLoad", "loadView": return "    override func \(name)() { super.\(name)(); \(body) }\n"
            default: return "    override func \(name)(_ animated: Bool) { super.\(name)(animated); \(body) }\n"
            }
        }
        var code = "final class Screen: UIViewController {\n"
        let add = "NotificationCenter.default.addObserver(self, selector: #selector(update), name: .changed, object: nil)"
        let drop = "NotificationCenter.default.removeObserver(self)"
        if register == remove {
            code += method(register, drop + "; " + add)
        } else {
            code += method(register, add)
            if let remove { code += method(remove, drop) }
        }
        return code + extra + "}\n"
    }

    private func verdict(_ code: String, _ language: Language = .swift) -> String {
        let found = lint(code, language, enabling: ["unbalanced_observer"])
        guard let message = found.first?.message else { return "balanced" }
        if message.contains("registered twice") { return "piles up" }
        if message.contains("nothing observes") { return "stops" }
        return message
    }

    func testPlacements() {
        let cases: [(String, String?, String)] = [
            ("viewDidLoad", "deinit", "balanced"),
            ("viewDidLoad", nil, "balanced"),
            ("viewDidLoad", "viewDidDisappear", "stops"),
            ("viewDidLoad", "viewWillDisappear", "stops"),
            ("viewWillAppear", "viewWillDisappear", "balanced"),
            ("viewWillAppear", "viewDidDisappear", "piles up"),
            ("viewDidAppear", "viewWillDisappear", "balanced"),
            ("viewDidAppear", "viewDidDisappear", "piles up"),
            ("viewWillAppear", "deinit", "piles up"),
            ("viewDidAppear", nil, "piles up"),
            ("viewWillAppear", "viewWillAppear", "balanced"), // remove before add
        ]
        for (register, remove, expected) in cases {
            XCTAssertEqual(verdict(swiftController(register: register, remove: remove)), expected,
                           "register in \(register), remove in \(remove ?? "nothing")")
        }
    }

    func testMessagesNameTheTraceAndThePlaces() {
        let found = lint(swiftController(register: "viewDidLoad", remove: "viewDidDisappear"), .swift,
                         enabling: ["unbalanced_observer"])
        XCTAssertEqual(found.count, 1)
        let message = found[0].message
        XCTAssertTrue(message.contains("`viewDidLoad()` (once)"), message)
        XCTAssertTrue(message.contains("`viewDidDisappear(_:)` (on every hide)"), message)
        XCTAssertTrue(message.contains("after the screen is hidden and shown again"), message)
        let interactive = lint(swiftController(register: "viewWillAppear", remove: "viewDidDisappear"), .swift,
                               enabling: ["unbalanced_observer"])
        XCTAssertTrue(interactive[0].message.contains("cancelled interactive pop"), interactive[0].message)
    }

    func testHelpersTakeTheirCallersTiming() {
        let viaHelper = """
            final class Screen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); observe() }
                private func observe() { NotificationCenter.default.addObserver(self, selector: #selector(update), name: .changed, object: nil) }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); NotificationCenter.default.removeObserver(self) }
            }
            """
        XCTAssertEqual(verdict(viaHelper), "stops")
        let fromAction = viaHelper.replacingOccurrences(of: "super.viewDidLoad(); observe()", with: "super.viewDidLoad()")
            + "extension Screen { @objc func tapped() { observe() } }\n"
        XCTAssertEqual(verdict(fromAction), "balanced", "a helper also called from an action has unknown timing")
    }

    func testTokensAndGuards() {
        let guarded = """
            final class Screen: UIViewController {
                var timer: Timer?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if timer == nil { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
                }
            }
            """
        XCTAssertEqual(verdict(guarded), "balanced")
        let unguarded = guarded.replacingOccurrences(of: "if timer == nil { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }",
                                                     with: "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }")
        XCTAssertEqual(verdict(unguarded), "piles up")
        let invalidated = unguarded.replacingOccurrences(of: "    var timer: Timer?", with: """
                var timer: Timer?
                override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); timer?.invalidate() }
            """)
        XCTAssertEqual(verdict(invalidated), "balanced")
        let observation = """
            final class Screen: UIViewController {
                var sizeObservation: NSKeyValueObservation?
                override func viewDidLoad() { super.viewDidLoad(); sizeObservation = player.observe(\\.rate) { _, _ in } }
                override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); sizeObservation = nil }
            }
            """
        XCTAssertEqual(verdict(observation), "stops")
    }

    func testCSharpEventsAndDispose() {
        let code = """
            public class Screen : UIViewController
            {
                public override void ViewDidLoad() { base.ViewDidLoad(); Button.TouchUpInside += OnTap; }
                public override void ViewDidDisappear(bool animated) { base.ViewDidDisappear(animated); Button.TouchUpInside -= OnTap; }
            }
            """
        XCTAssertEqual(verdict(code, .csharp), "stops")
        let disposed = code.replacingOccurrences(of: "public override void ViewDidDisappear(bool animated) { base.ViewDidDisappear(animated);",
                                                 with: "protected override void Dispose(bool disposing) { base.Dispose(disposing);")
        XCTAssertEqual(verdict(disposed, .csharp), "balanced")
    }

    func testPairTableIsRegistryData() throws {
        let rules = try XCTUnwrap(readRepositoryFile("rules.json"))
        XCTAssertTrue(rules.contains("\"interactive_transitions\": true"))
        for pair in ObserverPair.builtIn { XCTAssertTrue(rules.contains("\"id\": \"\(pair.id)\""), pair.id) }
    }
}
