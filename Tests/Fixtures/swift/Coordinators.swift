import UIKit

// Code outside any controller that does containment on another controller's behalf.
final class PlayerCoordinator {
    private var player: PlayerViewController?

    func presentPlayer(over rootVC: UIViewController) {
        let player = PlayerViewController()
        rootVC.addChild(player) // expect: add_child_without_did_move
        rootVC.view.addSubview(player.view)
        self.player = player
    }

    func presentMiniPlayer(over rootVC: UIViewController) {
        let mini = MiniPlayerViewController()
        rootVC.addChild(mini)
        rootVC.view.addSubview(mini.view)
        mini.didMove(toParent: rootVC)
    }

    func showBanner(over rootVC: UIViewController) {
        let banner = BannerViewController()
        rootVC.view.addSubview(banner.view) // expect: add_subview_without_add_child
    }
}

final class PlaylistViewController: UIViewController {
    private let queue = QueueViewController()

    // A same-named parameter that another method adds is another child.
    func adopt(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }

    func overlay(_ child: UIViewController) {
        view.addSubview(child.view) // expect: add_subview_without_add_child
    }

    // Every call passes a child the type adds: the parameter is an added child.
    func reveal(_ panel: UIViewController) {
        view.addSubview(panel.view)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(queue)
        reveal(queue)
        queue.didMove(toParent: self)
    }
}

final class PlayerViewController: UIViewController {}
final class MiniPlayerViewController: UIViewController {}
final class BannerViewController: UIViewController {}
final class QueueViewController: UIViewController {}

final class BadgeCell: UITableViewCell {
    private var host: UIViewController?

    override func prepareForReuse() {
        super.prepareForReuse()
        host?.view.removeFromSuperview()
        host?.removeFromParent() // expect: remove_child_incomplete
    }
}

final class CoinScene: SKScene {
    func collect(_ coin: SKSpriteNode) {
        coin.removeFromParent()
    }
}
