import Foundation
import PackagePlugin

/// Lints a target on every build that changes one of its Swift files (or its .archlint.json):
/// findings appear as compiler-style warnings and errors in the build log, Xcode's issue
/// navigator included, and an error-level finding fails the build. Add it to a target:
///
///     .target(name: "App", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")])
///
/// The last report is also kept in the plugin's work folder (`archlint-TARGET.txt`). The
/// command declares no output files on purpose: SwiftPM would bundle any declared output as a
/// resource of the target. A failed lint runs again on the next build.
@main
struct ArchlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        return [try ArchlintBuildCommand.make(
            tool: try context.tool(named: "archlint").url, name: target.name, paths: [target.directoryURL.path],
            inputs: files + ArchlintBuildCommand.configurations(above: target.directoryURL, upTo: context.package.directoryURL),
            workDirectory: context.pluginWorkDirectoryURL)]
    }
}

enum ArchlintBuildCommand {
    static func make(tool: URL, name: String, paths: [String], inputs: [URL], workDirectory: URL) throws -> Command {
        let report = workDirectory.appendingPathComponent("archlint-\(name).txt")
        return .buildCommand(
            displayName: "archlint \(name)",
            executable: tool,
            // Text to the build log (compiler-style lines), and the same to the report file.
            // No outputFiles: they would become resources of the target (see above).
            arguments: ["lint", "--format", "text", "--format", "text", "--output", report.path, "--"] + paths,
            inputFiles: inputs,
            outputFiles: [])
    }

    /// The `.archlint.json` files from `directory` up to `root`: a change to one relints.
    static func configurations(above directory: URL, upTo root: URL) -> [URL] {
        var found: [URL] = []
        var current = directory.standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(".archlint.json")
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            if current.path == top || current.path == "/" || !current.path.hasPrefix(top) { break }
            current = current.deletingLastPathComponent().standardizedFileURL
        }
        return found
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        let root = context.xcodeProject.directoryURL
        let configurations = Set(files.flatMap { ArchlintBuildCommand.configurations(above: $0.deletingLastPathComponent(), upTo: root) })
        return [try ArchlintBuildCommand.make(
            tool: try context.tool(named: "archlint").url, name: target.displayName, paths: files.map(\.path),
            inputs: files + configurations.sorted { $0.path < $1.path }, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
