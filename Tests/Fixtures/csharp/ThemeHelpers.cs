using UIKit;

// container_access_in_view_did_load through helpers: a use in a helper that ViewWillAppear also runs is
// redone once the controller is in its container, whether ViewDidLoad reaches it directly or through
// another helper. Reported: a helper only ViewDidLoad runs.
public class ThemedListController : UIViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        ThemeChanged();
        ApplyTheme();
        SetUpToolbar(); // expect: container_access_in_view_did_load
    }

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        ApplyTheme();
    }

    void ThemeChanged()
    {
        ApplyTheme();
    }

    void ApplyTheme()
    {
        NavigationController.NavigationBar.BarStyle = UIBarStyle.Black;
    }

    void SetUpToolbar()
    {
        NavigationController.SetToolbarHidden(false, false);
    }
}
