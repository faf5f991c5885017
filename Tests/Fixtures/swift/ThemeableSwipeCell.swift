import UIKit

/// A cell base whose own base comes from a library lifelint never reads (SwipeCellKit's), with a
/// protocol after it: neither makes it a controller.
class ThemeableSwipeCell: SwipeTableViewCell, ReusableCell {
    var style: String = "" { didSet { contentView.backgroundColor = .clear } }
}
