import SwiftTokenizer
import XCTest

/// The lexers record the names followed by `(` as they lex: the same list a pass over the
/// code tokens finds, comments and strings in between included.
final class CallNameTests: XCTestCase {
    private func scanned(_ tokens: [Token]) -> [Int32] {
        guard tokens.count > 1 else { return [] }
        return (0 ..< tokens.count - 1).filter { tokens[$0].kind == .identifier && tokens[$0 + 1].kind == .leftParen }
            .map { Int32($0) }
    }

    private func assertRecorded(_ code: String, _ language: Language, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        var stream = TokenStream()
        Array(code.utf8).withUnsafeBufferPointer { language.tokenize($0, into: &stream) }
        XCTAssertTrue(stream.recordsCallNames, file: file, line: line)
        XCTAssertEqual(stream.callNames, scanned(stream.tokens), file: file, line: line)
        XCTAssertEqual(stream.callNames.count, count, file: file, line: line)
    }

    func testSwift() {
        assertRecorded("""
            override func viewDidLoad() {
                super.viewDidLoad()
                setUp /* later */ (animated: true)
                let s = "\\(title(for: x)) (not a call)"
                #selector(refresh) ; [1](0) ; f?(x)
            }
            """, .swift, count: 4) // viewDidLoad twice, setUp, title
    }

    func testCSharp() {
        assertRecorded("""
            public override void ViewDidLoad() {
                base.ViewDidLoad();
                var s = $"{Title(x)} (no)";
                Setup // next
                    (true);
                if (x) Y();
            }
            """, .csharp, count: 6) // ViewDidLoad twice, Title, Setup, `if` (a keyword is a name token too), Y
    }

    func testObjectiveC() {
        assertRecorded("""
            #define MAX(a, b) ((a) > (b) ? (a) : (b))
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSLog(@"%@ (no)", NSStringFromClass([self class])); // f(no)
                dispatch_async(q, ^{ g /* later */ (1); });
                if (x) CGRectMake(0, 0, 1, 1);
            }
            """, .objectiveC, count: 6) // NSLog, NSStringFromClass, dispatch_async, g, `if`, CGRectMake
    }

    /// A stream reused for another file starts again.
    func testReuse() {
        var stream = TokenStream()
        Array("f(x)".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.callNames, [0])
        Array("[self f:x]; g(y);".utf8).withUnsafeBufferPointer { Language.objectiveC.tokenize($0, into: &stream) }
        XCTAssertTrue(stream.recordsCallNames)
        XCTAssertEqual(stream.callNames, [7])
    }

    /// A file of more than a million call names and comments, then a small one through the same stream:
    /// each gets exactly its own (the raw lists start small again after the huge file).
    func testReuseAfterAHugeFile() {
        var stream = TokenStream()
        let huge = Array(String(repeating: "f() // c\n", count: 1_100_000).utf8)
        huge.withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.callNames.count, 1_100_000)
        XCTAssertEqual(stream.comments.count, 1_100_000)
        XCTAssertEqual(stream.callNames.last, Int32(3 * 1_100_000 - 3))
        Array("g(x) /* a */ h()".utf8).withUnsafeBufferPointer { Language.swift.tokenize($0, into: &stream) }
        XCTAssertEqual(stream.callNames, [0, 4])
        XCTAssertEqual(stream.comments.map(\.offset), [5])
    }
}
