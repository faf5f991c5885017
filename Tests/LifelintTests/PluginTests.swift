import Foundation
import XCTest
@testable import lifelint

/// The SwiftPM plugins, for real: a sample package that depends on this checkout by path, built with
/// `swift build` (the build-tool plugin) and linted with `swift package lifelint` (the command plugin).
/// The sample builds lifelint from source, so these run with the full suite only.
final class PluginTests: XCTestCase {
    /// Stand-ins for UIKit, so that the sample compiles on Linux.
    private let uikit = """
        open class UIViewController {
            public init() {}
            open var view: AnyObject? = nil
            open func viewWillAppear(_ animated: Bool) {}
            open func addChild(_ child: UIViewController) {}
            open func didMove(toParent parent: UIViewController?) {}
        }

        """
    private let warningOnly = """
        public final class Screen: UIViewController {
            public func show(_ child: UIViewController) {
                addChild(child)
            }
        }

        """
    private let withError = """
        public final class Screen: UIViewController {
            override public func viewWillAppear(_ animated: Bool) {
                refresh()
            }
            func refresh() {
                if view != nil { print("loaded") }
            }
        }

        """
    private let clean = """
        public final class Screen: UIViewController {
            public func show(_ child: UIViewController) {
                addChild(child)
                child.didMove(toParent: self)
            }
        }

        """

    /// A sample package using the build-tool plugin, next to a link named `lifelint` to this checkout
    /// (a path dependency is known by its directory's name).
    private func samplePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifelint-plugin-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let dependencies = root.appendingPathComponent("dependencies")
        try FileManager.default.createDirectory(at: dependencies, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: dependencies.appendingPathComponent("lifelint"),
                                                   withDestinationURL: CommandLineTests.repositoryRoot)
        return try writeSample(in: root, dependency: "../dependencies/lifelint", identity: "lifelint")
    }

    /// `Sample/` in `root`: one target, `Screens`, using `LifelintBuildToolPlugin` from the package at
    /// `dependency` (known as `identity`), with UIKit stand-ins and a screen holding a warning.
    private func writeSample(in root: URL, dependency: String, identity: String) throws -> URL {
        let package = root.appendingPathComponent("Sample")
        let sources = package.appendingPathComponent("Sources/Screens")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Sample",
                dependencies: [.package(path: "\(dependency)")],
                targets: [
                    .target(name: "Screens", plugins: [.plugin(name: "LifelintBuildToolPlugin", package: "\(identity)")]),
                ]
            )

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try uikit.write(to: sources.appendingPathComponent("UIKit.swift"), atomically: true, encoding: .utf8)
        try warningOnly.write(to: sources.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        return package
    }

    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let result = try runCommand(["swift"] + arguments, in: directory)
        return (result.0, result.1)
    }

    /// `--stamp FILE`: what the build-tool plugin declares as its output, written only by a run that passed.
    func testStampIsWrittenOnlyWhenTheRunPasses() throws {
        let root = try makeTemporaryTree(["A.swift": CommandLineTests.badSwift, "B.swift": CommandLineTests.warningOnlySwift], for: self)
        let stamp = root.appendingPathComponent("out/lifelint-stamp.swift")
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        let failed = try runLifelint(["--stamp", stamp.path, "--format", "xcode", "A.swift", "B.swift"], in: root)
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path), "an error leaves no stamp: the build runs it again")
        let warned = try runLifelint(["--stamp", stamp.path, "--format", "xcode", "B.swift"], in: root)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stdout.contains("B.swift:2:19: warning:"), warned.stdout)
        XCTAssertEqual(try String(contentsOf: stamp, encoding: .utf8), "// Checked by lifelint \(Arguments.version): 1 file, no errors.\n")
        XCTAssertEqual(try runLifelint(["--stamp"], in: root).status, 2, "--stamp needs a file")
    }

    func testBuildToolPluginReportsFindingsAsBuildDiagnostics() throws {
        try requireFullSuite("the sample package builds lifelint from source")
        let package = try samplePackage()
        let screen = package.appendingPathComponent("Sources/Screens/Screen.swift")

        // A warning: in the build's log in the compiler's format, and the build succeeds.
        let first = try swift(["build"], in: package)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.output.contains("Screen.swift:3:9: warning: `addChild(child)` is never followed by"), first.output)
        XCTAssertTrue(first.output.contains("[add_child_without_did_move]"), first.output)

        // Nothing changed: lifelint does not run again. (SwiftPM evaluates a package's plugins once more
        // on the build after the very first one, which runs the command again; after that, only a
        // changed source does.)
        _ = try swift(["build"], in: package)
        let again = try swift(["build"], in: package)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(again.output.contains("lifelint Screens"), again.output)
        XCTAssertFalse(again.output.contains("[add_child_without_did_move]"), again.output)

        // An error fails the build, with the finding as the build's error.
        try withError.write(to: screen, atomically: true, encoding: .utf8)
        let failed = try swift(["build"], in: package)
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(failed.output.contains("Screen.swift:6:12: error: comparing `view` to nil"), failed.output)
        XCTAssertTrue(failed.output.contains("Screen.swift:2:26: error: `viewWillAppear(_:)` never calls"), failed.output)

        // Fixed: the build passes, quietly.
        try clean.write(to: screen, atomically: true, encoding: .utf8)
        let fixed = try swift(["build"], in: package)
        XCTAssertEqual(fixed.status, 0, fixed.output)
        XCTAssertFalse(fixed.output.contains("warning: `"), fixed.output)
    }

    /// The package's `.lifelint.json` is passed to the build command and is one of its inputs: editing
    /// it lints again. (SwiftPM evaluates plugins again only when a target's files come or go, so a
    /// configuration created later counts from then on.)
    func testBuildToolPluginReadsThePackagesConfiguration() throws {
        try requireFullSuite("the sample package builds lifelint from source")
        let package = try samplePackage()
        let configuration = package.appendingPathComponent(".lifelint.json")
        try #"{"rules": {}}"#.write(to: configuration, atomically: true, encoding: .utf8)
        XCTAssertTrue(try swift(["build"], in: package).output.contains("[add_child_without_did_move]"))
        _ = try swift(["build"], in: package)
        try #"{"rules": {"add_child_without_did_move": "off"}}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let configured = try swift(["build"], in: package)
        XCTAssertEqual(configured.status, 0, configured.output)
        XCTAssertTrue(configured.output.contains("lifelint Screens"), configured.output)
        XCTAssertFalse(configured.output.contains("[add_child_without_did_move]"), configured.output)
    }

    func testCommandPluginLintsAndFixesThePackage() throws {
        try requireFullSuite("the sample package builds lifelint from source")
        let package = try samplePackage()
        let screen = package.appendingPathComponent("Sources/Screens/Screen.swift")
        try withError.write(to: screen, atomically: true, encoding: .utf8)

        let lint = try swift(["package", "lifelint", "--format", "xcode"], in: package)
        XCTAssertNotEqual(lint.status, 0, lint.output)
        XCTAssertTrue(lint.output.contains("Screen.swift:6:12: error: comparing `view` to nil"), lint.output)
        XCTAssertTrue(lint.output.contains("[missing_super_call]"), lint.output)

        // lifelint's options pass through: only the rule asked for, and `--fix` rewrites the file.
        let selected = try swift(["package", "lifelint", "--select", "missing_super_call", "--format", "xcode"], in: package)
        XCTAssertFalse(selected.output.contains("[view_nil_check]"), selected.output)
        XCTAssertTrue(selected.output.contains("[missing_super_call]"), selected.output)
        let fix = try swift(["package", "--allow-writing-to-package-directory", "lifelint", "--fix", "--unsafe-fixes",
                             "--select", "missing_super_call"], in: package)
        XCTAssertEqual(fix.status, 0, fix.output)
        let fixedText = try String(contentsOf: screen, encoding: .utf8)
        XCTAssertTrue(fixedText.contains("super.viewWillAppear(animated)"), fixedText)

        // `--target` picks targets; an unknown one is an error.
        let unknown = try swift(["package", "lifelint", "--target", "Nope"], in: package)
        XCTAssertNotEqual(unknown.status, 0, unknown.output)
    }

    /// `scripts/release`: a static binary that runs with no Swift runtime in reach, and a plugin package
    /// over its artifact bundle that lints a sample package without building lifelint.
    func testReleaseBinaryNeedsNoToolchainAndItsPluginPackageNeedsNoBuild() throws {
        try requireFullSuite("scripts/release builds lifelint in release mode with the runtime linked statically")
        let (status, log) = try runCommand(["scripts/release"], in: CommandLineTests.repositoryRoot)
        XCTAssertEqual(status, 0, log)
        let dist = CommandLineTests.repositoryRoot.appendingPathComponent(".build-release/dist")
        let binary = dist.appendingPathComponent("lifelint").path

        // No environment, no library path, a directory of its own.
        let root = try makeTemporaryTree(["A.swift": CommandLineTests.badSwift], for: self)
        let (linted, output) = try runCommand(["env", "-i", "LD_LIBRARY_PATH=", binary, "--format", "xcode", "A.swift"], in: root)
        XCTAssertEqual(linted, 1, output)
        XCTAssertTrue(output.contains("A.swift:3:19: error:"), output)
        let (_, links) = try runCommand(["ldd", binary], in: root)
        XCTAssertFalse(links.contains("libswift"), links)
        let info = try String(contentsOf: dist.appendingPathComponent("lifelint.artifactbundle/info.json"), encoding: .utf8)
        XCTAssertTrue(info.contains(#""type": "executable""#), info)

        // A package using the plugin package: linted, and lifelint is not compiled.
        let sample = try writeSample(in: root, dependency: dist.appendingPathComponent("lifelint-plugin").path, identity: "lifelint-plugin")
        let build = try swift(["build"], in: sample)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Screen.swift:3:9: warning: `addChild(child)` is never followed by"), build.output)
        XCTAssertFalse(build.output.contains("Compiling Rules") || build.output.contains("Compiling lifelint"), build.output)
    }
}
