using System;
using UIKit;

// Both subscribe in ViewDidAppear and unsubscribe in ViewDidDisappear; only the one shown in a sheet
// (see MapViewController.cs) can be swiped halfway away and back, which subscribes it twice.
public class MapSettingsViewController : UIViewController
{
    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        MapStyle.Changed += OnStyleChanged;
    }

    public override void ViewDidDisappear(bool animated)
    {
        base.ViewDidDisappear(animated);
        MapStyle.Changed -= OnStyleChanged;
    }

    void OnStyleChanged(object sender, EventArgs e) { }
}

public class MapLayersViewController : UIViewController
{
    public override void ViewDidAppear(bool animated)
    {
        base.ViewDidAppear(animated);
        MapStyle.Changed += OnStyleChanged; // expect: unbalanced_observer
    }

    public override void ViewDidDisappear(bool animated)
    {
        base.ViewDidDisappear(animated);
        MapStyle.Changed -= OnStyleChanged;
    }

    void OnStyleChanged(object sender, EventArgs e) { }
}
