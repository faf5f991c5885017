#import <UIKit/UIKit.h>
#import <MediaPlayer/MediaPlayer.h>

// Selectors named like lifecycle methods, on classes that are no view controllers.
@interface PlaybackCoordinator : NSObject
@end

@implementation PlaybackCoordinator
- (void)viewWillAppear:(BOOL)animated {
    [self.player prepareToPlay];
}
- (void)start {
    MPMoviePlayerController *player = [[MPMoviePlayerController alloc] initWithContentURL:self.url];
    [self.window addSubview:player.view]; // a movie player's view, not a child controller's
}
@end

@interface BadgeView : UIView
@end

@implementation BadgeView
- (void)willMoveToSuperview:(UIView *)newSuperview {
    [self setNeedsLayout];
}
- (void)layoutSubviews {
    [super layoutSubviews];
    [self addSubview:self.dot];
}
@end
