import Platform
/// Reads an XcodeGen `project.yml` and the specs it `include`s: the project's `name`, its
/// `targets` in the order first given, each target's `sources` (a path, or `path:` with
/// `excludes:` and `includes:` globs; a folder claims the files below it, a file itself) and
/// `dependencies` (`target:`, `package:`/`product:`, `framework:`, `carthage:`, `sdk:` left out).
/// Paths are relative to the spec that gives them (XcodeGen's `relativePaths`, on by default).
public enum XcodeGenProject {
    /// Includes nested deeper than this are not followed (a loop of includes ends here too).
    static let maxIncludeDepth = 16

    public static func read(file: String) -> BuildDescription {
        var description = BuildDescription(kind: .xcodeGen, file: file, name: "")
        var reader = Reader()
        reader.read(file, depth: 0, notes: &description.notes)
        description.name = reader.name ?? String(ModuleResolver.directory(ofAbsolute: file).split(separator: "/").last ?? "Project")
        for (index, name) in reader.targetOrder.enumerated() {
            let keys = reader.targets[name] ?? [:]
            var dependencies: [String] = []
            for dependency in keys["dependencies"]?.value.list ?? [] {
                if let target = dependency["target"]?.string {
                    dependencies.append(String(target.split(separator: "/").last ?? Substring(target)))
                } else if let package = dependency["package"]?.string {
                    dependencies.append(dependency["product"]?.string ?? package)
                } else if let framework = dependency["framework"]?.string ?? dependency["carthage"]?.string {
                    var name = String(framework.split(separator: "/").last ?? Substring(framework))
                    for suffix in [".framework", ".xcframework"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
                    dependencies.append(name)
                }
            }
            description.targets.append(BuildDescription.Target(name: name, dependencies: dependencies))
            guard let (sources, base) = keys["sources"] else { continue }
            let entries = sources.list ?? [sources]
            for entry in entries {
                guard let path = entry.string ?? entry["path"]?.string else { continue }
                let absolute = ModuleResolver.absolute(path, in: base)
                if POSIX.isDirectory(absolute) {
                    var folder = BuildDescription.Folder(path: absolute, target: index)
                    for exclude in entry["excludes"]?.list ?? [] {
                        guard let pattern = exclude.string else { continue }
                        if let glob = try? Glob(pattern) { folder.excludedGlobs.append(glob) }
                    }
                    for include in entry["includes"]?.list ?? [] {
                        guard let pattern = include.string else { continue }
                        if let glob = try? Glob(pattern) { folder.includedGlobs.append(glob) }
                    }
                    description.add(folder)
                } else if POSIX.isRegularFile(absolute) {
                    description.claim(file: absolute, target: index)
                }
            }
        }
        return description
    }

    private struct Reader {
        var name: String?
        /// Target name → its keys, each with the folder of the spec that gave it.
        var targets: [String: [String: (value: YAMLValue, base: String)]] = [:]
        var targetOrder: [String] = []
        var visited: Set<String> = []

        mutating func read(_ file: String, depth: Int, notes: inout [String]) {
            guard depth <= XcodeGenProject.maxIncludeDepth, visited.insert(file).inserted else { return }
            let bytes: [UInt8]
            switch POSIX.readFile(file) {
            case .success(let read): bytes = read
            case .failure(let error):
                notes.append("\(file): could not be read (\(error.message)); its targets are left out")
                return
            }
            let spec: YAMLValue
            do {
                spec = try YAMLValue.parse(bytes)
            } catch {
                notes.append("\(file):\(error.line):\(error.column): \(error.message); its targets are left out")
                return
            }
            let base = String(ModuleResolver.directory(ofAbsolute: file))
            // Included specs first: this one's keys are laid over theirs.
            let includes = spec["include"].map { $0.list ?? [$0] } ?? []
            for include in includes {
                guard let path = include.string ?? include["path"]?.string else { continue }
                read(ModuleResolver.absolute(path, in: base), depth: depth + 1, notes: &notes)
            }
            if let name = spec["name"]?.string { self.name = name }
            for (target, value) in spec["targets"]?.entries ?? [] {
                if targets[target] == nil { targetOrder.append(target) }
                var keys = targets[target] ?? [:]
                for (key, entry) in value.entries ?? [] { keys[key] = (entry, base) }
                targets[target] = keys
            }
        }
    }
}
