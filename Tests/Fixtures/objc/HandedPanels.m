#import "PanelHostBase.h"

// Children handed to a method of a base class in another file (PanelHostBase.m).
@interface HandedPanelsController : PanelHostBase
@property (nonatomic, strong) UIViewController *inspectorController;
@property (nonatomic, strong) UIViewController *previewController;
@end

@implementation HandedPanelsController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self hostPanel:self.inspectorController];
    [self.view addSubview:self.inspectorController.view];
    [self decoratePanel:self.previewController];
    [self.view addSubview:self.previewController.view]; // expect: add_subview_without_add_child
}
@end
