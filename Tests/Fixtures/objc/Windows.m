#import <UIKit/UIKit.h>

// add_subview_without_add_child, quiet: a controller made a window's root controller is the window's,
// which sends its appearance. Reported: the same view added without making it the root.
@interface ViewerListController : UIViewController
@end

@implementation ViewerListController
- (void)openViewer:(UIViewController *)viewerController {
    UIWindow *window = self.view.window;
    window.rootViewController = viewerController;
    [window addSubview:viewerController.view];
}

- (void)peekViewer:(UIViewController *)viewerController {
    [self.view addSubview:viewerController.view]; // expect: add_subview_without_add_child
}
@end
