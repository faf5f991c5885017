using Foundation;

namespace Fixtures
{
    [Register("SummaryViewController")]
    partial class SummaryViewController
    {
        [Outlet]
        UIKit.UILabel TotalLabel { get; set; }

        [Outlet]
        UIKit.UIButton CloseButton { get; set; }
    }
}
