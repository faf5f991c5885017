using System.Threading.Tasks;
using UIKit;

// Shapes from the C# round on Xamarin apps. The namespace is named per platform between #if and
// #else: the body after #endif is the file's, and its findings are reported.
#if __MOBILE__
namespace Jukebox.iOS
#else
namespace Jukebox.Mac
#endif
{
    // container_access_in_view_did_load, quiet: the nil test in a condition (the code it guards is
    // reported). Reported: a comparison kept as a value decides while the controller may be outside.
    public class StationsViewController : UIViewController
    {
        UIButton closeButton = new UIButton();

        public override void LoadView()
        {
            base.LoadView();
            if (NavigationController == null)
                return;
            NavigationController.NavigationBar.TintColor = UIColor.Red; // expect: container_access_in_view_did_load
        }

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            closeButton.Hidden = NavigationController != null; // expect: container_access_in_view_did_load
        }
    }

    // add_child_without_did_move and remove_child_incomplete: an app's own Transition(old, next) is not
    // UIKit's six-argument Transition, which moves the children itself.
    public class TabsRenderer : UIViewController
    {
        public async Task Switch(UIViewController old, UIViewController next)
        {
            AddChildViewController(next); // expect: add_child_without_did_move
            View.AddSubview(next.View);
            await new FadeTransition().Transition(old, next);
            old.View.RemoveFromSuperview();
            old.RemoveFromParentViewController(); // expect: remove_child_incomplete
        }
    }

    public class FadeTransition
    {
        public Task Transition(UIViewController from, UIViewController to) => Task.CompletedTask;
    }

    // view_access_in_init: CollectionView under a base class of the project's that is a
    // UICollectionViewController (a generic one); quiet under a base that declares its own.
    public abstract class ItemsController<T> : UICollectionViewController where T : class
    {
        protected ItemsController(UICollectionViewLayout layout) : base(layout) { }
    }

    public class CarouselController : ItemsController<string>
    {
        public CarouselController(UICollectionViewLayout layout) : base(layout)
        {
            CollectionView.AllowsSelection = false; // expect: view_access_in_init
        }
    }

    public class GridHostController : UIViewController
    {
        protected UICollectionView CollectionView { get; } = new UICollectionView(CoreGraphics.CGRect.Empty, new UICollectionViewFlowLayout());
    }

    public class AlbumGridController : GridHostController
    {
        public AlbumGridController()
        {
            CollectionView.AllowsSelection = false;
        }
    }

    // remove_child_incomplete, quiet: a kept child whose view one method hides and another shows.
    // Reported: a child's view taken out that no method puts back.
    public class FlyoutController : UIViewController
    {
        readonly UIViewController menu = new UIViewController();
        readonly UIViewController detail = new UIViewController();

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            AddChildViewController(menu);
            menu.DidMoveToParentViewController(this);
            AddChildViewController(detail);
            View.AddSubview(detail.View);
            detail.DidMoveToParentViewController(this);
        }

        public void ShowMenu() => View.AddSubview(menu.View);

        public void HideMenu() => menu.View.RemoveFromSuperview();

        public void DropDetail()
        {
            detail.View.RemoveFromSuperview(); // expect: remove_child_incomplete
        }
    }

    // add_subview_without_add_child: a view through the app's own base embedding a controller's view.
    public class Screen : UIView { }

    public class ComposeScreen : Screen
    {
        readonly UIViewController picker = new UIViewController();

        public void SetUp()
        {
            AddSubview(picker.View); // expect: add_subview_without_add_child
        }
    }

    // add_subview_without_add_child: an app delegate adding a controller's view to its window, the
    // controller neither the root nor a child. Quiet: the root's own view.
    public class JukeboxAppDelegate : UIApplicationDelegate
    {
        public override UIWindow Window { get; set; }
        readonly UIViewController offline = new UIViewController();
        readonly UIViewController home = new UIViewController();

        public void ShowOffline()
        {
            Window.AddSubview(offline.View); // expect: add_subview_without_add_child
        }

        public void ShowHome()
        {
            Window.RootViewController = home;
            Window.AddSubview(home.View);
        }
    }

    // remove_child_incomplete: the old child's view taken out and the name given the next child (a
    // swap, not a reorder): the old child is never removed from its parent.
    public class PagesController : UIViewController
    {
        UIViewController current;

        public void Show(UIViewController next)
        {
            if (current != null) current.View.RemoveFromSuperview(); // expect: remove_child_incomplete
            current = next;
            AddChildViewController(current);
            View.AddSubview(current.View);
            current.DidMoveToParentViewController(this);
        }
    }

    // container_access_in_view_did_load: code after an await runs on a later turn, not while the view
    // loads; a helper without one is reported. geometry_in_view_did_load: a view built from the bounds
    // and made the root view through a cast is sized by UIKit; a frame the method set itself, read back,
    // is its own value (the read that computed it is the finding).
    public class DocumentsController : UITableViewController
    {
        UIView footer = new UIView();

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            _ = CheckAccountAsync();
            StyleBar(); // expect: container_access_in_view_did_load
            SwitchMode(false);
            footer.Frame = new CoreGraphics.CGRect(0, 0, View.Bounds.Width, 44); // expect: geometry_in_view_did_load
            var line = new UIView(new CoreGraphics.CGRect(0, footer.Frame.Bottom, 10, 1));
            View.AddSubview(line);
        }

        async Task CheckAccountAsync()
        {
            await Task.Delay(100);
            NavigationController.PushViewController(new UIViewController(), true);
        }

        void StyleBar() => NavigationController.NavigationBar.TintColor = UIColor.Red;

        void SwitchMode(bool thumbnails)
        {
            var bounds = View.Bounds;
            var list = thumbnails ? new UICollectionView(bounds, new UICollectionViewFlowLayout()) : new UIView(bounds);
            View = (UIView)list;
        }
    }

    // missing_super_call on TraitCollectionDidChange: quiet on a direct UIViewController subclass
    // (UIViewController's own does nothing); reported under a base of the project's that responds.
    public class ReaderController : UIViewController
    {
        public override void TraitCollectionDidChange(UITraitCollection previousTraitCollection)
        {
            View.SetNeedsLayout();
        }
    }

    public class ThemedController : UIViewController
    {
        public override void TraitCollectionDidChange(UITraitCollection previousTraitCollection)
        {
            base.TraitCollectionDidChange(previousTraitCollection);
            View.BackgroundColor = UIColor.SystemBackground;
        }
    }

    public class ArticleController : ThemedController
    {
        public override void TraitCollectionDidChange(UITraitCollection previousTraitCollection) // expect: missing_super_call
        {
            View.SetNeedsLayout();
        }
    }

    // direct_lifecycle_call: a child this controller adds is a controller, whatever library declares its
    // class, and UIKit already forwards its appearance.
    public class PlayerShellController : UIViewController
    {
        FlyoutNavigationController Menu;

        public override void LoadView()
        {
            View = new UIView();
            Menu = new FlyoutNavigationController();
            AddChildViewController(Menu);
            View.AddSubview(Menu.View);
            Menu.DidMoveToParentViewController(this);
        }

        public override void ViewDidAppear(bool animated)
        {
            base.ViewDidAppear(animated);
            Menu.ViewDidAppear(animated); // expect: direct_lifecycle_call
        }
    }
}
