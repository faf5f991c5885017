import UIKit

class SettingsViewController: BaseViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    override func updateViewConstraints() { // expect: missing_super_call
        heightConstraint.constant = 44
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // lifelint:disable:next view_nil_check
        if view != nil { cache.removeAll() }
    }

    override func setEditing(_ editing: Bool, animated: Bool) { // lifelint:disable:this missing_super_call
        tableView.setEditing(editing, animated: animated)
    }
}

extension SettingsViewController {
    override func viewDidLayoutSubviews() { // expect: missing_super_call
        layoutBadges()
    }
}
