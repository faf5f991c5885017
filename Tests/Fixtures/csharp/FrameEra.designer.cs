using Foundation;
using UIKit;

// The designer half of RouteSheetController: its outlets, made by the storyboard.
[Register("RouteSheetController")]
partial class RouteSheetController
{
    [Outlet]
    UIView banner { get; set; }

    [Outlet]
    UILabel routeLabel { get; set; }

    [Outlet]
    UIView footerBar { get; set; }

    [Outlet]
    UIView stampHolder { get; set; }
}
