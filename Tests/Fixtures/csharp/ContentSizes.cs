using CoreGraphics;
using Foundation;
using UIKit;

// geometry_in_view_did_load: a scroll view's content size computed from the view in `ViewDidLoad` is
// reported even for an outlet or a pinned view: masks, constraints and nibs size its frame, never its
// content size. One set again in a layout method is not.
[Register("LyricsController")]
public partial class LyricsController : UIViewController
{
    [Outlet] UIScrollView scrollView { get; set; }
    [Outlet] UIScrollView pager { get; set; }

    public LyricsController(System.IntPtr handle) : base(handle) { }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        scrollView.Frame = View.Bounds;
        scrollView.ContentSize = new CGSize(View.Frame.Width, 400); // expect: geometry_in_view_did_load
        pager.ContentSize = new CGSize(View.Frame.Width * 3, 200);
    }

    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        pager.ContentSize = new CGSize(View.Frame.Width * 3, 200);
    }
}
