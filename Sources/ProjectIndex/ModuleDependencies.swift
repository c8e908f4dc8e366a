import SourceModel

/// The modules of a project and which depends on which: by a file's import (the first one, for
/// its position) or by a dependency the build declares. Modules are numbered in name order.
public struct ModuleDependencies: Sendable {
    public let modules: [String]
    public let indexOf: [String: Int]
    /// Per module, the modules it depends on, imports first (in file order), then declared ones.
    public private(set) var edges: [[Int]]
    /// The first import of each edge (`from * modules.count + to`).
    private var importSite: [Int: (file: Int, decl: ImportDecl)] = [:]
    /// Edges the build declares and no file imports.
    public private(set) var declaredOnly = Set<Int>()

    /// `imports`: the project's imports of its own modules, found already (`ProjectImports`).
    public init(_ project: ProjectIndex, imports known: ProjectImports? = nil) {
        let imports = known ?? ProjectImports(project)
        modules = imports.modules
        indexOf = imports.indexOf
        edges = [[Int]](repeating: [], count: modules.count)
        for (file, fileImports) in imports.ofFile.enumerated() {
            let from = imports.moduleOfFile[file]
            for (to, decl) in fileImports {
                let key = from * modules.count + to
                if importSite[key] == nil {
                    importSite[key] = (file, decl)
                    edges[from].append(to)
                }
            }
        }
        // A target that links another is tied to it whether or not a file imports it.
        for (module, dependencies) in project.declaredDependencies {
            guard let from = indexOf[module] else { continue }
            for dependency in dependencies {
                guard let to = indexOf[dependency], to != from else { continue }
                let key = from * modules.count + to
                if importSite[key] == nil, declaredOnly.insert(key).inserted { edges[from].append(to) }
            }
        }
    }

    /// The first import that makes the edge, if a file imports the module.
    public func importSite(from: Int, to: Int) -> (file: Int, decl: ImportDecl)? {
        importSite[from * modules.count + to]
    }

    public func isDeclaredOnly(from: Int, to: Int) -> Bool { declaredOnly.contains(from * modules.count + to) }
}

/// Each file's imports of the project's other modules (most imports name a framework and are
/// not kept), with the modules numbered in name order: what the module graph is made of. What a
/// file contributes follows from its imports and its module alone, so an edit's lint takes the
/// last lint's and reads again only the edited files (`updating`).
public struct ProjectImports: Sendable {
    public let modules: [String]
    public let indexOf: [String: Int]
    /// Each file's module, by number.
    public let moduleOfFile: [Int]
    /// Per file, the project modules it imports, other than its own, in order.
    public let ofFile: [[(to: Int, decl: ImportDecl)]]

    public init(_ project: ProjectIndex) {
        modules = Array(Set(project.moduleOfFile)).sorted()
        indexOf = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1, $0) })
        moduleOfFile = project.moduleOfFile.map { [indexOf] in indexOf[$0]! }
        ofFile = project.files.indices.map { [indexOf, moduleOfFile] file in Self.imports(project.files[file].imports, from: moduleOfFile[file], indexOf) }
    }

    private init(_ other: ProjectImports, ofFile: [[(to: Int, decl: ImportDecl)]]) {
        modules = other.modules
        indexOf = other.indexOf
        moduleOfFile = other.moduleOfFile
        self.ofFile = ofFile
    }

    /// The imports after the `changed` files were edited, in a project of the same files and modules.
    public func updating(changed: [Int], in project: ProjectIndex) -> ProjectImports {
        var ofFile = self.ofFile
        for file in changed { ofFile[file] = Self.imports(project.files[file].imports, from: moduleOfFile[file], indexOf) }
        return ProjectImports(self, ofFile: ofFile)
    }

    /// Takes the file's imports, not its model: passing the model copies it (a retain per list it holds).
    private static func imports(_ imports: [ImportDecl], from: Int, _ indexOf: [String: Int]) -> [(to: Int, decl: ImportDecl)] {
        imports.compactMap { decl in
            guard let to = indexOf[String(decl.moduleName)], to != from else { return nil }
            return (to, decl)
        }
    }
}
