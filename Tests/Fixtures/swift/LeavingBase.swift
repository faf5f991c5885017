import UIKit

// A base class whose property tells whether the controller leaves for good, read by subclasses in
// another file (LeavingForGood.swift).
class LeavingBaseController: UIViewController {
    var isClosing: Bool { isMovingFromParent || isBeingDismissed }
    var isEditingText: Bool { false }
}
