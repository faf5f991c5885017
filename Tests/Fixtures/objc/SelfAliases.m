#import <UIKit/UIKit.h>

// A lifecycle callback sent to a local bound to the controller itself is sent to self.
@interface AliasFeedController : UIViewController
@end

@implementation AliasFeedController
- (void)reload {
    AliasFeedController *me = self;
    [me viewWillAppear:YES]; // expect: direct_lifecycle_call
}
@end
