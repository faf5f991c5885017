#import "StatusAppDelegate.h"

// add_subview_without_add_child: an app delegate (declared in a header) adding a controller's view to
// its window without making it the root. Quiet: the same controller made the root first.
@implementation StatusAppDelegate

- (void)showOutage {
    [self.window addSubview:self.outageViewController.view]; // expect: add_subview_without_add_child
}

- (void)showOutageAsRoot {
    self.window.rootViewController = self.outageViewController;
    [self.window addSubview:self.outageViewController.view];
}

@end

@implementation OutageViewController
@end
