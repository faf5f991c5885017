import UIKit

// view_access_in_init: `collectionView` in an initializer of a subclass of the project's collection
// controller (declared in another file) is its view, and loads it. Quiet: the same name under a base
// that declares its own collection view.
final class TrackGridViewController: MediaGridBaseViewController {
    override init() {
        super.init()
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout { // expect: view_access_in_init
            layout.sectionHeadersPinToVisibleBounds = true
        }
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

final class PosterShelfViewController: PosterShelfBaseViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        collectionView.allowsSelection = false
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}
