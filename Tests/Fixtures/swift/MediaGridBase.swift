import UIKit

// The project's own bases for MediaGrid.swift: a collection controller, and a plain controller that
// keeps a collection view of its own.
class MediaGridBaseViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

class PosterShelfBaseViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
}
