using CoreGraphics;
using UIKit;

// geometry_in_view_did_load: a view this method made, named through `this.`, has the frame the method
// gave it; reading it back is no new mistake (the read that computed the frame is the finding).
public class PosterController : UIViewController
{
    UIImageView _poster;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        var frame = new CGRect(0, 0, this.View.Frame.Width, 200); // expect: geometry_in_view_did_load
        this._poster = new UIImageView(frame);
        this.View.AddSubview(this._poster);
        var caption = new UILabel(new CGRect(0, 210, this._poster.Frame.Width, 20));
        View.AddSubview(caption);
    }
}
