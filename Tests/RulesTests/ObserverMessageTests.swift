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

    /// A removal by name and object undoes a registration of that name and object whatever its selector;
    /// a subscription is its receiver and event, not the two run together (`FooBar.Changed` is not
    /// `Foo.BarChanged`).
    func testKeysKeepTheirParts() {
        let swift = """
            import UIKit

            final class FormViewController: UIViewController {
                let emailField = UITextField()

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextField.textDidChangeNotification, object: emailField)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: emailField)
                }

                @objc private func changed() {}
            }
            """
        XCTAssertEqual(lint(swift, .swift, enabling: ["unbalanced_observer"]).map(\.message), [])
        let csharp = """
            using UIKit;

            public class FormViewController : UIViewController
            {
                public override void ViewWillAppear(bool animated)
                {
                    base.ViewWillAppear(animated);
                    FooBar.Changed += OnChanged;
                }

                public override void ViewWillDisappear(bool animated)
                {
                    base.ViewWillDisappear(animated);
                    Foo.BarChanged -= OnChanged;
                }

                protected override void Dispose(bool disposing)
                {
                    FooBar.Changed -= OnChanged;
                    base.Dispose(disposing);
                }

                void OnChanged(object sender, System.EventArgs e) {}
            }
            """
        XCTAssertEqual(lint(csharp, .csharp, enabling: ["unbalanced_observer"]).map(\.line), [8])
    }

    /// `distinctSorted` makes a list `Array(Set(strings)).sorted()`, on random lists with repeats.
    func testDistinctSortedIsTheSetSorted() {
        var generator = SystemRandomNumberGenerator()
        let words = ["once", "on every hide", "at teardown", "on every appearance", "`deinit` (at teardown)", "", "é", "e\u{301}"]
        for _ in 0 ..< 1_000 {
            let strings = (0 ..< Int.random(in: 0 ... 6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            var distinct = strings
            UnbalancedObserver.distinctSorted(&distinct)
            XCTAssertEqual(distinct, Array(Set(strings)).sorted(), "\(strings)")
        }
    }
}
