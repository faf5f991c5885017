import UIKit

// repeated_setup_in_appear: what `viewWillDisappear` takes away again does not pile up; what only
// `viewDidDisappear` takes away does, after a cancelled interactive pop (`viewWillDisappear`, then
// `viewWillAppear` again, no `viewDidDisappear`).
final class CameraViewController: UIViewController {
    private var focusTap: UITapGestureRecognizer!
    private var badge: UILabel!
    private var hint: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        focusTap = UITapGestureRecognizer(target: self, action: #selector(focus))
        view.addGestureRecognizer(focusTap)
        badge = UILabel()
        view.addSubview(badge)
        hint = UILabel()
        view.addSubview(hint) // expect: repeated_setup_in_appear
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.removeGestureRecognizer(focusTap)
        badge.removeFromSuperview()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hint?.removeFromSuperview()
    }

    @objc private func focus() {}
}
