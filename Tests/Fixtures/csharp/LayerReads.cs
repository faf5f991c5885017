using CoreAnimation;
using CoreGraphics;
using UIKit;

// geometry_in_view_did_load: a layer has its view's geometry: the bounds of the layer of a view the
// method made are the frame it gave that view, read back.
public class AvatarController : UIViewController
{
    UIButton Avatar { get; set; }

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        Avatar = new UIButton(new CGRect(0, 0, 112, 112));
        View.AddSubview(Avatar);
        var mask = new CALayer();
        mask.Bounds = Avatar.Layer.Bounds;
        Avatar.Layer.Mask = mask;
        var shade = new CALayer();
        shade.Bounds = View.Layer.Bounds; // expect: geometry_in_view_did_load
        View.Layer.AddSublayer(shade);
    }
}
