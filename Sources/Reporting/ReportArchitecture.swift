import RuleEngine

/// One configuration's architecture as the HTML report draws it: its graphs at layer, module and
/// role level and per scene (the graphs `archlint graph` builds), the types behind their nodes,
/// and the configuration that gave them.
public struct ReportArchitecture: Sendable {
    /// A graph to draw, with a title for the list of views.
    public struct View: Sendable {
        public var title: String
        public var graph: ArchitectureGraph
        /// `scene`: one scene's roles, picked from the list of scenes.
        public var isScene: Bool

        public init(title: String, graph: ArchitectureGraph, isScene: Bool = false) {
            self.title = title
            self.graph = graph
            self.isScene = isScene
        }
    }

    /// A type that has a role or a layer: what a node of a graph stands for.
    public struct TypeEntry: Sendable {
        public var name: String
        public var module: String
        public var role: String?
        /// Why the type has its role (`name matches roles.presenter.names`).
        public var reason: String?
        public var layer: String?
        public var path: String
        public var line: Int

        public init(name: String, module: String, role: String?, reason: String?, layer: String?, path: String, line: Int) {
            self.name = name
            self.module = module
            self.role = role
            self.reason = reason
            self.layer = layer
            self.path = path
            self.line = line
        }

        /// The node of a graph at `level` the type belongs to.
        func key(_ level: ArchitectureGraph.Level) -> String? {
            switch level {
            case .module: return module
            case .layer: return layer
            case .role: return role
            case .type: return name
            }
        }
    }

    /// The configuration's root folder, absolute.
    public var root: String
    /// The `.archlint.json` read, if any.
    public var configurationFile: String?
    /// The packs it extends.
    public var packs: [String]
    /// Layers, highest first.
    public var layers: [String]
    /// Layers, modules, roles, then one view per scene.
    public var views: [View]
    /// The findings the graphs' edges index (`ArchitectureGraph.Edge.findings`).
    public var findings: [Finding]
    /// In declaration order.
    public var types: [TypeEntry]
    /// Each file's module, by `Finding.path`.
    public var moduleOfPath: [String: String]
    /// Scenes beyond those drawn, in name order.
    public var scenesLeftOut: Int

    public init(root: String, configurationFile: String?, packs: [String], layers: [String], views: [View], findings: [Finding],
                types: [TypeEntry], moduleOfPath: [String: String], scenesLeftOut: Int = 0) {
        self.root = root
        self.configurationFile = configurationFile
        self.packs = packs
        self.layers = layers
        self.views = views
        self.findings = findings
        self.types = types
        self.moduleOfPath = moduleOfPath
        self.scenesLeftOut = scenesLeftOut
    }
}
