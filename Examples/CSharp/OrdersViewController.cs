using System;
using UIKit;

namespace Shop.iOS
{
    /// A correct controller: lifelint stays quiet here.
    public class OrdersViewController : UITableViewController
    {
        string highlighted;

        public string Highlighted
        {
            get => highlighted;
            set
            {
                highlighted = value;
                if (IsViewLoaded) TableView.ReloadData();
            }
        }

        public override void ViewWillAppear(bool animated)
        {
            base.ViewWillAppear(animated);
            TableView.ReloadData();
        }
    }
}
