using UIKit;

// A controller taken from a navigation controller that is then presented is on screen in the
// presentation's completion; one not taken from it is not.
public class NoteEditorController : UIViewController
{
    [Outlet]
    public UITextField NameField { get; set; }
}

public class NoteRouter
{
    public UIViewController Host;

    public void OpenEditor (string name)
    {
        var nav = Host.Storyboard.InstantiateViewController ("EditorNav") as UINavigationController;
        var editor = nav.TopViewController as NoteEditorController;
        var other = new NoteEditorController ();
        Host.PresentViewController (nav, true, () => {
            editor.NameField.Text = name;
            other.NameField.Text = name; // expect: outlet_access_before_load
        });
    }

    // Taken from a new navigation controller declared with its type, and used before anything shows it.
    public void PrefillEditor (string name)
    {
        UINavigationController nav = Host.Storyboard.InstantiateViewController ("EditorNav") as UINavigationController;
        var editor = nav.TopViewController as NoteEditorController;
        editor.NameField.Text = name; // expect: outlet_access_before_load
    }
}
