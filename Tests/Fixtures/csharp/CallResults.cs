using UIKit;

// direct_lifecycle_call: a callback sent to what a call returns, a call named like a controller
// (`swipe.CurrentViewController()`), is sent to a controller: UIKit sends it too.
public class SwipeNavigationController : UINavigationController
{
    public UIViewController CurrentViewController() => TopViewController;
}

public class PagesController : UIPageViewController
{
    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        var swipe = ParentViewController as SwipeNavigationController;
        swipe.CurrentViewController().ViewDidAppear(animated); // expect: direct_lifecycle_call
    }
}
