#import <UIKit/UIKit.h>

// container_access_in_view_did_load: a container getter the class declares itself is its own answer,
// not UIKit's walk up the hierarchy.
@interface PauseViewController : UIViewController
@property (nonatomic, strong) UINavigationController *embedded;
@end

@implementation PauseViewController
- (UINavigationController *)navigationController {
    return self.embedded;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationController.topViewController.title = @"Paused";
    self.tabBarController.tabBar.hidden = YES; // expect: container_access_in_view_did_load
}
@end
