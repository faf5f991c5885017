import Rules
import SwiftTokenizer
import XCTest

/// Fixes: every fixable triggering example is fixed, re-linted, and fixed again.
final class FixTests: XCTestCase {
    private func fixAll(_ code: String, _ language: Language) -> String {
        let diagnostics = lint(code, language)
        let fixes = diagnostics.compactMap { d -> Fix? in
            Registry.description(of: d.ruleID)?.fix == .safe ? d.fix : nil
        }
        return String(decoding: FixApplier.apply(fixes, to: Array(code.utf8)).bytes, as: UTF8.self)
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
