#import "PanelHostBase.h"

@implementation PanelHostBase
- (void)hostPanel:(UIViewController *)panel {
    [self addChildViewController:panel];
    [panel didMoveToParentViewController:self];
}

- (void)decoratePanel:(UIViewController *)panel {
    panel.title = @"Panel";
}
@end
