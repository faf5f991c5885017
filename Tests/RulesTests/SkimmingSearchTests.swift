@testable import Rules
import SwiftTokenizer
import XCTest

/// What the rounds look for in the skimmed files (`Skimming.searchedHashes`), from the reports of the
/// files read in full: a name a finding stands on that no read file declares is searched for; a view
/// class lifelint knows is not (it is a view whatever the files declare under its name).
final class SkimmingSearchTests: XCTestCase {
    private func searched(screenBase base: String) -> Set<UInt32> {
        let analyzer = Analyzer()
        let compose = analyzer.analyze(path: "Compose.swift", language: .swift, bytes: Array("""
            import UIKit

            final class ComposeScreen: Screen {
                private let picker = EmojiPickerViewController()
                private let container = UIView()
                func setUp() { container.addSubview(picker.view) }
            }
            final class EmojiPickerViewController: UIViewController {}
            """.utf8))
        XCTAssertTrue(compose.diagnostics.contains { $0.requirements.contains(.view("ComposeScreen")) }) // what is searched for
        let screen = analyzer.analyze(path: "Screen.swift", language: .swift, bytes: Array("class Screen: \(base) {}\n".utf8))
        var known: Set<UInt64> = []
        return Skimming.searchedHashes(Skimming.Names([compose, screen], []), known: &known).words
    }

    /// The reports of `files` (Swift, each read in full) and what the rounds search for from them.
    private func searches(_ files: [(path: String, code: String)]) -> (reports: [FileReport], searched: Skimming.Searched) {
        let analyzer = Analyzer()
        let reports = files.map { analyzer.analyze(path: $0.path, language: .swift, bytes: Array($0.code.utf8)) }
        var known: Set<UInt64> = []
        return (reports, Skimming.searchedHashes(Skimming.Names(reports, []), known: &known))
    }

    private func hash(_ name: String) -> UInt32 {
        Array(name.utf8).withUnsafeBufferPointer { SkimTable.wordHash(of: $0)! }
    }

    func testAKnownViewBaseIsNotSearchedFor() {
        XCTAssertFalse(searched(screenBase: "UITableViewCell").contains(hash("UITableViewCell")))
    }

    func testAnUndeclaredBaseIsSearchedFor() {
        XCTAssertTrue(searched(screenBase: "AppCell").contains(hash("AppCell")))
    }

    /// A base whose name holds `Controller` is no controller by its name: one nobody declares
    /// (`UIPopoverPresentationControllerDelegate`) leaves its subclass a controller only by an override,
    /// one the app declares is what its declarations make it. Their subclasses' names are not searched
    /// for; a subclass of a real controller's is.
    func testABaseNamedLikeAControllerIsNotOneByItsName() {
        let searched = searches([("Popover.swift", """
            import UIKit

            class PopoverHelper: UIPopoverPresentationControllerDelegate {}
            class ListController: NSObject {}
            class Listing: ListController {}
            class BaseController: UIViewController {}
            class Home: BaseController {}
            """)]).searched
        XCTAssertFalse(searched.controllerWords.contains(hash("PopoverHelper")))
        XCTAssertFalse(searched.controllerWords.contains(hash("Listing")))
        XCTAssertTrue(searched.controllerWords.contains(hash("Home")))
        XCTAssertTrue(searched.words.isEmpty)
        XCTAssertTrue(searched.spelled.isEmpty)
    }

    /// A controller's name the skim records no word for (neither a capital first nor an underscore
    /// inside) is searched for as bytes, and found again among the reports' declarations; a name written
    /// as a word is not among those.
    func testALowercaseControllerNameIsSearchedForAsBytes() {
        let (reports, searched) = searches([("Base.swift", """
            import UIKit

            class screenBase: UIViewController {}
            class Detail: screenBase {}
            """)])
        XCTAssertEqual(searched.controllerSpelled.count, 1)
        XCTAssertTrue(searched.spelled.isEmpty, "searched for as a controller's name only")
        XCTAssertTrue(searched.controllerWords.contains(hash("Detail")))
        XCTAssertEqual(Skimming.Spellings(reports, []).names(of: searched.controllerSpelled), [Array("screenBase".utf8)])
        XCTAssertEqual(Skimming.Spellings([], reports).names(of: searched.controllerSpelled), [Array("screenBase".utf8)], "from the context")
        XCTAssertEqual(Skimming.Spellings(reports, []).names(of: []), [])
        // Described by the workers, as in a run: found again the same way.
        let described = reports.map { report in
            var report = report
            report.describeForSkimming()
            return report
        }
        XCTAssertNotNil(described[0].skimDeclarations)
        XCTAssertEqual(Skimming.Spellings(described, []).names(of: searched.controllerSpelled), [Array("screenBase".utf8)])
    }

    /// A controller's name with an underscore inside is searched for among the skimmed words, as a
    /// capitalized one is (`SkimTable.underscoreWords`), not as bytes in the files read again.
    func testAControllerNameWithAnUnderscoreIsSearchedForAsAWord() {
        let (_, searched) = searches([("Base.swift", """
            import UIKit

            class sample_name: UIViewController {}
            class _Hidden: UIViewController {}
            """)])
        XCTAssertTrue(searched.controllerSpelled.isEmpty, "no name searched for as bytes")
        XCTAssertTrue(searched.controllerWords.contains(hash("sample_name")))
        XCTAssertTrue(searched.controllerWords.contains(hash("_Hidden")))
        XCTAssertEqual(Skimming.search(for: "sample_name").kind, .hash)
        XCTAssertEqual(Skimming.search(for: "Outer.sample_name").hash, hash("sample_name"), "by its last part")
        XCTAssertEqual(Skimming.search(for: "sampleName").kind, .bytes)
        XCTAssertEqual(Skimming.search(for: "vctgzemoyc").kind, .bytes, "as `SkimmingTests` searches it")
    }

    /// A described report is looked at for the names searched for as bytes only when one of its names a
    /// search can look for is one: a protocol it adopts is never searched for.
    func testADescribedReportIsReadForSpellingsOnlyWhereASearchCanLook() {
        let analyzer = Analyzer()
        func described(_ code: String) -> FileReport {
            var report = analyzer.analyze(path: "A.swift", language: .swift, bytes: Array(code.utf8))
            report.describeForSkimming()
            return report
        }
        let adopted = described("import UIKit\n\nclass Screen: UIViewController, screenDelegate {}\n")
        let base = described("import UIKit\n\nclass Detail: screenBase, screenDelegate {}\n")
        let spelled = Array("screenDelegate".utf8).withUnsafeBufferPointer { SkimTable.hash($0, start: 0, length: $0.count) }
        let baseHash = Array("screenBase".utf8).withUnsafeBufferPointer { SkimTable.hash($0, start: 0, length: $0.count) }
        XCTAssertEqual(Skimming.Spellings([adopted], []).names(of: [spelled]), [], "an adopted protocol: not looked at")
        XCTAssertEqual(Skimming.Spellings([base], []).names(of: [baseHash]), [Array("screenBase".utf8)])
        XCTAssertEqual(Skimming.Spellings([base], []).names(of: [spelled]), [Array("screenDelegate".utf8)], "the report is read whole")
    }

    /// A skimmed file spelling a controller's name is read, but for another platform's by its folders
    /// (C#'s `App.Droid/`): its classes are no UIKit controllers. Spelling a name whose declarations
    /// could change an answer, every skimmed file is read.
    func testAnotherPlatformsFileIsNotReadForAControllersName() {
        let sample = hash("Sample")
        // Each file's words in the arena of the thread that skimmed it: the second file's in the first arena,
        // after another file's.
        let arenas = [SkimmedWordArena(), SkimmedWordArena()]
        _ = [hash("Missing")].withUnsafeBufferPointer { arenas[0].append($0.baseAddress!, count: 1) }
        let paths = ["App.Droid/Views/Sample.cs", "App.iOS/Views/Sample.cs", "Droid/Sample.swift"]
        let reports = paths.indices.map { k in
            let words = [hash("Other"), sample].withUnsafeBufferPointer { arenas[k == 1 ? 0 : 1].append($0.baseAddress!, count: $0.count) }
            return FileReport(path: paths[k], language: paths[k].hasSuffix(".cs") ? .csharp : .swift, diagnostics: [], types: [],
                              contentHash: nil, skimmedWords: SkimmedWords(words: words))
        }
        let skimmed = reports.indices.map { (report: $0, file: $0) }
        func spelling(_ searched: Skimming.Searched) -> [Bool] {
            Linter.filesSpelling(searched, among: skimmed, reports, words: arenas, jobs: 1)
        }
        XCTAssertEqual(spelling(Skimming.Searched(controllerWords: [sample])), [false, true, true])
        XCTAssertEqual(spelling(Skimming.Searched(words: [sample])), [true, true, true])
        XCTAssertEqual(spelling(Skimming.Searched(words: [hash("Missing")])), [false, false, false], "only a file's own words are read")
    }

    /// The same for a name searched for as bytes, in the files themselves: another platform's file by
    /// its folders is not even read again for a controller's name (a file that cannot be read is marked,
    /// so each of these paths, on no disk, is marked exactly when it is read).
    func testAnotherPlatformsFileIsNotReadAgainForAControllersSpelling() {
        let paths = ["App.Droid/Views/Sample.cs", "App.iOS/Views/Sample.cs", "Droid/Sample.swift", "src/WPF/Main.cs"]
        let reports = paths.map { path in
            FileReport(path: path, language: path.hasSuffix(".cs") ? .csharp : .swift, diagnostics: [], types: [], contentHash: nil,
                       skimmedWords: SkimmedWords(words: UnsafeBufferPointer(start: nil, count: 0)))
        }
        let files = paths.map { (SourcePath(display: "no-such-folder/" + $0, language: .csharp), String?.none) }
        let skimmed = reports.indices.map { (report: $0, file: $0) }
        func marked(_ names: [String], controllerNames: [String]) -> [Bool] {
            var spells = [Bool](repeating: false, count: skimmed.count)
            Linter.filesContaining(names.map { Array($0.utf8) }, controllerNames: controllerNames.map { Array($0.utf8) },
                                   among: skimmed, reports, files: files, jobs: 1, into: &spells)
            return spells
        }
        XCTAssertEqual(marked([], controllerNames: ["sampleName"]), [false, true, true, false])
        XCTAssertEqual(marked(["sampleName"], controllerNames: []), [true, true, true, true])
        XCTAssertEqual(marked(["sampleName"], controllerNames: ["otherName"]), [true, true, true, true])
        XCTAssertEqual(marked([], controllerNames: []), [false, false, false, false])
    }

    /// A skimmed file's words hold its words with an underscore inside, so a name with one is found by
    /// its hash in the files spelling it, and no other file is read; a name searched for as bytes (no
    /// capital first, no underscore) is looked for in every skimmed file, read again (the paths are on no
    /// disk, so a file is marked exactly when it is read).
    func testANameWithAnUnderscoreIsFoundAmongTheSkimmedWords() {
        let code = ["struct Model { let sample_name = 1 }\n", "struct Other { let value = 2 }\n", "let x = other_name\n",
                    "let z = my_sample_name_x\n"]
        var run = LintRun(analyzer: Analyzer(), jobs: 1)
        run.skims = true
        let gathered = run.analyze(FileFeed(code.indices.map { (SourcePath(display: "M\($0).swift", language: .swift, content: Array(code[$0].utf8)), nil) }))
        XCTAssertEqual(gathered.skimmed, [0, 1, 2, 3], "no anchor: every file skimmed")
        let reports = gathered.reports
        let skimmed = reports.indices.map { (report: $0, file: $0) }
        func spelling(_ names: [String]) -> [Bool] {
            Linter.filesSpelling(Skimming.Searched(words: Set(names.map(hash))), among: skimmed, reports, words: gathered.words, jobs: 1)
        }
        XCTAssertEqual(spelling(["sample_name"]), [true, false, false, false], "a whole word: not inside another")
        XCTAssertEqual(spelling(["other_name", "sample_name"]), [true, false, true, false])
        XCTAssertEqual(spelling(["my_sample_name_x"]), [false, false, false, true])
        let files = code.indices.map { (SourcePath(display: "no-such-folder/M\($0).swift", language: .swift), String?.none) }
        var spells = [Bool](repeating: false, count: skimmed.count)
        Linter.filesContaining([Array("sampleName".utf8)], controllerNames: [], among: skimmed, reports, files: files, jobs: 1, into: &spells)
        XCTAssertEqual(spells, [true, true, true, true], "searched for as bytes: every file is read")
    }

    /// The folder test, compared with the rule written plainly: a folder (not the file name) that is one
    /// of the names, or whose part after its last dot is one, in any case; C# only.
    func testOtherPlatformFoldersAreTheNamedOnesInAnyCase() {
        // ASCII letters lowercased, nothing else (Unicode's lowercasing maps the Kelvin sign to `k`).
        func lowercased<S: StringProtocol>(_ text: S) -> String {
            String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        func plain(_ path: String) -> Bool {
            Array(path.split(separator: "/", omittingEmptySubsequences: false).dropLast()).contains { folder in
                let last = folder.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
                return KnownTypes.otherPlatformFolders.contains(lowercased(folder))
                    || KnownTypes.otherPlatformFolders.contains(lowercased(last))
            }
        }
        var folders = ["App.Droid", "droid", "DROID", ".droid", "droid.", "App.Droid.Tests", "Droids", "roid", "xdroid", "App.iOS",
                       "Mac", "macOS", "Macs", "OSX", "wpf", "UWP", "WinUI", "Windows", "WindowsPhone", "windowsphon",
                       "App.WindowsPhone", "Tizen", "GTK", "Android", "android.", "a.b.Android", "Platforms", "iOS", "",
                       "sample_name", "M@C", "m\u{00E1}c", "WPF.App", "Gtk.Mac.Shared", "GT\u{212A}", "Androi\u{0307}d"]
        folders += KnownTypes.otherPlatformFolders.map { $0.uppercased() }
        var checked = 0
        for first in folders {
            for second in ["Views", "Samples/Map"] + folders.prefix(6) {
                for path in ["\(first)/\(second)/Screen.cs", "\(second)/\(first)", "src/\(first)/x/\(second)/Screen.cs", "/\(first)/A.cs"] {
                    XCTAssertEqual(KnownTypes.isOtherPlatform(byFoldersOf: path, language: .csharp), plain(path), path)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertTrue(KnownTypes.isOtherPlatform(byFoldersOf: "App.Droid/Main.cs", language: .csharp))
        XCTAssertFalse(KnownTypes.isOtherPlatform(byFoldersOf: "App.Droid/Main.swift", language: .swift), "C# only")
        XCTAssertFalse(KnownTypes.isOtherPlatform(byFoldersOf: "Views/Droid.cs", language: .csharp), "not the file's name")
    }
}
