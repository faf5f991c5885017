using UIKit;

// add_subview_without_add_child, quiet: a controller made a window's root controller is the window's,
// which sends its appearance. Reported: the same view added without making it the root.
public class ViewerListController : UIViewController
{
    public void OpenViewer(UIViewController viewerController)
    {
        var window = View.Window;
        window.RootViewController = viewerController;
        window.AddSubview(viewerController.View);
    }

    public void PeekViewer(UIViewController viewerController)
    {
        View.AddSubview(viewerController.View); // expect: add_subview_without_add_child
    }
}

// geometry_in_view_did_load, quiet: a helper that returns while the view is in no window (a view that
// just loaded is in none) reads nothing from ViewDidLoad. Reported: the same read without the test.
public class PadSkinController : UIViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        RefreshSkin();
        ChooseAxis(); // expect: geometry_in_view_did_load
    }

    void RefreshSkin()
    {
        if (View.Window == null) return;
        var horizontal = View.Bounds.Width > View.Bounds.Height;
        System.Console.WriteLine(horizontal);
    }

    void ChooseAxis()
    {
        var horizontal = View.Bounds.Width > View.Bounds.Height;
        System.Console.WriteLine(horizontal);
    }
}

// geometry_in_view_did_load, quiet: a view whose autoresizing mask is set where it is made (a field's
// object initializer) follows every later resize once framed from the view's bounds. Reported: one made
// without a mask.
public class DrawerPanelController : UIViewController
{
    readonly UIView content = new UIView { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions };
    readonly UIView shade = new UIView();

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        content.Frame = View.Bounds;
        View.AddSubview(content);
        shade.Frame = View.Bounds; // expect: geometry_in_view_did_load
        View.AddSubview(shade);
    }
}
