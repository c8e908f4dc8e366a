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

    public init(_ project: ProjectIndex) {
        modules = Array(Set(project.moduleOfFile)).sorted()
        indexOf = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1, $0) })
        edges = [[Int]](repeating: [], count: modules.count)
        for (file, model) in project.files.enumerated() {
            let from = indexOf[project.moduleOfFile[file]]!
            for decl in model.imports {
                guard let to = indexOf[String(decl.moduleName)], to != from else { continue }
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
