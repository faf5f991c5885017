import Foundation
@testable import Rules
import SwiftTokenizer
import XCTest

/// The feed hands workers their files where it keeps them (not copies), while the walk goes on adding
/// files: its array grows under the workers' feet, and what they read must stay there.
final class FileFeedTests: XCTestCase {
    /// A file handed out is read where the feed keeps it: adding files that grow the feed's array must
    /// leave it there. Memory of the same size is then taken and written over, as the rest of a run
    /// would: a feed that freed the storage it outgrew hands out another file, or crashes.
    func testAFileHandedOutStaysWhereItIsAsTheFeedGrows() {
        let feed = FileFeed(room: 1)
        feed.append((SourcePath(display: "Screens/First.swift", language: .swift, content: nil), "Screens/First.swift"))
        guard let (index, first, path) = feed.next() else { return XCTFail("no file") }
        XCTAssertEqual(index, 0)
        XCTAssertEqual(path, "Screens/First.swift", "the file's display path is handed over with it")
        for k in 1 ... 1_000 {
            feed.append((SourcePath(display: "Screens/Other\(k).swift", language: .csharp, content: nil), nil))
        }
        var reuse: [[(SourcePath, String?)]] = []
        for k in 0 ..< 256 {
            var list: [(SourcePath, String?)] = []
            list.reserveCapacity(1 << (k % 11))
            list.append((SourcePath(display: "Elsewhere/Reused\(k).cs", language: .csharp, content: nil), "Elsewhere"))
            reuse.append(list)
        }
        XCTAssertEqual(first.pointee.0.display, "Screens/First.swift")
        XCTAssertEqual(first.pointee.0.language, .swift)
        XCTAssertEqual(first.pointee.1, "Screens/First.swift")
        XCTAssertEqual(reuse.count, 256)
        feed.finish()
    }

    /// A feed with room for two files is given 3,000 by another thread while two workers lint them: the
    /// array is moved a dozen times during the run. Every report must be its own file's (a worker reading
    /// a file from storage the feed has freed reads another file, or garbage).
    func testFilesAddedWhileWorkersReadThem() {
        let feed = FileFeed(room: 2)
        let count = 3_000
        let adding = Thread {
            for k in 0 ..< count {
                let code = "final class Screen\(k)ViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        print(view.frame.width)\n    }\n}\n"
                feed.append((SourcePath(display: "Screens/Screen\(k).swift", language: .swift, content: Array(code.utf8)),
                             k % 2 == 0 ? "Screens/Screen\(k).swift" : nil))
            }
            feed.finish()
        }
        adding.start()
        let run = LintRun(analyzer: Analyzer(), jobs: 2)
        var seen = 0
        run.analyze(feed).forEachReport { k, report in
            XCTAssertEqual(report.path, "Screens/Screen\(k).swift")
            XCTAssertEqual(report.types.map(\.name), ["Screen\(k)ViewController"])
            XCTAssertEqual(report.diagnostics.map(\.ruleID), ["geometry_in_view_did_load"], report.path)
            seen += 1
        }
        XCTAssertEqual(seen, count)
    }

    /// Each file comes with its display path, taken out of its place's placeholder: a file that gives no
    /// report leaves the empty placeholder there (one still holding the path would be written over by a
    /// report without being destroyed). Skimmed files' reports, made from the path handed over, name
    /// their files.
    func testEachFileComesWithItsPath() {
        let feed = FileFeed(room: 4)
        let names = ["A.swift", "Binary.swift", "C.swift", "D.swift"]
        for name in names {
            let code = name == "Binary.swift" ? "struct Logo {}\u{0}\n" : "struct Plain {}\n"
            feed.append((SourcePath(display: name, language: .swift, content: Array(code.utf8)), nil))
        }
        feed.finish()
        var run = LintRun(analyzer: Analyzer(), jobs: 1)
        run.skims = true
        let gathered = run.analyze(feed)
        XCTAssertEqual(gathered.reports.map(\.path), ["A.swift", "", "C.swift", "D.swift"])
        XCTAssertEqual(gathered.skimmed, [0, 2, 3], "plain structs have no anchor: every readable file is only skimmed")
        XCTAssertEqual(gathered.others.map(\.file), [1])
    }
}
