#import <UIKit/UIKit.h>

// add_subview_without_add_child on objects named like controllers: a class of the project's own deriving
// from NSObject is no child controller (quiet); a library's controller no file declares still is one
// (reported).
@interface ReturnToSourceController : NSObject
@property (nonatomic, readonly) UIView *view;
@end

@class SlidingPanelController;

@interface TrailerViewController : UIViewController {
    ReturnToSourceController *_returnBar;
    SlidingPanelController *_panel;
}
@end

@implementation TrailerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    _returnBar = [[ReturnToSourceController alloc] init];
    [self.view addSubview:_returnBar.view];
    [self.view addSubview:_panel.view]; // expect: add_subview_without_add_child
}
@end
