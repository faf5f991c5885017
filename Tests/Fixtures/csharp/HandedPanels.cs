using UIKit;

// Children handed to a method of a base class in another file (PanelHostBase.cs).
public class HandedPanelsController : PanelHostBase
{
    readonly UIViewController inspector = new UIViewController ();
    readonly UIViewController preview = new UIViewController ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        Host (inspector);
        View.AddSubview (inspector.View);
        Decorate (preview);
        View.AddSubview (preview.View); // expect: add_subview_without_add_child
    }
}
