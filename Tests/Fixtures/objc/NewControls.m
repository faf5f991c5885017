#import <UIKit/UIKit.h>

// repeated_setup_in_appear: a recognizer added to a view made anew in the same appearance, kept in an
// instance variable, goes with that view: nothing piles up. The same on a view that stays does pile up.
@interface BadgeViewController : UIViewController {
    UIView *_badge;
}
@property (nonatomic, strong) UIView *banner;
@end

@implementation BadgeViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    _badge = [[UIView alloc] init];
    [_badge addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped)]];
    [self.banner addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped)]]; // expect: repeated_setup_in_appear
    self.navigationItem.titleView = _badge;
}

- (void)tapped {}
@end
