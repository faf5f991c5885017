#import <UIKit/UIKit.h>

// outlet_access_before_load: a controller presented or pushed has its view loaded before the call returns,
// so its outlets are set after it (quiet); before it they are nil (reported).
@interface InvoiceViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *totalLabel;
@end

@implementation InvoiceViewController
@end

@interface BillingViewController : UIViewController
@end

@implementation BillingViewController
- (void)showReceipt {
    InvoiceViewController *receipt = [[InvoiceViewController alloc] init];
    [self presentViewController:receipt animated:YES completion:nil];
    receipt.totalLabel.text = @"42";
}
- (void)pushReceipt {
    InvoiceViewController *receipt = [[InvoiceViewController alloc] init];
    receipt.totalLabel.text = @"42"; // expect: outlet_access_before_load
    [self.navigationController pushViewController:receipt animated:YES];
}
@end

// missing_super_call: a layer's own method named like a controller's callback is not that callback.
@interface TileLayer : CALayer
@end

@implementation TileLayer
- (void)didReceiveMemoryWarning {
    [self removeAllAnimations];
}
@end
