#import <UIKit/UIKit.h>

// A toolbar made from the view's width and handed to a text field as its accessory view: the keyboard
// gives it its width (quiet); the same toolbar added with `addSubview:` keeps the width it was made with.
@interface SearchFormViewController : UIViewController
@property (nonatomic, strong) UIToolbar *doneToolbar;
@property (nonatomic, strong) UIToolbar *statusToolbar;
@property (nonatomic, weak) IBOutlet UITextField *queryField;
@end

@implementation SearchFormViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.doneToolbar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, self.view.bounds.size.width, 44)];
    self.queryField.inputAccessoryView = self.doneToolbar;
    self.statusToolbar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, self.view.bounds.size.width, 44)]; // expect: geometry_in_view_did_load
    [self.view addSubview:self.statusToolbar];
}
@end
