#import <UIKit/UIKit.h>

@class OutageViewController;

// The interface of StatusAppDelegate.m: the class's base is named here, not beside its methods.
@interface StatusAppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) OutageViewController *outageViewController;
@end

@interface OutageViewController : UIViewController
@end
