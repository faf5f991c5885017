// Objective-C++: C++ templates, lambdas and subscripts beside message sends.
#import <UIKit/UIKit.h>
#include <vector>
#include <algorithm>

@interface WaveformViewController : UIViewController
@end

@implementation WaveformViewController {
    std::vector<float> _samples;
}

- (void)viewWillAppear:(BOOL)animated { // expect: missing_super_call
    auto peak = std::max_element(_samples.begin(), _samples.end());
    auto scale = [&](float x) { return x / (*peak + 1.0f); };
    float first = _samples.empty() ? 0 : scale(_samples[0]);
    [self.view setNeedsLayout];
    self.title = [NSString stringWithFormat:@"%f", first];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    std::sort(_samples.begin(), _samples.end(), [](float a, float b) { return a > b; });
}

@end
