import UIKit

// A child handed to a method of the class, or of a protocol extension here, that adds its parameter as a
// child: contained.
protocol PanelHost: UIViewController {}

extension PanelHost {
    func install(panel: UIViewController) {
        addChild(panel)
        panel.didMove(toParent: self)
    }
}

final class HandedChildController: UIViewController, PanelHost {
    private let pages = UIPageViewController()
    private let detail = UIViewController()
    private let preview = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        add(controller: pages)
        view.addSubview(pages.view)
        install(panel: detail)
        view.addSubview(detail.view)
        configure(controller: preview)
        view.addSubview(preview.view) // expect: add_subview_without_add_child
    }

    func add(controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    func configure(controller: UIViewController) {
        controller.title = "Preview"
    }
}
