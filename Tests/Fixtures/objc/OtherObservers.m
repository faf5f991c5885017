#import <UIKit/UIKit.h>

// An observer object other than the controller, passed back to be removed: balanced.
@interface FilterListController : UITableViewController
@end

@implementation FilterListController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self.tableView selector:@selector(reloadData) name:@"FiltersChanged" object:nil];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self.tableView name:@"FiltersChanged" object:nil];
}
@end

// Removing `self` does not remove the table view's registration; a block's copy of self is self.
@interface SelfOnlyRemovalController : UITableViewController
@end

@implementation SelfOnlyRemovalController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self.tableView selector:@selector(reloadData) name:@"FiltersChanged" object:nil]; // expect: unbalanced_observer
    __weak typeof(self) weakSelf = self;
    [[NSNotificationCenter defaultCenter] addObserver:weakSelf selector:@selector(refresh:) name:@"Refresh" object:nil];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)refresh:(NSNotification *)note {
}
@end
