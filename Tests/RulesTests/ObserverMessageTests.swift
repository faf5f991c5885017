@testable import Rules
import SwiftTokenizer
import XCTest

/// What an `unbalanced_observer` message lists: the places of the removals, each once and sorted
/// whatever their order in the source.
final class ObserverMessageTests: XCTestCase {
    func testRemovalPlacesAreListedOnceAndSorted() {
        let code = """
            import UIKit

            final class FeedViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .feedChanged, object: nil)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    NotificationCenter.default.removeObserver(self, name: .feedChanged, object: nil)
                    NotificationCenter.default.removeObserver(self, name: .feedChanged, object: nil)
                }

                deinit {
                    NotificationCenter.default.removeObserver(self, name: .feedChanged, object: nil)
                }

                @objc private func refresh() {}
            }
            """
        let found = lint(code, .swift, enabling: ["unbalanced_observer"])
        XCTAssertEqual(found.map(\.message), [
            "`addObserver` in `viewDidAppear(_:)` (on every appearance) is removed in `deinit` (at teardown) and "
                + "`viewDidDisappear(_:)` (on every hide): after a cancelled interactive pop (viewWillDisappear without "
                + "viewDidDisappear) it is registered twice and fires twice; register once and remove at teardown, or "
                + "pair viewWillAppear with viewWillDisappear",
        ])
    }

    /// One observer registered in two methods is one observer: both registrations are replayed together
    /// and reported once, at the first to run (`viewDidLoad`'s), in Swift and C#.
    func testOneObserverRegisteredInTwoMethodsIsReportedOnce() {
        let swift = """
            import UIKit

            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .feedChanged, object: nil)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .feedChanged, object: nil)
                }

                deinit {
                    NotificationCenter.default.removeObserver(self)
                }

                @objc private func refresh() {}
            }
            """
        let csharp = """
            using UIKit;

            public class FeedViewController : UIViewController
            {
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    Button.TouchUpInside += OnTap;
                }

                public override void ViewWillAppear(bool animated)
                {
                    base.ViewWillAppear(animated);
                    Button.TouchUpInside += OnTap;
                }

                protected override void Dispose(bool disposing)
                {
                    Button.TouchUpInside -= OnTap;
                    base.Dispose(disposing);
                }

                void OnTap(object sender, System.EventArgs e) {}
            }
            """
        for (code, language, line) in [(swift, Language.swift, 6), (csharp, Language.csharp, 8)] {
            let found = lint(code, language, enabling: ["unbalanced_observer"])
            XCTAssertEqual(found.map(\.line), [line], code)
            XCTAssertTrue(found.first?.message.contains("`viewDidLoad") == true || found.first?.message.contains("`ViewDidLoad") == true,
                          found.first?.message ?? "no finding")
        }
    }

    /// `distinctSorted` is `Array(Set(strings)).sorted()`, on random lists with repeats.
    func testDistinctSortedIsTheSetSorted() {
        var generator = SystemRandomNumberGenerator()
        let words = ["once", "on every hide", "at teardown", "on every appearance", "`deinit` (at teardown)", "", "é", "e\u{301}"]
        for _ in 0 ..< 1_000 {
            let strings = (0 ..< Int.random(in: 0 ... 6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            XCTAssertEqual(UnbalancedObserver.distinctSorted(strings), Array(Set(strings)).sorted(), "\(strings)")
        }
    }
}
