#import "BaseViewController.h"

// A segue's destination and a new controller have no view yet; another controller's view, tested
// through a chain that may be nil, is not checked.
@interface OrdersViewController : UITableViewController
@end

@implementation OrdersViewController

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    [super prepareForSegue:segue sender:sender];
    ReceiptViewController *receipt = segue.destinationViewController;
    receipt.totalLabel.text = @"42"; // expect: outlet_access_before_load
}

- (UIView *)previewFor:(NSInteger)row {
    ReceiptViewController *receipt = [[ReceiptViewController alloc] init];
    UIView *shown = receipt.view ?: self.tableView; // expect: view_nil_check
    // nil messaging: `firstObject` may be nil, so the fallback can run
    UIView *first = self.childViewControllers.firstObject.view ?: self.tableView;
    return shown ?: first;
}

@end
