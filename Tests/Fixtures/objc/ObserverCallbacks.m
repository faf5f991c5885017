#import <UIKit/UIKit.h>

// unbalanced_observer through helpers: a helper that registers, called by `viewDidAppear:` inside a
// block run later (a completion handler), is not judged; the same helper called directly is reported
// where it is called.
@interface CallScreenViewController : UIViewController
@property (nonatomic, strong) id routeToken;
@end

@implementation CallScreenViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self requestMicrophone:^(BOOL granted) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [self startCall];
        });
    }];
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [self stopCall];
}
- (void)requestMicrophone:(void (^)(BOOL))done {
    done(YES);
}
- (void)startCall {
    self.routeToken = [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidBecomeActiveNotification object:nil queue:nil usingBlock:^(NSNotification *note) {}];
}
- (void)stopCall {
    [[NSNotificationCenter defaultCenter] removeObserver:self.routeToken];
}
@end

@interface RecorderViewController : UIViewController
@property (nonatomic, strong) id routeToken;
@end

@implementation RecorderViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self startRecording]; // expect: unbalanced_observer
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [self stopRecording];
}
- (void)startRecording {
    self.routeToken = [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidBecomeActiveNotification object:nil queue:nil usingBlock:^(NSNotification *note) {}];
}
- (void)stopRecording {
    [[NSNotificationCenter defaultCenter] removeObserver:self.routeToken];
}
@end
