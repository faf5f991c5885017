using System;
using UIKit;

// remove_child_incomplete: a child handed to a method of the class that takes its view out (also in a
// lambda it returns for later) has its view removed; one handed to a method that does not still misses it.
public class RevealController : UIViewController
{
    Action Undeploy(UIViewController controller)
    {
        return () => controller.View.RemoveFromSuperview();
    }

    void TakeOut(UIViewController controller)
    {
        controller.View.RemoveFromSuperview();
    }

    void Log(UIViewController controller)
    {
        Console.WriteLine(controller);
    }

    public void Swap(UIViewController old, UIViewController next)
    {
        old.WillMoveToParentViewController(null);
        var finish = Undeploy(old);
        finish();
        old.RemoveFromParentViewController();
        AddChildViewController(next);
        View.AddSubview(next.View);
        next.DidMoveToParentViewController(this);
    }

    public void Drop(UIViewController child)
    {
        child.WillMoveToParentViewController(null);
        TakeOut(child);
        child.RemoveFromParentViewController();
    }

    public void Forget(UIViewController child)
    {
        child.WillMoveToParentViewController(null);
        Log(child);
        child.RemoveFromParentViewController(); // expect: remove_child_incomplete
    }
}
