import UIKit

// A protocol whose extension adds what it is handed as a child (used by HandedPanels.swift).
protocol PanelHosting: UIViewController {
    func host(panel: UIViewController)
    func decorate(panel: UIViewController)
}

extension PanelHosting {
    func host(panel: UIViewController) {
        panel.willMove(toParent: self)
        addChild(panel)
        panel.didMove(toParent: self)
    }

    func decorate(panel: UIViewController) {
        panel.view.layer.cornerRadius = 8
    }
}
