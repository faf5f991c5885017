import UIKit

// The app's own view base for Screens.swift (as ello's `Screen: UIView`).
class Screen: UIView {}
