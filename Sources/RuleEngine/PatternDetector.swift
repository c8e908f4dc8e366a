import Platform
import ProjectIndex
import SourceModel

/// Which built-in pack a project's code follows, from its scenes: folders where the names and
/// protocols only one pattern uses stand together (`ListOrdersBusinessLogic` beside
/// `ListOrdersDisplayLogic`). A scene counts for more than any number of scattered names, which a
/// library, an SDK or App Intents can share with a pattern by accident. `init` writes the pack it
/// chooses; a lint run without a configuration uses it.
public struct PatternDetection: Sendable {
    public struct Candidate: Sendable {
        public var pack: String
        /// Folders (relative to the project) holding two or more of the pack's signatures.
        public var scenes: [String] = []
        public var points = 0
        /// A few of the types that scored, by name.
        public var evidence: [String] = []
    }

    /// Every pack that scored, best first.
    public let candidates: [Candidate]
    /// The pack chosen, or nil when no pattern is clear.
    public let chosen: String?
    /// Why the pack was chosen, or why none was: one sentence for people.
    public let reason: String

    /// A pack is chosen when it has at least this many scenes and half as many again as the next;
    /// a project with fewer scenes (a single screen, a sample) needs `minimumPoints` points and
    /// half as many again as the next.
    public static let minimumScenes = 2
    public static let minimumPoints = 6

    /// Names only one pattern's code uses, with their weight.
    static let signatures: [(pack: String, glob: String, weight: Int)] = [
        ("svip", "*Logic", 2),
        ("clean-swift", "*BusinessLogic", 3), ("clean-swift", "*PresentationLogic", 3), ("clean-swift", "*DisplayLogic", 3),
        ("clean-swift", "*RoutingLogic", 3), ("clean-swift", "*DataStore", 2), ("clean-swift", "*DataPassing", 2),
        ("viper", "*ViewInput", 3), ("viper", "*ViewOutput", 3), ("viper", "*InteractorInput", 3), ("viper", "*InteractorOutput", 3),
        ("viper", "*RouterInput", 3), ("viper", "*InteractorInputProtocol", 3), ("viper", "*InteractorOutputProtocol", 3), ("viper", "*Wireframe", 2), ("viper", "*WireFrame", 2), ("viper", "*Assembly", 1),
        ("viper", "*ModuleInput", 2), ("viper", "*RouterProtocol", 2), ("viper", "*WireframeProtocol", 2), ("viper", "*ViewInterface", 3), ("viper", "*PresenterInterface", 3),
        ("viper", "*InteractorInterface", 3), ("viper", "*WireframeInterface", 3), ("svip", "*Configurator", 1),
        ("viper-swiftui", "*ModelInput", 4), ("viper-swiftui", "*ModelOutput", 4), ("viper-swiftui", "*ViewStateProtocol", 2),
        ("mvi", "*Intent", 3), ("mvi", "*ModelStateProtocol", 4), ("mvi", "*ModelActionsProtocol", 4),
        ("mvi", "*ModelStatePotocol", 4), ("mvi", "*ModelActionsPotocol", 4), ("mvi", "MVIContainer", 4),
        ("layered", "*PresentationModel", 3), ("layered", "*DAO", 3), ("layered", "DB*", 2), ("layered", "*Translator", 2),
        ("layered", "*Parser", 1), ("layered", "*Serializer", 1), ("layered", "*ViewModel", 1), ("layered", "*Service", 1),
        ("layered", "*Repository", 1), ("layered", "*UseCase", 1),
        ("viper-swiftui-presenter", "*Router", 1), ("viper-swiftui-presenter", "*Interactor", 1),
        ("viper-swiftui-presenter", "*Configurator", 1),
        // Beside the scene models below (the anchor), the interactor and presenter make a Clean Swift scene.
        ("clean-swift", "*Interactor", 1), ("clean-swift", "*Presenter", 1),
    ]

    /// A scene holds two or more of a pack's signatures on two or more types, one of them of at
    /// least this weight: names every pattern uses (`*Router`, `*Service`) make no scene alone.
    static let anchorWeight = 2

    /// Folders that hold one role of a scene (`Login/Presenter/`): the scene is the folder above.
    static let roleFolders: Set<String> = [
        "view", "views", "viewcontroller", "viewcontrollers", "presenter", "presenters", "interactor", "interactors",
        "router", "routers", "wireframe", "assembly", "assemblies", "module", "configurator", "builder", "model", "models",
        "entity", "entities", "intent", "container", "contract", "contracts", "protocols", "presentation", "ui", "vip",
        "viper", "logic", "worker", "workers", "viewmodel", "viewmodels", "viewstate", "viewstates",
    ]

    /// The scene a file's folder belongs to: the folder, or the one above a role folder.
    static func sceneFolder(of path: String) -> String {
        let folder = SceneEvidence.folder(of: path)
        let name = folder.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return roleFolders.contains(name) ? String(SceneEvidence.folder(of: String(folder))) : String(folder)
    }

    public static func detect(_ project: ProjectIndex, relativePaths: [String]) -> PatternDetection {
        let symbols = project.symbols
        let globs = signatures.map { (pack: $0.pack, glob: try! Glob($0.glob), weight: $0.weight) }
        // Framework pieces (App Intents, SwiftUI modifiers) and test code share names by accident.
        let pieces = project.descendants(ofSymbols: [], externalNames: FrameworkTypes.nonSceneBases)
        // Top-level types only: a nested `ListOrders.Fetch.ViewModel` is Clean Swift's, not MVVM's.
        let (_, topLevel) = RoleAssigner.candidates(project, testFile: relativePaths.map(TestCode.isTestPath))
        let observable = project.descendants(ofSymbols: [], externalNames: ["ObservableObject"])
        func declarations(_ symbol: SymbolID) -> [TypeDecl] { symbols[symbol].declarations.map { project.files[$0.file].types[$0.type] } }
        // Types with `@Published` state, and the protocols they conform to directly: a presenter
        // protocol refining ObservableObject publishes through its implementations.
        var publishing = Set<SymbolID>()
        for id in project.symbolIDs where declarations(id).contains(where: { $0.properties.contains { $0.wrappers.contains("@Published") } }) {
            publishing.insert(id)
            publishing.formUnion(project.directSupertypeSymbols[id])
        }
        var byPack: [String: Candidate] = [:]
        /// Per pack and folder, the signatures found there and the types that carry them.
        var signaturesOfFolder: [String: [String: (signatures: Set<String>, types: Set<SymbolID>, anchored: Bool)]] = [:]
        func note(_ pack: String, _ signature: String, _ id: SymbolID, weight: Int) {
            var candidate = byPack[pack] ?? Candidate(pack: pack)
            candidate.points += weight
            if candidate.evidence.count < 6 { candidate.evidence.append(symbols[id].qualifiedName) }
            byPack[pack] = candidate
            if let file = symbols[id].declaration?.file, file < relativePaths.count {
                let folder = sceneFolder(of: relativePaths[file])
                signaturesOfFolder[pack, default: [:]][folder, default: ([], [], false)].signatures.insert(signature)
                signaturesOfFolder[pack, default: [:]][folder, default: ([], [], false)].types.insert(id)
                if weight >= anchorWeight { signaturesOfFolder[pack, default: [:]][folder, default: ([], [], false)].anchored = true }
            }
        }
        for id in topLevel where !pieces.contains(id) {
            let name = symbols[id].name
            for signature in globs where signature.glob.matches(name) {
                // A view model's input is MVVM's (`MoviesListViewModelInput`), not the SwiftUI Model's.
                if signature.pack == "viper-swiftui" && name.contains("ViewModel") { continue }
                note(signature.pack, signature.glob.pattern, id, weight: signature.weight)
            }
            // SVIP's interactor is an actor; the observable-presenter variant of SwiftUI VIPER makes
            // the presenter the view's observable object, publishing the state the view shows. A
            // presenter that conforms to ObservableObject and publishes nothing keeps no state: where
            // a scene's state lives tells the variants apart, and article 003's lives in a separate
            // observable Model layer (`*Model`, or `*ViewState` as the SwiftUI VIPER templates name it).
            if symbols[id].kind == .actor && name.hasSuffix("Logic") { note("svip", "actor *Logic", id, weight: 2) }
            let isObservable = declarations(id).contains { $0.attributes.contains("@Observable") }
            let publishes = isObservable || (observable.contains(id) && publishing.contains(id))
            if name.hasSuffix("Presenter") && publishes {
                note("viper-swiftui-presenter", "observable *Presenter", id, weight: 4)
            }
            if name.hasSuffix("ViewState") && publishes && symbols[id].kind == .class {
                note("viper-swiftui", "observable *ViewState", id, weight: 4)
            }
            // SVIP's presenter is implemented by its router.
            if name.hasSuffix("Router"), project.directSupertypeSymbols[id].contains(where: {
                symbols[$0].isProtocol && symbols[$0].name.hasSuffix("Presenter")
            }) {
                note("svip", "*Router: *Presenter", id, weight: 3)
            }
        }
        // Clean Swift's scene models: a top-level namespace (`CertificatesList`, an enum in its
        // `*DataFlow` or `*Models` file) nesting a `Request`, a `Response` and a `ViewModel` for its
        // use cases, the VIP cycle's three stages (article 001). Read from each file's nesting.
        for file in project.files.indices {
            let types = project.files[file].types
            var stages: [Int: UInt8] = [:]
            for type in types.indices {
                let stage: UInt8 = switch types[type].name { case "Request": 1; case "Response": 2; case "ViewModel": 4; default: 0 }
                guard stage != 0, var top = types[type].parent else { continue }
                while let parent = types[top].parent { top = parent }
                stages[top, default: 0] |= stage
            }
            for (top, seen) in stages.sorted(by: { $0.key < $1.key }) where seen == 7 {
                if let id = project.symbol(declaredAt: DeclarationRef(file: file, type: top)), topLevel.contains(id), !pieces.contains(id) {
                    note("clean-swift", "Request/Response/ViewModel", id, weight: 3)
                }
            }
        }
        for (pack, folders) in signaturesOfFolder {
            byPack[pack]?.scenes = folders.filter { $0.value.signatures.count >= 2 && $0.value.types.count >= 2 && $0.value.anchored }.keys
                .sorted(by: ByteOrder.precedes)
        }
        // The SwiftUI variants are VIPER too. The one whose own sign (a Model's input or output
        // protocol, an observable presenter) shows in more of VIPER's scenes, in half of them at
        // least, takes VIPER's scenes and points (the article's Model layer on a tie); VIPER's own
        // entry and the other variant's go.
        if let viper = byPack["viper"] {
            var best: (variant: String, shared: Int)?
            for variant in ["viper-swiftui", "viper-swiftui-presenter"] {
                let anchored = Set((signaturesOfFolder[variant] ?? [:]).filter { $0.value.anchored }.keys)
                let shared = viper.scenes.isEmpty ? anchored.count : viper.scenes.filter(anchored.contains).count
                guard shared >= 1, viper.scenes.isEmpty || shared * 2 >= viper.scenes.count, shared > (best?.shared ?? 0) else { continue }
                best = (variant, shared)
            }
            if let best, var own = byPack[best.variant] {
                own.scenes = Array(Set(own.scenes + viper.scenes)).sorted(by: ByteOrder.precedes)
                own.points += viper.points
                own.evidence = Array((own.evidence + viper.evidence).prefix(6))
                byPack[best.variant] = own
                byPack["viper"] = nil
                for other in ["viper-swiftui", "viper-swiftui-presenter"] where other != best.variant { byPack[other] = nil }
            }
        }
        // Without VIPER's own scenes, a variant's weak signs (`*Router`) alone choose nothing.
        for variant in ["viper-swiftui-presenter"] where byPack[variant]?.scenes.isEmpty ?? false {
            byPack[variant] = nil
        }
        let ranked = byPack.values.filter { $0.points > 0 }.sorted { left, right in
            if left.scenes.count != right.scenes.count { return left.scenes.count > right.scenes.count }
            if left.points != right.points { return left.points > right.points }
            return ByteOrder.precedes(left.pack, right.pack)
        }
        guard let best = ranked.first else {
            return PatternDetection(candidates: [], chosen: nil, reason: "no type uses a name or protocol of any pattern")
        }
        let next = ranked.dropFirst().first
        if best.scenes.count >= minimumScenes && best.scenes.count * 2 >= (next?.scenes.count ?? 0) * 3 {
            return PatternDetection(candidates: ranked, chosen: best.pack, reason: "\(best.scenes.count) scenes; "
                + (next.map { "next: \($0.pack) with \($0.scenes.count)" } ?? "no other pack has any"))
        }
        if best.points >= minimumPoints && best.points * 2 >= (next?.points ?? 0) * 3 {
            return PatternDetection(candidates: ranked, chosen: best.pack, reason: "\(best.points) points in \(best.scenes.count) "
                + "scene\(best.scenes.count == 1 ? "" : "s")" + (next.map { "; next: \($0.pack) with \($0.points)" } ?? ""))
        }
        return PatternDetection(candidates: ranked, chosen: nil, reason: "the best pack (\(best.pack)) has \(best.scenes.count) "
            + "scene\(best.scenes.count == 1 ? "" : "s") and \(best.points) points: below \(minimumScenes) scenes or "
            + "\(minimumPoints) points, or not half as many again as the next")
    }
}
