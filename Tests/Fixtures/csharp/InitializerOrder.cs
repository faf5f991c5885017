using CoreGraphics;
using UIKit;

// geometry_in_view_did_load: a C# object initializer's `Frame` sizes the view it makes, whichever
// member comes first: with an autoresizing mask set there too, the view follows later resizes. Without
// one, the frame stays the view's size at load.
public class ContactsController : UIViewController
{
    UITableView contacts, recent;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        contacts = new UITableView {
            AutoresizingMask = UIViewAutoresizing.FlexibleHeight | UIViewAutoresizing.FlexibleWidth,
            Frame = new CGRect(0, 0, View.Frame.Width, View.Frame.Height)
        };
        View.AddSubview(contacts);
        recent = new UITableView {
            BackgroundColor = UIColor.White,
            Frame = new CGRect(0, 0, View.Frame.Width, 200) // expect: geometry_in_view_did_load
        };
        View.AddSubview(recent);
    }
}
