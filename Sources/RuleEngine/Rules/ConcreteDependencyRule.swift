import ProjectIndex
import SourceModel

struct ConcreteDependencyRule: ProjectRule {
    let description = RuleDescription(
        id: "concrete-dependency",
        summary: "Scene parts depend on protocols, not on each other's classes.",
        rationale: """
        Every arrow between VIPER/VIP roles is a protocol so that each part can be replaced by a test double and \
        rebuilt without touching its neighbours. A stored property or initializer parameter typed by another role's \
        class or actor (`let router: PinCodeEnterRouter`) welds the two together. Only types declared in the project \
        are judged; values (entities, DTOs) are data, not collaborators, and are not; an initializer parameter of a \
        type already stored is the same dependency and is not reported again.
        """,
        options: [
            RuleOption("roles", .strings, "Roles whose dependencies must be protocols.", default: #"["interactor"]"#),
            RuleOption("valueRoles", "Roles of plain values a type may hold directly.", default: LintContext.valueRoles.sorted()),
        ],
        triggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterInteractor: AnyActor { func submit() async }
            protocol PinCodeEnterPresenter: AnyObject {}
            @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {}
            actor PinCodeEnterLogic: PinCodeEnterInteractor {
                private let ↓router: PinCodeEnterRouter
                private lazy var ↓worker = PinCodeService()
                init(router: PinCodeEnterRouter) { self.router = router }
                func submit() async {}
            }
            final class PinCodeService {}
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterInteractor: AnyActor { func submit() async }
            protocol PinCodeEnterPresenter: AnyObject {}
            protocol PinCodeWorker: Sendable {}
            struct PinCodeEntity { let digits: String }
            @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {}
            actor PinCodeEnterLogic<Worker: PinCodeWorker>: PinCodeEnterInteractor {
                private let presenter: any PinCodeEnterPresenter
                private let worker: Worker
                private var last: PinCodeEntity?
                init(presenter: any PinCodeEnterPresenter, worker: Worker) { self.presenter = presenter; self.worker = worker }
                func submit() async {}
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options.strings("roles"))
        let valueRoles = Set(options.strings("valueRoles"))
        // Per type, the nearest protocol with a role among its supertypes and how far up it is
        // (-1: none), nearest first, then in the order written: found once per type, not by
        // walking every finding's target's supertypes (a deep hierarchy walked again each time).
        var nearestRoleProtocol = ProjectIndex.InheritedValue<(symbol: Int, distance: Int)>(context.project) { _, parents in
            var nearest = (symbol: -1, distance: Int.max)
            for (parent, above) in parents {
                if context.symbol(parent).isProtocol && context.role(parent) != nil { return (parent, 1) }
                if above.symbol >= 0 && above.distance + 1 < nearest.distance { nearest = (above.symbol, above.distance + 1) }
            }
            return nearest
        }
        func message(_ symbol: Int, _ target: Int) -> String {
            let advice = nearestRoleProtocol.value(of: target, in: context.project).symbol
            return Self.message(context, symbol, target, advice: advice >= 0 ? advice : nil)
        }
        for symbol in context.symbols(withRoles: roles, implementationsOnly: true) {
            let ownRole = context.role(symbol)
            var storedTargets = Set<Int>()
            func concreteTargets(_ text: String?, _ ref: DeclarationRef) -> [(name: String, symbol: Int)] {
                context.roleTargets(ofType: text, in: ref).filter {
                    $0.symbol != symbol && context.symbol($0.symbol).isImplementation && context.role($0.symbol) != ownRole
                        && !valueRoles.contains(context.role($0.symbol)!)
                }
            }
            for (ref, property) in context.properties(of: symbol) where context.isStored(property) {
                let targets = property.type != nil ? concreteTargets(property.type, ref).map(\.symbol)
                    : constructedTarget(of: property, in: ref, symbol: symbol, context).filter { target in
                        context.symbol(target).isImplementation && context.role(target) != ownRole
                            && !valueRoles.contains(context.role(target)!)
                    }
                for target in targets {
                    storedTargets.insert(target)
                    report.report(property: property, in: ref, of: symbol, related: target, message: message(symbol, target))
                }
            }
            for ref in context.symbol(symbol).declarations {
                for initializer in context.declaration(ref).initializers {
                    for param in initializer.params {
                        for target in concreteTargets(param.type, ref) where storedTargets.insert(target.symbol).inserted {
                            report.report(file: ref.file, at: initializer.position, length: 4, symbol: symbol, member: "init",
                                          subject: param.name, related: target.symbol, message: message(symbol, target.symbol))
                        }
                    }
                }
            }
        }
    }

    /// `let worker = OrdersWorker()`: without an annotation, the first role type named after
    /// the property's name on its line is what it stores.
    private func constructedTarget(of property: PropertyDecl, in ref: DeclarationRef, symbol: Int, _ context: LintContext) -> [Int] {
        let line = property.position.line
        let references = context.referencesOfSymbol[symbol]
        // They are in file and source order: the first one after the property's name is found by
        // halving, not by a scan per property, which is quadratic in a type of many properties.
        let after = (ref.file, line, property.position.column)
        var low = references.startIndex, high = references.endIndex
        while low < high {
            let middle = (low + high) / 2
            let position = references[middle].position
            if (references[middle].file, position.line, position.column) <= after { low = middle + 1 } else { high = middle }
        }
        for reference in references[low...] {
            guard reference.file == ref.file && reference.position.line == line else { break }
            if let target = reference.targets.first, context.role(target) != nil { return [target] }
        }
        return []
    }

    private static func message(_ context: LintContext, _ symbol: Int, _ target: Int, advice: Int?) -> String {
        let advice = advice.map { "depend on the \(context.symbol($0).qualifiedName) protocol instead" } ?? "depend on a protocol instead"
        let kind = context.symbol(target).kind.rawValue
        return "\(context.describe(symbol)) stores \(context.symbol(target).qualifiedName), a concrete \(kind); \(advice)"
    }
}
