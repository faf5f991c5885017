using Foundation;
using UIKit;

// add_subview_without_add_child: a controller's view put in a window kept in a field (`_window`,
// `this._window`, `MainWindow`) is as wrong as in one named `Window`: make the controller the root.
[Register("AppDelegate")]
public class AppDelegate : UIApplicationDelegate
{
    UIWindow _window;
    UINavigationController _nav;

    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
    {
        _window = new UIWindow(UIScreen.MainScreen.Bounds);
        _nav = new UINavigationController(new UIViewController());
        _window.AddSubview(_nav.View); // expect: add_subview_without_add_child
        _window.MakeKeyAndVisible();
        return true;
    }
}

public class SceneHost
{
    UIWindow MainWindow;

    public void Show(UIViewController home)
    {
        MainWindow.RootViewController = home;
        MainWindow.AddSubview(home.View);
    }
}
