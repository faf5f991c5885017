#import <UIKit/UIKit.h>

// A controller taken from a navigation controller that is then presented is on screen in the
// presentation's completion; one not taken from it is not.
@interface NoteEditorController : UIViewController
@property (nonatomic, weak) IBOutlet UITextField *nameField;
@end

@implementation NoteEditorController
@end

@interface NoteRouter : NSObject
@property (nonatomic, weak) UIViewController *host;
@end

@implementation NoteRouter
- (void)openEditor:(NSString *)name {
    UINavigationController *nav = [self.host.storyboard instantiateViewControllerWithIdentifier:@"EditorNav"];
    NoteEditorController *editor = (NoteEditorController *)nav.topViewController;
    NoteEditorController *other = [[NoteEditorController alloc] init];
    [self.host presentViewController:nav animated:YES completion:^{
        editor.nameField.text = name;
        other.nameField.text = name; // expect: outlet_access_before_load
    }];
}

// Taken from a new navigation controller declared with its type, and used before anything shows it.
- (void)prefillEditor:(NSString *)name {
    UINavigationController *nav = [self.host.storyboard instantiateViewControllerWithIdentifier:@"EditorNav"];
    NoteEditorController *editor = (NoteEditorController *)nav.topViewController;
    editor.nameField.text = name; // expect: outlet_access_before_load
}
@end
