#import <UIKit/UIKit.h>

// Shows its filter panel as a popover that stays one (the delegate answers UIModalPresentationNone)
// and its sort panel as one that becomes a sheet on a phone.
@interface PlaceFiltersViewController : UIViewController
@end

@interface PlaceSortViewController : UIViewController
@end

@interface PlacesViewController : UIViewController <UIPopoverPresentationControllerDelegate>
@property (nonatomic, strong) PlaceFiltersViewController *filters;
@end

@implementation PlacesViewController

- (void)showFilters:(UIBarButtonItem *)sender {
    self.filters.modalPresentationStyle = UIModalPresentationPopover;
    self.filters.popoverPresentationController.barButtonItem = sender;
    self.filters.popoverPresentationController.delegate = self;
    [self presentViewController:self.filters animated:YES completion:nil];
}

- (void)showSort:(UIBarButtonItem *)sender {
    PlaceSortViewController *sort = [[PlaceSortViewController alloc] init];
    sort.modalPresentationStyle = UIModalPresentationPopover;
    sort.popoverPresentationController.barButtonItem = sender;
    [self presentViewController:sort animated:YES completion:nil];
}

- (UIModalPresentationStyle)adaptivePresentationStyleForPresentationController:(UIPresentationController *)controller {
    return UIModalPresentationNone;
}

@end

@implementation PlaceFiltersViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload) name:@"PlacesChanged" object:nil];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"PlacesChanged" object:nil];
}

- (void)reload {}

@end

@implementation PlaceSortViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload) name:@"PlacesChanged" object:nil]; // expect: unbalanced_observer
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"PlacesChanged" object:nil];
}

- (void)reload {}

@end
