using UIKit;

// A base controller whose method adds what it is handed as a child (used by HandedPanels.cs).
public class PanelHostBase : UIViewController
{
    protected void Host (UIViewController panel)
    {
        AddChildViewController (panel);
        panel.DidMoveToParentViewController (this);
    }

    protected void Decorate (UIViewController panel)
    {
        panel.Title = "Panel";
    }
}
