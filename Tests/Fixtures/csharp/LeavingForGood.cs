using System;
using UIKit;

// Handlers removed in ViewDidDisappear only when the controller is leaving for good: teardown.
public class LeavingInlineController : UIViewController
{
    UIButton closeButton = new UIButton ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose;
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (IsBeingDismissed || IsMovingFromParentViewController) {
            closeButton.TouchUpInside -= OnClose;
        }
    }

    void OnClose (object sender, EventArgs e) { }
}

public class LeavingEarlyExitController : UIViewController
{
    UIButton closeButton = new UIButton ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose;
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (!IsMovingFromParentViewController)
            return;
        closeButton.TouchUpInside -= OnClose;
    }

    void OnClose (object sender, EventArgs e) { }
}

public class LeavingPropertyController : UIViewController
{
    UIButton closeButton = new UIButton ();

    bool IsLeaving {
        get { return IsBeingDismissed || IsMovingFromParentViewController; }
    }

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose;
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (IsLeaving) {
            closeButton.TouchUpInside -= OnClose;
        }
    }

    void OnClose (object sender, EventArgs e) { }
}

// Still reported: removed on every hide under a test of something else.
public class HiddenOnlyController : UIViewController
{
    UIButton closeButton = new UIButton ();
    bool keepsListening;

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose; // expect: unbalanced_observer
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (!keepsListening) {
            closeButton.TouchUpInside -= OnClose;
        }
    }

    void OnClose (object sender, EventArgs e) { }
}

// The removal in a helper that ViewDidDisappear calls only when the controller leaves for good.
public class LeavingHelperController : UIViewController
{
    UIButton closeButton = new UIButton ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose;
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (IsMovingFromParentViewController) {
            Cleanup ();
        }
    }

    void Cleanup ()
    {
        closeButton.TouchUpInside -= OnClose;
    }

    void OnClose (object sender, EventArgs e) { }
}

// The test is a property of a base class in another file, around a helper's call.
public class LeavingBasePropertyController : LeavingBaseController
{
    UIButton closeButton = new UIButton ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose;
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (ShouldCleanUpOnDisappear) {
            Cleanup ();
        }
    }

    void Cleanup ()
    {
        closeButton.TouchUpInside -= OnClose;
    }

    void OnClose (object sender, EventArgs e) { }
}

public class BusyBasePropertyController : LeavingBaseController
{
    UIButton closeButton = new UIButton ();

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        closeButton.TouchUpInside += OnClose; // expect: unbalanced_observer
    }

    public override void ViewDidDisappear (bool animated)
    {
        base.ViewDidDisappear (animated);
        if (!IsBusy) {
            Cleanup ();
        }
    }

    void Cleanup ()
    {
        closeButton.TouchUpInside -= OnClose;
    }

    void OnClose (object sender, EventArgs e) { }
}
