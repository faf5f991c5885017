#import <UIKit/UIKit.h>

// add_child_without_did_move: a child added under a local it was copied to from a property, and told
// `didMoveToParentViewController:` through the property, is complete. Reported: one never told.
@interface OverlayHostController : UIViewController
@property (nonatomic, strong) UIViewController *overlay;
@property (nonatomic, strong) UIViewController *banner;
@end

@implementation OverlayHostController
- (void)attachOverlay {
    UIViewController *shown = self.overlay;
    [self addChildViewController:shown];
    [self.view addSubview:self.overlay.view];
    [self.overlay didMoveToParentViewController:self];
}

- (void)attachBanner {
    UIViewController *shown = self.banner;
    [self addChildViewController:shown]; // expect: add_child_without_did_move
    [self.view addSubview:shown.view];
}
@end
