using CoreGraphics;
using UIKit;

// repeated_setup_in_appear: a container emptied first in the same call keeps nothing from the last
// appearance, whichever way its name is written (`this.pages` emptied, `pages` filled).
public class PagesController : UIViewController
{
    readonly UIScrollView pages = new UIScrollView();
    readonly UIView strip = new UIView();

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        foreach (var old in this.pages.Subviews) old.RemoveFromSuperview();
        pages.AddSubview(new UIView(new CGRect(0, 0, 100, 100)));
        strip.AddSubview(new UIView()); // expect: repeated_setup_in_appear
    }
}
