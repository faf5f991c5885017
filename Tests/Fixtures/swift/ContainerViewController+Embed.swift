import UIKit

extension ContainerViewController {
    func embedSummary(_ summary: UIViewController) {
        addChild(summary)
        summary.didMove(toParent: self)
    }
}

final class SummaryViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!
    var total = 0 {
        didSet { totalLabel.text = "\(total)" } // expect: outlet_access_before_load
    }
    /// Only ever set once the controller is on screen: its setter can use the outlet.
    var note = "" {
        didSet { totalLabel.accessibilityHint = note }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note = "Totals for today"
    }
    init() {
        super.init(nibName: nil, bundle: nil)
        view.backgroundColor = .white // expect: view_access_in_init
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ChartViewController: UIViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view = ChartCanvas()
    }
    override func viewDidAppear(_ animated: Bool) { // expect: super_call_mismatch
        super.viewWillAppear(animated)
    }
}

final class LegendViewController: UIViewController {
    override func loadView() { // expect: load_view_missing_view
        buildLegend()
    }
}

final class Router {
    func showSummary(from host: UIViewController) {
        let summary = SummaryViewController()
        summary.totalLabel.text = "0" // expect: outlet_access_before_load
        host.present(summary, animated: true)
    }
}
