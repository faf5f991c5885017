import UIKit

// add_subview_without_add_child: a view through the app's own base (`Screen`, declared in another
// file) embedding a controller's view is still a view, which cannot be a parent controller. Quiet: a
// screen whose controller adds the child it shows.
final class ComposeScreen: Screen {
    private let picker = EmojiPickerViewController()
    private let container = UIView()

    func setUp() {
        container.addSubview(picker.view) // expect: add_subview_without_add_child
    }
}

final class HostedScreen: Screen {
    weak var owner: UIViewController?
    private let picker = EmojiPickerViewController()

    func setUp() {
        owner?.addChild(picker)
        addSubview(picker.view)
        picker.didMove(toParent: owner)
    }
}

final class EmojiPickerViewController: UIViewController {}
