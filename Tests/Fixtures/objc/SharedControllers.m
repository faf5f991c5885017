#import <UIKit/UIKit.h>

// outlet_access_before_load: a controller read from a shared object (`RootView.instance.shell`,
// `[RootView instance].shell`) is one on screen, not one just made; a class factory's controller
// (`[ShellView shellView]`) is just made.
@interface ShellView : UIViewController
@property (nonatomic, weak) IBOutlet UIView *sideMenu;
+ (ShellView *)shellView;
@end

@interface RootView : UIViewController
+ (RootView *)instance;
@property (nonatomic, strong) ShellView *shell;
@end

@interface StatusBar : UIViewController
@end

@implementation StatusBar
- (IBAction)onMenuClick:(id)sender {
    ShellView *shell = RootView.instance.shell;
    shell.sideMenu.hidden = !shell.sideMenu.hidden;
    ShellView *other = [RootView instance].shell;
    other.sideMenu.hidden = YES;
    ShellView *fresh = [ShellView shellView];
    fresh.sideMenu.hidden = YES; // expect: outlet_access_before_load
    [self presentViewController:fresh animated:YES completion:nil];
}
@end
