#import <UIKit/UIKit.h>
#import <MapKit/MapKit.h>

@interface MapViewController : UIViewController
@end

@implementation MapViewController

- (void)loadView {
    [super loadView]; // expect: load_view_calls_super
    self.view = [[MKMapView alloc] initWithFrame:CGRectZero];
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    [self.view addSubview:[[UIView alloc] init]]; // expect: setup_in_layout, setup_in_layout
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(recenter)];
    [self.view addGestureRecognizer:tap]; // expect: repeated_setup_in_appear
}

@end

@interface BlankViewController : UIViewController
@end

@implementation BlankViewController
- (void)loadView { // expect: load_view_missing_view
    [self buildInterface];
}
- (void)viewDidLoad {
    [super viewDidLoad];
    [self viewWillLayoutSubviews]; // expect: direct_lifecycle_call
}
@end

// The view assigned through its setter: `[self setView:…]` is `self.view = …`.
@interface CompassViewController : UIViewController
@end

@implementation CompassViewController
- (void)loadView {
    [self setView:[[UIImageView alloc] initWithImage:self.compassImage]];
}
@end
