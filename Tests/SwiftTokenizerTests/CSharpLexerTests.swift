import SwiftTokenizer
import XCTest

final class CSharpLexerTests: XCTestCase {
    func testWordsAndOperators() {
        assertLexemes("if (View != null) x ??= y => z;", [
            .id("if"), .lParen, .id("View"), .op("!="), .id("null"), .rParen, .id("x"), .op("??="), .id("y"),
            .op("=>"), .id("z"), .semicolon,
        ], language: .csharp)
        assertLexemes("a += b; c -= d; e?.F", [.id("a"), .op("+="), .id("b"), .semicolon, .id("c"), .op("-="), .id("d"),
                                               .semicolon, .id("e"), .op("?"), .period, .id("F")], language: .csharp)
        assertLexemes("global::System", [.id("global"), .op("::"), .id("System")], language: .csharp)
    }

    func testKeywordsShareMeaningWithSwift() {
        let stream = tokenize("this base null View is not", .csharp)
        XCTAssertEqual(stream.tokens.map(\.keyword), [.selfReference, .superReference, .nilLiteral, .none, .is, .not])
    }

    func testGenericsCloseOneAngleAtATime() {
        assertLexemes("List<List<int>> x", [.id("List"), .op("<"), .id("List"), .op("<"), .id("int"), .op(">"),
                                            .op(">"), .id("x")], language: .csharp)
    }

    func testVerbatimIdentifier() {
        let stream = tokenize("@class", .csharp)
        XCTAssertEqual(stream.tokens.count, 1)
        XCTAssertEqual(stream.tokens[0].keyword, .none)
        XCTAssertTrue(stream.tokens[0].flags.contains(.escaped))
    }

    func testRegularAndVerbatimStrings() {
        assertLexemes(#""a \" b" c"#, [.str(#""a \" b""#), .id("c")], language: .csharp)
        assertLexemes("@\"C:\\path \"\"quoted\"\"\nline two\" x", [
            .str("@\"C:\\path \"\"quoted\"\"\nline two\"", .multiline), .id("x"),
        ], language: .csharp)
        assertLexemes("\"open\nx", [.str("\"open", .unterminated), .id("x")], language: .csharp)
    }

    func testInterpolatedStrings() {
        assertLexemes(#"$"a {x} b {{literal}} {f(y)}" z"#, [
            .str(#"$"a {"#, .opensInterpolation), .id("x"), .str(#"} b {{literal}} {"#, [.closesInterpolation, .opensInterpolation]),
            .id("f"), .lParen, .id("y"), .rParen, .str(#"}""#, .closesInterpolation), .id("z"),
        ], language: .csharp)
        assertLexemes(#"$"{price:C2} total""#, [.str(#"$"{"#), .id("price"), .str(#":C2} total""#)], language: .csharp)
        assertLexemes(#"$"{(a ? b : c)}""#, [.str(#"$"{"#), .lParen, .id("a"), .op("?"), .id("b"), .colon, .id("c"),
                                             .rParen, .str(#"}""#)], language: .csharp)
        assertLexemes(#"$"{d["k"]}""#, [.str(#"$"{"#), .id("d"), .lBracket, .str(#""k""#), .rBracket, .str(#"}""#)],
                      language: .csharp)
    }

    func testVerbatimInterpolatedStringsInBothOrders() {
        assertLexemes("$@\"a {x}\nb\" @$\"{y}\"", [
            .str("$@\"a {"), .id("x"), .str("}\nb\""), .str("@$\"{"), .id("y"), .str("}\""),
        ], language: .csharp)
    }

    func testRawStringLiterals() {
        assertLexemes("\"\"\"\n  has \"quotes\" and \"\" two\n  \"\"\" x", [
            .str("\"\"\"\n  has \"quotes\" and \"\" two\n  \"\"\"", .multiline), .id("x"),
        ], language: .csharp)
        assertLexemes("\"\"\"\"a \"\"\" b\"\"\"\" y", [.str("\"\"\"\"a \"\"\" b\"\"\"\""), .id("y")], language: .csharp)
        assertLexemes("$$\"\"\"{ {{v}} }\"\"\"", [.str("$$\"\"\"{ {{", .opensInterpolation), .id("v"),
                                                 .str("}} }\"\"\"", .closesInterpolation)], language: .csharp)
    }

    func testCharacterLiterals() {
        assertLexemes(#"'a' '\'' '\\' '\u0041' x"#, [
            Lexeme(kind: .character, text: "'a'"), Lexeme(kind: .character, text: #"'\''"#),
            Lexeme(kind: .character, text: #"'\\'"#), Lexeme(kind: .character, text: #"'\u0041'"#), .id("x"),
        ], language: .csharp)
    }

    func testDirectivesTakeTheWholeLine() {
        assertLexemes("#region Lifecycle methods\nx\n  #if DEBUG && IOS\n#endregion", [
            Lexeme(kind: .directive, text: "#region Lifecycle methods"), .id("x"),
            Lexeme(kind: .directive, text: "#if DEBUG && IOS"), Lexeme(kind: .directive, text: "#endregion"),
        ], language: .csharp)
    }

    func testAttributesAndLambdas() {
        assertLexemes(#"[Export("viewDidLoad")] x => x + 1"#, [
            .lBracket, .id("Export"), .lParen, .str(#""viewDidLoad""#), .rParen, .rBracket, .id("x"), .op("=>"),
            .id("x"), .op("+"), .num("1"),
        ], language: .csharp)
    }

    func testComments() {
        assertLexemes("a // c\n/* b /* not nested */ c", [.id("a"), .comment("// c"), .comment("/* b /* not nested */", .block),
                                                         .id("c")], language: .csharp)
        assertLexemes("/// <summary>", [.comment("/// <summary>", .documentation)], language: .csharp)
        assertLexemes("/* open", [.comment("/* open", .unterminated)], language: .csharp)
    }

    func testNumbers() {
        assertLexemes("10f 5UL 0xFF 1_000 1.5e3 .5 0b1010", [.num("10f"), .num("5UL"), .num("0xFF"), .num("1_000"),
                                                            .num("1.5e3"), .num(".5"), .num("0b1010")], language: .csharp)
    }

    func testHostileInputNeverCrashesAndKeepsInvariants() {
        let inputs: [[UInt8]] = [
            [], [0], [0xFF], Array("@".utf8), Array("$".utf8), Array("$$".utf8), Array("'".utf8), Array("'\\".utf8),
            Array("\"".utf8), Array("@\"".utf8), Array("$\"{".utf8), Array("$\"{x:".utf8), Array("\"\"\"".utf8),
            Array("$$\"\"\"{{".utf8), Array("#".utf8), Array("/*".utf8), Array("\\".utf8), Array("}}}}".utf8),
            Array(String(repeating: "$\"{", count: 2_000).utf8), Array("\r\n\r".utf8),
            [0xEF, 0xBB, 0xBF] + Array("#region".utf8),
        ]
        for input in inputs { assertInvariants(input, .csharp) }
    }
}
