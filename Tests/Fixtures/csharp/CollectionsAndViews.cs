using System.Collections.Generic;
using UIKit;

// C#'s `Add` is every collection's too: a list refilled on each appearance piles nothing up (quiet); a
// label added to the view on each appearance does (reported).
public class Folder { public string Name; }

public class FolderListController : UITableViewController
{
    List<Folder> folders = new List<Folder>();

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        folders.Clear();
        folders.Add(new Folder { Name = "Inbox" });
        View.Add(new UILabel()); // expect: repeated_setup_in_appear
    }
}
