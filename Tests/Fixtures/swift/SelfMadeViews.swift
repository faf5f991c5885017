import UIKit

// geometry_in_view_did_load: a view this method made, named through `self.`, has the frame the method
// gave it; reading it back is no new mistake (the read that computed the frame is the finding).
final class PosterViewController: UIViewController {
    private var poster: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200) // expect: geometry_in_view_did_load
        self.poster = UIImageView(frame: frame)
        view.addSubview(self.poster)
        let caption = UILabel(frame: CGRect(x: 0, y: 210, width: self.poster.frame.width, height: 20))
        view.addSubview(caption)
    }
}
