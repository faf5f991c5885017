using Xamarin.Forms;

namespace Fixtures
{
    // Xamarin.Forms pages and plain classes: none of this may fire.
    public class MainPage : ContentPage
    {
        public View Header { get; set; }

        protected override void OnAppearing()
        {
            if (Header != null) Header.IsVisible = true;
        }
    }

    public class Holder
    {
        public object View { get; set; }
        public bool HasView() => View != null;
        public void ViewWillAppear(bool animated) { }
    }
}
