#import <UIKit/UIKit.h>

// direct_lifecycle_call: a callback sent to what a message returns, a message named like a controller
// (`[swipe currentViewController]`), is sent to a controller: UIKit sends it too.
@interface SwipeNavigationController : UINavigationController
- (UIViewController *)currentViewController;
@end

@interface PagesViewController : UIPageViewController
@end

@implementation PagesViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    SwipeNavigationController *swipe = (SwipeNavigationController *)self.parentViewController;
    [[swipe currentViewController] viewDidAppear:animated]; // expect: direct_lifecycle_call
}
@end
