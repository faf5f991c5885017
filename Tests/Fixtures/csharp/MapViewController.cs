using UIKit;

// Shows its settings at the root of a navigation controller presented as a popover that stays one,
// and its layers in a popover that becomes a sheet on a phone.
public class MapViewController : UIViewController
{
    MapSettingsViewController _settings = new MapSettingsViewController();
    MapLayersViewController _layers;

    void ShowSettings(UIBarButtonItem sender)
    {
        UINavigationController navigation = new UINavigationController(_settings);
        navigation.ModalPresentationStyle = UIModalPresentationStyle.Popover;
        navigation.PopoverPresentationController.BarButtonItem = sender;
        navigation.PopoverPresentationController.Delegate = new StaysPopover();
        PresentViewController(navigation, true, null);
    }

    void ShowLayers(UIBarButtonItem sender)
    {
        _layers = new MapLayersViewController();
        _layers.ModalPresentationStyle = UIModalPresentationStyle.FormSheet;
        PresentViewController(_layers, true, null);
    }

    class StaysPopover : UIPopoverPresentationControllerDelegate
    {
        public override UIModalPresentationStyle GetAdaptivePresentationStyle(UIPresentationController controller)
            => UIModalPresentationStyle.None;
    }
}
