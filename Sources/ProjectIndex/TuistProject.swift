import Platform
import SwiftLexer

/// Reads a Tuist `Project.swift` as tokens, never running it: each `.target(name: …)`,
/// `Target(name: …)` or `.init(name: …)` call with a `name:` string, the string globs of its
/// `sources:` (relative to the manifest's folder; `.glob("…", excluding: […])` too), and its
/// `dependencies:` (`.target(name:)`, `.project(target:)`, `.external(name:)`, `.package(product:)`,
/// `.framework(path:)` by name). Names built at run time (loops, variables, helpers) are not
/// seen: a manifest with none literal is read as Tuist's µFeature layout (`Sources/`, `Interface/`…
/// below it, named after its folder), and its other files are left to the folder guess.
public enum TuistProject {
    public static func read(file: String) -> BuildDescription {
        let folder = String(ModuleResolver.directory(ofAbsolute: file))
        var description = BuildDescription(kind: .tuist, file: file, name: String(folder.split(separator: "/").last ?? "Project"))
        guard let bytes = try? POSIX.readFile(file).get() else {
            description.notes.append("\(file): could not be read; its files are left to the folder guess")
            return description
        }
        let parsed = targets(inManifest: bytes)
        for (index, target) in parsed.enumerated() {
            description.targets.append(BuildDescription.Target(name: target.name, dependencies: target.dependencies))
            var entry = BuildDescription.Folder(path: folder, target: index)
            for pattern in target.sources {
                var pattern = pattern
                while pattern.hasPrefix("./") { pattern.removeFirst(2) }
                if let glob = try? Glob(pattern) { entry.includedGlobs.append(glob) }
            }
            for pattern in target.excluding {
                if let glob = try? Glob(pattern) { entry.excludedGlobs.append(glob) }
            }
            if !entry.includedGlobs.isEmpty { description.add(entry) }
        }
        // An app's own `Project.swift` (a model type) is no manifest, and no note.
        if parsed.isEmpty && importsProjectDescription(bytes) {
            // Targets a helper makes (`Project.makeModule(name: ModulePaths.Feature.Filter.rawValue, …)`)
            // follow Tuist's µFeature layout: one target per folder, named after the project's folder.
            for (subfolder, suffix) in microFeatureTargets {
                guard let glob = try? Glob(subfolder + "/**") else { continue }
                var entry = BuildDescription.Folder(path: folder, target: description.targets.count)
                entry.includedGlobs.append(glob)
                description.targets.append(BuildDescription.Target(name: description.name + suffix, dependencies: []))
                description.add(entry)
            }
            description.notes.append("\(file): no target with a literal name:; its folders "
                + microFeatureTargets.map(\.folder).joined(separator: ", ")
                + " are read as Tuist's µFeature targets named after its folder, its other files are left to the folder guess")
        }
        return description
    }

    /// Tuist's µFeature layout: the folders of a feature's project and the suffix each target adds
    /// to the feature's name (`Interface/` is `FilterFeatureInterface`, imported by other features).
    static let microFeatureTargets: [(folder: String, suffix: String)] = [
        ("Sources", ""), ("Interface", "Interface"), ("Testing", "Testing"), ("Tests", "Tests"), ("Demo", "Demo"), ("Example", "Example"),
    ]

    /// Whether the file imports Tuist's manifest library, as every manifest does.
    static func importsProjectDescription(_ bytes: [UInt8]) -> Bool {
        let file = Lexer.tokenize(bytes)
        let tokens = file.tokens
        return tokens.indices.dropLast().contains { file.token(tokens[$0], is: "import") && file.token(tokens[$0 + 1], is: "ProjectDescription") }
    }

    struct ParsedTarget {
        var name: String
        var sources: [String] = []
        var excluding: [String] = []
        var dependencies: [String] = []
    }

    /// One pass over the tokens with a stack of open brackets, each remembering the target call
    /// it belongs to and the argument label it was opened under.
    static func targets(inManifest bytes: [UInt8]) -> [ParsedTarget] {
        let file = Lexer.tokenize(bytes)
        let tokens = file.tokens
        struct Call { var name: String?; var sources: [String] = []; var excluding: [String] = []; var dependencies: [String] = [] }
        /// An open bracket: the target call it is in, whether it opens one, the label it opened
        /// under (restored when it closes), and whether it is inside a dependencies, sources or
        /// excluding argument (inherited, so no frame is searched).
        struct Frame {
            var call: Int?
            var isTarget: Bool
            var openedUnder: String?
            var inDependencies: Bool
            var inSources: Bool
            var inExcluding: Bool
        }
        var calls: [Call] = []
        var frames: [Frame] = []
        // The label of the argument being read in the innermost frame.
        var label: String?
        func value(_ token: Token) -> String {
            let text = file.text(token)
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
            return String(text.dropFirst().dropLast())
        }
        let dependencyCalls: Set<String> = ["target", "project", "external", "package", "framework", "xcframework"]
        for (index, token) in tokens.enumerated() {
            if file.token(token, is: "(") || file.token(token, is: "[") {
                let callee = index >= 1 && tokens[index - 1].kind == .identifier ? file.text(tokens[index - 1]) : ""
                let dotted = index >= 2 && file.token(tokens[index - 2], is: ".")
                let parent = frames.last
                let inDependencies = (parent?.inDependencies ?? false) || label == "dependencies"
                let inSources = (parent?.inSources ?? false) || label == "sources"
                let inExcluding = (parent?.inExcluding ?? false) || label == "excluding"
                let isTarget = file.token(token, is: "(") && !inDependencies && !inSources
                    && ((dotted && (callee == "target" || callee == "init")) || (!dotted && callee == "Target"))
                if isTarget { calls.append(Call()) }
                // A dependency call: `.target(name: "X")` and the like, named by its first string.
                if inDependencies, dotted, let call = parent?.call, dependencyCalls.contains(callee),
                   let string = tokens[(index + 1)...].prefix(6).first(where: { $0.kind == .string }) {
                    var name = value(string)
                    name = String(name.split(separator: "/").last ?? Substring(name))
                    for suffix in [".framework", ".xcframework"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
                    if !calls[call].dependencies.contains(name) { calls[call].dependencies.append(name) }
                }
                frames.append(Frame(call: isTarget ? calls.count - 1 : parent?.call, isTarget: isTarget, openedUnder: label,
                                    inDependencies: inDependencies && !isTarget, inSources: inSources && !isTarget,
                                    inExcluding: inExcluding && !isTarget))
                label = nil
            } else if file.token(token, is: ")") || file.token(token, is: "]") {
                label = frames.popLast()?.openedUnder
            } else if file.token(token, is: ",") {
                label = nil
            } else if token.kind == .identifier, index + 1 < tokens.count, file.token(tokens[index + 1], is: ":") {
                label = file.text(token)
            } else if token.kind == .string, let frame = frames.last, let call = frame.call {
                if frame.isTarget && label == "name" {
                    if calls[call].name == nil { calls[call].name = value(token) }
                } else if frame.inExcluding || label == "excluding" {
                    calls[call].excluding.append(value(token))
                } else if frame.inSources || (frame.isTarget && label == "sources") {
                    calls[call].sources.append(value(token))
                }
            }
        }
        return calls.compactMap { call in
            guard let name = call.name else { return nil }
            return ParsedTarget(name: name, sources: call.sources, excluding: call.excluding, dependencies: call.dependencies)
        }
    }
}
