using System;
using UIKit;

namespace Fixtures;

public partial class ProfileViewController : BaseViewController
{
    string userName;

    public ProfileViewController(IntPtr handle) : base(handle) { }

    public string UserName
    {
        get => userName;
        set
        {
            userName = value;
            if (View != null) // expect: view_nil_check
            {
                NameLabel.Text = value;
            }
            if (IsViewLoaded) NameLabel.Text = value;
        }
    }

    public override void ViewWillAppear(bool animated) // expect: missing_super_call
    {
        NavigationController?.SetNavigationBarHidden(true, animated);
    }

    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        if (View != null) View.SetNeedsLayout(); // loaded by now: quiet
    }

    public override void ViewDidUnload() // expect: deprecated_unload
    {
        base.ViewDidUnload();
    }

    public void Refresh(UIView view)
    {
        if (view == null) return;
        var message = $"View is {(View is null ? "missing" : "there")}"; // expect: view_nil_check
    }
}
