import Platform
import ProjectIndex
import SourceModel

struct LayerSkipRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let layers = OptionKey.strings("layers")
    static let wrapperLayers = OptionKey.strings("wrapperLayers")
    static let ignoredModules = OptionKey.strings("ignoredModules")
    static let minimumWrapperFiles = OptionKey.int("minimumWrapperFiles")

    let description = RuleDescription(
        id: "layer-skip",
        summary: "Presentation code uses a module the services layer wraps, skipping the services.",
        rationale: """
        Article 004 (`004_de65990a70fc16a8.txt`, layered MVVM, "Разделение на слои") stacks the app in layers — user \
        interface, business logic, services, data — where "the upper layer knows only of the existence of the lower \
        one". An SDK or client library that the services and DAOs wrap (a chat SDK behind room proxies, a database \
        behind DAOs) is below the services: a view or view model that calls its free functions or names its types \
        talks to the layer under the one it may know, and a change of the SDK reaches the screens. A module counts as \
        wrapped when the files of the wrapper layers import it (at least `minimumWrapperFiles` of them) more often than \
        the screens' files do, and it is no platform module (`ignoredModules`: Foundation, SwiftUI, Combine… are \
        every layer's vocabulary). The screens are views, cells and view models; a router or \
        coordinator builds the services and may name what they wrap. A name counts as the module's when the project \
        declares no type of that name (nor the file a function or closure of it) and the standard library has none, a \
        wrapper-layer file that imports no UI framework uses it too, and every file outside test code that uses it \
        imports the module (Swift gives a module's names only to files that import it, so a name also used where the \
        module is not imported comes from elsewhere). Each name is reported once per file, where the \
        file first uses it. A warning: archlint reads no module's interface, so a name is attributed by where it is \
        used, and a name the services hand up in their own API (a type their protocol returns) is reported in the \
        screens that receive it, where the fault may be the service's.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("The screens' roles, whose files may not use a wrapped module (a router or coordinator builds "
                                + "the services and hands them to the screens, so it may name what they wrap).",
                                default: #"["view", "cell", "viewModel"]"#),
            Self.layers.declared("Layers whose types with no role (in the layer by their folder) are read like the roles'.",
                                 default: #"["presentation"]"#),
            Self.wrapperLayers.declared("The layers whose files wrap modules for the layers above.", default: #"["services", "data"]"#),
            Self.ignoredModules.declared("Modules every layer may use: the language's and the platform's vocabulary (values such as "
                                         + "`URL`, `UTType`, `CGSize`), the UI frameworks (LinkPresentation's metadata is what its view draws), "
                                         + "reactive plumbing and the test frameworks.",
                                         default: #"["Swift", "_Concurrency", "Foundation", "Dispatch", "Darwin", "Glibc", "os", "OSLog", "CoreFoundation", "CoreGraphics", "UniformTypeIdentifiers", "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "LinkPresentation", "Combine", "Observation", "XCTest", "Testing"]"#),
            Self.minimumWrapperFiles.declared("Files of the wrapper layers that must import a module before it counts as wrapped.", default: "2"),
        ],
        reads: ModelDetail(bareCalls: true),
        scope: .project,
        triggering: [
            // The view model calls the SDK's free function the proxies wrap.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Room/RoomProxy.swift", """
                import Foundation
                import ChatSDK
                final class RoomProxy { func link(for id: String) -> String { try! permalink(roomId: id) } }
                """),
                ("Chat/Services/Room/RoomService.swift", """
                import ChatSDK
                final class RoomService { func name() -> String { "" } }
                """),
                ("Chat/Screens/Room/RoomViewModel.swift", """
                import Combine
                import ChatSDK
                final class RoomViewModel {
                    func share(id: String) -> String? { try? ↓permalink(roomId: id) }
                }
                """),
            ]),
            // A screen file maps its settings to the SDK's transport type.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Room/RoomProxy.swift", """
                import ChatSDK
                final class RoomProxy { func update(_ rule: JoinRule) {} }
                """),
                ("Chat/Services/Room/RoomService.swift", "import ChatSDK\nfinal class RoomService {}"),
                ("Chat/Screens/Settings/RoomSettingsViewModel.swift", """
                import SwiftUI
                import ChatSDK
                final class RoomSettingsViewModel {}
                enum Access { case open, closed }
                private extension Access {
                    var rule: ↓JoinRule { self == .open ? .public : .invite }
                }
                """),
            ]),
            // A view constructs the database client the DAOs wrap.
            RuleExample(pack: "layered", files: [
                ("Shop/DAO/DealDAO.swift", "import ShopDB\nfinal class DealDAO { let db = Database() }"),
                ("Shop/DAO/UserDAO.swift", "import ShopDB\nfinal class UserDAO { let db = Database() }"),
                ("Shop/UI/DealsViewController.swift", """
                import UIKit
                import ShopDB
                final class DealsViewController: UIViewController {
                    let db = ↓Database()
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The view model goes through the service; the SDK stays below it.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Room/RoomProxy.swift", "import ChatSDK\nfinal class RoomProxy { func link() -> String { try! permalink(roomId: \"\") } }"),
                ("Chat/Services/Room/RoomService.swift", "import ChatSDK\nfinal class RoomService { func link() -> String { \"\" } }"),
                ("Chat/Screens/Room/RoomViewModel.swift", """
                import Combine
                final class RoomViewModel {
                    let service: RoomService
                    init(service: RoomService) { self.service = service }
                    func share() -> String { service.link() }
                }
                """),
            ]),
            // A module the screens import more than the services is their own vocabulary (a reactive library).
            RuleExample(pack: "layered", files: [
                ("Shop/Services/DealService.swift", "import RxSwift\nfinal class DealService { func deals() -> Observable<[String]> { .just([]) } }"),
                ("Shop/Services/UserService.swift", "import RxSwift\nfinal class UserService {}"),
                ("Shop/UI/DealsViewModel.swift", "import RxSwift\nfinal class DealsViewModel { let bag = DisposeBag() }"),
                ("Shop/UI/UserViewModel.swift", "import RxSwift\nfinal class UserViewModel { let bag = DisposeBag() }"),
                ("Shop/UI/CartViewModel.swift", "import RxSwift\nfinal class CartViewModel { let bag = DisposeBag() }"),
            ]),
            // A name used where the SDK is not imported is no SDK name; the app's own types and closures
            // are the app's; Foundation is every layer's.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Room/RoomProxy.swift", """
                import Foundation
                import ChatSDK
                final class RoomProxy { func load(completion: (Date) -> Void) { completion(Date()) } }
                """),
                ("Chat/Services/Room/RoomService.swift", "import Foundation\nimport ChatSDK\nfinal class RoomService { let formatter = ISO8601DateFormatter() }"),
                ("Chat/Services/Room/RoomSummary.swift", "import ChatSDK\nstruct RoomSummary { let name: String }"),
                ("Chat/Screens/Room/RoomViewModel.swift", """
                import Foundation
                import ChatSDK
                final class RoomViewModel {
                    var updatedAt = Date()
                    let summary = RoomSummary(name: "")
                    func load(completion: (Int) -> Void) { completion(1) }
                }
                """),
                ("Chat/Screens/Home/HomeViewModel.swift", "import Foundation\nfinal class HomeViewModel { var now = Date() }"),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let project = context.project
        let upperRoles = Set(options[Self.roles])
        let upperLayers = Set(options[Self.layers])
        let wrapperLayers = Set(options[Self.wrapperLayers])
        let ignored = Set(options[Self.ignoredModules])
        let minimumFiles = max(1, options[Self.minimumWrapperFiles])
        guard let sides = FileSides(context, upperRoles: upperRoles, upperLayers: upperLayers, wrapper: wrapperLayers) else { return }

        // The wrapped modules: imported by more wrapper files than screen files, and by enough.
        let projectModules = Set(project.moduleOfFile)
        var importers: [String: (wrapper: Int, upper: Int)] = [:]
        for file in project.files.indices where !sides.isTest[file] && sides.side[file] != .none {
            for module in Set(project.files[file].imports.map { String($0.moduleName) })
            where !projectModules.contains(module) && !ignored.contains(module) {
                if sides.side[file] == .wrapper { importers[module, default: (0, 0)].wrapper += 1 } else { importers[module, default: (0, 0)].upper += 1 }
            }
        }
        let wrapped = importers.filter { $0.value.wrapper >= minimumFiles && $0.value.wrapper > $0.value.upper }.keys.sorted().prefix(64).map { $0 }
        guard !wrapped.isEmpty else { return }
        let bitOfModule = Dictionary(uniqueKeysWithValues: wrapped.enumerated().map { ($0.element, UInt64(1) << UInt64($0.offset)) })
        func wrappedMask(_ file: Int) -> UInt64 {
            project.files[file].imports.reduce(0) { $0 | (bitOfModule[String($1.moduleName)] ?? 0) }
        }

        // Candidates: names the screens importing a wrapped module use and the project does not declare
        // (an extension of the module's type declares nothing; a nested type is declared by its simple name;
        // the standard library's names are every file's). The screens' names are gathered first: they are
        // few, and the project's names need only be compared with them.
        let standardLibrary = FrameworkTypes.standardLibraryNames
        var candidates: [String: Candidate] = [:]
        var screens: [(file: Int, mask: UInt64)] = []
        for file in project.files.indices where sides.side[file] == .upper && !sides.isTest[file] {
            let mask = wrappedMask(file)
            guard mask != 0 else { continue }
            screens.append((file, mask))
            let model = project.files[file]
            for reference in model.references where !reference.isGenericParameter {
                let name = model.names[Int(reference.name)]
                if candidates[name] == nil && !standardLibrary.contains(name) {
                    candidates[name] = Candidate(modules: ~0)
                }
            }
            for call in model.bareCalls {
                let name = model.names[Int(call.name)]
                if candidates[name] == nil && !standardLibrary.contains(name) { candidates[name] = Candidate(modules: ~0) }
            }
        }
        guard !candidates.isEmpty else { return }
        let candidateNames = NameSet(candidates.keys)
        for symbol in project.symbols where symbol.isDeclaredInProject && candidateNames.contains(symbol.name) {
            candidates[symbol.name] = nil
        }
        for file in project.files.indices {
            for alias in project.files[file].typealiases where candidateNames.contains(alias.name) { candidates[alias.name] = nil }
        }
        guard !candidates.isEmpty else { return }
        let uiModules = Set(FrameworkTypes.uiModules)
        // Every file outside test code that uses a candidate narrows it to the wrapped modules it imports.
        for file in project.files.indices where !sides.isTest[file] {
            let model = project.files[file]
            let mask = wrappedMask(file)
            // A wrapper file that imports a UI framework may take the name from it (`UIContentSizeCategory`).
            let isWrapper = sides.side[file] == .wrapper && !model.imports.contains { uiModules.contains(String($0.moduleName)) }
            // Each of the file's names is looked up once, however often it is used.
            var seen = [Bool](repeating: false, count: model.names.count)
            func use(_ name: Int32) {
                guard !seen[Int(name)] else { return }
                seen[Int(name)] = true
                let text = model.names[Int(name)]
                guard var candidate = candidates[text] else { return }
                candidate.modules &= mask
                if isWrapper && mask != 0 { candidate.wrapperUse = true }
                candidates[text] = candidate
            }
            for reference in model.references where !reference.isGenericParameter { use(reference.name) }
            for call in model.bareCalls { use(call.name) }
        }
        for (file, mask) in screens {
            let model = project.files[file]
            var reported = Set<String>()
            var uses: [(name: String, position: SourcePosition, isCall: Bool)] = []
            for reference in model.references where !reference.isGenericParameter { uses.append((model.names[Int(reference.name)], reference.position, false)) }
            for call in model.bareCalls { uses.append((model.names[Int(call.name)], call.position, true)) }
            uses.sort { $0.position < $1.position }
            for use in uses {
                guard let candidate = candidates[use.name], candidate.wrapperUse, candidate.modules & mask != 0,
                      reported.insert(use.name).inserted else { continue }
                let module = wrapped[(candidate.modules & mask).trailingZeroBitCount]
                let symbol = sides.upperSymbol[file]
                let what = use.isCall ? "calls \(module)'s `\(use.name)`" : "uses \(module)'s `\(use.name)`"
                report.report(file: file, at: use.position, length: use.name.utf8.count, symbol: symbol, subject: use.name,
                              message: "\(model.path.lastPathComponent) \(what), a module the services layer wraps "
                                  + "(\(importers[module]!.wrapper) of its files import it); ask a service for what it gives")
            }
        }
    }

    private struct Candidate {
        /// The wrapped modules (bits of `wrapped`) every file using the name imports.
        var modules: UInt64
        /// A wrapper layer's file importing one of them uses it.
        var wrapperUse = false
    }

    /// Which side of the services each file is on: the screens' (a type of a presentation layer,
    /// none of a wrapper layer), the wrappers' (the reverse), or neither.
    private struct FileSides {
        enum Side { case none, upper, wrapper }
        var side: [Side]
        var upperSymbol: [SymbolID?]
        var isTest: [Bool]

        init?(_ context: LintContext, upperRoles: Set<Role>, upperLayers: Set<String>, wrapper: Set<String>) {
            let count = context.project.files.count
            var hasUpper = [Bool](repeating: false, count: count)
            var hasWrapper = [Bool](repeating: false, count: count)
            upperSymbol = [SymbolID?](repeating: nil, count: count)
            for symbol in context.project.symbolIDs {
                guard let layer = context.layerOfSymbol[symbol] else { continue }
                let name = context.layers[layer].name
                let role = context.role(symbol)
                let isUpper = role.map(upperRoles.contains) ?? upperLayers.contains(name)
                guard isUpper || wrapper.contains(name) else { continue }
                for ref in context.symbol(symbol).declarations {
                    if isUpper {
                        hasUpper[ref.file] = true
                        if upperSymbol[ref.file] == nil { upperSymbol[ref.file] = symbol }
                    } else {
                        hasWrapper[ref.file] = true
                    }
                }
            }
            side = (0..<count).map { hasUpper[$0] == hasWrapper[$0] ? .none : hasUpper[$0] ? .upper : .wrapper }
            guard side.contains(.upper) && side.contains(.wrapper) else { return nil }
            isTest = context.testFiles
        }
    }
}
