using System;
using CoreGraphics;
using Foundation;
using MediaPlayer;
using UIKit;

public class TripDetailViewController : UIViewController { }

// view_nil_check: a pattern in a later clause, in `else if`, and `View ??` in a property's lazy getter
// load the view; `@View` is `View`. Quiet: the same through ViewIfLoaded, an optional-chained receiver,
// a fallback on the parent's view, a gesture's and a movie player's View, and a test of the window.
public class TripMapViewController : UIViewController
{
    TripDetailViewController shown;
    readonly MPMoviePlayerController moviePlayer = new MPMoviePlayerController();
    UIView backdrop;

    UIView Backdrop => backdrop ??= View ?? new UIView(); // expect: view_nil_check
    UIView LoadedBackdrop => ViewIfLoaded ?? new UIView();

    public void ShowDetail()
    {
        if (shown != null && shown.View is UIView root) root.SetNeedsLayout(); // expect: view_nil_check
    }

    public void ShowLoadedDetail()
    {
        if (shown != null && shown.ViewIfLoaded is UIView root) root.SetNeedsLayout();
        if (shown?.View != null) Console.WriteLine("a detail is shown");
        var host = ParentViewController?.View ?? new UIView();
        host.SetNeedsLayout();
    }

    public void Refresh(bool animated)
    {
        if (animated) UIView.Animate(0.2, () => Title = "Map");
        else if (View is UIView root) root.SetNeedsLayout(); // expect: view_nil_check
    }

    public void RefreshLoaded(bool animated)
    {
        if (animated) UIView.Animate(0.2, () => Title = "Map");
        else if (ViewIfLoaded is UIView root) root.SetNeedsLayout();
    }

    public void Handle(UITapGestureRecognizer gesture)
    {
        if (gesture.View != null) Console.WriteLine("tap");
        if (moviePlayer.View != null) moviePlayer.Play();
    }

    public void Relayout()
    {
        if (@View != null) @View.SetNeedsLayout(); // expect: view_nil_check
        if (@View.Window != null) View.SetNeedsLayout();
    }
}

// container_access_in_view_did_load: a helper called from LoadView reads the navigation controller.
// unbalanced_observer, quiet: registration and removal each in a helper, the token removed there too.
public class TripComposerViewController : UIViewController
{
    NSObject keyboardToken;

    public override void LoadView()
    {
        View = new UIView();
        ConfigureBars(); // expect: container_access_in_view_did_load
    }

    void ConfigureBars()
    {
        NavigationController.NavigationBar.PrefersLargeTitles = false;
    }

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        StartObserving();
    }

    public override void ViewWillDisappear(bool animated)
    {
        base.ViewWillDisappear(animated);
        StopObserving();
    }

    void StartObserving()
    {
        NSNotificationCenter.DefaultCenter.AddObserver(this, new Selector("keyboardWillShow:"), UIKeyboard.WillShowNotification, null);
        keyboardToken = NSNotificationCenter.DefaultCenter.AddObserver(UIKeyboard.WillHideNotification, OnKeyboardHide);
    }

    void StopObserving()
    {
        NSNotificationCenter.DefaultCenter.RemoveObserver(this, UIKeyboard.WillShowNotification, null);
        NSNotificationCenter.DefaultCenter.RemoveObserver(keyboardToken);
    }

    void OnKeyboardHide(NSNotification notification) { }
}

// view_access_in_init two helpers deep, through a cycle: reported once, at the call.
public class TripTicketViewController : UIViewController
{
    int retries;

    public TripTicketViewController(string code) : base(null, null)
    {
        Render(); // expect: view_access_in_init
    }

    void Render()
    {
        if (retries < 2) Retry();
    }

    void Retry()
    {
        retries++;
        Render();
        View.BackgroundColor = UIColor.SystemTeal;
    }
}

// view_access_in_init: a collection view controller's CollectionView used in the constructor.
public class TripAlbumViewController : UICollectionViewController
{
    public TripAlbumViewController() : base(new UICollectionViewFlowLayout())
    {
        CollectionView.AllowsMultipleSelection = true; // expect: view_access_in_init
    }
}

// view_access_in_init, quiet: a plain controller's own TableView and CollectionView, and an outlet
// filled in ViewDidLoad from the value the constructor stored.
public partial class TripPhotosViewController : UIViewController
{
    UITableView TableView;
    UICollectionView CollectionView;
    [Outlet] UILabel CaptionLabel { get; set; }
    readonly string caption;

    public TripPhotosViewController(string caption) : base("TripPhotos", null)
    {
        this.caption = caption;
        TableView = new UITableView();
        TableView.RowHeight = 44;
        CollectionView = new UICollectionView(CGRect.Empty, new UICollectionViewFlowLayout());
        CollectionView.AllowsMultipleSelection = true;
    }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        CaptionLabel.Text = caption;
    }
}

// geometry_in_view_did_load, quiet: a button centred and a badge placed (by a helper) in ViewDidLoad and
// again in ViewDidLayoutSubviews; the width decision and bar and toolbar outlet heights read in layout.
public partial class TripGalleryViewController : UIViewController
{
    [Outlet] UIToolbar FilterBar { get; set; }
    int columns = 1;
    readonly UIButton shareButton = new UIButton();
    readonly UIView badge = new UIView();

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        columns = TraitCollection.HorizontalSizeClass == UIUserInterfaceSizeClass.Regular ? 3 : 1;
        shareButton.Center = new CGPoint(View.Bounds.Width / 2, 80);
        PlaceBadge();
    }

    public override void ViewWillLayoutSubviews()
    {
        base.ViewWillLayoutSubviews();
        if (View.Bounds.Width > 600) columns = 3;
        AdditionalSafeAreaInsets = new UIEdgeInsets(NavigationController.NavigationBar.Frame.Height, 0, FilterBar.Frame.Height, 0);
    }

    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        shareButton.Center = new CGPoint(View.Bounds.Width / 2, 80);
        PlaceBadge();
    }

    void PlaceBadge()
    {
        badge.Frame = new CGRect(View.Bounds.Width - 44, 8, 36, 36);
    }
}

// geometry_in_view_did_load, quiet: the table sizes its header.
public class TripHistoryViewController : UITableViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        TableView.TableHeaderView = new UIView(new CGRect(0, 0, View.Bounds.Width, 44));
    }
}

// outlet_access_before_load: an outlet of a destination reached through a navigation controller, and of
// an instantiated controller. Quiet: plain properties set on destinations (`as`, a cast), a setter
// written only by the subscription ViewDidLoad makes, a setter using `View as UITableView`, and the
// transition context's controller (its view is loaded).
public class TripStatusFeed
{
    public event EventHandler<string> Updated;
}

public partial class TripStatusViewController : UIViewController
{
    [Outlet] UILabel StatusLabel { get; set; }
    readonly TripStatusFeed feed = new TripStatusFeed();
    public string BookingReference { get; set; }
    string status;

    public string Status
    {
        get => status;
        set { status = value; StatusLabel.Text = value; }
    }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        feed.Updated += (sender, text) => Status = text;
    }
}

public partial class TripSeatViewController : UIViewController
{
    [Outlet] public UILabel SeatLabel { get; set; }
    UITableView Table => View as UITableView;
    string[] rows;

    public string[] Rows
    {
        get => rows;
        set { rows = value; Table.ReloadData(); }
    }
}

public class TripListViewController : UITableViewController
{
    public override void PrepareForSegue(UIStoryboardSegue segue, NSObject sender)
    {
        base.PrepareForSegue(segue, sender);
        var status = segue.DestinationViewController as TripStatusViewController;
        if (status != null) status.BookingReference = "KX42";
        var seat = (segue.DestinationViewController as UINavigationController)?.TopViewController as TripSeatViewController;
        seat.SeatLabel.Text = "14A"; // expect: outlet_access_before_load
        var next = (segue.DestinationViewController as UINavigationController)?.TopViewController as TripStatusViewController;
        next.BookingReference = "KX44";
        var seats = new TripSeatViewController();
        seats.Rows = new[] { "14A", "14B" };
    }

    public void OpenSeat()
    {
        var seat = Storyboard.InstantiateViewController("TripSeat") as TripSeatViewController;
        seat.SeatLabel.Text = "22C"; // expect: outlet_access_before_load
        var status = (TripStatusViewController)Storyboard.InstantiateViewController("TripStatus");
        status.BookingReference = "KX43";
        NavigationController.PushViewController(status, true);
    }
}

public class TripSlideAnimator : UIViewControllerAnimatedTransitioning
{
    public override double TransitionDuration(IUIViewControllerContextTransitioning context) => 0.3;

    public override void AnimateTransition(IUIViewControllerContextTransitioning context)
    {
        if (context.GetViewControllerForKey(UITransitionContext.FromViewControllerKey) is TripSeatViewController seat)
            seat.SeatLabel.Hidden = true;
        context.CompleteTransition(true);
    }
}

// unbalanced_observer, quiet: the center under a local name, registered and removed in a balanced pair.
public class TripChatViewController : UIViewController
{
    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        var center = NSNotificationCenter.DefaultCenter;
        center.AddObserver(this, new Selector("keyboardWillShow:"), UIKeyboard.WillShowNotification, null);
    }

    public override void ViewWillDisappear(bool animated)
    {
        base.ViewWillDisappear(animated);
        var center = NSNotificationCenter.DefaultCenter;
        center.RemoveObserver(this, UIKeyboard.WillShowNotification, null);
    }
}

// direct_lifecycle_call on a window's root controller (the message gives the root advice, not the child one).
[Register("TripAppDelegate")]
public class TripAppDelegate : UIApplicationDelegate
{
    public override UIWindow Window { get; set; }

    public override void WillEnterForeground(UIApplication application)
    {
        Window.RootViewController.ViewWillAppear(true); // expect: direct_lifecycle_call
    }
}
