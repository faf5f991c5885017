#import <UIKit/UIKit.h>

// repeated_setup_in_appear two helpers down: the helper in between guards its call (the label is made
// once), so nothing piles up (quiet); without the guard the subview is added on every appearance.
@interface ScoreboardViewController : UIViewController {
    UILabel *_scoreLabel;
    UILabel *_badgeLabel;
}
@end

@implementation ScoreboardViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self showScore];
    [self showBadge]; // expect: repeated_setup_in_appear
}
- (void)showScore {
    if (_scoreLabel) {
        return;
    }
    _scoreLabel = [self makeLabel];
}
- (void)showBadge {
    _badgeLabel = [self makeLabel];
}
- (UILabel *)makeLabel {
    UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
    [self.view addSubview:label];
    return label;
}
@end
