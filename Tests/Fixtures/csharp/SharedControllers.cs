using Foundation;
using UIKit;

// outlet_access_before_load: a controller read from a shared object (`Shell.Current.Menu`, or a
// property of what a call returns) is one on screen, not one just made.
public class MenuController : UIViewController
{
    [Outlet]
    public UIView Panel { get; set; }

    public static MenuController Make() => new MenuController();
}

public class ShellController : UIViewController
{
    public static ShellController Current { get; } = new ShellController();
    public static ShellController Shared() => Current;
    public UIViewController Menu { get; set; }
}

public class StatusBarController : UIViewController
{
    void ToggleMenu()
    {
        var menu = ShellController.Current.Menu as MenuController;
        menu.Panel.Hidden = !menu.Panel.Hidden;
        var other = ShellController.Shared().Menu as MenuController;
        other.Panel.Hidden = true;
        var fresh = new MenuController();
        fresh.Panel.Hidden = true; // expect: outlet_access_before_load
        PresentViewController(fresh, true, null);
    }
}
