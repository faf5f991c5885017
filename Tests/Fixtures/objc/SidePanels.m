#import <UIKit/UIKit.h>

// Shapes from a round on apps never read before (JASidePanels in Zulip's legacy app).
// remove_child_incomplete, quiet: a side panel stays a child while its view is hidden here and shown
// again by another method (the container's design, as UITabBarController keeps its tabs). Reported:
// a view taken out with no method putting it back. deprecated_unload, quiet: viewDidUnload compiled
// only for deployment targets before iOS 6, where UIKit still sends it; reported outside that #if.
@interface SidePanelController : UIViewController
@property (nonatomic, strong) UIViewController *leftPanel;
@property (nonatomic, strong) UIViewController *rightPanel;
@end

@implementation SidePanelController

- (void)setLeftPanel:(UIViewController *)panel {
    [_leftPanel willMoveToParentViewController:nil];
    [_leftPanel.view removeFromSuperview];
    [_leftPanel removeFromParentViewController];
    _leftPanel = panel;
    [self addChildViewController:_leftPanel];
    [_leftPanel didMoveToParentViewController:self];
}

- (void)setRightPanel:(UIViewController *)panel {
    _rightPanel = panel;
    [self addChildViewController:_rightPanel];
    [self.view addSubview:_rightPanel.view];
    [_rightPanel didMoveToParentViewController:self];
}

- (void)showLeftPanel {
    [self.view addSubview:_leftPanel.view]; // the instance variable: the same child
}

- (void)hideLeftPanel {
    [self.leftPanel.view removeFromSuperview];
}

- (void)dropRightPanel {
    [self.rightPanel.view removeFromSuperview]; // expect: remove_child_incomplete
}

#if !defined(__IPHONE_6_0) || __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0
- (void)viewDidUnload {
    [super viewDidUnload];
    self.leftPanel = nil;
}
#endif

- (void)viewWillUnload { // expect: deprecated_unload
    [super viewWillUnload];
}

@end
