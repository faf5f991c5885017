#import <Cocoa/Cocoa.h>

// AppKit: NSViewController has UIKit's method names but not its rules.
@interface PreferencesController : NSViewController
@end

@implementation PreferencesController
- (void)viewWillAppear {
    if (self.view) { [self reload]; }
}
- (void)viewDidLoad {
}
@end
