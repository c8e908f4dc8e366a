import Platform
/// Reads `App.xcodeproj/project.pbxproj`: the native targets in the order the project lists
/// them, the Swift files each compiles (its sources build phase → build files → file references,
/// placed by their groups' `path` and `sourceTree`), Xcode 16 synchronized folders with their
/// membership exceptions, and target and Swift package product dependencies.
public enum XcodeProject {
    /// Larger project files are not read (a note, then the folder guess): 50,000 files take 15 MB.
    public static let maxBytes = 256 << 20

    /// `projectFile` is the absolute path of the `project.pbxproj`.
    public static func read(projectFile: String) -> BuildDescription {
        let bundle = String(ModuleResolver.directory(ofAbsolute: projectFile))
        var name = String(bundle.split(separator: "/").last ?? "Project")
        if name.hasSuffix(".xcodeproj") { name.removeLast(".xcodeproj".count) }
        var description = BuildDescription(kind: .xcodeProject, file: projectFile, name: name)
        if let size = POSIX.fileStatus(projectFile).map({ Int($0.st_size) }), size > maxBytes {
            description.notes.append("\(projectFile): not read, \(size) bytes (more than \(maxBytes)); modules are guessed from folders")
            return description
        }
        let bytes: [UInt8]
        switch POSIX.readFile(projectFile) {
        case .success(let read): bytes = read
        case .failure(let error):
            description.notes.append("\(projectFile): could not be read (\(error.message)); modules are guessed from folders")
            return description
        }
        read(bytes, projectDirectory: String(ModuleResolver.directory(ofAbsolute: bundle)), into: &description)
        return description
    }

    /// Parses `bytes` as the project file of a project whose `.xcodeproj` is in `projectDirectory`.
    public static func read(_ bytes: [UInt8], projectDirectory: String, into description: inout BuildDescription) {
        let plist: PropertyList
        do {
            plist = try PropertyList.parse(bytes)
        } catch {
            description.notes.append("\(description.file):\(error.line):\(error.column): \(error.message); modules are guessed from folders")
            return
        }
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let project = objects[rootID]?.dictionary else {
            description.notes.append("\(description.file): no objects or root object; modules are guessed from folders")
            return
        }
        var resolver = PathResolver(objects: objects, projectDirectory: projectDirectory)
        if let directoryPath = project["projectDirPath"]?.string, !directoryPath.isEmpty {
            resolver.sourceRoot = ModuleResolver.absolute(directoryPath, in: projectDirectory)
        }
        resolver.mainGroup = project["mainGroup"]?.string
        resolver.indexParents()

        let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string)
        let nativeIDs = targetIDs.filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        var indexOfTarget: [String: Int] = [:]
        for (index, id) in nativeIDs.enumerated() { indexOfTarget[id] = index }
        // Synchronized folders: the targets that list each one.
        var targetsOfFolder: [String: [Int]] = [:]
        for (index, id) in nativeIDs.enumerated() {
            for folder in (objects[id]?["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                targetsOfFolder[folder, default: []].append(index)
            }
        }

        for (index, id) in nativeIDs.enumerated() {
            guard let target = objects[id]?.dictionary else { continue }
            var dependencies: [String] = []
            for dependency in (target["dependencies"]?.array ?? []).compactMap(\.string) {
                let object = objects[dependency]
                if let targetID = object?["target"]?.string, let name = objects[targetID]?["name"]?.string {
                    dependencies.append(name)
                } else if let name = object?["name"]?.string {
                    dependencies.append(name)
                } else if let product = object?["productRef"]?.string, let name = objects[product]?["productName"]?.string {
                    dependencies.append(name)
                }
            }
            for product in (target["packageProductDependencies"]?.array ?? []).compactMap(\.string) {
                if let name = objects[product]?["productName"]?.string, !dependencies.contains(name) { dependencies.append(name) }
            }
            description.targets.append(BuildDescription.Target(name: target["name"]?.string ?? id, dependencies: dependencies))

            for phase in (target["buildPhases"]?.array ?? []).compactMap(\.string)
            where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFile in (objects[phase]?["files"]?.array ?? []).compactMap(\.string) {
                    guard let reference = objects[buildFile]?["fileRef"]?.string, let path = resolver.path(of: reference) else { continue }
                    description.claim(file: path, target: index)
                }
            }
            for folderID in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                guard let path = resolver.path(of: folderID) else { continue }
                var folder = BuildDescription.Folder(path: path, target: index)
                for exceptionID in (objects[folderID]?["exceptions"]?.array ?? []).compactMap(\.string) {
                    let exception = objects[exceptionID]
                    guard exception?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          exception?["target"]?.string == id else { continue }
                    for member in (exception?["membershipExceptions"]?.array ?? []).compactMap(\.string) {
                        folder.excludedPaths.insert(member)
                    }
                }
                description.add(folder)
            }
        }
        // A folder's exception set naming a target that does not list the folder adds its files to
        // that target (also for a folder no target lists: IceCubesApp's extensions are so).
        for (folderID, folder) in objects where folder["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            let owners = targetsOfFolder[folderID] ?? []
            guard folder["exceptions"] != nil, let path = resolver.path(of: folderID) else { continue }
            for exceptionID in (objects[folderID]?["exceptions"]?.array ?? []).compactMap(\.string) {
                let exception = objects[exceptionID]
                guard exception?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let targetID = exception?["target"]?.string, let target = indexOfTarget[targetID], !owners.contains(target) else { continue }
                let members = Set((exception?["membershipExceptions"]?.array ?? []).compactMap(\.string))
                if !members.isEmpty { description.add(BuildDescription.Folder(path: path, target: target, onlyPaths: members)) }
            }
        }
        for package in objects.values where package["isa"]?.string == "XCLocalSwiftPackageReference" {
            if let relative = package["relativePath"]?.string {
                description.references.append(ModuleResolver.absolute(relative, in: resolver.sourceRoot))
            }
        }
        // File references to packages (before Xcode 15: a folder reference with the package's files).
        description.references.sort()
    }

    /// Places file references and groups: a `<group>` path is relative to its parent group's
    /// folder, `SOURCE_ROOT` to the project's folder, `<absolute>` is absolute, and the others
    /// (`SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR`, build settings) are not in the tree.
    struct PathResolver {
        let objects: [String: PropertyList]
        var sourceRoot: String
        var mainGroup: String?
        var parent: [String: String] = [:]
        /// Resolved folder or file of an object; `.some(nil)` for one outside the tree.
        var resolved: [String: String?] = [:]

        init(objects: [String: PropertyList], projectDirectory: String) {
            self.objects = objects
            self.sourceRoot = projectDirectory
        }

        mutating func indexParents() {
            // A child two groups list (a damaged file) takes the one of smaller identifier, whatever the order.
            for (id, object) in objects {
                guard let children = object["children"]?.array else { continue }
                for child in children.compactMap(\.string) {
                    if let known = parent[child], known < id { continue }
                    parent[child] = id
                }
            }
        }

        /// The absolute path of a file reference or group, walking up its groups once (each
        /// object's answer is kept, a cycle of groups ends the walk).
        mutating func path(of id: String) -> String? {
            if let known = resolved[id] { return known }
            if objects[id] == nil { return nil }
            // The chain of groups up to one already placed, the main group, or one not in `<group>`.
            var chain: [String] = []
            // Looked at past 32 groups only: a cycle of groups (a damaged file) ends the walk.
            var seen: Set<String> = []
            var current: String? = id
            var base: String?? = nil
            while let object = current {
                if let known = resolved[object] { base = .some(known); break }
                if chain.count >= 32 {
                    if seen.isEmpty { seen = Set(chain) }
                    if !seen.insert(object).inserted { base = .some(nil); break }
                }
                guard objects[object] != nil else { base = .some(nil); break }
                chain.append(object)
                let sourceTree = objects[object]?["sourceTree"]?.string ?? "<group>"
                if sourceTree != "<group>" || object == mainGroup || parent[object] == nil { break }
                current = parent[object]
            }
            // `chain.last` is placed against `base` (its parent's folder) or its own source tree.
            var folder: String?
            for (position, object) in chain.enumerated().reversed() {
                let entry = objects[object]
                let path = entry?["path"]?.string
                if position == chain.count - 1, base == nil {
                    switch entry?["sourceTree"]?.string ?? "<group>" {
                    case "<group>", "SOURCE_ROOT": folder = path.map { ModuleResolver.absolute($0, in: sourceRoot) } ?? sourceRoot
                    case "<absolute>": folder = path.map { ModuleResolver.absolute($0, in: "/") }
                    default: folder = nil
                    }
                } else {
                    let parentFolder = position == chain.count - 1 ? (base ?? nil) : folder
                    folder = parentFolder.map { parentFolder in path.map { ModuleResolver.absolute($0, in: parentFolder) } ?? parentFolder }
                }
                resolved[object] = .some(folder)
            }
            return resolved[id] ?? nil
        }
    }
}
