using System;
using UIKit;

namespace Fixtures
{
    public class ContainerViewController : UIViewController
    {
        readonly SummaryViewController summary = new SummaryViewController();
        readonly ChartViewController chart = new ChartViewController();

        public ContainerViewController() : base(null, null)
        {
            View.BackgroundColor = UIColor.White; // expect: view_access_in_init
        }

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            View.AddSubview(chart.View); // expect: add_subview_without_add_child
            var width = View.Bounds.Width; // expect: geometry_in_view_did_load
            NavigationController.NavigationBarHidden = true; // expect: container_access_in_view_did_load
            NavigationItem.Title = "Container";
            Embed(summary);
        }

        void Embed(UIViewController child)
        {
            AddChildViewController(child);
            View.AddSubview(child.View);
            child.DidMoveToParentViewController(this);
        }

        public override void ViewWillLayoutSubviews()
        {
            base.ViewWillLayoutSubviews();
            View.AddSubview(new UIView()); // expect: setup_in_layout
        }

        public override void ViewWillAppear(bool animated)
        {
            base.ViewWillAppear(animated);
            RefreshButton.TouchUpInside += OnRefresh; // expect: repeated_setup_in_appear
        }

        // Sets Total on a new controller: its setter touches an outlet before the view loads
        // (reported in SummaryViewController.cs, where the setter is).
        public void ShowTotal(int value)
        {
            var detail = new SummaryViewController();
            detail.Total = value;
            NavigationController.PushViewController(detail, true);
        }

        public void Show(UIViewController child)
        {
            AddChildViewController(child); // expect: add_child_without_did_move
            View.AddSubview(child.View);
        }

        public void Hide(UIViewController child)
        {
            child.RemoveFromParentViewController(); // expect: remove_child_incomplete
        }

        void OnRefresh(object sender, EventArgs e)
        {
            chart.ViewDidAppear(false); // expect: direct_lifecycle_call
        }
    }

    public class ChartViewController : UIViewController
    {
        public override void LoadView()
        {
            base.LoadView(); // expect: load_view_calls_super
            View = new UIView();
        }

        public override void ViewDidAppear(bool animated) // expect: super_call_mismatch
        {
            base.ViewWillAppear(animated);
        }
    }

    public class LegendViewController : UIViewController
    {
        public override void LoadView() // expect: load_view_missing_view
        {
            BuildLegend();
        }
    }
}
