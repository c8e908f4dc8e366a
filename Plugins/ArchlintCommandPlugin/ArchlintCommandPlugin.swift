import Foundation
import PackagePlugin

/// `swift package archlint [--target NAME ...] [archlint lint options] [PATH ...]`
///
/// Runs `archlint lint` in the package's folder: on the whole package, or on the folders of
/// the targets named with `--target`. Every other argument goes to `archlint lint` as is
/// (`--format sarif --output archlint.sarif`, `--strict`, `--baseline FILE`…). The command
/// fails when archlint exits with a non-zero status (violations, or a usage or
/// configuration error), so it can gate CI.
@main
struct ArchlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var paths: [String] = []
        if !targetNames.isEmpty {
            let root = context.package.directoryURL.standardizedFileURL.path
            for target in try context.package.targets(named: targetNames) {
                guard let target = target as? SwiftSourceModuleTarget else {
                    Diagnostics.warning("target '\(target.name)' has no Swift sources; skipped")
                    continue
                }
                let directory = target.directoryURL.standardizedFileURL.path
                paths.append(directory.hasPrefix(root + "/") ? String(directory.dropFirst(root.count + 1)) : directory)
            }
        }
        try ArchlintRunner.run(tool: try context.tool(named: "archlint").url, in: context.package.directoryURL,
                               arguments: extractor.remainingArguments, paths: paths)
    }
}

enum ArchlintRunner {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String {
            status == 1 ? "archlint found violations (exit status 1)" : "archlint failed (exit status \(status))"
        }
    }

    /// Runs `archlint lint ARGUMENTS [--] PATHS` in `directory`, sharing this process's output.
    static func run(tool: URL, in directory: URL, arguments: [String], paths: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = directory
        process.arguments = ["lint"] + arguments + (paths.isEmpty ? [] : ["--"] + paths)
        // SwiftPM shows a plugin's standard error on its standard output. When that carries a
        // report (`--format sarif` without `--output`), archlint's messages go through
        // Diagnostics instead, to SwiftPM's standard error, so `> report.sarif` stays valid.
        let errors = Pipe()
        let machineReport = writesReportToStandardOutput(arguments)
        if machineReport { process.standardError = errors }
        try process.run()
        if machineReport {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init) {
                if line.contains("error:") {
                    Diagnostics.error(line)
                } else if line.contains("note:") {
                    Diagnostics.warning(line)
                } else {
                    Diagnostics.remark(line)
                }
            }
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // SwiftPM prints the error and exits non-zero.
            throw Failure(status: process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
        }
    }

    /// Whether a `--format` other than text has no `--output` (each `--output` is for the
    /// `--format` before it, as archlint pairs them).
    static func writesReportToStandardOutput(_ arguments: [String]) -> Bool {
        var reports: [(format: String, output: String?)] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            for name in ["format", "output"] {
                var value: String?
                if argument == "--\(name)", index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else if argument.hasPrefix("--\(name)=") {
                    value = String(argument.dropFirst(name.count + 3))
                }
                guard let value else { continue }
                if name == "format" {
                    reports.append((value, nil))
                } else if !reports.isEmpty {
                    reports[reports.count - 1].output = value == "-" ? nil : value
                }
            }
        }
        return reports.contains { $0.format != "text" && $0.output == nil }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode: File ▸ Packages… ▸ archlint (or right-click the project ▸ archlint) lints the project folder.
extension ArchlintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try ArchlintRunner.run(tool: try context.tool(named: "archlint").url, in: context.xcodeProject.directoryURL,
                               arguments: extractor.remainingArguments, paths: [])
    }
}
#endif
