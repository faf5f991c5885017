using System;
using System.Linq;
using AVKit;
using CoreGraphics;
using Foundation;
using MapKit;
using SafariServices;
using UIKit;

// Layout decided in ViewDidLoad from sizes that are not final yet: the view's width, a control
// centred on it, a toolbar outlet's height.
public partial class ShapeGalleryViewController : UIViewController
{
    [Outlet] UIToolbar Toolbar { get; set; }
    UIButton shareButton = new UIButton();
    int columns = 1;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        if (View.Bounds.Width > 600) columns = 3; // expect: geometry_in_view_did_load
        shareButton.Center = new CGPoint(View.Bounds.Width / 2, 80); // expect: geometry_in_view_did_load
        AdditionalSafeAreaInsets = new UIEdgeInsets(0, 0, Toolbar.Frame.Height, 0); // expect: geometry_in_view_did_load
    }

    // A bar's height read in LoadView: the container is not there yet, nor the final size.
    public override void LoadView()
    {
        base.LoadView();
        var inset = NavigationController.NavigationBar.Frame.Height; // expect: container_access_in_view_did_load, geometry_in_view_did_load
        AdditionalSafeAreaInsets = new UIEdgeInsets(inset, 0, 0, 0);
    }
}

// Removals: every child at once in a ForEach lambda, and DidMoveToParentViewController(null) where
// WillMoveToParentViewController(null) belongs.
public class ShapeTabsViewController : UIViewController
{
    public void ClearTabs()
    {
        ChildViewControllers.ToList().ForEach(c => { c.View.RemoveFromSuperview(); c.RemoveFromParentViewController(); }); // expect: remove_child_incomplete
    }

    public void Close(UIViewController panel)
    {
        panel.View.RemoveFromSuperview();
        panel.DidMoveToParentViewController(null);
        panel.RemoveFromParentViewController(); // expect: remove_child_incomplete
    }

    // Taken out and put back: a reorder, not a removal.
    public void BringToFront(UIViewController panel)
    {
        panel.View.RemoveFromSuperview();
        View.AddSubview(panel.View);
    }

    // A menu that may not be there, removed completely.
    ShapeMenuViewController menu;
    public void HideMenu()
    {
        menu?.WillMoveToParentViewController(null);
        menu?.View.RemoveFromSuperview();
        menu?.RemoveFromParentViewController();
    }
}

public class ShapeMenuViewController : UIViewController { }

// UIKit's own controllers are controllers: their views load like any other.
public class ShapePlayerHostViewController : UIViewController
{
    public void Play(NSUrl url)
    {
        var player = new AVPlayerViewController();
        player.Player = new AVPlayer(url);
        View.AddSubview(player.View); // expect: add_subview_without_add_child
    }

    public void Preview(NSUrl url)
    {
        var safari = new SFSafariViewController(url);
        if (safari.View != null) PresentViewController(safari, true, null); // expect: view_nil_check
    }

    public void Refresh()
    {
        if (null != View) View.SetNeedsLayout(); // expect: view_nil_check
    }

    // Tests the window, not the view.
    public void Relayout()
    {
        if (null != View.Window) View.SetNeedsLayout();
    }
}

// A block observer whose token is dropped, with removal of `this`: it is never removed.
public class ShapeKeyboardViewController : UIViewController
{
    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        NSNotificationCenter.DefaultCenter.AddObserver(UIKeyboard.WillShowNotification, OnKeyboard); // expect: unbalanced_observer
    }

    public override void ViewWillDisappear(bool animated)
    {
        base.ViewWillDisappear(animated);
        NSNotificationCenter.DefaultCenter.RemoveObserver(this);
    }

    void OnKeyboard(NSNotification notification) { }
}

// The block observer's token kept and removed: balanced.
public class ShapeSearchViewController : UIViewController
{
    NSObject keyboardToken;

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        keyboardToken = NSNotificationCenter.DefaultCenter.AddObserver(UIKeyboard.WillShowNotification, OnKeyboard);
    }

    public override void ViewWillDisappear(bool animated)
    {
        base.ViewWillDisappear(animated);
        NSNotificationCenter.DefaultCenter.RemoveObserver(keyboardToken);
    }

    void OnKeyboard(NSNotification notification) { }
}

// A segue's destination read with `as`: a setter whose outlet is not there yet.
public partial class ShapeOrdersViewController : UIViewController
{
    public override void PrepareForSegue(UIStoryboardSegue segue, NSObject sender)
    {
        base.PrepareForSegue(segue, sender);
        var detail = segue.DestinationViewController as ShapeOrderDetailViewController;
        detail.Status = "Shipped";
    }
}

public partial class ShapeOrderDetailViewController : UIViewController
{
    [Outlet] UILabel StatusLabel { get; set; }
    string status;
    public string Status
    {
        get => status;
        set { status = value; StatusLabel.Text = value; } // expect: outlet_access_before_load
    }
}

// The transition context hands UIKit's controllers over: their views are UIKit's to place.
public class ShapeFadeAnimator : UIViewControllerAnimatedTransitioning
{
    public override double TransitionDuration(IUIViewControllerContextTransitioning context) => 0.3;

    public override void AnimateTransition(IUIViewControllerContextTransitioning context)
    {
        var destination = context.GetViewControllerForKey(UITransitionContext.ToViewControllerKey);
        context.ContainerView.AddSubview(destination.View);
        context.CompleteTransition(true);
    }
}
