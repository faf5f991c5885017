using System;
using CoreGraphics;
using UIKit;

// repeated_setup_in_appear: a handler subscribed on a control made anew in the same appearance, kept in
// a field, goes with that control: nothing piles up. A control that stays, subscribed again, does pile
// up, and so does a new view kept in a field and added to one that stays, unless the old one is taken out
// first.
public class IndicatorController : UITableViewController
{
    UISlider slider;
    UIStepper stepper = new UIStepper();
    UIView footer, header;

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        slider = new UISlider(new CGRect(0, 0, 160, 27));
        slider.ValueChanged += OnChanged;
        this.slider.TouchUpInside += OnChanged;
        stepper.ValueChanged += OnChanged; // expect: repeated_setup_in_appear
        TableView.TableFooterView = slider;
        footer = new UIView();
        View.AddSubview(footer); // expect: repeated_setup_in_appear
        header?.RemoveFromSuperview();
        header = new UIView();
        View.AddSubview(header);
    }

    void OnChanged(object sender, EventArgs e) { }
}
