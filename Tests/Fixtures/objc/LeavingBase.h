#import <UIKit/UIKit.h>

// A base class whose method tells whether the controller leaves for good (LeavingBase.m), read by a
// subclass in another file (LeavingForGood.m).
@interface LeavingBaseController : UIViewController
- (BOOL)isClosing;
- (BOOL)isEditingText;
@end
