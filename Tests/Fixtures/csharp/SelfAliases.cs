using UIKit;

// A lifecycle callback called on a local bound to the controller itself is called on this.
public class AliasFeedController : UIViewController
{
    public void Reload ()
    {
        var me = this;
        me.ViewWillAppear (true); // expect: direct_lifecycle_call
    }
}
