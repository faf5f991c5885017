using UIKit;

// A LoadView that wraps the table base built keeps it: the call builds no view to throw away.
public class WrappedTableController : UITableViewController
{
    public override void LoadView ()
    {
        base.LoadView ();
        var table = TableView;
        var container = new UIView (table.Frame);
        container.AddSubview (table);
        View = container;
    }
}

public class ReplacedTableController : UITableViewController
{
    public override void LoadView ()
    {
        base.LoadView (); // expect: load_view_calls_super
        View = new UIView ();
    }
}
