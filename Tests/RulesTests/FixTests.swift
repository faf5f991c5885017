import Foundation
import Rules
import SwiftTokenizer
import XCTest

/// Fixes: every fixable triggering example is fixed, re-linted, and fixed again.
final class FixTests: XCTestCase {
    /// Applies every fix, safe and unsafe, and checks that no comment or token the fixes were not
    /// about is lost.
    private func fixAll(_ code: String, _ language: Language, file: StaticString = #filePath, line: UInt = #line) -> String {
        let fixes = lint(code, language).compactMap(\.fix)
        let original = Array(code.utf8)
        let (fixed, _, edits) = FixApplier.applyReturningEdits(fixes, to: original)
        let lost = FixApplier.lostText(original: original, fixed: fixed, edits: edits, language: language)
        XCTAssertNil(lost, "a fix lost text in:\n\(code)", file: file, line: line)
        return String(decoding: fixed, as: UTF8.self)
    }

    /// Every example and fixture, with a comment between every two tokens and a line comment after
    /// every `{`: fixing keeps each comment and every token no fix was about.
    func testFixesNeverLoseACommentOrAToken() throws {
        var sources: [(String, Language)] = []
        for d in Registry.descriptions {
            for example in d.triggeringExamples + d.nonTriggeringExamples { sources.append((example.plainCode, example.language)) }
        }
        for directory in ["Tests/Fixtures/swift", "Tests/Fixtures/csharp", "Tests/Fixtures/objc", "Examples/Swift", "Examples/CSharp", "Examples/ObjectiveC"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + directory).sorted()
            for name in names {
                guard let language = Language(path: name), let code = readRepositoryFile(directory + "/" + name) else { continue }
                sources.append((code, language))
            }
        }
        var fixedCount = 0
        for (code, language) in sources {
            for variant in [code, Self.withCommentsBetweenTokens(code, language), Self.withLineCommentsAfterBraces(code)] {
                let fixed = fixAll(variant, language)
                if fixed != variant { fixedCount += 1 }
            }
        }
        XCTAssertGreaterThan(fixedCount, 20, "the mutations must still leave fixes to check")
    }

    /// `/*cN*/` between every two adjacent code tokens.
    static func withCommentsBetweenTokens(_ code: String, _ language: Language) -> String {
        let bytes = Array(code.utf8)
        let stream = language.tokenize(bytes)
        var out: [UInt8] = []
        var cursor = 0
        for (n, token) in stream.tokens.enumerated() {
            out += bytes[cursor ..< token.end]
            cursor = token.end
            if token.kind != .string { out += Array(" /*c\(n)*/ ".utf8) }
        }
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }

    static func withLineCommentsAfterBraces(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("{") && !line.contains("\"") ? line + " // note" : String(line)
        }.joined(separator: "\n")
    }

    /// The cases a user reported: a one-line body's comment, a `// TODO` after `{`, C# bodies.
    func testMissingSuperCallKeepsCommentsInTheBody() {
        XCTAssertEqual(fixAll("class A: UIViewController {\n override func viewWillAppear(_ animated: Bool) { /* keep */ }\n}\n", .swift),
                       "class A: UIViewController {\n override func viewWillAppear(_ animated: Bool) {\n     super.viewWillAppear(animated)\n     /* keep */\n }\n}\n")
        XCTAssertEqual(fixAll("class A: UIViewController {\n    override func viewDidAppear(_ animated: Bool) { // TODO\n    }\n}\n", .swift),
                       "class A: UIViewController {\n    override func viewDidAppear(_ animated: Bool) { // TODO\n        super.viewDidAppear(animated)\n    }\n}\n")
        XCTAssertEqual(fixAll("class A: UIViewController {\n    override func updateViewConstraints() { pin() /* x */ }\n}\n", .swift),
                       "class A: UIViewController {\n    override func updateViewConstraints() {\n        pin() /* x */\n        super.updateViewConstraints()\n    }\n}\n")
        XCTAssertEqual(fixAll("class A: UIViewController {\n    override func viewWillDisappear(_ animated: Bool) { stop()\n        flush()\n    }\n}\n", .swift),
                       "class A: UIViewController {\n    override func viewWillDisappear(_ animated: Bool) {\n        super.viewWillDisappear(animated)\n        stop()\n        flush()\n    }\n}\n")
        XCTAssertEqual(fixAll("class A : UIViewController\n{\n    public override void ViewWillAppear(bool animated) { /* keep */ }\n}\n", .csharp),
                       "class A : UIViewController\n{\n    public override void ViewWillAppear(bool animated) {\n        base.ViewWillAppear(animated);\n        /* keep */\n    }\n}\n")
        XCTAssertEqual(fixAll("class A : UIViewController\n{\n    public override void ViewDidAppear(bool animated)\n    { // TODO\n    }\n}\n", .csharp),
                       "class A : UIViewController\n{\n    public override void ViewDidAppear(bool animated)\n    { // TODO\n        base.ViewDidAppear(animated);\n    }\n}\n")
    }

    /// A comparison with a comment inside is reported without a fix rather than losing the comment.
    func testViewNilCheckWithACommentInsideHasNoFix() {
        let findings = lint("class A: UIViewController { func f() { if view /* why */ != nil {} } }", .swift)
        XCTAssertEqual(findings.map(\.ruleID), ["view_nil_check"])
        XCTAssertNil(findings.first?.fix)
    }

    /// The second fuzzing finding: a body opening with `/` can lex differently after an inserted call,
    /// so the fix is not offered (the finding stays).
    func testNoSuperCallFixBeforeALeadingSlash() {
        let findings = lint("class A: UIViewController {\n    override func viewWillAppear(_ animated: Bool) { /ab+c/.firstMatch(in: title ?? \"\") }\n}\n", .swift)
        XCTAssertEqual(findings.map(\.ruleID), ["missing_super_call"])
        XCTAssertNil(findings.first?.fix)
    }

    func testLostTextNamesWhatAnEditDropped() {
        let original = Array("a /* c */ b".utf8)
        let drop = [Edit(range: 0 ..< 11, replacement: "x")]
        let (fixed, _, edits) = FixApplier.applyReturningEdits([Fix(title: "t", edits: drop)], to: original)
        XCTAssertEqual(FixApplier.lostText(original: original, fixed: fixed, edits: edits, language: .swift),
                       "an edit at byte 0 replaces the comment `/* c */`")
        let glue = [Edit(range: 1 ..< 2, replacement: "")] // `a` and `/* c */` stay, but `ab` would become one word
        let original2 = Array("a b".utf8)
        let (fixed2, _, edits2) = FixApplier.applyReturningEdits([Fix(title: "t", edits: glue)], to: original2)
        XCTAssertNotNil(FixApplier.lostText(original: original2, fixed: fixed2, edits: edits2, language: .swift))
    }

    /// Ruff's definition: a fix that changes what the program does is unsafe.
    func testEveryFixThatChangesBehaviourIsUnsafeAndSaysWhy() {
        for d in Registry.descriptions where d.fix != nil {
            XCTAssertEqual(d.fix, .unsafe, "\(d.id): its fix changes what the program does")
            XCTAssertNotNil(d.fixSafetyReason, "\(d.id) must say why its fix has its safety")
        }
    }

    func testFixesRemoveTheirFindingsAddNoneAndAreIdempotent() {
        for d in Registry.descriptions where d.fix != nil {
            for example in d.triggeringExamples {
                for newline in ["\n", "\r\n"] {
                    let code = example.plainCode.replacing("\n", with: newline)
                    let before = lint(code, example.language)
                    var fixed = code
                    // Overlapping fixes wait for the next round, as `--fix` does when run again.
                    for _ in 0 ..< 3 { fixed = fixAll(fixed, example.language) }
                    let after = lint(fixed, example.language)
                    let fixedRule = after.filter { $0.ruleID == d.id && $0.fix != nil }
                    XCTAssertEqual(fixedRule.map { "\($0.line):\($0.column)" }, [], "\(d.id) still fires after fixing:\n\(fixed)")
                    let newRules = Set(after.map(\.ruleID)).subtracting(before.map(\.ruleID))
                    XCTAssertEqual(newRules, [], "\(d.id): fixing introduced findings:\n\(fixed)")
                    XCTAssertEqual(fixAll(fixed, example.language), fixed, "\(d.id): a second fix changed the file")
                    if newline == "\r\n" {
                        XCTAssertFalse(fixed.unicodeScalars.contains { $0 == "\n" } && fixed.replacing("\r\n", with: "").unicodeScalars.contains("\n"),
                                       "\(d.id): a fix wrote a bare LF into a CRLF file")
                    }
                }
            }
        }
    }

    func testMissingSuperCallInsertsWithTheBodysIndentation() {
        let code = "class A: UIViewController {\n\toverride func viewWillAppear(_ shown: Bool) {\n\t\tprint(1)\n\t}\n\toverride func updateViewConstraints() {\n\t\tlayout()\n\t}\n\toverride func willMove(toParent p: UIViewController?) {}\n}\n"
        XCTAssertEqual(fixAll(code, .swift), "class A: UIViewController {\n\toverride func viewWillAppear(_ shown: Bool) {\n\t\tsuper.viewWillAppear(shown)\n\t\tprint(1)\n\t}\n\toverride func updateViewConstraints() {\n\t\tlayout()\n\t\tsuper.updateViewConstraints()\n\t}\n\toverride func willMove(toParent p: UIViewController?) {\n\t\tsuper.willMove(toParent: p)\n\t}\n}\n")
    }

    /// Swift 2 overrides (a first parameter without `_`) call `super` with that argument unlabelled, as
    /// Swift 2 did; a label the method has stays (`didMoveToParentViewController(parent)`).
    func testMissingSuperCallInSwiftTwoOverrides() {
        let code = "class A: UIViewController {\n    override func viewDidAppear(animated: Bool) {\n    }\n    override func didMoveToParentViewController(parent: UIViewController?) {\n    }\n}\n"
        XCTAssertEqual(fixAll(code, .swift), "class A: UIViewController {\n    override func viewDidAppear(animated: Bool) {\n        super.viewDidAppear(animated)\n    }\n    override func didMoveToParentViewController(parent: UIViewController?) {\n        super.didMoveToParentViewController(parent)\n    }\n}\n")
    }

    /// Objective-C: the call built from the selector's own parameter names, a `;`, comments kept; no fix
    /// across a send's brackets.
    func testObjectiveCFixes() {
        XCTAssertEqual(fixAll("@interface A : UITableViewController\n@end\n@implementation A\n- (void)viewWillAppear:(BOOL)shown { /* keep */ }\n- (void)setEditing:(BOOL)e animated:(BOOL)a {\n    [self refresh];\n}\n- (void)updateViewConstraints {\n    [self pin];\n}\n@end\n", .objectiveC),
                       "@interface A : UITableViewController\n@end\n@implementation A\n- (void)viewWillAppear:(BOOL)shown {\n    [super viewWillAppear:shown];\n    /* keep */\n}\n- (void)setEditing:(BOOL)e animated:(BOOL)a {\n    [super setEditing:e animated:a];\n    [self refresh];\n}\n- (void)updateViewConstraints {\n    [self pin];\n    [super updateViewConstraints];\n}\n@end\n")
        XCTAssertEqual(fixAll("@interface A : UIViewController\n@end\n@implementation A\n- (void)f { if (self.view != nil || self.view == nil || [self view] != nil || self.view) {} }\n@end\n", .objectiveC),
                       "@interface A : UIViewController\n@end\n@implementation A\n- (void)f { if (self.isViewLoaded || !self.isViewLoaded || [self view] != nil || self.isViewLoaded) {} }\n@end\n")
    }

    func testViewNilCheckReplacements() {
        XCTAssertEqual(fixAll("class A: UIViewController { func f() { if view != nil, self.view == nil, nil != view {} } }", .swift),
                       "class A: UIViewController { func f() { if isViewLoaded, !self.isViewLoaded, isViewLoaded {} } }")
        XCTAssertEqual(fixAll("class A : UIViewController { void F() { if (View == null || this.View != null || View is not null) {} } }", .csharp),
                       "class A : UIViewController { void F() { if (!IsViewLoaded || this.IsViewLoaded || IsViewLoaded) {} } }")
    }

    func testOverlappingEditsWaitForTheNextRun() {
        let bytes = Array("abcdef".utf8)
        let first = Fix(title: "1", edits: [Edit(range: 1 ..< 3, replacement: "X")])
        let second = Fix(title: "2", edits: [Edit(range: 2 ..< 4, replacement: "Y")])
        let third = Fix(title: "3", edits: [Edit(range: 5 ..< 5, replacement: "Z")])
        let (result, applied) = FixApplier.apply([second, first, third], to: bytes)
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "aXdeZf")
        XCTAssertEqual(applied, 2)
    }

    func testUnifiedDiff() {
        let diff = FixApplier.unifiedDiff(path: "./A.swift", old: Array("a\nb\nc\n".utf8), new: Array("a\nB\nc\n".utf8))
        XCTAssertEqual(diff, "--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        XCTAssertEqual(FixApplier.unifiedDiff(path: "A", old: Array("x".utf8), new: Array("x".utf8)), "")
    }
}
