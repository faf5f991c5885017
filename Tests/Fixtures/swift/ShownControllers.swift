import UIKit

// outlet_access_before_load: a controller presented or pushed has its view loaded before the call returns,
// so its outlets are set after it (quiet); before it they are nil (reported).
final class InvoiceViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!
}

final class BillingViewController: UIViewController {
    func showReceipt() {
        let receipt = InvoiceViewController()
        present(receipt, animated: true)
        receipt.totalLabel.text = "42"
    }

    func pushReceipt() {
        let receipt = InvoiceViewController()
        receipt.totalLabel.text = "42" // expect: outlet_access_before_load
        navigationController?.pushViewController(receipt, animated: true)
    }

    // container_access_in_view_did_load: a type test of the container, through a cast or `is`, is a test
    // of whether it is there (quiet); using it is reported.
    override func viewDidLoad() {
        super.viewDidLoad()
        if (navigationController as? BillingNavigationController) != nil { title = "Checkout" }
        if navigationController is BillingNavigationController { title = "Pay" }
        navigationController?.navigationBar.prefersLargeTitles = true // expect: container_access_in_view_did_load
    }
}

final class BillingNavigationController: UINavigationController {}
