using System.Threading.Tasks;
using Foundation;
using UIKit;

// A helper that registers, called from `ViewWillAppear` only: it runs on every appearance, and the
// observer is never removed.
public class DeferredInboxViewController : UIViewController
{
    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        StartObserving(); // expect: unbalanced_observer
    }

    void StartObserving()
    {
        NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.DidBecomeActiveNotification, OnActive);
    }

    void OnActive(NSNotification notification) { }
}

// The same helper also called from a lambda (a continuation): that call runs at a moment lifelint cannot
// place, so when the helper runs is not known, and nothing is reported.
public class DeferredOutboxViewController : UIViewController
{
    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        StartObserving();
    }

    public void ReloadLater()
    {
        Task.Run(() => { StartObserving(); });
    }

    void StartObserving()
    {
        NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.DidBecomeActiveNotification, OnActive);
    }

    void OnActive(NSNotification notification) { }
}
