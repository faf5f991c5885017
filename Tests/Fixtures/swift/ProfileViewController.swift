import UIKit

final class ProfileViewController: BaseViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    private let avatar = UIImageView()

    var userName: String? {
        didSet {
            if view != nil { nameLabel.text = userName } // expect: view_nil_check
            if isViewLoaded { nameLabel.text = userName }
        }
    }

    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A check here is harmless: the view is loaded by now.
        if view != nil { avatar.startAnimating() }
    }

    override func viewDidUnload() { // expect: deprecated_unload
        super.viewDidUnload()
    }

    func refresh(view: UIView?) {
        // `view` is the parameter here, not the controller's property.
        if view == nil { return }
        let text = "if view != nil { }" // a string, not code
        print(text)
    }

    func handleTap(_ gesture: UITapGestureRecognizer) {
        guard gesture.view != nil else { return }
        guard self.view != nil else { return } // expect: view_nil_check
    }
}
