#import <UIKit/UIKit.h>

// An initializer calling a helper whose view work waits for a flag viewDidLoad sets: never runs there.
@interface FlagWaitingController : UIViewController {
    BOOL viewReady;
}
@property (nonatomic, strong) UIViewController *content;
@end

@implementation FlagWaitingController
- (instancetype)initWithContent:(UIViewController *)content {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        [self showContent:content];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    viewReady = YES;
    [self embedContent];
}

- (void)showContent:(UIViewController *)content {
    self.content = content;
    if (viewReady) {
        [self embedContent];
    }
}

- (void)embedContent {
    [self addChildViewController:self.content];
    [self.view addSubview:self.content.view];
    [self.content didMoveToParentViewController:self];
}
@end

// A helper that returns while an ivar loadView makes is still nil: never past it in an initializer.
@interface MadeInLoadViewController : UIViewController {
    UITextView *textView;
}
@end

@implementation MadeInLoadViewController
- (instancetype)initWithColor:(UIColor *)color {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        [self applyColor:color];
    }
    return self;
}

- (void)loadView {
    self.view = [[UIView alloc] init];
    textView = [[UITextView alloc] init];
    [self.view addSubview:textView];
}

- (void)applyColor:(UIColor *)color {
    if (!textView)
        return;
    [self.view setBackgroundColor:color];
}
@end
