import UIKit

final class ContainerViewController: UIViewController {
    private let summary = SummaryViewController()
    private let chartVC = ChartViewController()
    private var overlay: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summary.view) // added as a child in the extension in ContainerViewController+Embed.swift
        view.addSubview(chartVC.view) // expect: add_subview_without_add_child
        navigationController?.isToolbarHidden = true // expect: container_access_in_view_did_load
        navigationItem.largeTitleDisplayMode = .never
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 20)) // expect: geometry_in_view_did_load
        view.addSubview(badge)
        overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.addSubview(overlay) // expect: setup_in_layout
        overlay.frame = view.bounds
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))) // expect: repeated_setup_in_appear
        if isMovingToParent {
            view.addSubview(UIView())
        }
    }

    func present(_ child: UIViewController) {
        addChild(child) // expect: add_child_without_did_move
        view.addSubview(child.view)
    }

    func dismissChild(_ childVC: UIViewController) {
        childVC.view.removeFromSuperview()
        childVC.removeFromParent() // expect: remove_child_incomplete
    }

    func swapChildren(old: UIViewController, new: UIViewController) {
        old.willMove(toParent: nil)
        addChild(new)
        transition(from: old, to: new, duration: 0.25, options: [], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }

    /// Sets `total` on a new controller: its setter touches an outlet before the view loads
    /// (reported in ContainerViewController+Embed.swift, where the setter is).
    func showTotal(_ value: Int) {
        let detail = SummaryViewController()
        detail.total = value
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
        summary.viewWillAppear(false) // expect: direct_lifecycle_call
    }
}
