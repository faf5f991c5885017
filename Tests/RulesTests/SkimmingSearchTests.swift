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
        var known: Set<UInt32> = []
        return Skimming.searchedHashes(Skimming.Names([compose, screen], []), known: &known) ?? []
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
}
