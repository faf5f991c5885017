#import "BaseViewController.h"

static NSString *const kHint = @"if (self.view) is always true"; // a check in a string

@interface ProfileViewController ()
@property (nonatomic, strong) id keyboardObserver;
@property (nonatomic, strong) NSTimer *refreshTimer;
@end

@implementation ProfileViewController

- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        self.view.tintColor = UIColor.systemPinkColor; // expect: view_access_in_init
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    CGFloat side = self.view.bounds.size.width / 3; // geometry_in_view_did_load does not run on Objective-C
    self.navigationController.navigationBar.prefersLargeTitles = YES; // expect: container_access_in_view_did_load
    self.keyboardObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification
                                                                              object:nil
                                                                               queue:nil
                                                                          usingBlock:^(NSNotification *note) {
        [self adjustFor:note];
    }];
}

#if TARGET_OS_TV
- (void)viewWillAppear:(BOOL)animated {
#else
- (void)viewWillAppear:(BOOL)animated {
    [self.tableView deselectRowAtIndexPath:self.tableView.indexPathForSelectedRow animated:animated];
#endif
    [super viewWillAppear:animated];
    self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:30 target:self selector:@selector(refresh)
                                                       userInfo:nil repeats:YES];
}

- (void)viewDidAppear:(BOOL)animated { // expect: missing_super_call
    [self.scrollView addObserver:self forKeyPath:@"contentOffset" options:0 context:NULL]; // expect: unbalanced_observer
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.refreshTimer invalidate];
    [self.scrollView removeObserver:self forKeyPath:@"contentOffset"];
}

- (void)viewDidDisappear:(BOOL)animated { // expect: super_call_mismatch
    [super viewWillDisappear:animated];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.keyboardObserver];
}

- (void)updateBadge:(NSInteger)count {
    if (self.view) { // expect: view_nil_check
        self.title = [NSString stringWithFormat:@"%ld", (long)count];
    }
    if (self.viewIfLoaded != nil) { [self.view setNeedsLayout]; }
    // if (self.view != nil) in a comment is no check
}

- (void)showMenu {
    UIViewController *sheet = [[MenuViewController alloc] init];
    [self.view addSubview:sheet.view]; // expect: add_subview_without_add_child
    [sheet viewDidAppear:YES]; // expect: direct_lifecycle_call
}

- (void)embedMenu {
    [self addChildViewController:self.menu]; // expect: add_child_without_did_move
    [self.view addSubview:self.menu.view];
}

- (void)dismissMenu {
    [self.menu.view removeFromSuperview];
    [self.menu removeFromParentViewController]; // expect: remove_child_incomplete
}

- (void)showReceipt {
    ReceiptViewController *receipt = [[ReceiptViewController alloc] init];
    receipt.noteLabel.text = @"Thanks"; // expect: outlet_access_before_load
    [self.navigationController pushViewController:receipt animated:YES];
}

- (void)viewDidUnload { // expect: deprecated_unload
    [super viewDidUnload];
}

@end
