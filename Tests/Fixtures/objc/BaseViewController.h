// Controllers declared in a header: their implementations and subclasses live in other files,
// some of them Swift.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface BaseViewController : UIViewController
- (void)reloadContent;
@end

@interface ProfileViewController : BaseViewController <UITableViewDelegate>
@property (nonatomic, strong, nullable) UIViewController *menu;
@end

@interface ReceiptViewController : BaseViewController
@property (nonatomic, weak) IBOutlet UILabel *totalLabel;
@property (nonatomic, strong) UILabel *noteLabel;
@end

@interface MenuViewController : UIViewController
@end

@interface RecentViewController : UIViewController
@end

@protocol Refreshing <NSObject>
- (void)viewWillAppear:(BOOL)animated; // a requirement, not an override
@end

NS_ASSUME_NONNULL_END
