import UIKit

// repeated_setup_in_appear two helpers down: the helper in between guards its call (the label is made
// once), so nothing piles up (quiet); without the guard the subview is added on every appearance.
final class ScoreboardViewController: UIViewController {
    private var scoreLabel: UILabel?
    private var badgeLabel: UILabel?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showScore()
        showBadge() // expect: repeated_setup_in_appear
    }

    private func showScore() {
        guard scoreLabel == nil else { return }
        scoreLabel = makeLabel()
    }

    private func showBadge() {
        badgeLabel = makeLabel()
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        view.addSubview(label)
        return label
    }
}
