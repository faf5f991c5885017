#import <UIKit/UIKit.h>

// A child handed to a method of the class that adds its parameter as a child: contained.
@interface HandedChildController : UIViewController
@property (nonatomic, strong) UIViewController *pagesController;
@property (nonatomic, strong) UIViewController *previewController;
@end

@implementation HandedChildController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self containController:self.pagesController];
    [self.view addSubview:self.pagesController.view];
    [self configureController:self.previewController];
    [self.view addSubview:self.previewController.view]; // expect: add_subview_without_add_child
}

- (void)containController:(UIViewController *)controller {
    [self addChildViewController:controller];
    [controller didMoveToParentViewController:self];
}

- (void)configureController:(UIViewController *)controller {
    controller.title = @"Preview";
}
@end
