using UIKit;

// add_subview_without_add_child: a property that only reads a field is that field under another name:
// the field added as a child makes the property's view a child's view.
public class PanelsController : UIViewController
{
    UIViewController _leftPanel;
    UIViewController _rightPanel;
    readonly UIView leftContainer = new UIView();

    public UIViewController LeftPanel
    {
        get { return _leftPanel; }
        set
        {
            _leftPanel = value;
            AddChildViewController(_leftPanel);
            _leftPanel.DidMoveToParentViewController(this);
        }
    }

    public UIViewController RightPanel => _rightPanel;

    public void ShowPanels()
    {
        leftContainer.AddSubview(LeftPanel.View);
        leftContainer.AddSubview(RightPanel.View); // expect: add_subview_without_add_child
    }
}
