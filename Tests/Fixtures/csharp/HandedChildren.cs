using UIKit;

// A child handed to a method of the class that adds its parameter as a child: contained.
public class HandedChildController : UIViewController
{
    readonly UIPageViewController pages = new UIPageViewController ();
    readonly UIViewController preview = new UIViewController ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        Contain (pages);
        View.AddSubview (pages.View);
        Configure (preview);
        View.AddSubview (preview.View); // expect: add_subview_without_add_child
    }

    void Contain (UIViewController controller)
    {
        AddChildViewController (controller);
        controller.DidMoveToParentViewController (this);
    }

    void Configure (UIViewController controller)
    {
        controller.Title = "Preview";
    }
}
