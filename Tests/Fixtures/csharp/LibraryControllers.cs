using SheetKit;
using UIKit;

// direct_lifecycle_call on a class no file of the project declares (a library's `SheetKitActionSheet`):
// a callback only view controllers have makes it one. A presenter of the project's own with a method named
// `ViewDidLoad` is not, and a library object's `TraitCollectionDidChange` (views have it too) is not taken
// for a controller's.
public class ShareListController : UIViewController
{
    SheetKitActionSheet sheet;
    ShareListPresenter presenter;
    SheetKitBadge badge;

    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        sheet.ViewDidLayoutSubviews(); // expect: direct_lifecycle_call
        presenter.ViewDidLoad();
        badge.TraitCollectionDidChange(null);
    }
}

public class ShareListPresenter
{
    public void ViewDidLoad() { }
}

// view_access_in_init, quiet: a constructor that assigns the view sets it without loading anything.
public class ShareGLController : UIViewController
{
    public ShareGLController()
    {
        View = new UIView();
        View.BackgroundColor = UIColor.Black;
    }
}
