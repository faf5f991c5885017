import UIKit

// Views sized by what they are handed to: a text field's accessory or input view (the keyboard gives it
// its width), a stack view's arranged subview (the stack view's constraints size it). Quiet; the same
// rectangle given to a view added with `addSubview` is reported.
final class NoteComposerViewController: UIViewController {
    @IBOutlet private weak var stack: UIStackView!
    @IBOutlet private weak var field: UITextField!
    private var doneBar: UIToolbar!

    override func viewDidLoad() {
        super.viewDidLoad()
        self.doneBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        field.inputAccessoryView = self.doneBar
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 216))
        field.inputView = picker
        addRows()
        let statusBar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: UIApplication.shared.windows.first?.safeAreaInsets.top ?? 20))
        view.addSubview(statusBar)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 30)) // expect: geometry_in_view_did_load
        view.addSubview(banner)
    }

    private func addRows() {
        while stack.arrangedSubviews.count < 3 {
            let row = UIView(frame: CGRect(x: 0, y: 0, width: stack.frame.width, height: 44))
            stack.insertArrangedSubview(row, at: 0)
        }
    }
}
