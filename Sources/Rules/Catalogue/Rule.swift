import SwiftTokenizer

/// How bad a finding is. `error` findings make lifelint exit 1.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// Whether applying a fix keeps the program's meaning (safe) or may change it (unsafe), as in Ruff.
public enum FixSafety: String, Sendable {
    case safe
    case unsafe
}

/// A code example in a rule's documentation. `↓` marks where a finding is expected (one per
/// finding); the marker is not part of the code.
public struct Example: Sendable {
    public var language: Language
    public var code: String

    public init(_ language: Language, _ code: String) {
        self.language = language
        self.code = code
    }

    /// The code without its `↓` markers.
    public var plainCode: String { code.replacingBytes("↓", with: "") }
}

/// Everything a rule says about itself: the registry entry, the documentation and the examples
/// that double as its tests.
public struct RuleDescription: Sendable {
    /// The snake_case id used in config, suppressions and output: `view_nil_check`.
    public var id: String
    /// One line: what the rule catches.
    public var summary: String
    /// Why it matters, for `lifelint explain` and the README.
    public var rationale: String
    public var languages: [Language]
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    /// How safe the rule's fix is; nil when the rule has none.
    public var fix: FixSafety?
    /// Why the fix has that safety, in Ruff's sense: a safe fix keeps the program's meaning and the
    /// user's text; one that changes what the program does is unsafe and needs `--unsafe-fixes`.
    public var fixSafetyReason: String?
    /// Code on which the rule fires, at each `↓`.
    public var triggeringExamples: [Example]
    /// Code on which the rule stays quiet.
    public var nonTriggeringExamples: [Example]
    /// The rule's options and their defaults, as registry data (`rules.json`).
    public var options: [(String, JSONValue)]

    public init(id: String, summary: String, rationale: String, languages: [Language] = Language.allCases,
                defaultSeverity: Severity, enabledByDefault: Bool = true, fix: FixSafety? = nil,
                fixSafetyReason: String? = nil, triggeringExamples: [Example], nonTriggeringExamples: [Example], options: [(String, JSONValue)] = []) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.languages = languages
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.fix = fix
        self.fixSafetyReason = fixSafetyReason
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
    }
}

/// A replacement of a byte range of the file.
public struct Edit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A proposed change that resolves a finding.
public struct Fix: Sendable, Equatable {
    /// Imperative: "Call `super.viewWillAppear(animated)` first".
    public var title: String
    public var edits: [Edit]

    public init(title: String, edits: [Edit]) {
        self.title = title
        self.edits = edits
    }
}

/// A fact about the whole project that a finding depends on, checked once every file is indexed.
public enum Requirement: Sendable, Hashable {
    /// The type must be a UIKit view controller.
    case controller(String)
    /// The type must be a UIKit view controller, or a class no file of the project declares (a
    /// library's): what a call only a controller answers (`sheet.viewDidLayoutSubviews()` on a
    /// library's `ActionSheet`) says of its receiver.
    case controllerOrLibrary(String)
    /// A body fact of the type (`BodyFacts.all[fact]`) must (`present`) or must not hold `value`;
    /// made with `Requirement.present(_:_:in:)` and `.absent(_:_:in:)`.
    case fact(Int, type: String, value: String, present: Bool)
    /// Some class above the type (UIKit's other than `UIViewController`, a library's, or one of the
    /// project's that overrides it) may do work in the lifecycle method named (a `LifecycleMethod`'s
    /// raw value). With `isBase`, `type` is the superclass itself (named by the declaration at hand).
    case superclassOverrides(type: String, method: String, isBase: Bool)
    /// No class of the project above the type overrides the lifecycle method named (a
    /// `LifecycleMethod`'s raw value): what `super` runs there is UIKit's (or a library's), not code of
    /// the project's that the override may build on.
    case noProjectSuperclassOverrides(type: String, method: String)
    /// The type must inherit from `base` (a UIKit class no file declares) through classes the project
    /// declares: `Carousel : ItemsController : UICollectionViewController` inherits from the last.
    case inherits(type: String, base: String)
    /// The type must be a view: it inherits, through classes the project declares, from a UIKit view
    /// class (`ComposeScreen: Screen`, `Screen: UIView`).
    case view(String)
}

/// A finding as a rule reports it: a byte range in the file being checked.
public struct Finding: Sendable {
    public var ruleID: String
    /// The first byte of the token at fault.
    public var offset: Int
    /// How many bytes the fault spans (at least the token).
    public var length: Int
    /// What is wrong here and what to do instead.
    public var message: String
    public var fix: Fix?
    /// Project facts the finding stands on; it is dropped if one turns out false.
    public var requirements: [Requirement]
    /// Words of `message` that say in general where a required fact comes from ("in an initializer,
    /// or on a new controller"); once the project is indexed they become the place of the first such
    /// fact, for a fact that records places (`at Detail.swift:12`).
    public var placeHint: String? = nil

    public init(ruleID: String, offset: Int, length: Int, message: String, fix: Fix? = nil,
                requirements: [Requirement] = [], placeHint: String? = nil) {
        self.ruleID = ruleID
        self.offset = offset
        self.length = length
        self.message = message
        self.fix = fix
        self.requirements = requirements
        self.placeHint = placeHint
    }
}

/// A lifecycle rule. A rule reads one file's tokens and outline and returns findings; it never
/// reads files, prints or keeps state between files. It holds no state at all: the analyzer makes one
/// with `init()` for each file it checks (its options come from the context's configuration).
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// The rule's options type, read from `.lifelint.json` (nil: the rule has none).
    static var optionsType: (any RuleOptions.Type)? { get }
    init()
    func check(_ context: RuleContext, into findings: inout [Finding])
}

extension Rule {
    public static var optionsType: (any RuleOptions.Type)? { nil }
}
