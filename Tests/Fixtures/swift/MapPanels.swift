import UIKit

// Both pair their observer with viewDidAppear/viewDidDisappear, which a cancelled interactive
// dismissal unbalances; only the one shown in a sheet can have one (see MapViewController.swift).
final class MapLegendViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .mapStyleChanged, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .mapStyleChanged, object: nil)
    }

    @objc private func refresh() {}
}

final class MapFiltersViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .mapStyleChanged, object: nil) // expect: unbalanced_observer
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .mapStyleChanged, object: nil)
    }

    @objc private func refresh() {}
}
