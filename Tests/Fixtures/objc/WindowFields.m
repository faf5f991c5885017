#import <UIKit/UIKit.h>

// add_subview_without_add_child: a controller's view put in a window through its instance variable
// (`_window`) is as wrong as through `self.window`: make the controller the root.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    _window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[UIViewController new]];
    [_window addSubview:nav.view]; // expect: add_subview_without_add_child
    [_window makeKeyAndVisible];
    return YES;
}
@end
