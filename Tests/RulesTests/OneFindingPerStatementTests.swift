import Rules
import SwiftTokenizer
import XCTest

/// Two uses of a controller's container in one statement are one mistake: one finding, at the first.
/// Uses on lines of their own are each reported, also where the statement before held one.
final class OneFindingPerStatementTests: XCTestCase {
    private func lines(_ code: String, _ language: Language) -> [Int] {
        lint(code, language, enabling: ["container_access_in_view_did_load"]).map(\.line)
    }

    func testTwoUsesOfTheContainerInOneStatement() {
        let swift = """
            final class BoardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let top = navigationController?.navigationBar.frame.maxY ?? navigationController?.view.safeAreaInsets.top ?? 0
                    title = navigationController?.title
                    navigationController?.navigationBar.isTranslucent = false
                    print(top)
                }
            }
            """
        XCTAssertEqual(lines(swift, .swift), [4, 5, 6])
        let csharp = """
            public class BoardViewController : UIViewController
            {
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    var top = NavigationController.NavigationBar.Frame.Bottom + NavigationController.View.Frame.Top;
                    Title = NavigationController.Title;
                    NavigationController.NavigationBar.Translucent = false;
                }
            }
            """
        XCTAssertEqual(lines(csharp, .csharp), [6, 7, 8])
        let objectiveC = """
            @interface BoardViewController : UIViewController
            @end
            @implementation BoardViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat top = self.navigationController.navigationBar.frame.origin.y + self.navigationController.navigationBar.frame.size.height;
                self.title = self.navigationController.title;
            }
            @end
            """
        XCTAssertEqual(lines(objectiveC, .objectiveC), [6, 7])
    }
}
