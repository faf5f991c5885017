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

    /// A controller's name the skim records no word for (not a capital first) is searched for as bytes,
    /// and found again among the reports' declarations; a name written as a word is not among those.
    func testALowercaseControllerNameIsSearchedForAsBytes() {
        let (reports, searched) = searches([("Base.swift", """
            import UIKit

            class screen_base: UIViewController {}
            class Detail: screen_base {}
            """)])
        XCTAssertEqual(searched.spelled.count, 1)
        XCTAssertTrue(searched.controllerWords.contains(hash("Detail")))
        XCTAssertEqual(Skimming.Spellings(reports, []).names(of: searched.spelled), [Array("screen_base".utf8)])
        XCTAssertEqual(Skimming.Spellings([], reports).names(of: searched.spelled), [Array("screen_base".utf8)], "from the context")
        XCTAssertEqual(Skimming.Spellings(reports, []).names(of: []), [])
    }

    /// A skimmed file spelling a controller's name is read, but for another platform's by its folders
    /// (C#'s `App.Droid/`): its classes are no UIKit controllers. Spelling a name whose declarations
    /// could change an answer, every skimmed file is read.
    func testAnotherPlatformsFileIsNotReadForAControllersName() {
        let sample = hash("Sample")
        let reports = ["App.Droid/Views/Sample.cs", "App.iOS/Views/Sample.cs", "Droid/Sample.swift"].map { path in
            FileReport(path: path, language: path.hasSuffix(".cs") ? .csharp : .swift, diagnostics: [], types: [], contentHash: nil,
                       skimmedWords: [hash("Other"), sample])
        }
        let skimmed = reports.indices.map { (report: $0, file: $0) }
        let asController = Linter.filesSpelling(Skimming.Searched(controllerWords: [sample]), among: skimmed, reports, jobs: 1)
        XCTAssertEqual(asController, [false, true, true])
        let asSensitive = Linter.filesSpelling(Skimming.Searched(words: [sample]), among: skimmed, reports, jobs: 1)
        XCTAssertEqual(asSensitive, [true, true, true])
        XCTAssertEqual(Linter.filesSpelling(Skimming.Searched(words: [hash("Missing")]), among: skimmed, reports, jobs: 1), [false, false, false])
    }
}
