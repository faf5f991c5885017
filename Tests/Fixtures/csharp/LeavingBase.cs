using UIKit;

// A base class whose property tells whether the controller leaves for good, read by subclasses in
// another file (LeavingForGood.cs).
public class LeavingBaseController : UIViewController
{
    protected bool ShouldCleanUpOnDisappear {
        get { return IsBeingDismissed || IsMovingFromParentViewController; }
    }

    protected bool IsBusy {
        get { return false; }
    }
}
