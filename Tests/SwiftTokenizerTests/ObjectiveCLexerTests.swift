import SwiftTokenizer
import XCTest

final class ObjectiveCLexerTests: XCTestCase {
    private func lexemes(_ source: String, flags: Bool = false) -> [Lexeme] {
        let bytes = Array(source.utf8)
        return allTokens(ObjectiveCLexer.tokenize(bytes)).map { token in
            Lexeme(kind: token.kind, text: String(decoding: bytes[token.range], as: UTF8.self), flags: flags ? token.flags : [])
        }
    }

    private static func attr(_ t: String) -> Lexeme { Lexeme(kind: .attribute, text: t) }
    private static func directive(_ t: String) -> Lexeme { Lexeme(kind: .directive, text: t) }

    func testAnInterfaceAndAMethodWithAMessageSend() {
        XCTAssertEqual(lexemes("@interface Feed : UIViewController <UITableViewDataSource>\n@end"), [
            Self.attr("@interface"), .id("Feed"), .colon, .id("UIViewController"), .op("<"), .id("UITableViewDataSource"),
            .op(">"), Self.attr("@end"),
        ])
        XCTAssertEqual(lexemes("- (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; }"), [
            .op("-"), .lParen, .id("void"), .rParen, .id("viewWillAppear"), .colon, .lParen, .id("BOOL"), .rParen,
            .id("animated"), .lBrace, .lBracket, .id("super"), .id("viewWillAppear"), .colon, .id("animated"),
            .rBracket, .semicolon, .rBrace,
        ])
        let stream = ObjectiveCLexer.tokenize(Array("self super nil Nil NULL if return view".utf8))
        XCTAssertEqual(stream.tokens.map(\.keyword), [.selfReference, .superReference, .nilLiteral, .nilLiteral, .nilLiteral,
                                                      .if, .return, .none])
    }

    func testDirectivesEndAtACommentAndContinueAfterABackslash() {
        XCTAssertEqual(lexemes("#import <UIKit/UIKit.h> // UIKit\n#define TWICE(x) \\\n  ((x) * 2)\nint a;"), [
            Self.directive("#import <UIKit/UIKit.h>"), .comment("// UIKit"), Self.directive("#define TWICE(x) \\\n  ((x) * 2)"),
            .id("int"), .id("a"), .semicolon,
        ])
        // A quoted path keeps its slashes; `#` inside a line is an operator (a macro's stringizing).
        XCTAssertEqual(lexemes("#include \"a//b.h\"\nx # y"), [
            Self.directive("#include \"a//b.h\""), .id("x"), .op("#"), .id("y"),
        ])
        // Each branch is read: the directives are tokens, the code between them is code.
        XCTAssertEqual(lexemes("#if TARGET_OS_TV\n- (void)a {\n#else\n- (void)b {\n#endif\n}").filter { $0.kind == .directive }.count, 3)
    }

    /// `#if 0` turns the lines up to its `#else`, `#elif` or `#endif` off: each is a comment (nested
    /// conditionals counted, blank lines dropped, `\r\n` lines too); the closing line is lexed as usual.
    func testLinesAnIfZeroTurnsOffAreComments() {
        XCTAssertEqual(lexemes("#if 0 // off\n  foo(;\n\n#ifdef X\n}\n#endif\n#else\nint a;\n#endif\nint b;"), [
            Self.directive("#if 0"), .comment("// off"), .comment("foo(;"), .comment("#ifdef X"), .comment("}"),
            .comment("#endif"), Self.directive("#else"), .id("int"), .id("a"), .semicolon, Self.directive("#endif"),
            .id("int"), .id("b"), .semicolon,
        ])
        XCTAssertEqual(lexemes("# if  0\r\n[self a];\r\n  #  elif B\r\nx;"), [
            Self.directive("# if  0"), .comment("[self a];"), Self.directive("#  elif B"), .id("x"), .semicolon,
        ])
        // No end: off to the end of the file.
        XCTAssertEqual(lexemes("#if 0\n{\n@end"), [Self.directive("#if 0"), .comment("{"), .comment("@end")])
        // Other conditions are read as before: both branches are code.
        for source in ["#if 01\nx;\n#endif", "#if 0 && A\nx;\n#endif", "#if 0x\nx;\n#endif", "#ifdef 0\nx;\n#endif", "#if 1\nx;\n#endif"] {
            XCTAssertEqual(lexemes(source).filter { $0.kind == .identifier }.map(\.text), ["x"], source)
        }
    }

    func testStringsCharactersAndLiterals() {
        XCTAssertEqual(lexemes(#"NSString *s = @"a \"b\" // c"; char q = '\''; id x = @[@1, @{@"k": @(2)}];"#), [
            .id("NSString"), .op("*"), .id("s"), .op("="), .str(#"@"a \"b\" // c""#), .semicolon,
            .id("char"), .id("q"), .op("="), Lexeme(kind: .character, text: #"'\''"#), .semicolon,
            .id("id"), .id("x"), .op("="), .op("@"), .lBracket, .op("@"), .num("1"), .comma, .op("@"), .lBrace,
            .str(#"@"k""#), .colon, .op("@"), .lParen, .num("2"), .rParen, .rBrace, .rBracket, .semicolon,
        ])
        XCTAssertEqual(lexemes(#"auto r = R"x(a )" b)x"; float f = 1.5e-3f; long h = 0x1p4 + 10ULL;"#), [
            .id("auto"), .id("r"), .op("="), .str(#"R"x(a )" b)x""#), .semicolon,
            .id("float"), .id("f"), .op("="), .num("1.5e-3f"), .semicolon,
            .id("long"), .id("h"), .op("="), .num("0x1p4"), .op("+"), .num("10ULL"), .semicolon,
        ])
        XCTAssertEqual(lexemes("\"open\nnext", flags: true).first, .str("\"open", .unterminated))
        // Boxed literals are `@` and a word; a word ending in R before a quote is no raw string.
        XCTAssertEqual(lexemes("@YES @NO @property FOR\"x\""), [
            .op("@"), .id("YES"), .op("@"), .id("NO"), Self.attr("@property"), .id("FOR"), .str("\"x\""),
        ])
    }

    func testBlocksArrowsAndComments() {
        XCTAssertEqual(lexemes("void (^done)(BOOL) = ^(BOOL ok){ self->_count++; }; /* a /* b */ c"), [
            .id("void"), .lParen, .op("^"), .id("done"), .rParen, .lParen, .id("BOOL"), .rParen, .op("="), .op("^"),
            .lParen, .id("BOOL"), .id("ok"), .rParen, .lBrace, .id("self"), .op("->"), .id("_count"), .op("++"),
            .semicolon, .rBrace, .semicolon, .comment("/* a /* b */"), .id("c"),
        ])
        XCTAssertEqual(lexemes("/* open", flags: true), [.comment("/* open", [.block, .unterminated])])
        // Stars that end nothing, a `/` after a space, a comment ending at the last byte or one short of it.
        XCTAssertEqual(lexemes("/***/x /* ** * / **/y /*/ z */w"), [
            .comment("/***/"), .id("x"), .comment("/* ** * / **/"), .id("y"), .comment("/*/ z */"), .id("w"),
        ])
        XCTAssertEqual(lexemes("a /* b **/"), [.id("a"), .comment("/* b **/")])
        XCTAssertEqual(lexemes("/* b *", flags: true), [.comment("/* b *", [.block, .unterminated])])
        XCTAssertEqual(lexemes("/*", flags: true), [.comment("/*", [.block, .unterminated])])
    }

    func testAnyInputKeepsTheInvariants() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("@#\"'/\\*()[]{}^:;.,-+<>=!?&|~%$_aZ09eEpxR \n\r\t".utf8) + [0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xFF]
        for _ in 0 ..< 2_000 {
            let count = Int.random(in: 0 ... 60, using: &generator)
            let bytes = (0 ..< count).map { _ in alphabet.randomElement(using: &generator)! }
            assertInvariants(of: ObjectiveCLexer.tokenize(bytes), bytes)
        }
        for sample in ["#", "@", "'", "\"", "R\"", "R\"(", "/*", "//\\\n", "#define A \\", "0x", "1e", "@\"", "u8R\"x("] {
            let bytes = Array(sample.utf8)
            assertInvariants(of: ObjectiveCLexer.tokenize(bytes), bytes)
        }
    }

    /// A `.m` file that is MATLAB: told by its first line, unless Objective-C markers start a line.
    func testMATLABFilesAreRecognised() {
        func matlab(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { ObjectiveCLexer.looksLikeMATLAB($0) }
        }
        XCTAssertTrue(matlab("% plots the data\nx = 1;\n"))
        XCTAssertTrue(matlab("\n  function result = scale(x)\n    result = x * 2;\nend\n"))
        XCTAssertTrue(matlab("classdef Point\nend\n"))
        XCTAssertTrue(matlab("close all\nclc\n"))
        XCTAssertFalse(matlab("#import <UIKit/UIKit.h>\n@implementation A\n@end\n"))
        XCTAssertFalse(matlab("// Feed.m\n#import \"Feed.h\"\n"))
        XCTAssertFalse(matlab("functionTable[0] = 1;\n"), "a longer word is not `function`")
        XCTAssertFalse(matlab("function\n#import <Foundation/Foundation.h>\n"), "a marker at a line's start wins")
        XCTAssertFalse(matlab(""))
        XCTAssertFalse(matlab("  \n\t\n"))
    }
}
