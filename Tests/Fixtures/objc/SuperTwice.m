#import <UIKit/UIKit.h>

// super_call_mismatch: an override sending its own message to super twice runs the superclasses' work
// twice (reported at the second send); sends in the two branches of one `if` run once.
@interface LedgerViewController : UITableViewController
@end

@implementation LedgerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 44;
    [super viewDidLoad]; // expect: super_call_mismatch
}
- (void)viewWillAppear:(BOOL)animated {
    if (animated) {
        [super viewWillAppear:YES];
    } else {
        [super viewWillAppear:NO];
    }
}
@end
