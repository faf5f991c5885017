import UIKit

/// Views and helpers have `view` properties and lifecycle-like names too: none of this may fire.
final class BadgeView: UIView {
    weak var view: UIView?

    override func layoutSubviews() {
        if view != nil { setNeedsDisplay() }
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        print("moving")
    }
}

struct Coordinator {
    var view: UIView?
    func viewDidLoad() {}
    func check() -> Bool { view != nil }
}

/*
 class Commented: UIViewController {
     override func viewWillAppear(_ animated: Bool) {}
 }
 */

/// A cell overriding `setEditing` (cells have it too) whose base class lives in another file.
final class PlayerCell: ThemeableSwipeCell {
    @IBOutlet var tickView: UIImageView!
    var showTick = false { didSet { tickView.isHidden = !showTick } }
    override func setEditing(_ editing: Bool, animated: Bool) {}
}

/// UIKit's text attachment providers have `loadView()` and `view` too.
final class PillProvider: NSTextAttachmentViewProvider {
    override func loadView() { view = PillView(width: textView.bounds.width) }
}
