import UIKit

// Swift runs no `didSet` for a write in an initializer of the class that declares the property: the
// observer touching an outlet runs only for later writes, once the view may be loaded.
final class QuerySearchController: UIViewController {
    @IBOutlet private weak var searchBar: UISearchBar!

    var query: String? {
        didSet {
            searchBar.text = query
        }
    }

    init(query: String?) {
        self.query = query
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A write in a `defer` block of the initializer does run the observer.
final class DeferredQueryController: UIViewController {
    @IBOutlet private weak var searchBar: UISearchBar!

    var query: String? {
        didSet {
            searchBar.text = query // expect: outlet_access_before_load
        }
    }

    init(query: String?) {
        super.init(nibName: nil, bundle: nil)
        defer { self.query = query }
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A computed property's setter runs for the initializer's write.
final class ComputedQueryController: UIViewController {
    @IBOutlet private weak var searchBar: UISearchBar!

    var query: String? {
        get { searchBar?.text }
        set { searchBar.text = newValue } // expect: outlet_access_before_load
    }

    init(query: String?) {
        super.init(nibName: nil, bundle: nil)
        self.query = query
    }

    required init?(coder: NSCoder) { fatalError() }
}
