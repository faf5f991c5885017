import UIKit

/// A checkout screen with three lifecycle mistakes lifelint reports.
final class CheckoutViewController: UIViewController {
    @IBOutlet private weak var totalLabel: UILabel!
    @IBOutlet private weak var payButton: UIButton!

    /// Set by the cart before or after the screen is shown.
    var total: Decimal = 0 {
        didSet {
            // Loads the whole view just to ask whether it is loaded.
            if view != nil {
                totalLabel.text = "\(total)"
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.layer.cornerRadius = 8
    }

    // Never calls super: UIKit's appearance bookkeeping is skipped.
    override func viewWillAppear(_ animated: Bool) {
        navigationItem.title = "Checkout"
        totalLabel.text = "\(total)"
    }

    // Never called since iOS 6.
    override func viewDidUnload() {
        super.viewDidUnload()
        totalLabel = nil
    }
}
