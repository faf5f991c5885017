import SwiftTokenizer

/// A kind of registration and the calls that undo it: NotificationCenter observers, KVO, timers,
/// display links, C# events. The table is registry data: `rules.json` lists it under
/// `unbalanced_observer`'s options.
public struct ObserverPair: Sendable, Equatable {
    public var id: String
    public var language: Language
    /// Method names that register (`addObserver`), or `+=` for C# events.
    public var register: [String]
    /// Method names that remove, given the observer or the token (`removeObserver`), or `-=`.
    public var remove: [String]
    /// Methods on the returned token that end it (`invalidate`, `Dispose`).
    public var release: [String]
    /// Whether `token = nil` ends it (an `NSKeyValueObservation` stops when released).
    public var releasedByNil: Bool
    /// The receiver must contain one of these (`NotificationCenter`); empty: any receiver.
    public var receivers: [String]
    /// An argument label that must (`forKeyPath`) be present in the registration call.
    public var requiredLabel: String?
    /// An argument label that must not be present (keeps KVO out of NotificationCenter's pair).
    public var excludedLabel: String?
    /// The registration's first argument must be a key path (`observe(\.frame)`).
    public var keyPathArgument: Bool

    /// A C# event handler (`button.TouchUpInside += Handler`), subscribed with `+=`.
    public var isEventSubscription: Bool { register == ["+="] }

    public init(id: String, language: Language, register: [String], remove: [String] = [], release: [String] = [],
                releasedByNil: Bool = false, receivers: [String] = [], requiredLabel: String? = nil,
                excludedLabel: String? = nil, keyPathArgument: Bool = false) {
        self.id = id
        self.language = language
        self.register = register
        self.remove = remove
        self.release = release
        self.releasedByNil = releasedByNil
        self.receivers = receivers
        self.requiredLabel = requiredLabel
        self.excludedLabel = excludedLabel
        self.keyPathArgument = keyPathArgument
    }

    /// The pairs lifelint knows.
    public static let builtIn: [ObserverPair] = [
        ObserverPair(id: "notification_center", language: .swift, register: ["addObserver"], remove: ["removeObserver"],
                     receivers: ["NotificationCenter", "notificationCenter", "center"], excludedLabel: "forKeyPath"),
        ObserverPair(id: "key_value_observing", language: .swift, register: ["addObserver"], remove: ["removeObserver"],
                     requiredLabel: "forKeyPath"),
        ObserverPair(id: "key_value_observation", language: .swift, register: ["observe"], release: ["invalidate"],
                     releasedByNil: true, keyPathArgument: true),
        ObserverPair(id: "timer", language: .swift, register: ["scheduledTimer"], release: ["invalidate"],
                     receivers: ["Timer"]),
        ObserverPair(id: "display_link", language: .swift, register: ["CADisplayLink"], release: ["invalidate"]),
        ObserverPair(id: "notification_center", language: .csharp, register: ["AddObserver"],
                     remove: ["RemoveObserver", "RemoveObservers"], release: ["Dispose"],
                     receivers: ["NSNotificationCenter", "NotificationCenter", "DefaultCenter", "Center"]),
        // `receiver.AddObserver(this, "keyPath", options, context)`, removed with `RemoveObserver(this, "keyPath")`:
        // told from the notification center's calls by the receiver and by a key path second.
        ObserverPair(id: "key_value_observing", language: .csharp, register: ["AddObserver"], remove: ["RemoveObserver"]),
        ObserverPair(id: "keyboard_notifications", language: .csharp,
                     register: ["ObserveWillShow", "ObserveWillHide", "ObserveDidShow", "ObserveDidHide",
                                "ObserveWillChangeFrame", "ObserveDidChangeFrame"],
                     release: ["Dispose"]),
        ObserverPair(id: "timer", language: .csharp, register: ["CreateScheduledTimer", "CreateRepeatingScheduledTimer"],
                     release: ["Invalidate", "Dispose"], receivers: ["NSTimer"]),
        ObserverPair(id: "event", language: .csharp, register: ["+="], remove: ["-="]),
        // Objective-C, its message sends read as Swift reads them (`[center addObserver:self selector:…]`
        // is `center.addObserver(self, selector: …)`).
        ObserverPair(id: "notification_center", language: .objectiveC, register: ["addObserver", "addObserverForName"],
                     remove: ["removeObserver"], receivers: ["NotificationCenter", "notificationCenter", "center", "Center"],
                     excludedLabel: "forKeyPath"),
        ObserverPair(id: "key_value_observing", language: .objectiveC, register: ["addObserver"], remove: ["removeObserver"],
                     requiredLabel: "forKeyPath"),
        ObserverPair(id: "timer", language: .objectiveC, register: ["scheduledTimerWithTimeInterval"], release: ["invalidate"],
                     receivers: ["NSTimer"]),
        ObserverPair(id: "display_link", language: .objectiveC, register: ["displayLinkWithTarget"], release: ["invalidate"],
                     receivers: ["CADisplayLink"]),
    ]

    /// The pair as registry data.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(id)), ("language", .string(language.id)),
            ("register", .array(register.map { .string($0) })),
            ("remove", .array(remove.map { .string($0) })),
            ("release", .array(release.map { .string($0) })),
            ("released_by_nil", .bool(releasedByNil)),
            ("receivers", .array(receivers.map { .string($0) })),
        ]
        if let requiredLabel { fields.append(("required_label", .string(requiredLabel))) }
        if let excludedLabel { fields.append(("excluded_label", .string(excludedLabel))) }
        if keyPathArgument { fields.append(("key_path_argument", .bool(true))) }
        return .object(fields)
    }
}

extension ObserverPair {
    /// The keys of a pair in `.lifelint.json`, as `rules.json` lists the built-in ones.
    static let keys = ["id", "language", "register", "remove", "release", "released_by_nil", "receivers",
                       "required_label", "excluded_label", "key_path_argument"]

    /// Reads a pair from the configuration.
    init(reading node: JSONNode, path: String, _ reader: ConfigurationReader) throws {
        guard case .object(let members, _) = node else { throw reader.expected("an object", for: path, found: node) }
        var fields: [String: JSONNode] = [:]
        for member in members {
            guard Self.keys.contains(member.key) else {
                throw reader.unknownKey(member.key, line: member.line, in: "\"\(path)\"", known: Self.keys)
            }
            fields[member.key] = member.value
        }
        func string(_ key: String) throws -> String? {
            guard let node = fields[key] else { return nil }
            guard case .string(let value, _) = node else { throw reader.expected("a string", for: "\(path).\(key)", found: node) }
            return value
        }
        func strings(_ key: String) throws -> [String] {
            guard let node = fields[key] else { return [] }
            guard case .array(let items, _) = node else { throw reader.expected("an array of strings", for: "\(path).\(key)", found: node) }
            return try items.map { item in
                guard case .string(let value, _) = item else { throw reader.expected("a string", for: "\(path).\(key)", found: item) }
                return value
            }
        }
        func bool(_ key: String) throws -> Bool {
            guard let node = fields[key] else { return false }
            return try reader.bool(node, for: "\(path).\(key)")
        }
        guard let id = try string("id") else { throw reader.error(node.line, "\"\(path)\" needs an \"id\"") }
        guard let languageName = try string("language"), let language = Language.allCases.first(where: { $0.id == languageName }) else {
            throw reader.error(node.line, "\"\(path).language\" must be \"swift\" or \"csharp\"")
        }
        let register = try strings("register")
        guard !register.isEmpty else { throw reader.error(node.line, "\"\(path).register\" must name at least one method") }
        self.init(id: id, language: language, register: register, remove: try strings("remove"),
                  release: try strings("release"), releasedByNil: try bool("released_by_nil"),
                  receivers: try strings("receivers"), requiredLabel: try string("required_label"),
                  excludedLabel: try string("excluded_label"), keyPathArgument: try bool("key_path_argument"))
    }
}

/// The moments of a controller's life the observer model replays, and the traces it replays.
///
/// Traces (each from a fresh controller): show, hide, show again, hide, teardown; a cancelled
/// interactive pop of this controller (`viewWillDisappear` then `viewWillAppear` without
/// `viewDidDisappear`); a cancelled reveal (`viewWillAppear` then `viewWillDisappear`).
public enum LifecycleEvent: String, CaseIterable, Sendable {
    case initializer, loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
    case viewWillDisappear, viewDidDisappear, teardown

    /// The event's place in a controller's life, for ordering.
    public var order: Int { Self.allCases.firstIndex(of: self)! }

    /// The event as one bit of a set of events.
    var bit: UInt16 {
        switch self {
        case .initializer: return 1
        case .loadView: return 1 << 1
        case .viewDidLoad: return 1 << 2
        case .viewWillAppear: return 1 << 3
        case .viewIsAppearing: return 1 << 4
        case .viewDidAppear: return 1 << 5
        case .viewWillDisappear: return 1 << 6
        case .viewDidDisappear: return 1 << 7
        case .teardown: return 1 << 8
        }
    }

    /// How often the event happens, for messages: "once", "every appearance"…
    public var frequency: String {
        switch self {
        case .initializer, .loadView, .viewDidLoad: return "once"
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: return "on every appearance"
        case .viewWillDisappear, .viewDidDisappear: return "on every hide"
        case .teardown: return "at teardown"
        }
    }

    /// A trace: its events and what it is called in messages.
    public struct Trace: Sendable {
        public var events: [LifecycleEvent]
        public var name: String
        /// The interactive transition cancelled halfway, if any.
        public var interaction: Interaction?
    }

    /// A transition the user drives and can cancel: this controller popped (or its sheet swiped
    /// down), or one above it popped so that this one is revealed.
    public enum Interaction: Sendable {
        case pop, reveal
    }

    static let firstShow: [LifecycleEvent] = [.initializer, .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear]
    static let hide: [LifecycleEvent] = [.viewWillDisappear, .viewDidDisappear]
    static let showAgain: [LifecycleEvent] = [.viewWillAppear, .viewIsAppearing, .viewDidAppear]

    /// The traces, shortest and most common first (made once: every type that registers an observer
    /// replays them).
    public static func traces(includingInteractive: Bool) -> [Trace] {
        includingInteractive ? allTraces : plainTraces
    }

    private static let plainTraces = makeTraces(includingInteractive: false)
    private static let allTraces = makeTraces(includingInteractive: true)

    private static func makeTraces(includingInteractive: Bool) -> [Trace] {
        var traces = [Trace(events: firstShow + hide + showAgain + hide + showAgain + hide + [.teardown],
                            name: "after the screen is hidden and shown again", interaction: nil)]
        if includingInteractive {
            traces.append(Trace(events: firstShow + [.viewWillDisappear] + showAgain + hide + [.teardown],
                                name: "after a cancelled interactive pop (viewWillDisappear without viewDidDisappear)",
                                interaction: .pop))
            traces.append(Trace(events: firstShow + hide + [.viewWillAppear, .viewWillDisappear, .viewDidDisappear]
                                    + showAgain + hide + [.teardown],
                                name: "after a cancelled interactive reveal (viewWillAppear without viewDidAppear)",
                                interaction: .reveal))
        }
        return traces
    }

    /// The event a member implements (lifecycle overrides, initializers, `deinit`, C# `Dispose(bool)`),
    /// given the lifecycle method it implements (`RuleContext.lifecycleMethod(of:)`).
    public static func event(of member: Member, method: LifecycleMethod?, in language: Language) -> LifecycleEvent? {
        switch member.kind {
        case .initializer: return .initializer
        case .deinitializer: return .teardown
        case .method:
            if language == .csharp && member.name == "Dispose" { return .teardown }
            switch method {
            case .loadView?: return .loadView
            case .viewDidLoad?: return .viewDidLoad
            case .viewWillAppear?: return .viewWillAppear
            case .viewIsAppearing?: return .viewIsAppearing
            case .viewDidAppear?: return .viewDidAppear
            case .viewWillDisappear?: return .viewWillDisappear
            case .viewDidDisappear?: return .viewDidDisappear
            default: return nil
            }
        default:
            return nil
        }
    }
}
