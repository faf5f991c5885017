import UIKit

// geometry_in_view_did_load in frame-based Swift. Quiet: a label's own frame moved and given back to
// it; an outlet (its storyboard sizes it) framed from the view; a helper that a rotation method runs
// again. Reported: a view made in code framed from the view, and a helper only viewDidLoad runs.
final class TicketViewController: UIViewController {
    @IBOutlet private weak var seatLabel: UILabel!
    @IBOutlet private weak var footer: UIView!
    private let ribbon = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        var frame = seatLabel.frame
        frame.origin.x -= 10
        seatLabel.frame = frame
        footer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        ribbon.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 2) // expect: geometry_in_view_did_load
        view.addSubview(ribbon)
        layoutBadges()
        measureTitle() // expect: geometry_in_view_did_load
    }

    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        super.willRotate(to: toInterfaceOrientation, duration: duration)
        layoutBadges()
    }

    private func layoutBadges() {
        let width = view.bounds.width / 3
        print(width)
    }

    private func measureTitle() {
        let width = view.bounds.width
        print(width)
    }
}

// A rectangle taken from the view and changed in place before it is given to a view: quiet when that
// view follows resizes (its mask set after), reported when nothing resizes it.
final class TrailMapViewController: UIViewController {
    private var map: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        var frame = view.frame
        frame.origin = .zero
        frame.size.height -= 20
        map = UIView(frame: frame)
        map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(map)

        var stripFrame = view.bounds // expect: geometry_in_view_did_load
        stripFrame.origin.y = 8
        let strip = UIView(frame: stripFrame)
        view.addSubview(strip)
    }
}
