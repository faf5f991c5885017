#import <UIKit/UIKit.h>

// repeated_setup_in_appear: a container emptied first in the same call keeps nothing from the last
// appearance, whichever way its name is written (`self.pages` emptied, the instance variable filled).
@interface PagesViewController : UIViewController {
    UIScrollView *_pages;
}
@property (nonatomic, strong) UIScrollView *pages;
@property (nonatomic, strong) UIView *strip;
@end

@implementation PagesViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    for (UIView *old in [NSArray arrayWithArray:self.pages.subviews]) [old removeFromSuperview];
    [_pages addSubview:[[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)]];
    [self.strip addSubview:[[UIView alloc] init]]; // expect: repeated_setup_in_appear
}
@end
