// Objective-C that must stay quiet: a class extension of a controller declared elsewhere, its #if branches
// sharing one body, literals, blocks and macros (also a fuzzing seed).
#import <UIKit/UIKit.h>
#import "FeedViewController.h"
#define LOG(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, \
                            ##__VA_ARGS__)

@interface FeedViewController () <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@implementation FeedViewController {
    id _observer;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.view) { LOG(@"loaded: %@", @[@1, @{@"k": @(2)}]); }
    _observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) { self->_count++; }];
}

#if TARGET_OS_TV
- (void)viewWillAppear:(BOOL)animated {
#else
- (void)viewWillAppear:(BOOL)animated {
    char c = '\'';
#endif
    [super viewWillAppear:animated];
}

@end
