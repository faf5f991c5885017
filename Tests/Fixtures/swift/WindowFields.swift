import UIKit

// add_subview_without_add_child: a controller's view put in a window kept under another name
// (`mainWindow`) is as wrong as in one named `window`: make the controller the root.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var mainWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let home = UINavigationController(rootViewController: UIViewController())
        mainWindow = UIWindow(windowScene: scene as! UIWindowScene)
        mainWindow?.addSubview(home.view) // expect: add_subview_without_add_child
        mainWindow?.makeKeyAndVisible()
    }
}
