#import <UIKit/UIKit.h>

// Code `#if 0` turns off is never compiled: no finding there (its braces need not even balance); the
// branch that is compiled is read as usual.
@interface ArchiveViewController : UIViewController
@end

@implementation ArchiveViewController
#if 0
- (void)viewWillAppear:(BOOL)animated {
    [self reload];
}
- (void)unfinished {
    if (self.editing) {
#else
- (void)viewWillAppear:(BOOL)animated { // expect: missing_super_call
    [self reload];
}
#endif
- (void)reload {
}
@end
