import SwiftTokenizer
import XCTest

/// `SkimTable`: anchors found where their first capital is, whatever comes around them; every word
/// that starts with a capital or holds an underscore hashed (`SkimTable.recordsWord`), and nothing else.
final class SkimTests: XCTestCase {
    /// Not production's tables (`Skimming`): anchors of each kind.
    private let table = SkimTable(anchors: ["viewDid", "Controller", "addSub", "lifelint:"])
    /// Calls that anchor with a first argument ending in `.view`, as Swift's and C#'s tables have.
    private let calls = SkimTable(anchors: ["viewDid", "Controller", "lifelint:"], calls: ["addSubview"], wholeCalls: ["Add"],
                                  argument: "view")

    /// One scratch and one arena for every skim of a test, as a reading thread keeps them from file to file.
    private let scratch = SkimScratch()
    private let arena = SkimmedWordArena()

    private func skim(_ text: String, _ table: SkimTable? = nil) -> (anchored: Bool, words: [UInt32]) {
        let words = Array(text.utf8).withUnsafeBufferPointer { (table ?? self.table).skim($0, scratch: scratch, into: arena) }
        return (words == nil, words.map(Array.init) ?? [])
    }

    private func hash(_ name: String) -> UInt32 {
        Array(name.utf8).withUnsafeBufferPointer { SkimTable.hash($0, start: 0, length: $0.count) }
    }

    func testAnchorsAtTheirCapital() {
        XCTAssertTrue(skim("override func viewDidLoad() {").anchored)
        XCTAssertTrue(skim("public override void ViewDidLoad()").anchored, "the first letter in either case")
        XCTAssertTrue(skim("func scrollViewDidScroll(_ s: UIScrollView)").anchored, "inside a longer word")
        XCTAssertTrue(skim("let nav = UINavigationController(rootViewController: root)").anchored)
        XCTAssertTrue(skim("self.wmf_addSubviewWithConstraints(child.view)").anchored)
        XCTAssertTrue(skim("// lifelint: disable-next-line view_nil_check").anchored, "an anchor without a capital")
        XCTAssertFalse(skim("let controller = lifelint; vewDidLoad()").anchored)
        XCTAssertFalse(skim("let x = ViewDi").anchored, "the anchor cut short by the end of the file")
        XCTAssertFalse(skim("Did").anchored, "the capital part alone")
    }

    func testSeveralAnchorsWithoutACapital() {
        // Each searched for by its own bytes, whatever their lengths: the second must not be read from
        // the first one's place.
        let table = SkimTable(anchors: ["lifelint:", "todo:", "Controller"])
        XCTAssertTrue(skim("// todo: later", table).anchored, "the second anchor without a capital")
        XCTAssertTrue(skim("// lifelint: disable-next-line x", table).anchored, "the first")
        XCTAssertFalse(skim("// lifelint todo lifelin: odo: feline: ", table).anchored, "neither, only their parts")
        XCTAssertFalse(skim("let x = 1", table).anchored)
    }

    /// A call anchors where its first argument may end in `.view`: read as bytes, with blanks anywhere
    /// between tokens, and whatever it cannot follow (comments, strings, generic arguments) taken as such
    /// an argument.
    func testCallsWithTheirArgument() {
        for code in ["view.addSubview(child.view)", "addSubview(self.child.view)", "addSubview(child?.view)",
                     "addSubview(child.view!)", "addSubview(child . view ! )", "addSubview(\n  child.\n  view\n)",
                     "container.addSubview(child.view, at: 0)", "wmf_addSubviewWithConstraintsToEdges(splash.view)",
                     "delegate?.addSubview?(child.view)", "AddSubview(child.view)", "View.Add(child.view);", "Add (child.view)",
                     "addSubview(make(a, b)[k].view)", "addSubview(child.view /* a child */)", "addSubview(\"x\".view)",
                     "addSubview(Make<A, B>().view)", "addSubview /* later */ (child.view)", "addSubview(child.view",
                     "addSubview(a < b ? c.view : d.view, at: 0)", "addSubview(f(\"a, b)\").view)", "Add($\"{a}\", x)",
                     "Add(@\"a\", x)", "Add(\"\"\"\na\n\"\"\", x)", "Add(\"a\\\"b\")", "Add('a')", "Add(#if X\n)",
                     "addSubview(label, child.view)" /* any argument's end is taken for the first's */,
                     "window.`addSubview`(child.view)", "window.addSubview$1(child.view)", "addSubview(makeVC(/[)]/).view)"] {
            XCTAssertTrue(skim(code, calls).anchored, code)
        }
        for code in ["view.addSubview(label)", "addSubview(child.view.subviews[0])", "addSubview(child.view ?? fallback)",
                     "addSubview(subview)", "addSubview(view)", "addSubview(child.views)",
                     "addSubview { child.view }", "let add = addSubview; f(child.view)", "addSubviewHelper.run(child.view)",
                     "items.Add(item)", "Adder(child.view)", "ItemsAdd(child.view)",
                     "items.AddRange(child.view)", "addSubview(x.view as UIView)", "addSubview()",
                     "items.Add(\"Text\")", "items.Add(new Item { Title = \"Item1\" })", "items.Add(Navigate<Tab1ViewModel>())",
                     "pairs.Add(new KeyValuePair<object, string>(a, \"b\"))", "addSubview(a / b)", "addSubview(label, at: 0)"] {
            XCTAssertFalse(skim(code, calls).anchored, code)
        }
        XCTAssertTrue(skim("view.addSubview(label)", table).anchored, "a plain anchor, wherever it is")
        // A name holds no call: a file spelling only the name calls nothing.
        for name in ["addSubview", "AddSubviewHelper", "Add", "HomeController"] {
            XCTAssertEqual(Array(name.utf8).withUnsafeBufferPointer { calls.holdsAnchor($0) }, name == "HomeController", name)
        }
        // Words of a call that anchors nothing are hashed like any other's.
        XCTAssertEqual(skim("View.Add(label)", calls).words, [hash("View"), hash("Add")])
    }

    /// A call and its argument across the scan's blocks of 64 bytes, and at a buffer's end.
    func testCallsAcrossBlocks() {
        let pad = String(repeating: "x ", count: 29) // 58 bytes
        XCTAssertTrue(skim(pad + "addSubview(child.view)", calls).anchored)
        XCTAssertTrue(skim(pad + "x.Add(child.view)", calls).anchored)
        XCTAssertTrue(skim("addSubview(" + String(repeating: "f(a, b).", count: 20) + "view)", calls).anchored)
        XCTAssertFalse(skim(pad + "addSubview(label)" + pad, calls).anchored)
        XCTAssertFalse(skim("x.addSubview", calls).anchored, "no call at the end")
        XCTAssertFalse(skim("x.addSubview  ", calls).anchored)
        XCTAssertTrue(skim("x.addSubview(", calls).anchored, "an argument not closed")
        XCTAssertTrue(skim("addSubview(" + String(repeating: "a + ", count: 300) + "b)", calls).anchored, "longer than 1 KB")
    }

    /// An anchor on a line that is a `//` comment from its first byte after blanks anchors nothing (a
    /// comment after code, or a line longer than 256 bytes before it, counts as code); its words are hashed.
    func testCommentLines() {
        XCTAssertFalse(skim("// override func viewDidLoad()").anchored)
        XCTAssertFalse(skim("class A {\n    /// Shown by a HomeController.\n}").anchored)
        XCTAssertFalse(skim("\r\n\t// addSubview(child.view)", calls).anchored)
        XCTAssertTrue(skim("// x\nlet a = 1 // viewDidLoad").anchored, "after code")
        XCTAssertTrue(skim("let s = \"//\"; viewDidLoad()").anchored)
        XCTAssertTrue(skim("/* viewDidLoad */").anchored, "a block comment is not told apart")
        XCTAssertTrue(skim("// " + String(repeating: "x", count: 300) + " viewDidLoad").anchored, "too far from the line's start")
        XCTAssertTrue(skim("// lifelint: disable-next-line view_nil_check").anchored, "searched for apart")
        XCTAssertEqual(skim("// HomeController").words, [hash("HomeController")])
        XCTAssertFalse(skim("x\r// a, b: viewDidLoad()").anchored, "a line ended by `\\r` alone")
        // A line beginning inside a block comment or a string may go back to code before the anchor.
        for code in ["/* x\n// */ viewDidLoad()", "/* x\n//*/ viewDidLoad()", "var s = @\"\n//\"; viewDidLoad();",
                     "let s = \"\"\"\n// \\(viewDidLoad())\n\"\"\"", "var s = $@\"\n// {viewDidLoad()}\";"] {
            XCTAssertTrue(skim(code).anchored, code)
        }
    }

    /// One spelling for the names a table cannot tell apart: the first letter lowercased only where the
    /// table compares it in either case (an anchor placed at a later capital).
    func testMatchedSpellings() {
        for (name, spelling) in [("ViewDidLoad", "viewDidLoad"), ("viewDidLoad", "viewDidLoad"), ("AddSubviews", "addSubviews"),
                                 ("Controller", "Controller"), ("Add", "Add"), ("lifelint:", "lifelint:"), ("FooB", "FooB")] {
            XCTAssertEqual(SkimTable.matchedSpelling(of: name), Array(spelling.utf8), name)
        }
    }

    func testCapitalizedWordsAreHashed() {
        let result = skim("let a = FooBar(); b.Qux = _Under + x2Y + Ünï + ZZ")
        XCTAssertFalse(result.anchored)
        // The capitalized words, then the word with an underscore (`underscoreWords`).
        XCTAssertEqual(result.words, [hash("FooBar"), hash("Qux"), hash("ZZ"), hash("_Under")])
        // At the end of a buffer, fewer than eight bytes left (as `wordEnd` and the hash read them): the same hash.
        XCTAssertEqual(skim("x Screen").words, [hash("Screen")])
        XCTAssertEqual(skim("x Screen\n\n\n\n\n\n\n\n").words, [hash("Screen")])
        XCTAssertNotEqual(hash("Screen"), hash("Screens"))
        // A word met again is recorded once.
        XCTAssertEqual(skim("Foo Bar Foo(Bar) Foo").words, [hash("Foo"), hash("Bar")])
        // Same first eight bytes, same length: the last eight tell them apart.
        XCTAssertNotEqual(hash("ReferralSendPassVC"), hash("ReferralRedemption"))
        XCTAssertNotEqual(hash("UITableViewCell"), hash("UITableViewCall"))
        XCTAssertEqual(skim("x ReferralSendPassVC()").words, [hash("ReferralSendPassVC")])
        // A byte from 0x80 after a capital shares a key with the ASCII byte of its low seven bits, and no more.
        XCTAssertFalse(skim("let x = C\u{FF4F}ntroller()").anchored)
        XCTAssertTrue(skim("let x = Controller()").anchored)
    }

    /// The scan's blocks of 64 bytes: capitals on either side of a block's end, a word and an anchor
    /// across it, and a name longer than a block.
    func testAcrossABlocksEnd() {
        let pad = String(repeating: "x ", count: 31) // 62 bytes
        // Capitals at bytes 63 and 64: `AB` (63, 64) then ` Cd` hashed on the next block.
        let two = skim(pad + " AB Cd")
        XCTAssertFalse(two.anchored)
        XCTAssertEqual(two.words, [hash("AB"), hash("Cd")])
        // A word starting in one block and ending in the next.
        XCTAssertEqual(skim(pad + "Straddling words").words, [hash("Straddling")])
        // An anchor whose capital is the first byte of the second block (`view` before it, `Did` after).
        XCTAssertTrue(skim(String(repeating: "x", count: 60) + "viewDidLoad").anchored)
        XCTAssertTrue(skim(String(repeating: "x ", count: 40) + "Controller").anchored, "in the last, partial block")
        // A name longer than a block, with and without an anchor.
        let long = String(repeating: "Very", count: 20)
        XCTAssertFalse(Array(long.utf8).withUnsafeBufferPointer { table.holdsAnchor($0) })
        XCTAssertTrue(Array((long + "Controller").utf8).withUnsafeBufferPointer { table.holdsAnchor($0) })
        XCTAssertEqual(skim("let v = " + long).words, [hash(long)])
    }

    func testNamesHoldingAnAnchor() {
        for (name, holds) in [("DetailViewController", true), ("DetailScreen", false), ("ControllerBase", true), ("Viewer", false)] {
            XCTAssertEqual(Array(name.utf8).withUnsafeBufferPointer { table.holdsAnchor($0) }, holds, name)
            // A file spelling a name that holds one holds one too.
            if holds { XCTAssertTrue(skim("let x: \(name)? = nil").anchored) }
        }
    }

    /// Random text over an alphabet rich in the anchors' bytes, against a plain reading of the rules.
    func testRandomBuffersAgainstAReference() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["view", "View", "Did", "Di", "Controller", "Control", "add", "Sub", "lifelint", ":", " ", ".",
                      "_", "x", "Q", "1", "\n", "é", "(", "ler", "Ab",
                      // A capital then a byte from 0x80 whose low seven bits spell an anchor's next letter
                      // (0xEF: `o`, 0xE9: `i`): they share the table's key and must fail the comparison.
                      "C\u{FF4F}ntroller", "D\u{9000}", "Add", "Ad", "d", "       "]
        for _ in 0 ..< 3_000 {
            // Up to about 200 bytes: over several of the scan's 64-byte blocks.
            let text = (0 ..< Int.random(in: 0 ... 64, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let result = skim(text)
            XCTAssertEqual(result.anchored, referenceAnchored(text), text)
            if !result.anchored {
                // Every word's hash, in any order, most repeats left out.
                let reference = referenceWords(text).map(hash)
                XCTAssertEqual(Set(result.words), Set(reference), text)
                XCTAssertLessThanOrEqual(result.words.count, reference.count, text)
            }
        }
    }

    /// A word's hash, wherever the word is: with eight bytes or more after its start (loaded eight at a
    /// time, the last eight kept by a mask), at the buffer's end, or alone, the hash of the plain formula
    /// (its first eight bytes, its last eight mixed in when it is longer, its length).
    func testHashesEveryLengthAgainstAReference() {
        func reference(_ word: [UInt8]) -> UInt32 {
            var low: UInt64 = 0
            for k in 0 ..< min(word.count, 8) { low |= UInt64(word[k]) << (8 * UInt64(k)) }
            if word.count > 8 {
                var last: UInt64 = 0
                for k in 0 ..< 8 { last |= UInt64(word[word.count - 8 + k]) << (8 * UInt64(k)) }
                low ^= (last &* 0xC2B2_AE3D_27D4_EB4F) >> 7
            }
            return UInt32(truncatingIfNeeded: ((low ^ UInt64(word.count) << 59) &* 0x9E37_79B9_7F4A_7C15) >> 32)
        }
        var generator = SystemRandomNumberGenerator()
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_".utf8)
        for length in 1 ... 24 {
            for _ in 0 ..< 20 {
                let word = (0 ..< length).map { _ in letters.randomElement(using: &generator)! }
                let before = (0 ..< Int.random(in: 0 ... 9, using: &generator)).map { _ in UInt8(ascii: " ") }
                let after = (0 ..< Int.random(in: 0 ... 20, using: &generator)).map { _ in UInt8(ascii: ";") }
                let expected = reference(word)
                XCTAssertEqual(word.withUnsafeBufferPointer { SkimTable.hash($0, start: 0, length: length) }, expected, "alone")
                XCTAssertEqual((before + word + after).withUnsafeBufferPointer { SkimTable.hash($0, start: before.count, length: length) },
                               expected, "with \(before.count) bytes before and \(after.count) after")
            }
        }
    }

    /// The words with an underscore inside: each once, whole (as `scan` splits words: `$` ends one), but
    /// those starting with a capital (`scan` records them), with a digit (numbers) or of one byte (`_`).
    func testWordsWithAnUnderscoreAreHashed() {
        XCTAssertEqual(skim("let sample_name = 1").words, [hash("sample_name")])
        XCTAssertEqual(skim("a_b_c a_b_c").words, [hash("a_b_c")], "each word once, a repeat left out")
        XCTAssertEqual(skim("Foo_bar").words, [hash("Foo_bar")], "a capital first: recorded by the scan, once")
        XCTAssertEqual(skim("n = 1_000 + _ + f(_ x)").words, [], "a number, the wildcard")
        XCTAssertEqual(skim("x$y_z max_ _").words, [hash("y_z"), hash("max_")])
        XCTAssertEqual(skim("_private").words, [hash("_private")], "at the buffer's start")
        // After a byte order mark, as the lexers read: its bytes (from 0x80) join no word.
        XCTAssertEqual(skim("\u{FEFF}sample_name = Foo").words, [hash("Foo"), hash("sample_name")])
        XCTAssertEqual(skim("\u{FEFF}Foo").words, [hash("Foo")])
        XCTAssertEqual(skim("é_x(").words, [hash("é_x")], "a byte from 0x80 first")
        XCTAssertEqual(skim("let v = " + String(repeating: "very_", count: 20)).words, [hash(String(repeating: "very_", count: 20))])
        for (name, recorded) in [("sample_name", true), ("_Private", true), ("max_", true), ("Screen", true), ("é_x", true),
                                 ("_", false), ("1_000", false), ("lowercase", false), ("a$b_c", false), ("", false), ("a b_c", false)] {
            XCTAssertEqual(Array(name.utf8).withUnsafeBufferPointer(SkimTable.recordsWord), recorded, name)
        }
    }

    /// `recordsWord` is what the skim does: in random text, the skim's hashes are those of the words (as
    /// the skim splits them, after a byte order mark) that `recordsWord` says it records.
    func testRecordsWordIsWhatTheSkimRecords() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Q", "_", "1", "é", "$", " ", "(", ".", "x_", "_Y", "\n", "\u{FEFF}"]
        var compared = 0
        for _ in 0 ..< 2_000 {
            let text = (0 ..< Int.random(in: 0 ... 30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let result = skim(text)
            guard !result.anchored else { continue }
            let bytes = Array(text.utf8)
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let recorded = referenceWordList(String(decoding: bytes[start...], as: UTF8.self))
                .filter { Array($0.utf8).withUnsafeBufferPointer(SkimTable.recordsWord) }
            XCTAssertEqual(Set(result.words), Set(recorded.map(hash)), text)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 1_000)
    }

    private func referenceAnchored(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if text.contains("lifelint:") { return true }
        for c in bytes.indices where bytes[c] >= 65 && bytes[c] <= 90 {
            let from = bytes[c...]
            if from.starts(with: Array("Controller".utf8)) { return true }
            if from.starts(with: Array("Did".utf8)), c >= 4, Array(bytes[(c - 3) ..< c]) == Array("iew".utf8),
               bytes[c - 4] | 0x20 == UInt8(ascii: "v") { return true }
            if from.starts(with: Array("Sub".utf8)), c >= 3, Array(bytes[(c - 2) ..< c]) == Array("dd".utf8),
               bytes[c - 3] | 0x20 == UInt8(ascii: "a") { return true }
        }
        return false
    }

    private func referenceWordList(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for b in Array(text.utf8) + [0x20] {
            let isWord = (b | 0x20 >= 97 && b | 0x20 <= 122) || (b >= 48 && b <= 57) || b == 95 || b >= 0x80
            if isWord { current.append(b) } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
        }
        return words
    }

    /// The words `skim` records: a capital first, or an underscore inside, two bytes at least and no digit first.
    private func referenceWords(_ text: String) -> [String] {
        referenceWordList(text).filter { word in
            let first = word.utf8.first!
            return (first >= 65 && first <= 90) || (word.utf8.count >= 2 && !(first >= 48 && first <= 57) && word.contains("_"))
        }
    }

    /// Each skimmed file's words stay where the arena wrote them as it grows: files after files, past
    /// the end of a block, a file with more words than a block holds, and files of none (the first too).
    /// A file's words are the same whatever the arena held before, and a file with an anchor gives none.
    func testSkimmedWordArena() {
        let arena = SkimmedWordArena()
        var kept: [(UnsafeBufferPointer<UInt32>, [UInt32])] = []
        for (k, n) in [0, 3, 1_000, SkimmedWordArena.blockWords - 500, 2_000, 3 * SkimmedWordArena.blockWords, 0, 7].enumerated() {
            let words = (0 ..< n).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761 &+ k) }
            kept.append(((words + [0]).withUnsafeBufferPointer { arena.append($0.baseAddress!, count: n) }, words))
        }
        for (k, (written, words)) in kept.enumerated() { XCTAssertTrue(Array(written) == words, "file \(k)'s words moved or overwritten") }
        let file = Array("struct Model { let Name = Other.Name; let sample_name = 1 }\n".utf8)
        let intoFull = file.withUnsafeBufferPointer { table.skim($0, scratch: scratch, into: arena) }
        let empty = SkimmedWordArena() // held: the words are where it keeps them
        let intoEmpty = file.withUnsafeBufferPointer { table.skim($0, scratch: scratch, into: empty) }
        XCTAssertEqual(intoFull.map(Array.init), [hash("Model"), hash("Name"), hash("Other"), hash("sample_name")])
        XCTAssertEqual(intoFull.map(Array.init), intoEmpty.map(Array.init))
        withExtendedLifetime(empty) {}
        XCTAssertNil(Array("class A: UIViewController {}\n".utf8).withUnsafeBufferPointer { table.skim($0, scratch: scratch, into: arena) })
    }
}
