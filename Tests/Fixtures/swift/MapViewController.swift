import UIKit

// Presents its panels as popovers: one that stays a popover in every width (the delegate answers
// `.none`), one that becomes a sheet on a phone (no delegate), which the user can start to swipe away.
final class MapViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    private let legend = MapLegendViewController()
    private let filters = MapFiltersViewController()

    @objc func showLegend(_ sender: UIBarButtonItem) {
        legend.modalPresentationStyle = .popover
        legend.popoverPresentationController?.barButtonItem = sender
        legend.popoverPresentationController?.delegate = self
        present(legend, animated: true)
    }

    @objc func showFilters(_ sender: UIBarButtonItem) {
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
