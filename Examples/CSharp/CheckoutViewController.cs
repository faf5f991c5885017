using System;
using UIKit;

namespace Shop.iOS
{
    /// A Xamarin.iOS checkout screen with the same mistakes in C#.
    public partial class CheckoutViewController : UIViewController
    {
        decimal total;

        public CheckoutViewController(IntPtr handle) : base(handle) { }

        public decimal Total
        {
            get => total;
            set
            {
                total = value;
                // Loads the view to find out whether it is loaded.
                if (View != null)
                {
                    TotalLabel.Text = value.ToString("C");
                }
            }
        }

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            PayButton.Layer.CornerRadius = 8;
        }

        // Never calls base: UIKit's appearance bookkeeping is skipped.
        public override void ViewWillAppear(bool animated)
        {
            NavigationItem.Title = "Checkout";
        }

        // Never called since iOS 6.
        public override void ViewDidUnload()
        {
            base.ViewDidUnload();
        }
    }
}
