using UIKit;

namespace Fixtures
{
    public partial class SummaryViewController : UIViewController
    {
        NSObject keyboardToken;
        int total;

        public int Total
        {
            get => total;
            set { total = value; TotalLabel.Text = value.ToString(); } // expect: outlet_access_before_load
        }

        string note;

        // Only ever set once the controller is on screen: its setter can use the outlet.
        public string Note
        {
            get => note;
            set { note = value; TotalLabel.AccessibilityHint = value; }
        }

        public override void ViewDidAppear(bool animated)
        {
            base.ViewDidAppear(animated);
            Note = "Totals for today";
        }

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            keyboardToken = UIKeyboard.Notifications.ObserveWillShow(OnKeyboard); // expect: unbalanced_observer
        }

        public override void ViewDidDisappear(bool animated)
        {
            base.ViewDidDisappear(animated);
            keyboardToken?.Dispose();
        }

        public override void ViewWillAppear(bool animated)
        {
            base.ViewWillAppear(animated);
            CloseButton.TouchUpInside += OnClose; // expect: unbalanced_observer
        }

        protected override void Dispose(bool disposing)
        {
            CloseButton.TouchUpInside -= OnClose;
            base.Dispose(disposing);
        }
    }

    public class Router
    {
        public void ShowSummary(UINavigationController nav)
        {
            var summary = new SummaryViewController();
            summary.TotalLabel.Text = "0"; // expect: outlet_access_before_load
            nav.PushViewController(summary, true);
        }
    }
}
