import Foundation
import PackagePlugin

/// Runs lifelint on a target's Swift sources as part of every build: its findings are printed in the
/// compiler's format (`file:line:column: warning: …`), which Xcode shows inline and `swift build`
/// shows in its log, and an error-severity finding fails the build.
///
/// A build command, not a prebuild command: it runs only when a source of the target changed since
/// the last run (or when its stamp is missing), so an unchanged target is not linted again. Its one
/// output is a Swift file holding a comment, which the target compiles: SwiftPM runs a build command
/// only when something consumes what it writes.
@main
struct LifelintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.path)
        guard !sources.isEmpty else { return [] }
        return [Self.command(tool: try context.tool(named: "lifelint").path, sources: sources,
                             workDirectory: context.pluginWorkDirectory, targetName: target.name,
                             configuration: Self.configuration(in: context.package.directory))]
    }

    /// The package's `.lifelint.json`, if it has one: passed explicitly (a build command's working
    /// directory is the build system's, not the package's) and listed as an input, so that editing it
    /// lints again.
    static func configuration(in directory: Path) -> Path? {
        let file = directory.appending(".lifelint.json")
        return FileManager.default.fileExists(atPath: file.string) ? file : nil
    }

    static func command(tool: Path, sources: [Path], workDirectory: Path, targetName: String, configuration: Path?) -> Command {
        let stamp = workDirectory.appending("lifelint-\(targetName).swift")
        let options = configuration.map { ["--config", $0.string] } ?? []
        return .buildCommand(
            displayName: "lifelint \(targetName)",
            executable: tool,
            arguments: options + ["--format", "xcode", "--stamp", stamp.string] + sources.map(\.string),
            inputFiles: sources + (configuration.map { [$0] } ?? []),
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LifelintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
        guard !sources.isEmpty else { return [] }
        return [Self.command(tool: try context.tool(named: "lifelint").path, sources: sources,
                             workDirectory: context.pluginWorkDirectory, targetName: target.displayName,
                             configuration: Self.configuration(in: context.xcodeProject.directory))]
    }
}
#endif
