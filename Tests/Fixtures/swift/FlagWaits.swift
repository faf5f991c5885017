import UIKit

// An initializer calling a helper whose view work waits for a flag viewDidLoad sets: never runs there.
final class FlagWaitingController: UIViewController {
    private var content: UIViewController?
    private var viewReady = false

    init(content: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        show(content: content)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewReady = true
        embedContent()
    }

    func show(content: UIViewController) {
        self.content = content
        if viewReady {
            embedContent()
        }
    }

    private func embedContent() {
        guard let content else { return }
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

// A flag nothing sets in viewDidLoad waits for nothing.
final class UnflaggedController: UIViewController {
    private var animated = false

    init() {
        super.init(nibName: nil, bundle: nil)
        refresh() // expect: view_access_in_init
    }

    required init?(coder: NSCoder) { fatalError() }

    func refresh() {
        if !animated {
            view.backgroundColor = .white
        }
    }
}

// A helper that returns while a member loadView makes is still nil: never past it in an initializer.
final class MadeInLoadViewController: UIViewController {
    private var textView: UITextView?

    init(color: UIColor) {
        super.init(nibName: nil, bundle: nil)
        apply(color: color)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() {
        view = UIView()
        let text = UITextView()
        view.addSubview(text)
        textView = text
    }

    func apply(color: UIColor) {
        guard textView != nil else { return }
        view.backgroundColor = color
    }
}

// A local that viewDidLoad sets to true is no flag of the controller, whatever it is called.
final class LocalFlagController: UIViewController {
    private var shown = false

    init() {
        super.init(nibName: nil, bundle: nil)
        refresh() // expect: view_access_in_init
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        var shown = true
        shown.toggle()
    }

    func refresh() {
        if shown {
            view.backgroundColor = .white
        }
    }
}
