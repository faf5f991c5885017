#import <UIKit/UIKit.h>

// container_access_in_view_did_load through helpers: a use in a helper that viewWillAppear: also runs is
// redone once the controller is in its container, whether viewDidLoad reaches it directly or through
// another helper. Reported: a helper only viewDidLoad runs.
@interface ThemedListController : UIViewController
@end

@implementation ThemedListController
- (void)applyTheme {
    self.navigationController.navigationBar.barStyle = UIBarStyleBlack;
}

- (void)themeChanged {
    [self applyTheme];
}

- (void)setUpToolbar {
    [self.navigationController setToolbarHidden:NO animated:NO];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self themeChanged];
    [self applyTheme];
    [self setUpToolbar]; // expect: container_access_in_view_did_load
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self applyTheme];
}
@end
