#import <UIKit/UIKit.h>

// repeated_setup_in_appear: what `viewWillDisappear:` takes away again does not pile up; what only
// `viewDidDisappear:` takes away does, after a cancelled interactive pop (`viewWillDisappear:`, then
// `viewWillAppear:` again, no `viewDidDisappear:`).
@interface CameraViewController : UIViewController {
    UITapGestureRecognizer *_focusTap;
    UILabel *_badge;
    UILabel *_hint;
}
@end

@implementation CameraViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    _focusTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(focus)];
    [self.view addGestureRecognizer:_focusTap];
    _badge = [[UILabel alloc] init];
    [self.view addSubview:_badge];
    _hint = [[UILabel alloc] init];
    [self.view addSubview:_hint]; // expect: repeated_setup_in_appear
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.view removeGestureRecognizer:_focusTap];
    [_badge removeFromSuperview];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [_hint removeFromSuperview];
}

- (void)focus {}
@end
