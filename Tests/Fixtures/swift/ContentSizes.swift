import UIKit

// geometry_in_view_did_load: a scroll view's content size computed from the view in `viewDidLoad` is
// reported even for an outlet or a pinned view: masks, constraints and nibs size its frame, never its
// content size. One set again in a layout method is not.
final class LyricsViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!
    @IBOutlet var pager: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 400) // expect: geometry_in_view_did_load
        pager.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pager.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
    }
}
