#import "Checkout-Swift.h"

@interface CheckoutViewController : SwiftFormViewController
@end

@implementation CheckoutViewController
- (void)viewDidAppear:(BOOL)animated { // expect: missing_super_call
    [self.analytics track:@"checkout"];
}
@end
