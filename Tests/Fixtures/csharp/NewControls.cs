using System;
using CoreGraphics;
using UIKit;

// repeated_setup_in_appear: a handler subscribed on a control made anew in the same appearance, kept in
// a field, goes with that control: nothing piles up. The same field's old control, subscribed again,
// does pile up.
public class IndicatorController : UITableViewController
{
    UISlider slider;
    UIStepper stepper = new UIStepper();

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        slider = new UISlider(new CGRect(0, 0, 160, 27));
        slider.ValueChanged += OnChanged;
        this.slider.TouchUpInside += OnChanged;
        stepper.ValueChanged += OnChanged; // expect: repeated_setup_in_appear
        TableView.TableFooterView = slider;
    }

    void OnChanged(object sender, EventArgs e) { }
}
