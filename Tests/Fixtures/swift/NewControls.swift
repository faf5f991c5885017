import UIKit

// repeated_setup_in_appear: a recognizer added to a view made anew in the same appearance, kept in a
// property, goes with that view: nothing piles up. The same on a view that stays does pile up.
final class BadgeViewController: UIViewController {
    private var badge: UIView!
    private let banner = UIView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        badge = UIView()
        badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        self.badge.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(tapped)))
        banner.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) // expect: repeated_setup_in_appear
        navigationItem.titleView = badge
    }

    @objc private func tapped() {}
}
