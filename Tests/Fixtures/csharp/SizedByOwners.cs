using CoreGraphics;
using UIKit;

// Views sized by what they are handed to: a text field's accessory or input view (the keyboard gives it
// its width), a stack view's arranged subview (the stack view's constraints size it). Quiet; the same
// rectangle given to a view added with `AddSubview` is reported.
public class NoteComposerController : UIViewController
{
    UIStackView stack;
    UITextField field;
    UIToolbar doneBar;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        doneBar = new UIToolbar(new CGRect(0, 0, View.Bounds.Width, 44));
        field.InputAccessoryView = doneBar;
        AddRows();
        var statusBar = new UIView(new CGRect(0, 0, 320, UIApplication.SharedApplication.Windows[0].SafeAreaInsets.Top));
        View.AddSubview(statusBar);
        var banner = new UIView(new CGRect(0, 0, View.Bounds.Width, 30)); // expect: geometry_in_view_did_load
        View.AddSubview(banner);
    }

    void AddRows()
    {
        for (var k = 0; k < 3; k++)
        {
            var row = new UIView(new CGRect(0, 0, stack.Frame.Width, 44));
            stack.AddArrangedSubview(row);
        }
    }
}
