import AppKit

/// AppKit's NSViewController has the same method names; it is not a UIKit controller.
final class MacPreferencesController: NSViewController {
    override func viewWillAppear() {
        if view != nil { print("loaded") }
    }

    override func viewDidLoad() {}
}
