using UIKit;

// missing_super_call: an override that hands its work to a helper of its class which calls base for it
// calls base; one whose helper does not still misses it.
public class EntryController : UITableViewController
{
    public override void SetEditing(bool editing, bool animated)
    {
        SetEditing(editing, animated, false);
    }

    void SetEditing(bool editing, bool animated, bool canceled)
    {
        base.SetEditing(editing, animated);
        if (!editing && !canceled) TableView.ReloadData();
    }

    public override void ViewWillAppear(bool animated) // expect: missing_super_call
    {
        Refresh();
    }

    void Refresh() { TableView.ReloadData(); }
}
