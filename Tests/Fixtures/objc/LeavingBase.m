#import "LeavingBase.h"

@implementation LeavingBaseController
- (BOOL)isClosing {
    return self.isMovingFromParentViewController || self.isBeingDismissed;
}

- (BOOL)isEditingText {
    return NO;
}
@end
