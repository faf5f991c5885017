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
