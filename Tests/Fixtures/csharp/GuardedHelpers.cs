using UIKit;

// repeated_setup_in_appear two helpers down: the helper in between guards its call (the label is made
// once), so nothing piles up (quiet); without the guard the subview is added on every appearance.
public class ScoreboardController : UIViewController
{
    UILabel scoreLabel;
    UILabel badgeLabel;

    public override void ViewWillAppear(bool animated)
    {
        base.ViewWillAppear(animated);
        ShowScore();
        ShowBadge(); // expect: repeated_setup_in_appear
    }

    void ShowScore()
    {
        if (scoreLabel != null) return;
        scoreLabel = MakeLabel();
    }

    void ShowBadge()
    {
        badgeLabel = MakeLabel();
    }

    UILabel MakeLabel()
    {
        var label = new UILabel();
        View.AddSubview(label);
        return label;
    }
}
