#import <UIKit/UIKit.h>
#import <SheetKit/SheetKit.h>

// direct_lifecycle_call on a class no file of the project declares (a library's `SheetKitActionSheet`,
// a property of the class's `@interface`): a callback only view controllers have makes it one. A presenter
// of the project's own answering `viewDidLoad` is not, and a library object's `traitCollectionDidChange:`
// (views have it too) is not taken for a controller's.
@interface ShareListPresenter : NSObject
- (void)viewDidLoad;
@end

@implementation ShareListPresenter
- (void)viewDidLoad {
}
@end

@interface ShareListViewController : UIViewController
@property (nonatomic, strong) SheetKitActionSheet *sheet;
@property (nonatomic, strong) ShareListPresenter *presenter;
@property (nonatomic, strong) SheetKitBadge *badge;
@end

@implementation ShareListViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self.sheet viewDidLayoutSubviews]; // expect: direct_lifecycle_call
    [self.presenter viewDidLoad];
    [self.badge traitCollectionDidChange:nil];
}
@end

// view_access_in_init, quiet: an initializer that assigns the view sets it without loading anything.
@interface ShareGLController : UIViewController
@end

@implementation ShareGLController
- (instancetype)init {
    if ((self = [super init])) {
        self.view = [UIView new];
        self.view.backgroundColor = [UIColor blackColor];
    }
    return self;
}
@end
