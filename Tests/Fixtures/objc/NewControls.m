#import <UIKit/UIKit.h>

// repeated_setup_in_appear: a recognizer added to a view made anew in the same appearance, kept in an
// instance variable, goes with that view: nothing piles up. The same on a view that stays does pile up,
// and so does a new view kept in an instance variable and added to one that stays, unless the old one is
// taken out first.
@interface BadgeViewController : UIViewController {
    UIView *_badge;
    UIView *_footer;
    UIView *_header;
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
    _footer = [[UIView alloc] init];
    [self.view addSubview:_footer]; // expect: repeated_setup_in_appear
    [_header removeFromSuperview];
    _header = [[UIView alloc] init];
    [self.view addSubview:_header];
}

- (void)tapped {}
@end
