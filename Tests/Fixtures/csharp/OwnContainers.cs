using UIKit;

// container_access_in_view_did_load: a container property the class declares itself is its own answer,
// not UIKit's walk up the hierarchy; a nil test of what the container holds, through a null-conditional
// access, is a test like one of the container itself (the code it guards still counts).
public class PauseController : UIViewController
{
    UINavigationController embedded;

    public override UINavigationController NavigationController => embedded;

    public override void PrepareForSegue(UIStoryboardSegue segue, Foundation.NSObject sender)
    {
        embedded = segue.DestinationViewController as UINavigationController;
    }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        NavigationController.TopViewController.Title = "Paused";
        TabBarController.TabBar.Hidden = true; // expect: container_access_in_view_did_load
    }
}

public class ThemedListController : UITableViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        if (NavigationController?.NavigationBar != null)
        {
            Title = "Items";
        }
        if (TabBarController?.TabBar == null)
            return;
        NavigationController.NavigationBar.Translucent = false; // expect: container_access_in_view_did_load
    }
}
