// Frame-era layout as real Objective-C apps write it: `geometry_in_view_did_load` reports only a UIKit
// view made here from the controller's own view and left to its first size; everything else stays quiet.
#import <UIKit/UIKit.h>

@interface PlayerViewController : UIViewController
@property (nonatomic, strong) UIScrollView *pager;
@property (nonatomic, strong) WKWebView *webView;
@property (nonatomic, weak) IBOutlet UIImageView *logo;
@property (nonatomic, strong) UIViewController *topViewController;
@end

@implementation PlayerViewController {
    UITableView *_table;
    UIViewController *_topViewController;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.pager = [[UIScrollView alloc] initWithFrame:self.view.bounds]; // expect: geometry_in_view_did_load
    [self.view addSubview:self.pager];
    UIButton *close = [[UIButton alloc] initWithFrame:CGRectMake(CGRectGetWidth([[self view] bounds]) - 60, 20, 44, 44)]; // expect: geometry_in_view_did_load
    [self.view addSubview:close];

    // A mask, sent as a setter, on an instance variable named through its property.
    _table = [[UITableView alloc] initWithFrame:[[self view] bounds] style:UITableViewStylePlain];
    [self.table setAutoresizingMask:UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight];
    // Layout helpers pin their receiver: FLKAutoLayout, PureLayout, Masonry.
    UIView *strip = [[UIView alloc] initWithFrame:self.view.bounds];
    [strip alignLeading:@"0" trailing:@"0" toView:self.view];
    UIView *badge = [[UIView alloc] initWithFrame:self.view.bounds];
    [badge autoPinEdgesToSuperviewEdges];
    UIView *shade = [[UIView alloc] initWithFrame:self.view.bounds];
    [shade mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
    // A custom view may set its own mask in its initializer; an outlet's nib may pin it.
    PlayerControlsView *controls = [[PlayerControlsView alloc] initWithFrame:self.view.bounds];
    self.logo.center = self.view.center;
    // Framed again before it is seen.
    UIView *backdrop = [[UIView alloc] initWithFrame:self.view.bounds];
    [backdrop setFrame:CGRectMake(0, 0, 320, 80)];
    // Kept in a property that a sibling helper pins with constraints.
    WKWebView *web = [[WKWebView alloc] initWithFrame:self.view.frame configuration:[WKWebViewConfiguration new]];
    self.webView = web;
    [self configureLayout];
    // Laid out again in `viewDidLayoutSubviews`.
    UIView *footer = [[UIView alloc] initWithFrame:self.view.bounds];
    self.footer = footer;
    // The child whose instance variable was added in the property's setter.
    [self.view addSubview:self.topViewController.view];
}

- (void)configureLayout {
    self.webView.translatesAutoresizingMaskIntoConstraints = NO;
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    [self.footer setFrame:self.view.bounds];
}

- (void)setTopViewController:(UIViewController *)top {
    _topViewController = top;
    [self addChildViewController:_topViewController];
    [_topViewController didMoveToParentViewController:self];
}

// One helper registers or removes by its argument: which branch runs where is not lifelint's to say.
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self observeKeyboard:YES];
}

- (void)dealloc {
    [self observeKeyboard:NO];
}

- (void)observeKeyboard:(BOOL)on {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    if (on) {
        [center addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    } else {
        [center removeObserver:self name:UIKeyboardWillShowNotification object:nil];
    }
}
@end

@interface ReaderViewController : UIViewController
@end

@implementation ReaderViewController
// A view made the root view in `loadView` is sized by its container.
- (void)loadView {
    UIScrollView *scroller = [[UIScrollView alloc] initWithFrame:self.parentViewController.view.bounds];
    self.view = scroller;
}
@end
