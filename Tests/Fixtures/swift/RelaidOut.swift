import UIKit

// geometry_in_view_did_load: a view a layout method frames again, through a helper of the class
// (`relayout()`) or through a method of the view's own handed the new geometry (`blocker.setBounds(
// view.bounds)`), follows every size change; one nothing lays out again does not.
final class Blocker {
    let view = UIView()
    func attach(to parent: UIView, frame: CGRect) { view.frame = frame; parent.addSubview(view) }
    func setBounds(_ bounds: CGRect) { view.bounds = bounds }
}

final class PanelViewController: UIViewController {
    private let dimmer = UIView()
    private let banner = UIView()
    private let blocker = Blocker()

    override func viewDidLoad() {
        super.viewDidLoad()
        dimmer.frame = view.bounds
        view.addSubview(dimmer)
        blocker.attach(to: view, frame: view.frame)
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44) // expect: geometry_in_view_did_load
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        relayout()
        blocker.setBounds(view.bounds)
    }

    private func relayout() {
        dimmer.frame = view.bounds
    }
}
