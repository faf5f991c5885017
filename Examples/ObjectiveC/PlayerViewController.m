// An Objective-C controller with lifecycle mistakes on purpose: `lifelint Examples/` reports them.
#import <UIKit/UIKit.h>

@interface PlayerViewController : UITableViewController
@property (nonatomic, strong) NSTimer *progressTimer;
@end

@implementation PlayerViewController

- (void)viewWillAppear:(BOOL)animated {
    [self.tableView reloadData];
    self.progressTimer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick)
                                                        userInfo:nil repeats:YES];
}

- (void)showQueue:(UIViewController *)queue {
    [self.view addSubview:queue.view];
    [queue viewDidAppear:YES];
}

- (void)updateTitle:(NSString *)title {
    if (self.view != nil) {
        self.title = title;
    }
}

- (void)viewDidUnload {
    [super viewDidUnload];
    self.progressTimer = nil;
}

@end
