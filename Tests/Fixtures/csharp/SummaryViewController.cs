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
