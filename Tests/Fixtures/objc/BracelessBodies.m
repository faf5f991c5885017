#import <UIKit/UIKit.h>

// A message in an `if`/`else`/`for` body without braces is a message like any other: the direct
// appearance calls are reported, and a `[super viewDidLoad]` sent under a condition is a super call.
@interface BracelessHostController : UIViewController
@property (nonatomic, strong) UIViewController *child;
@property (nonatomic) BOOL ready;
@end

@implementation BracelessHostController
- (void)show:(BOOL)animated {
    if (animated) [self.child viewWillAppear:YES]; // expect: direct_lifecycle_call
    else [self.child viewDidAppear:NO]; // expect: direct_lifecycle_call
    for (UIViewController *other in self.childViewControllers) [other viewWillDisappear:YES]; // expect: direct_lifecycle_call
}

- (void)viewDidLoad {
    if (self.ready) [super viewDidLoad];
}
@end
