using System;
using CoreGraphics;
using UIKit;

// geometry_in_view_did_load in frame-era C# (springs and struts, nib outlets), the shapes of the C#
// round on Xamarin samples. Quiet: a view made with its mask in the object initializer, framed from
// the view then or later; a frame moved and given back to the same view; an outlet (made and sized by
// its nib) framed from the view; a helper a rotation method runs again. Reported: the same code on a
// view made without a mask, an outlet this code gives no mask, and a helper only viewDidLoad runs.
public partial class RouteSheetController : UIViewController
{
    UIView shade;
    UIActivityIndicatorView spinner;
    UIView stripe;
    UIImageView stamp;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        shade = new UIView(View.Frame) { BackgroundColor = UIColor.Black, AutoresizingMask = UIViewAutoresizing.FlexibleDimensions };
        spinner = new UIActivityIndicatorView(UIActivityIndicatorViewStyle.WhiteLarge) { AutoresizingMask = UIViewAutoresizing.FlexibleMargins };
        spinner.Frame = new CGRect((View.Frame.Width - 37f) / 2, (View.Frame.Height - 37f) / 2, 37f, 37f);
        var marker = new UIView(new CGRect(banner.Frame.Width - 8f, 0f, 8f, banner.Frame.Height)) {
            BackgroundColor = UIColor.Green,
            AutoresizingMask = UIViewAutoresizing.FlexibleHeight | UIViewAutoresizing.FlexibleLeftMargin,
        };
        banner.AddSubview(marker);
        stripe = new UIView(new CGRect(0, 0, View.Frame.Width, 2f)); // expect: geometry_in_view_did_load
        View.AddSubview(stripe);

        var frame = routeLabel.Frame;
        frame.X -= 10f;
        frame.Width = frame.Height;
        routeLabel.Frame = frame;

        frame = footerBar.Frame;
        frame.Width = View.Frame.Width;
        footerBar.Frame = frame;

        frame = stampHolder.Frame;
        frame.Width = View.Frame.Width - 20f; // expect: geometry_in_view_did_load
        stampHolder.AutoresizingMask = UIViewAutoresizing.None;
        stampHolder.Frame = frame;

        stamp = new UIImageView(routeLabel.Frame); // expect: geometry_in_view_did_load
        View.AddSubview(stamp);
        ArrangePanels();
        MeasureHeader(); // expect: geometry_in_view_did_load
    }

    public override void WillRotate(UIInterfaceOrientation toInterfaceOrientation, double duration)
    {
        base.WillRotate(toInterfaceOrientation, duration);
        ArrangePanels();
    }

    void ArrangePanels()
    {
        var width = View.Bounds.Width / 2;
        Console.WriteLine(width);
    }

    void MeasureHeader()
    {
        var width = View.Bounds.Width;
        Console.WriteLine(width);
    }
}

// A rectangle taken from the view and changed in place before it is given to a view: quiet when that
// view follows resizes (its mask set in a statement of its own), reported when nothing resizes it.
public class TrailMapController : UIViewController
{
    UIView map;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        var frame = View.Frame;
        frame.X = 0;
        frame.Y += 20f;
        map = new UIView(frame);
        map.AutoresizingMask = UIViewAutoresizing.All;
        View.AddSubview(map);

        var stripFrame = View.Bounds; // expect: geometry_in_view_did_load
        stripFrame.Y = 8f;
        var strip = new UIView(stripFrame);
        View.AddSubview(strip);
    }
}
