using UIKit;

// outlet_access_before_load: a controller presented or pushed has its view loaded before the call returns,
// so its outlets are set after it (quiet); before it they are nil (reported).
[Foundation.Register("InvoiceViewController")]
public partial class InvoiceViewController : UIViewController
{
    [Outlet] public UILabel TotalLabel { get; set; }
}

public class BillingViewController : UIViewController
{
    public void ShowReceipt()
    {
        var receipt = new InvoiceViewController();
        PresentViewController(receipt, true, null);
        receipt.TotalLabel.Text = "42";
    }

    public void PushReceipt()
    {
        var receipt = new InvoiceViewController();
        receipt.TotalLabel.Text = "42"; // expect: outlet_access_before_load
        NavigationController.PushViewController(receipt, true);
    }

    // container_access_in_view_did_load: a type test of the container, through a cast or `is`, is a test
    // of whether it is there (quiet); using it is reported.
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        if ((NavigationController as BillingNavigationController) != null) Title = "Checkout";
        if (NavigationController is BillingNavigationController) Title = "Pay";
        NavigationController.NavigationBar.PrefersLargeTitles = true; // expect: container_access_in_view_did_load
    }
}

public class BillingNavigationController : UINavigationController { }
