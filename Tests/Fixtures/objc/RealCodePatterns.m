// Patterns from real Objective-C apps that lifelint once reported wrongly; each must stay quiet
// (or be reported only where marked).
#import "BaseViewController.h"
#import <XCTest/XCTest.h>

// A direct UIViewController subclass (declared in the header): UIViewController's own layout passes
// do nothing, so skipping super there loses nothing.
@implementation RecentViewController
- (void)viewDidLayoutSubviews {
    [self.tableView reloadData];
}
- (void)viewWillLayoutSubviews {
    self.emptyLabel.hidden = self.items.count > 0;
}
// A method whose name starts with `init` but returns nothing is no initializer.
- (void)initLoadingWithDelay:(CGFloat)delay {
    [self.view addSubview:self.spinner];
}
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // Kept in the instance variable, ended through the property: one timer.
    _pollTimer = [NSTimer scheduledTimerWithTimeInterval:5 target:self selector:@selector(poll) userInfo:nil repeats:YES];
}
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.pollTimer invalidate];
}
// The view as a call's argument, and the call's result tested: no test of the view.
- (void)themeDidChange {
    self.tintColor = IsWideLayout(self.view) ? UIColor.clearColor : UIColor.systemBackgroundColor;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    // One notification, two selectors: two observers, each registered once.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(sessionFailed) name:SessionErrorNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(logFailure) name:SessionErrorNotification object:nil];
}
- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}
@end

// Containers tested for nil, or styling redone once the controller is embedded: nothing is lost.
@interface ThemedViewController : UIViewController
@end

@implementation ThemedViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self applyTheme];
    UIViewController *host = (self.parentViewController) ? self.parentViewController : self;
    if (self.splitViewController && !self.splitViewController.isCollapsed) { [host.view setNeedsLayout]; }
    if (self.navigationController.navigationBar) { [self applyTheme]; }
    UIView *stack = [[UIView alloc] initWithFrame:self.parentViewController.view.bounds]; // a first frame
    [self.view addSubview:stack];
}
// A parent letting its child go while it is torn down: the views go with it.
- (void)dealloc {
    [self.childViewControllers.firstObject removeFromParentViewController];
    [_legend removeFromParentViewController];
}
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self applyTheme];
}
- (void)applyTheme {
    self.navigationController.navigationBar.tintColor = UIColor.systemPinkColor;
}
@end

// The same override on a subclass of a controller with its own layout work: super is needed.
@implementation ReceiptViewController
- (void)viewWillLayoutSubviews { // expect: missing_super_call
    self.totalLabel.hidden = NO;
}
@end

// A test case builds a hierarchy to look at, not to show.
@interface ContainmentTests : XCTestCase
@end

@implementation ContainmentTests
- (void)testParent {
    UIViewController *parent = [[UIViewController alloc] init];
    UIViewController *child = [[UIViewController alloc] init];
    [parent addChildViewController:child];
    XCTAssertEqual(child.parentViewController, parent);
}
@end
