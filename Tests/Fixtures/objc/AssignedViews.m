#import <UIKit/UIKit.h>

// view_access_in_init: an initializer (or a method it calls) that sets the view first loads nothing:
// what follows uses the view it set. Reading it before setting it still loads it.
@interface CanvasViewController : UIViewController
@end

@implementation CanvasViewController
- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        [self build];
    }
    return self;
}
- (void)build {
    self.view = [[UIView alloc] init];
    self.view.backgroundColor = UIColor.whiteColor;
}
@end

@interface RosterViewController : UITableViewController
@end

@implementation RosterViewController
- (instancetype)init {
    if ((self = [super initWithStyle:UITableViewStylePlain])) {
        self.tableView = [[UITableView alloc] init];
        self.tableView.rowHeight = 44;
    }
    return self;
}
@end

@interface LedgerViewController : UITableViewController
@end

@implementation LedgerViewController
- (instancetype)init {
    if ((self = [super initWithStyle:UITableViewStylePlain])) {
        self.tableView.rowHeight = 44; // expect: view_access_in_init
        self.tableView = [[UITableView alloc] init];
    }
    return self;
}
@end
