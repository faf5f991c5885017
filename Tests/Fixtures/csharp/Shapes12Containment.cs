using System;
using System.Linq;
using Foundation;
using UIKit;

public class TripBadgeViewController : UIViewController { }
public class TripMenuViewController : UIViewController { }

// add_subview_without_add_child, quiet: a cell embedding a controller that its parent controller adds.
public class TripBadgeCell : UITableViewCell
{
    public void Embed(TripBadgeViewController badge, UIViewController parent)
    {
        parent.AddChildViewController(badge);
        ContentView.AddSubview(badge.View);
        badge.DidMoveToParentViewController(parent);
    }
}

// add_subview_without_add_child: a view that embeds a controller's view (a view cannot be a parent).
public class TripRouteView : UIView
{
    readonly TripBadgeViewController badge = new TripBadgeViewController();

    public void ShowBadge()
    {
        AddSubview(badge.View); // expect: add_subview_without_add_child
    }
}

// add_child_without_did_move on the parent controller (`ParentViewController.`).
public class TripSidebarViewController : UIViewController
{
    public void ShowSibling(UIViewController sibling)
    {
        ParentViewController.AddChildViewController(sibling); // expect: add_child_without_did_move
        ParentViewController.View.AddSubview(sibling.View);
    }
}

// add_child_without_did_move, quiet: an extension method on `@this` doing all three steps.
public static class TripControllerExtensions
{
    public static void Install(this UIViewController @this, UIViewController child)
    {
        @this.AddChildViewController(child);
        @this.View.AddSubview(child.View);
        child.DidMoveToParentViewController(@this);
    }
}

// remove_child_incomplete: `menu?.` removal without WillMoveToParentViewController(null). Quiet: every
// child removed completely in a ForEach lambda; a card whose view goes with its host view. Pattern
// bindings (`item is X badge`) are controllers: add_subview_without_add_child.
public class TripTabsViewController : UIViewController
{
    TripMenuViewController menu;
    readonly UIView cardHost = new UIView();

    public void HideMenu()
    {
        menu?.View.RemoveFromSuperview();
        menu?.RemoveFromParentViewController(); // expect: remove_child_incomplete
    }

    public void ClearTabs()
    {
        ChildViewControllers.ToList().ForEach(c =>
        {
            c.WillMoveToParentViewController(null);
            c.View.RemoveFromSuperview();
            c.RemoveFromParentViewController();
        });
    }

    public void ShowCard(UIViewController card)
    {
        AddChildViewController(card);
        cardHost.AddSubview(card.View);
        View.AddSubview(cardHost);
        card.DidMoveToParentViewController(this);
    }

    public void HideCard(UIViewController card)
    {
        card.WillMoveToParentViewController(null);
        cardHost.RemoveFromSuperview();
        card.RemoveFromParentViewController();
    }

    public void Show(NSObject item)
    {
        if (item is TripBadgeViewController badge) View.AddSubview(badge.View); // expect: add_subview_without_add_child
    }

    public void ShowContained(NSObject item)
    {
        if (item is TripMenuViewController other)
        {
            AddChildViewController(other);
            View.AddSubview(other.View);
            other.DidMoveToParentViewController(this);
        }
    }
}

// missing_super_call: skipping the layout of your own base class that lays out; an override in one
// `#if` branch without base (the other branch's call does not count).
public class TripLayoutBaseViewController : UIViewController
{
    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        View.LayoutMargins = new UIEdgeInsets(8, 16, 8, 16);
    }
}

public class TripItineraryViewController : TripLayoutBaseViewController
{
    public override void ViewDidLayoutSubviews() // expect: missing_super_call
    {
        UpdateInsets();
    }

#if DEBUG
    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        LogAppearance();
    }
#else
    public override void ViewWillAppear(bool animated) // expect: missing_super_call
    {
        Refresh();
    }
#endif
}

// Pages of a UIPageViewController: handed over with SetViewControllers, the page controller contains
// them; a page's view put in by hand is not contained.
public class TripOnboardingPageViewController : UIViewController { }

public class TripOnboardingViewController : UIPageViewController
{
    readonly TripOnboardingPageViewController first = new TripOnboardingPageViewController();

    public TripOnboardingViewController()
        : base(UIPageViewControllerTransitionStyle.Scroll, UIPageViewControllerNavigationOrientation.Horizontal) { }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        SetViewControllers(new UIViewController[] { first }, UIPageViewControllerNavigationDirection.Forward, false, null);
    }
}

public class TripWelcomeViewController : UIViewController
{
    readonly UIPageViewController pager = new UIPageViewController(UIPageViewControllerTransitionStyle.Scroll, UIPageViewControllerNavigationOrientation.Horizontal);
    readonly TripOnboardingPageViewController intro = new TripOnboardingPageViewController();
    readonly TripOnboardingPageViewController outro = new TripOnboardingPageViewController();

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        AddChildViewController(pager);
        View.AddSubview(pager.View);
        pager.DidMoveToParentViewController(this);
        pager.SetViewControllers(new UIViewController[] { intro }, UIPageViewControllerNavigationDirection.Forward, false, null);
    }

    public void ShowOutro()
    {
        pager.View.AddSubview(outro.View); // expect: add_subview_without_add_child
    }
}
