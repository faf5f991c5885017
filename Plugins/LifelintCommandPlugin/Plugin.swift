import Foundation
import PackagePlugin

/// `swift package lifelint [--target NAME …] [lifelint's options]`: lints the package's source
/// targets, Swift and Objective-C (all of them, or the named ones: lifelint walks their directories),
/// with lifelint's options passed through; `--fix` rewrites files, so it needs
/// `swift package --allow-writing-to-package-directory lifelint --fix`.
@main
struct LifelintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directory.string)
        guard !directories.isEmpty else {
            Diagnostics.remark("lifelint: no source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try context.tool(named: "lifelint").path.string)
        process.arguments = options + directories
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            break
        case 1:
            Diagnostics.error("lifelint found problems (see above)")
        default:
            Diagnostics.error("lifelint failed (exit \(process.terminationStatus))")
        }
    }
}
