#import <UIKit/UIKit.h>

// A base controller whose method adds what it is handed as a child (PanelHostBase.m; used by
// HandedPanels.m).
@interface PanelHostBase : UIViewController
- (void)hostPanel:(UIViewController *)panel;
- (void)decoratePanel:(UIViewController *)panel;
@end
