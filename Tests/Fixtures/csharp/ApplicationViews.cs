using CoreGraphics;
using UIKit;

// Views reached from the application object are in its windows, on screen and sized already.
public class ApplicationHeaderController : UIViewController
{
    readonly UIView header = new UIView ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        var top = UIApplication.SharedApplication.KeyWindow.RootViewController.View.Frame.Top;
        header.Frame = new CGRect (0, top, 320, 44);
        View.AddSubview (header);
        header.Frame = new CGRect (0, top, View.Bounds.Width, 44); // expect: geometry_in_view_did_load
    }
}
