using System;
using UIKit;

namespace Fixtures
{
    public class BaseViewController : UIViewController
    {
        public BaseViewController(IntPtr handle) : base(handle) { }
    }
}
