#import <UIKit/UIKit.h>

// A loadView that wraps the table super built keeps it: the call builds no view to throw away.
@interface WrappedTableController : UITableViewController
@end

@implementation WrappedTableController
- (void)loadView {
    [super loadView];
    UITableView *table = [super tableView];
    UIView *container = [[UIView alloc] initWithFrame:[table frame]];
    [container addSubview:table];
    [self setView:container];
}
@end

@interface ReplacedTableController : UITableViewController
@end

@implementation ReplacedTableController
- (void)loadView {
    [super loadView]; // expect: load_view_calls_super
    self.view = [[UIView alloc] init];
}
@end
