using UIKit;

// view_access_in_init: a constructor (or a helper it calls) that sets the view first loads nothing:
// what follows uses the view it set. Reading it before setting it still loads it.
public class CanvasController : UIViewController
{
    public CanvasController() : base(null, null) { Build(); }

    void Build()
    {
        View = new UIView();
        View.BackgroundColor = UIColor.White;
    }
}

public class RosterController : UITableViewController
{
    public RosterController() : base(UITableViewStyle.Plain) { Initialize(); }

    void Initialize()
    {
        TableView = new UITableView();
        TableView.RowHeight = 44;
    }
}

public class LedgerController : UITableViewController
{
    public LedgerController() : base(UITableViewStyle.Plain)
    {
        TableView.RowHeight = 44; // expect: view_access_in_init
        TableView = new UITableView();
    }
}
