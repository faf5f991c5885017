import UIKit

// missing_super_call on traitCollectionDidChange(_:): UIViewController's own does nothing (Apple
// documents the default as empty), so a direct subclass may skip super; a subclass of a class of the
// project's that responds to the change skips that response.
final class ReaderViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        view.setNeedsLayout()
    }
}

class ThemedViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.backgroundColor = .systemBackground
    }
}

final class ArticleViewController: ThemedViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: missing_super_call
        view.setNeedsLayout()
    }
}
