#import <UIKit/UIKit.h>

// remove_child_incomplete: a child handed to a method of the class that takes its view out (also in a
// block it returns for later) has its view removed; one handed to a method that does not still misses it.
@interface RevealController : UIViewController
@end

@implementation RevealController
- (void (^)(void))undeploy:(UIViewController *)controller {
    return ^{ [controller.view removeFromSuperview]; };
}

- (void)takeOut:(UIViewController *)controller {
    [controller.view removeFromSuperview];
}

- (void)log:(UIViewController *)controller {
    NSLog(@"%@", controller);
}

- (void)swapFrom:(UIViewController *)old to:(UIViewController *)next {
    [old willMoveToParentViewController:nil];
    void (^finish)(void) = [self undeploy:old];
    finish();
    [old removeFromParentViewController];
    [self addChildViewController:next];
    [self.view addSubview:next.view];
    [next didMoveToParentViewController:self];
}

- (void)drop:(UIViewController *)child {
    [child willMoveToParentViewController:nil];
    [self takeOut:child];
    [child removeFromParentViewController];
}

- (void)forget:(UIViewController *)child {
    [child willMoveToParentViewController:nil];
    [self log:child];
    [child removeFromParentViewController]; // expect: remove_child_incomplete
}
@end
