import SwiftTokenizer
import XCTest

final class SwiftLexerTests: XCTestCase {
    func testWordsPunctuationAndOperators() {
        assertLexemes("if view != nil { x = y?.z! }", [
            .id("if"), .id("view"), .op("!="), .id("nil"), .lBrace, .id("x"), .op("="), .id("y"), .op("?"),
            .period, .id("z"), .op("!"), .rBrace,
        ])
        assertLexemes("a...b ..< c -> d", [.id("a"), .op("..."), .id("b"), .op("..<"), .id("c"), .op("->"), .id("d")])
        assertLexemes("f(x: [1, 2]);", [.id("f"), .lParen, .id("x"), .colon, .lBracket, .num("1"), .comma,
                                         .num("2"), .rBracket, .rParen, .semicolon])
    }

    /// Cases the differential check against swift-syntax found (scripts/differential); each is read
    /// the way swift-syntax reads it.
    func testCasesFoundByTheDifferentialCheck() {
        // `#"""#` is a one-line raw string holding a quote, not the start of a multi-line string.
        assertLexemes(##"case #"""#: x"##, [.id("case"), .str(##"#"""#"##), .colon, .id("x")])
        assertLexemes("let s = #\"\"\"\n  a \"# b\n  \"\"\"#", [.id("let"), .id("s"), .op("="),
                                                            .str("#\"\"\"\n  a \"# b\n  \"\"\"#", .multiline)])
        // After a period, a number is a tuple index; elsewhere `1.5` is one number.
        assertLexemes("pair.0.1", [.id("pair"), .period, .num("0"), .period, .num("1")])
        assertLexemes("0.1...1.1", [.num("0.1"), .op("..."), .num("1.1")])
        // `$` continues a name.
        assertLexemes("self._$id", [.id("self"), .period, .id("_$id")])
        // A bare regex may not end with a space, nor hold an unbalanced `)`.
        assertLexemes("(/Foo.a .. /Foo.b)", [.lParen, .op("/"), .id("Foo"), .period, .id("a"), .op(".."), .op("/"),
                                              .id("Foo"), .period, .id("b"), .rParen])
        assertLexemes("{ /R.s ~= $0 }).map(/R.s)", [.lBrace, .op("/"), .id("R"), .period, .id("s"), .op("~="),
                                                     .id("$0"), .rBrace, .rParen, .period, .id("map"), .lParen,
                                                     .op("/"), .id("R"), .period, .id("s"), .rParen])
        assertLexemes("let r = /(a)b/", [.id("let"), .id("r"), .op("="), Lexeme(kind: .regex, text: "/(a)b/")])
        // A script's first line.
        assertLexemes("#!/usr/bin/env swift\nprint(1)", [.comment("#!/usr/bin/env swift"), .id("print"), .lParen,
                                                         .num("1"), .rParen])
    }

    func testKeywordsAreClassifiedByLengthThenBytes() {
        let stream = tokenize("override func viewDidLoad() { super.viewDidLoad() }", .swift)
        let keywords = stream.tokens.map(\.keyword)
        XCTAssertEqual(keywords, [.override, .func, .none, .none, .none, .none, .superReference, .none, .none,
                                  .none, .none, .none])
        XCTAssertEqual(tokenize("self nil Self selfish", .swift).tokens.map(\.keyword),
                       [.selfReference, .nilLiteral, .selfType, .none])
    }

    func testBacktickedIdentifiers() {
        assertLexemes("let `default` = `class`", [.id("let"), Lexeme(kind: .identifier, text: "`default`", flags: .escaped),
                                                 .op("="), Lexeme(kind: .identifier, text: "`class`", flags: .escaped)])
        XCTAssertEqual(tokenize("`class`", .swift).tokens[0].keyword, .none)
        // An unmatched backtick is one unknown byte, and lexing goes on.
        assertLexemes("` x", [Lexeme(kind: .unknown, text: "`"), .id("x")])
    }

    func testAttributesAndDirectives() {
        assertLexemes("@IBOutlet weak var label: UILabel!", [
            Lexeme(kind: .attribute, text: "@IBOutlet"), .id("weak"), .id("var"), .id("label"), .colon,
            .id("UILabel"), .op("!"),
        ])
        assertLexemes("@objc(handleTap:) @MainActor", [
            Lexeme(kind: .attribute, text: "@objc"), .lParen, .id("handleTap"), .colon, .rParen,
            Lexeme(kind: .attribute, text: "@MainActor"),
        ])
        assertLexemes("#if DEBUG\nx\n#else\ny\n#endif", [
            Lexeme(kind: .directive, text: "#if"), .id("DEBUG"), .id("x"), Lexeme(kind: .directive, text: "#else"),
            .id("y"), Lexeme(kind: .directive, text: "#endif"),
        ])
        assertLexemes("#selector(viewDidLoad)", [Lexeme(kind: .directive, text: "#selector"), .lParen,
                                                 .id("viewDidLoad"), .rParen])
    }

    func testNumbers() {
        assertLexemes("1_000 0xFF_FF 1.5e-3 0x1p3 0b1010 0o17 3.14 x.0", [
            .num("1_000"), .num("0xFF_FF"), .num("1.5e-3"), .num("0x1p3"), .num("0b1010"), .num("0o17"),
            .num("3.14"), .id("x"), .period, .num("0"),
        ])
        assertLexemes("1..<5", [.num("1"), .op("..<"), .num("5")])
    }

    func testComments() {
        assertLexemes("a // line\nb /* block */ c", [
            .id("a"), .comment("// line"), .id("b"), .comment("/* block */", .block), .id("c"),
        ])
        assertLexemes("/* outer /* inner */ still outer */ x", [
            .comment("/* outer /* inner */ still outer */", .block), .id("x"),
        ])
        assertLexemes("/// doc\n/** doc */", [.comment("/// doc", .documentation), .comment("/** doc */", .documentation)])
        assertLexemes("x /* never /* closed */", [.id("x"), .comment("/* never /* closed */", .unterminated)])
    }

    /// A line comment ends at the first `\n` or `\r`, whichever comes first, however far it is.
    func testLineCommentsEndAtEitherLineBreak() {
        assertLexemes("a // old Mac\rb // x\r\nc", [.id("a"), .comment("// old Mac"), .id("b"), .comment("// x"), .id("c")])
        assertLexemes("a // lf\nb // cr after\r", [.id("a"), .comment("// lf"), .id("b"), .comment("// cr after")])
        let long = "// " + String(repeating: "w", count: 700)
        assertLexemes(long + "\rz", [.comment(long), .id("z")])
        assertLexemes(long + "\nz", [.comment(long), .id("z")])
        assertLexemes(long, [.comment(long)])
    }

    func testCommentsAreNotCode() {
        let stream = tokenize("a /* view != nil */ b // view\n", .swift)
        XCTAssertEqual(stream.tokens.count, 2)
        XCTAssertEqual(stream.comments.count, 2)
    }

    func testStrings() {
        assertLexemes(#""view != nil" x"#, [.str(#""view != nil""#), .id("x")])
        assertLexemes(#""a \" b" c"#, [.str(#""a \" b""#), .id("c")])
        assertLexemes("\"open\nx", [.str("\"open", .unterminated), .id("x")])
    }

    func testMultilineStrings() {
        let source = "let s = \"\"\"\n  line \"quoted\"\n  \"\" two\n  \"\"\" + x"
        assertLexemes(source, [.id("let"), .id("s"), .op("="),
                               .str("\"\"\"\n  line \"quoted\"\n  \"\" two\n  \"\"\"", .multiline), .op("+"), .id("x")])
        assertLexemes("\"\"\"\nnever closed", [.str("\"\"\"\nnever closed", .unterminated)])
    }

    func testRawStrings() {
        assertLexemes(##"#"a "quoted" \n"# x"##, [.str(##"#"a "quoted" \n"#"##), .id("x")])
        assertLexemes(###"##"a "# still"## y"###, [.str(###"##"a "# still"##"###), .id("y")])
        assertLexemes(##"#"raw \#(v) end"#"##, [.str(##"#"raw \#("##, .opensInterpolation), .id("v"),
                                                .str(##") end"#"##, .closesInterpolation)])
        // `\(` without the hashes is text in a raw string.
        assertLexemes(##"#"\(notCode)"#"##, [.str(##"#"\(notCode)"#"##)])
    }

    func testInterpolationWithNestedParenthesesAndStrings() {
        let source = #""a \(f(x, "b \(y) c")) d" z"#
        assertLexemes(source, [
            .str(#""a \("#, .opensInterpolation), .id("f"), .lParen, .id("x"), .comma,
            .str(#""b \("#, .opensInterpolation), .id("y"), .str(#") c""#, .closesInterpolation),
            .rParen, .str(#") d""#, .closesInterpolation), .id("z"),
        ])
        assertLexemes(#""\((a + b) * c)""#, [.str(#""\("#), .lParen, .id("a"), .op("+"), .id("b"), .rParen,
                                             .op("*"), .id("c"), .str(#")""#)])
    }

    func testUnterminatedInterpolationEndsAtEndOfFile() {
        assertInvariants(Array(#""a \(b"#.utf8), .swift)
        assertLexemes(#""a \(b"#, [.str(#""a \("#), .id("b")])
    }

    func testKeyPaths() {
        assertLexemes(#"\.frame.size"#, [Lexeme(kind: .backslash, text: "\\"), .period, .id("frame"), .period, .id("size")])
        assertLexemes(#"\UIView.frame"#, [Lexeme(kind: .backslash, text: "\\"), .id("UIView"), .period, .id("frame")])
    }

    func testRegexLiteralsOnlyWhereUnambiguous() {
        assertLexemes("let r = /a+b/", [.id("let"), .id("r"), .op("="), Lexeme(kind: .regex, text: "/a+b/")])
        assertLexemes("x.firstMatch(of: /[0-9]+/)", [.id("x"), .period, .id("firstMatch"), .lParen, .id("of"), .colon,
                                                      Lexeme(kind: .regex, text: "/[0-9]+/"), .rParen])
        assertLexemes("let h = a / b / c", [.id("let"), .id("h"), .op("="), .id("a"), .op("/"), .id("b"), .op("/"), .id("c")])
        assertLexemes("let w = width/2/scale", [.id("let"), .id("w"), .op("="), .id("width"), .op("/"), .num("2"),
                                                .op("/"), .id("scale")])
        assertLexemes("let e = #/a/b/#", [.id("let"), .id("e"), .op("="), Lexeme(kind: .regex, text: "#/a/b/#")])
    }

    func testOperatorStopsBeforeComment() {
        assertLexemes("a +// c\nb", [.id("a"), .op("+"), .comment("// c"), .id("b")])
    }

    func testHostileInputNeverCrashesAndKeepsInvariants() {
        let inputs: [[UInt8]] = [
            [], [0], [0, 0, 0], [0xFF, 0xFE, 0x00], [0xC3], [0xE2, 0x82], Array("\\".utf8), Array("\"".utf8),
            Array("#".utf8), Array("##\"".utf8), Array("/*".utf8), Array("`".utf8), Array("@".utf8),
            Array("\"\\(".utf8), Array("#\"\\#(".utf8), Array("\r\n\r".utf8), [0xEF, 0xBB, 0xBF] + Array("x".utf8),
            Array("a\u{0}b".utf8), Array(String(repeating: "(", count: 10_000).utf8),
            Array(String(repeating: "\"\\(", count: 2_000).utf8), Array("/x".utf8), Array("#/".utf8),
            Array("0x".utf8), Array("1e".utf8), Array("1.".utf8),
        ]
        for input in inputs { assertInvariants(input, .swift) }
    }

    func testByteOrderMarkIsSkipped() {
        let stream = SwiftLexer.tokenize([0xEF, 0xBB, 0xBF] + Array("let x".utf8))
        XCTAssertEqual(stream.tokens.count, 2)
        XCTAssertEqual(stream.tokens[0].offset, 3)
    }

    func testNonASCIIIsPartOfIdentifiers() {
        assertLexemes("let café = 🙂", [.id("let"), .id("café"), .op("="), .id("🙂")])
    }
}
