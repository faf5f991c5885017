import UIKit

// geometry_in_view_did_load: a layer has its view's geometry: the bounds of the layer of a view the
// method made are the frame it gave that view, read back.
final class AvatarViewController: UIViewController {
    private var avatar: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar = UIButton(frame: CGRect(x: 0, y: 0, width: 112, height: 112))
        view.addSubview(avatar)
        let mask = CALayer()
        mask.bounds = avatar.layer.bounds
        avatar.layer.mask = mask
        let shade = CALayer()
        shade.bounds = view.layer.bounds // expect: geometry_in_view_did_load
        view.layer.addSublayer(shade)
    }
}
