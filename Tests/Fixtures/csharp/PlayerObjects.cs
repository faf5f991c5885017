using Foundation;
using MediaPlayer;
using UIKit;

// add_subview_without_add_child on objects named like controllers: a movie player (an NSObject with a
// `View`) and a class of the project's own deriving from NSObject are no child controllers (quiet); a
// library's controller no file declares still is one (reported).
public class ReturnToSourceController : NSObject
{
    public UIView View { get; } = new UIView();
}

// An interface of the project's own with a view, implemented by a plain class wrapping a web view.
public interface IWebContentController
{
    UIView View { get; }
}

public class TrailerViewController : UIViewController
{
    IWebContentController webContent;
    MPMoviePlayerController moviePlayer;
    ReturnToSourceController returnBar;
    SlidingPanelController panel;

    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        moviePlayer = new MPMoviePlayerController(NSUrl.FromFilename("trailer.mp4"));
        View.AddSubview(moviePlayer.View);
        returnBar = new ReturnToSourceController();
        View.AddSubview(returnBar.View);
        View.AddSubview(webContent.View);
        panel = new SlidingPanelController();
        View.AddSubview(panel.View); // expect: add_subview_without_add_child
    }
}
