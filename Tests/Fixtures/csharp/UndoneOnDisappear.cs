using UIKit;

// repeated_setup_in_appear: what `ViewWillDisappear` takes away again does not pile up; what only
// `ViewDidDisappear` takes away does, after a cancelled interactive pop (`ViewWillDisappear`, then
// `ViewWillAppear` again, no `ViewDidDisappear`).
public class CameraController : UIViewController
{
    UITapGestureRecognizer focusTap;
    UILabel badge, hint;

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        focusTap = new UITapGestureRecognizer(Focus);
        View.AddGestureRecognizer(focusTap);
        badge = new UILabel();
        View.AddSubview(badge);
        hint = new UILabel();
        View.AddSubview(hint); // expect: repeated_setup_in_appear
    }

    public override void ViewWillDisappear(bool animated)
    {
        base.ViewWillDisappear(animated);
        View.RemoveGestureRecognizer(focusTap);
        badge.RemoveFromSuperview();
    }

    public override void ViewDidDisappear(bool animated)
    {
        base.ViewDidDisappear(animated);
        hint?.RemoveFromSuperview();
    }

    void Focus() { }
}
