using System;
using UIKit;

// unbalanced_observer: a subscription under a once-guard (`if (!listening) { listening = true; … += … }`)
// can never be made twice, wherever it is undone; one merely under a test of something else
// (`if (refresh != null)`) subscribes on every appearance.
public static class Hub
{
    public static event EventHandler StatusChanged;
}

public class InboxController : UIViewController
{
    bool listening;
    UIButton refresh = new UIButton();

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        StartListening();
        if (refresh != null) refresh.TouchUpInside += OnRefresh; // expect: unbalanced_observer
    }

    public override void ViewDidDisappear(bool animated)
    {
        StopListening();
        refresh.TouchUpInside -= OnRefresh;
        base.ViewDidDisappear(animated);
    }

    void StartListening()
    {
        if (!listening) {
            listening = true;
            Hub.StatusChanged += OnStatus;
        }
    }

    void StopListening()
    {
        if (listening) {
            Hub.StatusChanged -= OnStatus;
            listening = false;
        }
    }

    void OnStatus(object sender, EventArgs e) { }
    void OnRefresh(object sender, EventArgs e) { }
}
