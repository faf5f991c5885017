using CoreGraphics;
using UIKit;

// geometry_in_view_did_load: a view a layout method frames again, through a helper of the class
// (`Relayout()`) or through a method of the view's own handed the new geometry (`blocker.SetBounds(
// View.Bounds)`), follows every size change; one nothing lays out again does not.
public class Blocker
{
    readonly UIView view = new UIView();
    public void Attach(UIView parent, CGRect frame) { view.Frame = frame; parent.AddSubview(view); }
    public void SetBounds(CGRect bounds) { view.Bounds = bounds; }
}

public class PanelController : UIViewController
{
    readonly UIView dimmer = new UIView();
    readonly UIView banner = new UIView();
    readonly Blocker blocker = new Blocker();

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        dimmer.Frame = View.Bounds;
        View.AddSubview(dimmer);
        blocker.Attach(View, View.Frame);
        banner.Frame = new CGRect(0, 0, View.Bounds.Width, 44); // expect: geometry_in_view_did_load
        View.AddSubview(banner);
    }

    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        Relayout();
        blocker.SetBounds(View.Bounds);
    }

    void Relayout()
    {
        dimmer.Frame = View.Bounds;
    }
}
