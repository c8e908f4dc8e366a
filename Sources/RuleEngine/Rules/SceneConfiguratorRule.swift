import ProjectIndex
import SourceModel

struct SceneConfiguratorRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let configuratorRoles = OptionKey.roles("configuratorRoles")
    static let suffixes = OptionKey.strings("suffixes")

    let description = RuleDescription(
        id: "scene-configurator",
        summary: "SVIP: every module has a configurator that assembles it.",
        rationale: """
        Article 000 (`000_27ea26e03bea9952.txt`, SVIP, "Конфигуратор") gives every module a configurator: it takes the \
        module's input, builds the interactor, the presenter-router, the workers and the view from their concrete \
        types, and returns the view; the calling module's router calls it. A scene whose interactor no configurator \
        builds is assembled somewhere else, in a view or a router that then depends on every concrete part, the \
        "dirty" code the article keeps in one place. A module has its configurator when a configurator builds or \
        names its interactor's implementation, or is named after the module (`PinCodeEnterConfigurator`, \
        `PinCodeEnterLegacyConfigurator` for the `PinCodeEnterLogic`). Reported at the interactor's implementation.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose implementations stand for a module.", default: [.interactor]),
            Self.configuratorRoles.declared("Roles of the configurators.", default: [.configurator]),
            Self.suffixes.declared("Words cut from the end of an implementation's name to give the module's name.",
                                   default: #"["Logic", "Interactor"]"#),
        ],
        scope: .referencedTypes,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor { func load() async }
            ↓actor CartLogic: CartInteractor { func load() async {} }
            """),
            // A view that builds its own interactor is no configurator.
            RuleExample(pack: "svip", """
            protocol ProfileInteractor: AnyActor { func load() async }
            ↓actor ProfileLogic: ProfileInteractor { func load() async {} }
            final class ProfileViewModel: ObservableObject {
                private let interactor: ProfileInteractor = ProfileLogic()
            }
            """),
            // Another module's configurator does not count.
            RuleExample(pack: "svip", """
            protocol FeedInteractor: AnyActor { func load() async }
            actor FeedLogic: FeedInteractor { func load() async {} }
            protocol SearchInteractor: AnyActor { func search() async }
            ↓actor SearchLogic: SearchInteractor { func search() async {} }
            struct FeedConfigurator { static func configureModule() -> FeedLogic { FeedLogic() } }
            """),
        ],
        nonTriggering: [
            // Article 000's configurators, one per variant of the module.
            RuleExample(pack: "svip", """
            protocol PinCodeEnterInteractor: AnyActor { func start() async }
            actor PinCodeEnterLogic: PinCodeEnterInteractor { func start() async {} }
            public struct PinCodeEnterLegacyConfigurator {
                public static func configureModule() -> Int { 0 }
            }
            """),
            // One configurator may assemble several modules.
            RuleExample(pack: "svip", """
            protocol FeedInteractor: AnyActor { func load() async }
            actor FeedLogic: FeedInteractor { func load() async {} }
            protocol DetailsInteractor: AnyActor { func load() async }
            actor DetailsLogic: DetailsInteractor { func load() async {} }
            struct AppConfigurator {
                static func feed() -> FeedInteractor { FeedLogic() }
                static func details() -> DetailsInteractor { DetailsLogic() }
            }
            """),
            // Test doubles have no role, and the interactor protocol is not a module.
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor { func load() async }
            actor CartInteractorMock: CartInteractor { func load() async {} }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = options[Self.configuratorRoles]
        let configuratorRoles = Set(roles)
        // The configurators' names, sorted, once: the first name not before a module's is the only
        // one that can start with it.
        let configuratorNames = context.derivedFacts.value("configurator names of " + roles.map(\.name).joined(separator: ",")) {
            context.symbols(withRoles: configuratorRoles, implementationsOnly: true).map { context.symbol($0).name }.sorted()
        }
        func isConfigurator(_ symbol: SymbolID) -> Bool {
            context.plays(symbol, anyOf: configuratorRoles) && context.project.symbols[symbol].isImplementation
        }
        // What the configurators build or name: read from the table of referrers when an edit's
        // lint has it (a type's referrers are the others naming it), else from every configurator's references.
        let referrers = context.referrers.peek()
        var assembledByAll: Set<SymbolID>?
        func isAssembled(_ symbol: SymbolID) -> Bool {
            if let referrers {
                return referrers.ofSymbol[symbol.index].contains { isConfigurator($0.symbol) }
                    || (isConfigurator(symbol) && context.referencesOfSymbol[symbol].contains { $0.targets.contains(symbol) })
            }
            if assembledByAll == nil {
                var assembled = Set<SymbolID>()
                for configurator in context.symbols(withRoles: configuratorRoles, implementationsOnly: true) {
                    for reference in context.referencesOfSymbol[configurator] { assembled.formUnion(reference.targets) }
                }
                assembledByAll = assembled
            }
            return assembledByAll!.contains(symbol)
        }
        func named(after module: Substring) -> Bool {
            var low = 0, high = configuratorNames.count
            while low < high {
                let middle = (low + high) / 2
                if configuratorNames[middle] < module { low = middle + 1 } else { high = middle }
            }
            return low < configuratorNames.count && configuratorNames[low].hasPrefix(module)
        }
        let suffixes = options[Self.suffixes]
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) where !isAssembled(symbol) {
            let module = SceneEvidence.stem(context.symbol(symbol).name, suffixes: suffixes)
            if named(after: module) { continue }
            report.report(declarationOf: symbol, message: """
                module \(module) has no configurator: \(context.describe(symbol)) is built by no `*Configurator`; add \
                \(module)Configurator to assemble the module and return its view
                """)
        }
    }
}
