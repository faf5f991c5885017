using UIKit;

// A constructor calling a helper whose view work waits for a flag ViewDidLoad sets: never runs there.
public class FlagWaitingController : UIViewController
{
    UIViewController content;
    bool viewReady;

    public FlagWaitingController (UIViewController content)
    {
        Show (content);
    }

    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        viewReady = true;
        EmbedContent ();
    }

    public void Show (UIViewController content)
    {
        this.content = content;
        if (!viewReady)
            return;
        EmbedContent ();
    }

    void EmbedContent ()
    {
        AddChildViewController (content);
        View.AddSubview (content.View);
        content.DidMoveToParentViewController (this);
    }
}

// A helper that returns while a field LoadView makes is still null: never past it in a constructor.
public class MadeInLoadViewController : UIViewController
{
    UITextView textView;

    public MadeInLoadViewController (UIColor color)
    {
        Apply (color);
    }

    public override void LoadView ()
    {
        View = new UIView ();
        textView = new UITextView ();
        View.AddSubview (textView);
    }

    void Apply (UIColor color)
    {
        if (textView == null)
            return;
        View.BackgroundColor = color;
    }
}
