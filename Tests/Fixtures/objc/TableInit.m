#import <UIKit/UIKit.h>

// view_access_in_init: a UITableViewController's tableView is its view, also when only the @interface
// names the base class. Quiet: the same table configured in viewDidLoad.
@interface OptionsTableController : UITableViewController
@end

@implementation OptionsTableController
- (instancetype)init {
    if ((self = [super initWithStyle:UITableViewStyleGrouped])) {
        self.tableView.separatorInset = UIEdgeInsetsZero; // expect: view_access_in_init
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 44;
}
@end
