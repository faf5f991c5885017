import UIKit

// repeated_setup_in_appear: a recognizer added to a view made anew in the same appearance, kept in a
// property, goes with that view: nothing piles up. The same on a view that stays does pile up, and so
// does a new view kept in a property and added to one that stays (the property forgets the old one, the
// container keeps it), unless the old one is taken out first.
final class BadgeViewController: UIViewController {
    private var badge: UIView!
    private let banner = UIView()
    private var footer: UIView!
    private var header: UIView!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        badge = UIView()
        badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        self.badge.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(tapped)))
        banner.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) // expect: repeated_setup_in_appear
        navigationItem.titleView = badge
        footer = UIView()
        view.addSubview(footer) // expect: repeated_setup_in_appear
        header?.removeFromSuperview()
        header = UIView()
        view.addSubview(header)
    }

    @objc private func tapped() {}
}
