#import <UIKit/UIKit.h>

// `viewDidUnload` kept for deployment targets before iOS 6, where UIKit still sends it: not reported.
// The same method built for every target is.
@interface LegacyMapViewController : UIViewController
@property (nonatomic, strong) UIView *legend;
@end

@implementation LegacyMapViewController

#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0
- (void)viewDidUnload {
    [super viewDidUnload];
    self.legend = nil;
}
#endif

@end

@interface LegacyListViewController : UIViewController
@end

@implementation LegacyListViewController

- (void)viewDidUnload { // expect: deprecated_unload
    [super viewDidUnload];
}

@end
