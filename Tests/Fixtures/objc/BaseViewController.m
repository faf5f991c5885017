#import "BaseViewController.h"

@implementation BaseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self reloadContent];
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    self.view.layoutMargins = UIEdgeInsetsMake(8, 16, 8, 16); // layout work its subclasses skip without super
}

- (void)reloadContent {
    if (self.isViewLoaded && self.view.window != nil) { // isViewLoaded first: nothing loads here
        [self.view setNeedsLayout];
    }
}

@end

@implementation ReceiptViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.noteLabel = [[UILabel alloc] init]; // built with the view: nil before it loads
    [self.view addSubview:self.noteLabel];
}

@end
