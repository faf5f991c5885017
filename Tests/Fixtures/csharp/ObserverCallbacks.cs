using System;
using Foundation;
using UIKit;

// unbalanced_observer through helpers: a helper that registers, called by `ViewDidAppear` inside a
// lambda run later (a completion handler), is not judged; the same helper called directly is reported
// where it is called.
public class CallScreenController : UIViewController
{
    NSObject routeToken;

    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        RequestMicrophone(granted => InvokeOnMainThread(() => StartCall()));
    }

    public override void ViewDidDisappear(bool animated)
    {
        base.ViewDidDisappear(animated);
        StopCall();
    }

    void RequestMicrophone(Action<bool> done) => done(true);

    void StartCall()
    {
        routeToken = NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.DidBecomeActiveNotification, OnActive);
    }

    void StopCall()
    {
        NSNotificationCenter.DefaultCenter.RemoveObserver(routeToken);
    }

    void OnActive(NSNotification notification) { }
}

public class RecorderController : UIViewController
{
    NSObject routeToken;

    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        StartRecording(); // expect: unbalanced_observer
    }

    public override void ViewDidDisappear(bool animated)
    {
        base.ViewDidDisappear(animated);
        StopRecording();
    }

    void StartRecording()
    {
        routeToken = NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.DidBecomeActiveNotification, OnActive);
    }

    void StopRecording()
    {
        NSNotificationCenter.DefaultCenter.RemoveObserver(routeToken);
    }

    void OnActive(NSNotification notification) { }
}
