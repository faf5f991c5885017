import Rules
import XCTest

/// `outlet_access_before_load` names the write that comes before the view loads: in the initializer
/// or on a fresh controller in another file, the first in path and line order.
final class EarlyWriteMessageTests: XCTestCase {
    private let detail = """
        final class DetailViewController: UIViewController {
            @IBOutlet private var statusLabel: UILabel!
            var status = "" {
                didSet { statusLabel.text = status }
            }
        }
        """
    private let presenter = """
        final class Presenter {
            func show(from parent: UIViewController) {
                let detail = DetailViewController()
                detail.status = "Loading"
                parent.present(detail, animated: true)
            }
        }
        """

    func testTheEarlyWriteIsNamedWhereverItIs() {
        for bodyFacts in [BodyFacts.inline, .reread] {
            let found = lint([("Screens/Detail.swift", detail), ("Screens/Presenter.swift", presenter)],
                             enabling: ["outlet_access_before_load"], bodyFacts: bodyFacts)
            XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.message)" }, [
                "Screens/Detail.swift:4 setting `status` uses `statusLabel`, which is nil until the view loads, and `status` is set "
                    + "before that (at Screens/Presenter.swift:4); store the value, apply it in `viewDidLoad()`, and here only `if isViewLoaded`",
            ], "body facts \(bodyFacts)")
        }
    }

    /// A place is written from its parts' bytes: a path outside ASCII, and a line of three digits.
    func testAPlaceKeepsItsPathAndItsLine() {
        let presenter = String(repeating: "\n", count: 96) + self.presenter
        let found = lint([("Écrans/Détail.swift", detail), ("Écrans/Présentateur.swift", presenter)],
                         enabling: ["outlet_access_before_load"])
        XCTAssertEqual(found.map(\.message), [
            "setting `status` uses `statusLabel`, which is nil until the view loads, and `status` is set before that "
                + "(at Écrans/Présentateur.swift:100); store the value, apply it in `viewDidLoad()`, and here only `if isViewLoaded`",
        ])
    }

    /// A C# constructor runs the setter (a Swift initializer does not run its own class's observers).
    func testAWriteInTheConstructorIsNamed() {
        let code = """
            public class SummaryViewController : UIViewController
            {
                [Outlet] UILabel TotalLabel { get; set; }
                int total;
                public int Total
                {
                    get => total;
                    set { total = value; TotalLabel.Text = value.ToString(); }
                }
                public SummaryViewController(int start)
                {
                    Total = start;
                }
            }
            """
        let found = lint([("Summary.cs", code)], enabling: ["outlet_access_before_load"])
        XCTAssertEqual(found.map { "\($0.line) \($0.message)" }, [
            "8 setting `Total` uses `TotalLabel`, which is null until the view loads, and `Total` is set before that "
                + "(at Summary.cs:12); store the value, apply it in `ViewDidLoad`, and here only `if (IsViewLoaded)`",
        ])
    }

    func testCSharpSaysNull() {
        let code = """
            public class SummaryViewController : UIViewController
            {
                [Outlet] UILabel TotalLabel { get; set; }
            }
            public class Host : UIViewController
            {
                void Show()
                {
                    var summary = new SummaryViewController();
                    summary.TotalLabel.Text = "0";
                }
            }
            """
        let found = lint([("Summary.cs", code)], enabling: ["outlet_access_before_load"])
        XCTAssertEqual(found.map(\.message), [
            "`summary.TotalLabel` is null here: `SummaryViewController`'s view is not loaded yet; pass the value in a property "
                + "and apply it in `ViewDidLoad`, or call `summary.LoadViewIfNeeded()` first",
        ])
    }

    /// The same message in Swift and Objective-C: `nil`, and each language's way to load the view.
    func testSwiftAndObjectiveCSayNil() {
        let swift = """
            final class DetailViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
            }
            final class Host: UIViewController {
                func show() {
                    let detail = DetailViewController()
                    detail.titleLabel.text = "x"
                }
            }
            """
        XCTAssertEqual(lint([("Detail.swift", swift)], enabling: ["outlet_access_before_load"]).map(\.message), [
            "`detail.titleLabel` is nil here: `DetailViewController`'s view is not loaded yet; pass the value in a property "
                + "and apply it in `viewDidLoad()`, or call `detail.loadViewIfNeeded()` first",
        ])
        let objectiveC = """
            @interface DetailViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @end
            @implementation HostViewController
            - (void)show {
                DetailViewController *detail = [[DetailViewController alloc] init];
                detail.titleLabel.text = @"x";
            }
            @end
            """
        XCTAssertEqual(lint([("Detail.m", objectiveC)], enabling: ["outlet_access_before_load"]).map(\.message), [
            "`detail.titleLabel` is nil here: `DetailViewController`'s view is not loaded yet; pass the value in a property "
                + "and apply it in `viewDidLoad`, or call `[detail loadViewIfNeeded]` first",
        ])
    }
}
