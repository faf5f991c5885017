using UIKit;

// super_call_mismatch: an override calling its own method on `base` twice runs the superclasses' work
// twice (reported at the second call); calls in the two branches of one `if` run once.
public class LedgerController : UITableViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        TableView.RowHeight = 44;
        base.ViewDidLoad(); // expect: super_call_mismatch
    }

    public override void ViewWillAppear(bool animated)
    {
        if (animated)
            base.ViewWillAppear(true);
        else
            base.ViewWillAppear(false);
    }
}
