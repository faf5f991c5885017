import Rules
import SwiftTokenizer
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

    /// Paths of `.`, `..`, slashes and names (one not ASCII) in every order, against the definition
    /// on components: the byte-level normalization must agree with it everywhere, not only on the
    /// cases above.
    func testNormalizeAgreesWithComponents() {
        func reference(_ path: String) -> String {
            let absolute = path.hasPrefix("/")
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == ".." {
                    if let last = parts.last, last != ".." { parts.removeLast(); continue }
                    if absolute { continue }
                }
                parts.append(part)
            }
            let joined = parts.joined(separator: "/")
            return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
        }
        let pieces = ["/", ".", "..", "a", "é", "/"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 20_000 {
            let path = (0 ..< Int.random(in: 0 ... 8, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(PathArithmetic.normalize(path), reference(path), "normalize(\"\(path)\")")
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
        XCTAssertEqual(PathArithmetic.relative("/a/b", to: "/a/b"), ".")
        XCTAssertEqual(PathArithmetic.relative("/a/b/C.swift", to: "/"), "a/b/C.swift")
        XCTAssertEqual(PathArithmetic.relative("/", to: "/a/b"), "../..")
        XCTAssertEqual(PathArithmetic.relative("/a/bc/D.swift", to: "/a/b"), "../bc/D.swift", "components, not prefixes")
        XCTAssertEqual(PathArithmetic.relative("/srv/Café/Vue.swift", to: "/srv/Café/Tests"), "../Vue.swift")
    }

    /// Inside a directory by whole components, on bytes: a name starting with a combining mark is
    /// inside its directory (`/` and the mark are one `Character`), a sibling sharing a prefix is not.
    func testIsInside() {
        XCTAssertTrue(PathArithmetic.isInside("/w/\u{301}.swift", "/w"))
        XCTAssertTrue(PathArithmetic.isInside("/w/a/B.swift", "/w"))
        XCTAssertTrue(PathArithmetic.isInside("/w", "/w"))
        XCTAssertTrue(PathArithmetic.isInside("/anything", "/"))
        XCTAssertFalse(PathArithmetic.isInside("/wx/B.swift", "/w"))
        XCTAssertFalse(PathArithmetic.isInside("/w", "/w/a"))
        XCTAssertFalse(PathArithmetic.isInside("/Cafe\u{301}/x.swift", "/Caf\u{E9}"), "bytes, not canonical equivalence")
    }

    /// Replacing on bytes: every occurrence, left to right, none overlapping; text beyond ASCII kept whole.
    func testReplacingBytes() {
        XCTAssertEqual("a↓b↓".replacingBytes("↓", with: ""), "ab")
        XCTAssertEqual("aaa".replacingBytes("aa", with: "b"), "ba")
        XCTAssertEqual("x!.y!".replacingBytes("!", with: ""), "x.y")
        XCTAssertEqual("Vue é (place)".replacingBytes("(place)", with: "(at A.swift:3)"), "Vue é (at A.swift:3)")
        XCTAssertEqual("abc".replacingBytes("abcd", with: "x"), "abc")
        XCTAssertEqual("abc".replacingBytes("", with: "x"), "abc")
        XCTAssertEqual("abc".replacingBytes("c", with: "ç"), "abç")
    }

    /// `ReportPaths` names one file the same way however its directory is spelled: through a symlink,
    /// with `.` and `..`, with repeated slashes; the file's own name is never resolved, and a
    /// directory that does not exist is only normalized.
    func testReportPathsResolveTheDirectoryOfEverySpelling() throws {
        let manager = FileManager.default
        let top = manager.temporaryDirectory.appendingPathComponent("lifelint-paths-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: top + "/real/dir", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: top) }
        try manager.createSymbolicLink(atPath: top + "/link", withDestinationPath: top + "/real")
        let realTop = try XCTUnwrap(System.realPath(top))
        let paths = ReportPaths()
        for spelling in ["/link/dir/A.swift", "/real/dir/./A.swift", "/real/x/../dir/A.swift", "/link//dir/A.swift",
                         "/link/dir/../dir/A.swift", "/real/dir/A.swift"] {
            XCTAssertEqual(paths.absolute(top + spelling), realTop + "/real/dir/A.swift", spelling)
        }
        XCTAssertEqual(paths.absolute(top + "/link/dir/"), realTop + "/real/dir")
        XCTAssertEqual(paths.absolute(top + "/link/dir/.."), realTop + "/link", "the last name is not resolved")
        XCTAssertEqual(paths.absolute(top + "/link/gone/../../link/nowhere/B.swift"), top + "/link/nowhere/B.swift", "not there: normalized only")
        XCTAssertEqual(paths.absolute("/"), "/")
        XCTAssertEqual(paths.absolute("A.swift"), paths.workingDirectory + "/A.swift")
        XCTAssertEqual(paths.absolute("./A.swift"), paths.workingDirectory + "/A.swift")
        XCTAssertEqual(paths.directory(of: top + "/link/dir/A.swift"), realTop + "/real/dir")
    }

    /// A `.gitignore` read as git does: the last pattern that speaks wins, `!` re-includes, a trailing
    /// `/` is for directories, a `/` inside anchors to the file's directory; patterns are tried on bytes,
    /// most told apart by their last byte.
    func testIgnoreFileVerdicts() {
        let file = IgnoreFile(contents: """
            # comment
            *.swift
            !*Controller.swift
            build/
            /Top.cs
            **/Tests/**
            [Mm]odels/
            *.py[cod]
            \\#hash
            Generated
            """, base: "App")
        func verdict(_ path: String, directory: Bool = false) -> Bool? { file.verdict(for: path, isDirectory: directory) }
        XCTAssertEqual(verdict("App/A.swift"), true)
        XCTAssertEqual(verdict("App/x/MainController.swift"), false, "re-included")
        XCTAssertNil(verdict("App/A.cs"))
        XCTAssertEqual(verdict("App/build", directory: true), true)
        XCTAssertNil(verdict("App/build"), "a file named build")
        XCTAssertEqual(verdict("App/Top.cs"), true)
        XCTAssertNil(verdict("App/x/Top.cs"), "anchored")
        XCTAssertEqual(verdict("App/a/Tests/B.cs"), true)
        XCTAssertEqual(verdict("App/models", directory: true), true)
        XCTAssertEqual(verdict("App/Models", directory: true), true)
        XCTAssertEqual(verdict("App/m.pyc"), true)
        XCTAssertNil(verdict("App/m.pyx"))
        XCTAssertEqual(verdict("App/#hash"), true)
        XCTAssertEqual(verdict("App/x/Generated", directory: true), true)
        XCTAssertNil(verdict("App/x/Generated.cs"))
        XCTAssertNil(verdict("Other/A.swift"), "outside the file's directory")
        XCTAssertNil(verdict(""))
    }
}
