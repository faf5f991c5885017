import UIKit

// A controller taken from a navigation controller that is then presented is on screen in the
// presentation's completion; one not taken from it is not.
final class NoteEditorController: UIViewController {
    @IBOutlet var nameField: UITextField!
}

final class NoteRouter {
    weak var host: UIViewController?

    func openEditor(name: String) {
        guard let nav = host?.storyboard?.instantiateViewController(withIdentifier: "EditorNav") as? UINavigationController else { return }
        let editor = nav.topViewController as? NoteEditorController
        let other = NoteEditorController()
        host?.present(nav, animated: true, completion: {
            editor?.nameField.text = name
            other.nameField.text = name // expect: outlet_access_before_load
        })
    }
}
