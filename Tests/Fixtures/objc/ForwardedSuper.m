#import <UIKit/UIKit.h>

// missing_super_call: an override that hands its work to a method of its class which calls super for it
// calls super; one whose method does not still misses it.
@interface EntryViewController : UITableViewController
@end

@implementation EntryViewController
- (void)setEditing:(BOOL)editing animated:(BOOL)animated {
    [self setEditing:editing animated:animated canceled:NO];
}

- (void)setEditing:(BOOL)editing animated:(BOOL)animated canceled:(BOOL)canceled {
    [super setEditing:editing animated:animated];
    if (!editing && !canceled) [self.tableView reloadData];
}

- (void)viewWillAppear:(BOOL)animated { // expect: missing_super_call
    [self refresh];
}

- (void)refresh { [self.tableView reloadData]; }
@end
