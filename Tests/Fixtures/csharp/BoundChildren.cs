using UIKit;

// add_child_without_did_move: a child added under a local it was copied to from a property, and told
// `DidMoveToParentViewController` through the property, is complete. Reported: one never told.
public class OverlayHostController : UIViewController
{
    public UIViewController Overlay { get; set; }
    public UIViewController Banner { get; set; }

    public void AttachOverlay()
    {
        var shown = Overlay;
        AddChildViewController(shown);
        View.AddSubview(Overlay.View);
        Overlay.DidMoveToParentViewController(this);
    }

    public void AttachBanner()
    {
        var shown = Banner;
        AddChildViewController(shown); // expect: add_child_without_did_move
        View.AddSubview(shown.View);
    }
}
