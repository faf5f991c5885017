using CoreGraphics;
using UIKit;

// geometry_in_view_did_load: a view a helper of the class made before the read (called earlier from
// `ViewDidLoad`) has the frame that helper gave it; reading it back, in the method or in a later helper,
// is no new mistake. A view made after the read, or never, is still read before layout.
public class LicenseController : UIViewController
{
    UIView banner, footer;
    UITextView body;
    UILabel hint;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        LoadBanner();
        body = new UITextView(new CGRect(5, banner.Frame.Bottom + 5, 300, 200));
        View.AddSubview(body);
        MakeHint();
        var spacer = new UIView(new CGRect(0, footer.Frame.Top, 10, 10)); // expect: geometry_in_view_did_load
        View.AddSubview(spacer);
        LoadFooter();
    }

    void LoadBanner()
    {
        banner = new UIView(new CGRect(0, 0, 320, 64));
        View.AddSubview(banner);
    }

    void MakeHint()
    {
        hint = new UILabel(new CGRect(40, body.Frame.Bottom + 10, 240, 30));
        View.AddSubview(hint);
    }

    void LoadFooter()
    {
        footer = new UIView(new CGRect(0, 500, 320, 44));
        View.AddSubview(footer);
    }
}
