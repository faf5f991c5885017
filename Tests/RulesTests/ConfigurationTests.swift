import Rules
import XCTest

final class ConfigurationTests: XCTestCase {
    private func error(_ text: String) -> String {
        do {
            _ = try ConfigurationFile.parse(text, file: ".lifelint.json")
            return "no error"
        } catch let error as ConfigurationError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    func testErrorsNameTheFileTheLineAndTheKey() {
        XCTAssertEqual(error("{\n  \"rules\": {\n    \"view_nill_check\": \"off\"\n  }\n}"),
                       ".lifelint.json:3: unknown rule \"view_nill_check\" in \"rules\"; did you mean \"view_nil_check\"?")
        XCTAssertEqual(error("{\"rulez\": {}}"), ".lifelint.json:1: unknown key \"rulez\" in the configuration; did you mean \"rules\"?")
        XCTAssertEqual(error("{\"rules\": {\"view_nil_check\": 3}}"),
                       ".lifelint.json:1: \"rules.view_nil_check\" must be \"off\", \"warning\", \"error\", true, false or an object, not a number")
        XCTAssertEqual(error("{\"rules\": {\"view_nil_check\": \"loud\"}}"),
                       ".lifelint.json:1: \"rules.view_nil_check\" must be \"off\", \"on\", \"warning\" or \"error\", not \"loud\"")
        XCTAssertEqual(error("{\"include\": \"Sources\"}"), ".lifelint.json:1: \"include\" must be an array of glob strings, not a string")
        XCTAssertEqual(error(""), ".lifelint.json:1:1: invalid JSON: the file is empty; expected a JSON object")
        XCTAssertEqual(error("{\"rules\": {"), ".lifelint.json:1:12: invalid JSON: expected a key in double quotes")
        XCTAssertEqual(error("[]"), ".lifelint.json:1: the configuration must be a JSON object, not an array")
        XCTAssertEqual(error("{\"overrides\": [{\"rules\": {}}]}"), ".lifelint.json:1: \"overrides[0]\" needs \"files\": a list of globs")
        XCTAssertEqual(error("{\"rules\": {\"view_nil_check\": {\"severity\": \"loud\"}}}"),
                       ".lifelint.json:1: \"rules.view_nil_check.severity\" must be \"warning\" or \"error\"")
        XCTAssertEqual(error("{\"rules\": {\"view_nil_check\": {\"options\": {\"x\": 1}}}}"),
                       ".lifelint.json:1: \"view_nil_check\" has no options")
        XCTAssertEqual(error("{\"rules\": {\"unbalanced_observer\": {\"options\": {\"interactive\": false}}}}"),
                       ".lifelint.json:1: unknown key \"interactive\" in \"rules.unbalanced_observer.options\"; did you mean \"interactive_transitions\"?")
        XCTAssertEqual(error(String(repeating: "[", count: 600)), ".lifelint.json:1:513: invalid JSON: nesting deeper than 512 levels")
    }

    func testRuleSettings() throws {
        let configuration = try ConfigurationFile.parse("""
            {
              "rules": {
                "view_nil_check": "warning",
                "geometry_in_view_did_load": "off",
                "unbalanced_observer": { "severity": "error", "options": { "interactive_transitions": false,
                  "pairs": [ { "id": "rx", "language": "swift", "register": ["subscribe"], "release": ["dispose"] } ] } }
              },
              "overrides": [ { "files": ["Tests/**"], "rules": { "view_nil_check": "off", "geometry_in_view_did_load": "error" } } ]
            }
            """, file: "x")
        XCTAssertEqual(configuration.severity(of: "view_nil_check"), .warning)
        XCTAssertFalse(configuration.isEnabled("geometry_in_view_did_load"))
        XCTAssertTrue(configuration.isEnabled("geometry_in_view_did_load", path: "Tests/A.swift"))
        XCTAssertEqual(configuration.severity(of: "geometry_in_view_did_load", path: "Tests/A.swift"), .error)
        XCTAssertFalse(configuration.isEnabled("view_nil_check", path: "Tests/Unit/B.swift"))
        XCTAssertTrue(configuration.isEnabled("view_nil_check", path: "Sources/B.swift"))
        XCTAssertEqual(configuration.severity(of: "unbalanced_observer"), .error)
        let options = configuration.options(UnbalancedObserver.Options.self, of: "unbalanced_observer")
        XCTAssertFalse(options.interactiveTransitions)
        XCTAssertEqual(options.extraPairs.map(\.id), ["rx"])
        XCTAssertTrue(configuration.possiblyEnabledRules.contains("geometry_in_view_did_load"))
    }

    /// Options belong to their rule: a rule without options says so, an unknown option is named with
    /// the rule's own list, and a bad value names the key.
    func testRuleOptionsAreReadByTheirRule() throws {
        XCTAssertThrowsError(try ConfigurationFile.parse(#"{"rules": {"view_nil_check": {"options": {"x": 1}}}}"#, file: "c")) {
            XCTAssertEqual(($0 as? ConfigurationError)?.message, "c:1: \"view_nil_check\" has no options")
        }
        XCTAssertThrowsError(try ConfigurationFile.parse(#"{"rules": {"unbalanced_observer": {"options": {"pair": []}}}}"#, file: "c")) {
            XCTAssertEqual(($0 as? ConfigurationError)?.message,
                           "c:1: unknown key \"pair\" in \"rules.unbalanced_observer.options\"; did you mean \"pairs\"?")
        }
        XCTAssertThrowsError(try ConfigurationFile.parse(#"{"rules": {"unbalanced_observer": {"options": {"interactive_transitions": 1}}}}"#, file: "c")) {
            XCTAssertEqual(($0 as? ConfigurationError)?.message,
                           "c:1: \"rules.unbalanced_observer.options.interactive_transitions\" must be true or false, not a number")
        }
        // Every rule with options declares them in its own type, and the registry lists that type's defaults.
        for rule in Registry.rules {
            XCTAssertEqual(rule.optionsType?.documentation.map(\.0) ?? [], rule.description.options.map(\.0), rule.description.id)
        }
    }

    func testIncludeAndExclude() throws {
        let configuration = try ConfigurationFile.parse(#"{"include": ["Sources/**"], "exclude": ["Generated", "*.generated.swift"]}"#, file: "x")
        XCTAssertTrue(configuration.includes("Sources/App/A.swift"))
        XCTAssertFalse(configuration.includes("Tests/A.swift"))
        XCTAssertFalse(configuration.includes("Sources/Generated/A.swift"))
        XCTAssertFalse(configuration.includes("Sources/App/Model.generated.swift"))
    }

    func testStarterConfigurationListsEveryRuleAndParses() throws {
        let starter = ConfigurationFile.starter()
        for d in Registry.descriptions { XCTAssertTrue(starter.contains("\"\(d.id)\""), d.id) }
        let configuration = try ConfigurationFile.parse(starter, file: "starter")
        for d in Registry.descriptions { XCTAssertEqual(configuration.isEnabled(d.id), d.enabledByDefault, d.id) }
    }

    func testUserObserverPairsAreUsed() throws {
        var configuration = try ConfigurationFile.parse("""
            {"rules": {"unbalanced_observer": {"options": {"pairs": [
              {"id": "bus", "language": "swift", "register": ["subscribe"], "remove": ["unsubscribe"], "receivers": ["EventBus"]}
            ]}}}}
            """, file: "x")
        configuration.file = nil
        let code = """
            final class Screen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); EventBus.shared.subscribe(self) }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); EventBus.shared.unsubscribe(self) }
            }
            """
        let analyzer = Analyzer(configuration: configuration)
        let report = analyzer.analyze(path: "S.swift", language: .swift, bytes: Array(code.utf8))
        XCTAssertEqual(Project.confirm([report]).map(\.ruleID), ["unbalanced_observer"])
        XCTAssertEqual(lint(code, .swift).filter { $0.ruleID == "unbalanced_observer" }.count, 0, "not a pair by default")
    }

    /// A found file's path relative to the configuration's directory, asked for every file a configured
    /// run walks: `./` prefixes dropped, the working directory joined, whole components compared; nil
    /// outside.
    func testRelativePathOfFoundFiles() throws {
        var lookup = ConfigurationLookup()
        let here = lookup.workingDirectory
        lookup.root = here
        XCTAssertEqual(lookup.relativePath(of: "./Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(lookup.relativePath(of: "././Sources/Café/A b.swift"), "Sources/Café/A b.swift")
        XCTAssertEqual(lookup.relativePath(of: "A.swift"), "A.swift")
        XCTAssertEqual(lookup.relativePath(of: here + "/B.swift"), "B.swift")
        XCTAssertNil(lookup.relativePath(of: "/elsewhere/B.swift"))
        lookup.root = here + "/Sources"
        XCTAssertEqual(lookup.relativePath(of: "./Sources/App/A.swift"), "App/A.swift")
        XCTAssertNil(lookup.relativePath(of: "./Tests/A.swift"))
        lookup.root = here + "/Sour"
        XCTAssertNil(lookup.relativePath(of: "./Sources/A.swift"), "a prefix that is not a whole component")
        lookup.root = "/"
        XCTAssertEqual(lookup.relativePath(of: "./A.swift"), String(here.dropFirst()) + "/A.swift")
        // A `..` component: the path resolved on the file system first (this file exists).
        lookup.root = here
        XCTAssertEqual(lookup.relativePath(of: "Tests/../Package.swift"), "Package.swift")
    }

    /// Plain patterns and `*` with a plain end are matched without the general matcher: each must answer
    /// as the same pattern spelled so that the general matcher reads it (a class of one byte).
    func testGlobShortcutsAnswerAsTheMatcher() {
        let subjects = ["Pods", "pods", "Pods/x", "a/Pods", "", "V.designer.cs", ".designer.cs", "designer.cs",
                        "a/V.designer.cs", "V.designer.csx", "Vue é.designer.cs", "Generated", "x/Generated",
                        "Sources/App", "Sources/App/", "Sources", "é"]
        let pairs = [("Pods", "[P]ods"), ("*.designer.cs", "*[.]designer.cs"), ("Sources/App", "Sources/[A]pp"),
                     ("é", "\\é"), ("*s", "*[s]"), ("Generated", "Generate[d]"),
                     // General patterns whose literal start and end are checked before the matcher runs.
                     ("**/Droid/**/R.cs", "**/Droid/**/R.c[s]"), ("Sources/*.swift", "[S]ources/*.swif[t]"),
                     ("a*a", "[a]*[a]"), ("**/Tests/**", "**/Test[s]/**"), ("*.py[cod]", "*[.]py[cod]"),
                     ("Pods/*/x", "[P]ods/*/[x]")]
        let deeper = ["a/Droid/b/R.cs", "Droid/R.cs", "a/Droid/R.cs", "Droid/R.csx", "Sources/A.swift", "Sources/a/A.swift",
                      "a", "aa", "aba", "ab", "x/Tests/y", "Tests/y", "Tests", "m.pyc", "m.pyx", "a/m.pyc", "Pods/A/x",
                      "Pods/A/B/x", "Pods//x"]
        for (shortcut, general) in pairs {
            for subject in subjects + deeper {
                XCTAssertEqual(Glob(shortcut).matches(subject), Glob(general).matches(subject), "\(shortcut) on \(subject)")
            }
        }
        // And through the configuration: a name at any depth, a folder's files.
        var configuration = Configuration()
        configuration.exclude = [Glob("Pods"), Glob("*.designer.cs"), Glob("Sources/Generated")]
        XCTAssertFalse(configuration.includes("Pods/A/B.swift"))
        XCTAssertFalse(configuration.includes("App/Views/Main.designer.cs"))
        XCTAssertFalse(configuration.includes("Sources/Generated/A.swift"))
        XCTAssertTrue(configuration.includes("Sources/App/Pod.swift"))
        XCTAssertTrue(configuration.includes("App/designer.cs.swift"))
        // Patterns ending in `/**` decide on the whole path: a folder's files at any depth, nothing beside.
        configuration.exclude = [Glob("**/Generated/**"), Glob("Vendor/**")]
        XCTAssertFalse(configuration.includes("a/Generated/b/C.swift"))
        XCTAssertFalse(configuration.includes("Generated/C.swift"))
        XCTAssertFalse(configuration.includes("Vendor/x/Y.swift"))
        XCTAssertTrue(configuration.includes("a/GeneratedViews/C.swift"))
        XCTAssertTrue(configuration.includes("Vendored/Y.swift"))
        XCTAssertTrue(configuration.includes("Sources/Vendor/Y.swift"))
    }

    /// A file's overrides are found once; later ones win, and a rule the command line forces on stays
    /// off only where an override turns it off.
    func testOverridesFoundOncePerFile() throws {
        var configuration = try ConfigurationFile.parse("""
            {"overrides": [
              {"files": ["Tests/**"], "rules": {"direct_lifecycle_call": "off"}},
              {"files": ["**/*Controller.swift"], "rules": {"direct_lifecycle_call": "on", "view_nil_check": "off"}}
            ]}
            """, file: ".lifelint.json")
        XCTAssertEqual(configuration.overrides(matching: "Tests/A.swift"), [0])
        XCTAssertEqual(configuration.overrides(matching: "Tests/MainController.swift"), [0, 1])
        XCTAssertEqual(configuration.overrides(matching: "Sources/A.swift"), [])
        XCTAssertFalse(configuration.isEnabled("direct_lifecycle_call", path: "Tests/A.swift"))
        XCTAssertTrue(configuration.isEnabled("direct_lifecycle_call", path: "Tests/MainController.swift"), "the later wins")
        XCTAssertFalse(configuration.isEnabled("view_nil_check", path: "Tests/MainController.swift"))
        XCTAssertTrue(configuration.isEnabled("view_nil_check", path: "Tests/A.swift"))
        XCTAssertEqual(configuration.isEnabled("view_nil_check", overrides: [1]), configuration.isEnabled("view_nil_check", path: "MainController.swift"))
        configuration.select(["view_nil_check", "direct_lifecycle_call"], extend: [], ignore: [])
        XCTAssertFalse(configuration.isEnabled("view_nil_check", path: "MainController.swift"), "forced on, turned off here")
        XCTAssertFalse(configuration.isEnabled("direct_lifecycle_call", path: "Tests/MainController.swift"), "forced on, off in one")
        XCTAssertTrue(configuration.isEnabled("direct_lifecycle_call", path: "Sources/A.swift"))
        XCTAssertTrue(configuration.isEnabled("view_nil_check"))
    }

    /// Random patterns and paths: a pattern answers as the same pattern with its first and last letters
    /// spelled as one-letter classes, which leaves the matcher no literal start or end to check first.
    /// (`**/` stands for no folder too: `**/b` matches `b`, `a/**/b` matches `a/b`.)
    func testGlobPrechecksAnswerAsTheMatcher() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces = ["a", "b", "/", "*", "**", "?", "[ab]", "**/", "ab"]
        let names = ["a", "b", "/", "ab", "ba", "bb"]
        var compared = 0
        for _ in 0 ..< 4_000 {
            var tokens = (0 ..< 1 + next(5)).map { _ in pieces[next(pieces.count)] }
            let pattern = tokens.joined()
            // The first and last tokens spelled as classes when they are letters (a class never matches `/`).
            guard let first = tokens.first, let last = tokens.last, first != "/", last != "/", last != "**/" else { continue }
            if first == "a" || first == "b" { tokens[0] = "[" + first + "]" }
            if tokens.count > 1, last == "a" || last == "b" { tokens[tokens.count - 1] = "[" + last + "]" }
            let plain = tokens.joined()
            for _ in 0 ..< 12 {
                let path = (0 ..< next(6)).map { _ in names[next(names.count)] }.joined()
                XCTAssertEqual(Glob(pattern).matches(path), Glob(plain).matches(path), "\(pattern) on \(path) (as \(plain))")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 20_000)
        XCTAssertTrue(Glob("**/build").matches("build"))
        XCTAssertTrue(Glob("a/**/b").matches("a/b"))
        XCTAssertTrue(Glob("**/Generated").matches("x/y/Generated"))
    }

    /// A pattern ending in `/**` takes in a folder's files however the path spells the folder: with a
    /// doubled `/` given on the command line the folders are tried one by one, as the names join them.
    func testFoldersOfPathsWithEmptyNames() {
        var configuration = Configuration()
        configuration.exclude = [Glob("a/b/**"), Glob("**/Generated")]
        XCTAssertFalse(configuration.includes("a//b/c/V.swift"))
        XCTAssertFalse(configuration.includes("a/b/c/V.swift"))
        XCTAssertFalse(configuration.includes("Generated/V.swift"), "`**/` standing for no folder")
        XCTAssertFalse(configuration.includes("x/Generated/V.swift"))
        XCTAssertTrue(configuration.includes("a/bc/V.swift"))
    }

    /// A pattern ending in `/` names a folder, as in `.gitignore`: excluded, included or overridden, every
    /// file below it (such a pattern matched nothing before).
    func testFolderPatterns() throws {
        let configuration = try ConfigurationFile.parse("""
            {"exclude": ["Pods/", "Sources/Generated/", "/Vendor/"],
             "overrides": [{"files": ["Tests/"], "rules": {"direct_lifecycle_call": "off"}}]}
            """, file: ".lifelint.json")
        XCTAssertFalse(configuration.includes("Pods/A/B.swift"))
        XCTAssertFalse(configuration.includes("App/Pods/C.swift"))
        XCTAssertTrue(configuration.includes("Pods.swift"))
        XCTAssertTrue(configuration.includes("App/Podsx/C.swift"))
        XCTAssertFalse(configuration.includes("Sources/Generated/A.swift"))
        XCTAssertTrue(configuration.includes("App/Sources/Generated/A.swift"), "a folder path is anchored")
        XCTAssertFalse(configuration.includes("Vendor/x/A.swift"))
        XCTAssertTrue(configuration.includes("App/Vendor/A.swift"), "a leading / anchors")
        XCTAssertFalse(configuration.isEnabled("direct_lifecycle_call", path: "App/Tests/ATests.swift"))
        XCTAssertTrue(configuration.isEnabled("direct_lifecycle_call", path: "App/ATests.swift"))
    }
}
