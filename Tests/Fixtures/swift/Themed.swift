import UIKit

// Adopted by controllers only: its extensions (in other files) are controller code.
protocol Themed: UIViewController {
    var accent: UIColor { get }
}

// Adopted by cells: its extensions are not.
protocol Resettable: UITableViewCell {}

// Adopted by anything: only its constrained extensions are controller code.
protocol Loading {}
