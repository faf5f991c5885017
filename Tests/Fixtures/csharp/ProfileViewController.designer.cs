// The designer half of a partial class: it joins ProfileViewController in the type index.
using Foundation;

namespace Fixtures
{
    [Register("ProfileViewController")]
    partial class ProfileViewController
    {
        [Outlet]
        UIKit.UILabel NameLabel { get; set; }

        public override void DidReceiveMemoryWarning() => Cleanup(); // expect: missing_super_call
    }
}
