import Rules
import XCTest

/// Path arithmetic names one file the same way however it was spelled; `normalize` runs for every
/// analyzed file, so normal paths take a fast path that must agree with the full one.
final class PathArithmeticTests: XCTestCase {
    func testNormalize() {
        let cases: [(String, String)] = [
            ("", "."), (".", "."), ("/", "/"), ("//", "/"), ("/..", "/"), ("/../a", "/a"),
            ("a", "a"), ("a/", "a"), ("a//b", "a/b"), ("./a", "a"), ("a/.", "a"), ("a/./b", "a/b"),
            ("a/..", "."), ("a/../b", "b"), ("../a", "../a"), ("../../a/../b", "../../b"), ("a/../../b", "../b"),
            ("/x/y/../z/./w.swift", "/x/z/w.swift"), ("/x/y/z.swift", "/x/y/z.swift"),
            (".hidden/x.swift", ".hidden/x.swift"), ("a/.../b", "a/.../b"), ("..a/b.", "..a/b."), ("a.b/.c", "a.b/.c"),
            ("Sources/Café/Vue.swift", "Sources/Café/Vue.swift"), ("/a/b/", "/a/b"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(PathArithmetic.normalize(path), expected, "normalize(\"\(path)\")")
        }
    }

    /// The walk's one-allocation join: a slash between, never two, nothing before a name at the top.
    func testJoin() {
        XCTAssertEqual(PathArithmetic.join("Sources", "App.swift"), "Sources/App.swift")
        XCTAssertEqual(PathArithmetic.join("/", "srv"), "/srv")
        XCTAssertEqual(PathArithmetic.join("a/", "b"), "a/b")
        XCTAssertEqual(PathArithmetic.join("", "b"), "b")
        XCTAssertEqual(PathArithmetic.join("Sources/Café", "Vue une très longue.swift"), "Sources/Café/Vue une très longue.swift")
        XCTAssertEqual(PathArithmetic.join("a", ""), "a/")
    }

    func testAbsoluteAndRelative() {
        XCTAssertEqual(PathArithmetic.absolute("Sources/../A.swift", in: "/srv/app"), "/srv/app/A.swift")
        XCTAssertEqual(PathArithmetic.absolute("/opt/./x", in: "/srv/app"), "/opt/x")
        XCTAssertEqual(PathArithmetic.relative("/a/b/C.swift", to: "/a/d"), "../b/C.swift")
    }
}
