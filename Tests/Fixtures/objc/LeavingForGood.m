#import "LeavingBase.h"

// An observer removed in viewDidDisappear: only when the controller is leaving for good: teardown.
@interface LeavingInlineController : UIViewController
@end

@implementation LeavingInlineController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"LeavingRefresh" object:nil];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if (self.isMovingFromParentViewController || [self isBeingDismissed]) {
        [[NSNotificationCenter defaultCenter] removeObserver:self];
    }
}

- (void)refresh:(NSNotification *)note {
}
@end

// Still reported: removed on every hide.
@interface HiddenOnlyController : UIViewController
@end

@implementation HiddenOnlyController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"LeavingRefresh" object:nil]; // expect: unbalanced_observer
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)refresh:(NSNotification *)note {
}
@end

// The removal in a helper that viewDidDisappear: calls only when the controller leaves for good.
@interface LeavingHelperController : UIViewController
@end

@implementation LeavingHelperController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"LeavingRefresh" object:nil];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if ([self isMovingFromParentViewController]) {
        [self stopObserving];
    }
}

- (void)stopObserving {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)refresh:(NSNotification *)note {
}
@end

// The test is a method of a base class in another file.
@interface LeavingBaseMethodController : LeavingBaseController
@end

@implementation LeavingBaseMethodController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"LeavingRefresh" object:nil];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if ([self isClosing]) {
        [[NSNotificationCenter defaultCenter] removeObserver:self];
    }
}

- (void)refresh:(NSNotification *)note {
}
@end

@interface EditingBaseMethodController : LeavingBaseController
@end

@implementation EditingBaseMethodController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"LeavingRefresh" object:nil]; // expect: unbalanced_observer
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if (![self isEditingText]) {
        [[NSNotificationCenter defaultCenter] removeObserver:self];
    }
}

- (void)refresh:(NSNotification *)note {
}
@end
