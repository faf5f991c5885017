using UIKit;

// Code outside any controller that does containment on another controller's behalf.
public class PlayerCoordinator
{
    public void PresentPlayer(UIViewController root)
    {
        var player = new PlayerViewController();
        root.AddChildViewController(player); // expect: add_child_without_did_move
        root.View.AddSubview(player.View);
    }

    public void PresentMiniPlayer(UIViewController root)
    {
        var mini = new MiniPlayerViewController();
        root.AddChildViewController(mini);
        root.View.AddSubview(mini.View);
        mini.DidMoveToParentViewController(root);
    }

    public void ShowBanner(UIViewController root)
    {
        var banner = new BannerViewController();
        root.View.AddSubview(banner.View); // expect: add_subview_without_add_child
    }
}

public class PlaylistViewController : UIViewController
{
    readonly QueueViewController queue = new QueueViewController();

    // A same-named parameter that another method adds is another child.
    public void Adopt(UIViewController child)
    {
        AddChildViewController(child);
        child.DidMoveToParentViewController(this);
    }

    public void Overlay(UIViewController child)
    {
        View.AddSubview(child.View); // expect: add_subview_without_add_child
    }

    // Every call passes a child the type adds: the parameter is an added child.
    void Reveal(UIViewController panel)
    {
        View.AddSubview(panel.View);
    }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        AddChildViewController(queue);
        Reveal(queue);
        queue.DidMoveToParentViewController(this);
    }
}

public class PlayerViewController : UIViewController { }
public class MiniPlayerViewController : UIViewController { }
public class BannerViewController : UIViewController { }
public class QueueViewController : UIViewController { }

// Extension methods on UIViewController: `@this` is the extended controller.
public static class ControllerExtensions
{
    public static void Embed(this UIViewController @this, UIViewController child)
    {
        @this.AddChildViewController(child); // expect: add_child_without_did_move
        @this.View.AddSubview(child.View);
    }

    public static void Detach(this UIViewController @this)
    {
        @this.View.RemoveFromSuperview();
        @this.RemoveFromParentViewController(); // expect: remove_child_incomplete
    }

    public static void DetachFully(this UIViewController @this)
    {
        @this.WillMoveToParentViewController(null);
        @this.View.RemoveFromSuperview();
        @this.RemoveFromParentViewController();
    }
}
