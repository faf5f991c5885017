import UIKit

// Children handed to a method of a protocol extension in another file (PanelHosting.swift).
final class HandedPanelsController: UIViewController {
    private let inspector = UIViewController()
    private let preview = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        host(panel: inspector)
        view.addSubview(inspector.view)
        decorate(panel: preview)
        view.addSubview(preview.view) // expect: add_subview_without_add_child
    }
}

extension HandedPanelsController: PanelHosting {}
