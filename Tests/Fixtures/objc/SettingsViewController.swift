import UIKit

// A Swift subclass of a controller declared only in an Objective-C header.
final class SettingsViewController: BaseViewController {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        reloadContent()
    }
}

// A Swift controller an Objective-C class derives from (`CheckoutViewController` in Checkout.m).
@objc class SwiftFormViewController: UIViewController {}
