import ProjectIndex
import SourceModel
import SwiftLexer

struct RouterServiceLocatorRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let viewRoles = OptionKey.roles("viewRoles")
    static let suffixes = OptionKey.strings("suffixes")

    let description = RuleDescription(
        id: "router-service-locator",
        summary: "A router holds the view it presented; it does not look its own scene's view up in a service locator.",
        rationale: """
        VIPER's router (wireframe) presents its module's view and keeps a weak reference to it for the navigation \
        that follows; the module's input goes through the presenter (article 003, `003_cb567812e8ecf5f0.txt`, keeps \
        VIPER's original roles: the router navigates, the presenter takes the module's data). A router that asks a \
        locator it holds for its own scene's view whenever it needs it (`let view: ListViewProtocol? = \
        container.getService()`, `container.resolve(ListViewProtocol.self)`) depends on a global registry instead \
        of on what the assembly gave it: which view it gets is decided elsewhere, the screen it presented may not \
        be the one it finds, and data set on the view so found (`view?.photo = photo`) bypasses the presenter. \
        Resolving another module's view to build that module is assembly and is not reported; the router's own \
        scene is the views whose names start with the router's name less its role word (`suffixes`).
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose lookups are checked.", default: [.router]),
            Self.viewRoles.declared("Roles of the views a router presents.", default: [.view]),
            Self.suffixes.declared("Role words a router's name ends with, removed to find its scene.",
                                   default: ["Wireframe", "WireFrame", "Router"]),
        ],
        scope: .referencedTypes,
        triggering: [
            // The wireframe finds its view in the locator to navigate from it.
            RuleExample(pack: "viper", """
            protocol ServiceLocator { func getService<T>() -> T? }
            protocol ListViewInterfaceProtocol: AnyObject {}
            final class ListWireFrame {
                let container: ServiceLocator
                init(container: ServiceLocator) { self.container = container }
                func showDetail() {
                    let view: ListViewInterfaceProtocol? = ↓container.getService()
                    _ = view
                }
            }
            """),
            // It sets the module's input on the view it found.
            RuleExample(pack: "viper", """
            protocol ServiceLocator { func getService<T>() -> T? }
            protocol DetailViewProtocol: AnyObject { var photo: Double? { get set } }
            final class DetailWireFrame {
                var container: ServiceLocator
                init(container: ServiceLocator) { self.container = container }
                func presentDetailModule(in navigationController: UINavigationController, photo: Double) {
                    var view: DetailViewProtocol! = try! self.↓container.getService()
                    view.photo = photo
                }
            }
            """),
            // A DI container resolving the router's own view by its metatype.
            RuleExample(pack: "viper", """
            protocol Resolver { func resolve<T>(_ type: T.Type) -> T? }
            protocol ProfileViewInput: AnyObject {}
            final class ProfileRouter {
                let resolver: Resolver
                init(resolver: Resolver) { self.resolver = resolver }
                func close() { let view = ↓resolver.resolve(ProfileViewInput.self); _ = view }
            }
            """),
        ],
        nonTriggering: [
            // The router holds the view the assembly gave it.
            RuleExample(pack: "viper", """
            protocol ListViewInterfaceProtocol: AnyObject {}
            final class ListWireFrame {
                weak var view: ListViewInterfaceProtocol?
                func showDetail() { let current: ListViewInterfaceProtocol? = view; _ = current }
            }
            """),
            // Building the next module from the container is assembly.
            RuleExample(pack: "viper", """
            protocol Resolver { func resolve<T>(_ type: T.Type) -> T? }
            protocol DetailViewInput: AnyObject {}
            protocol ListViewInput: AnyObject {}
            final class ListRouter {
                weak var view: ListViewInput?
                let resolver: Resolver
                init(resolver: Resolver) { self.resolver = resolver }
                func openDetail() {
                    let detail: DetailViewInput? = resolver.resolve(DetailViewInput.self)
                    _ = detail
                }
            }
            """),
            // Another router or a service from the locator is no view.
            RuleExample(pack: "viper", """
            protocol ServiceLocator { func getService<T>() -> T? }
            protocol ListWireFrameProtocol: AnyObject {}
            final class RootWireFrame {
                let container: ServiceLocator
                init(container: ServiceLocator) { self.container = container }
                func start() { let list: ListWireFrameProtocol? = container.getService(); _ = list }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let viewRoles = Set(options[Self.viewRoles])
        let suffixes = options[Self.suffixes].sorted { $0.utf8.count > $1.utf8.count }
        var tokens = DeclarationTokens()
        for router in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            let name = context.symbol(router).name
            guard let suffix = suffixes.first(where: { name.hasSuffix($0) && name.utf8.count > $0.utf8.count }) else { continue }
            let stem = String(name.dropLast(suffix.count))
            // The stored properties that are not a view: what a lookup can be made on.
            var locators = Set<String>()
            for (ref, property) in context.storedInstanceProperties(of: router)
            where !context.roleTargets(ofType: property.type, in: ref).contains(where: { context.plays($0.symbol, anyOf: viewRoles) }) {
                locators.insert(property.name)
            }
            guard !locators.isEmpty else { continue }
            for (ref, file, range) in tokens.of(router, in: context) {
                let ownView = { (type: String) -> SymbolID? in
                    context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).first { target in
                        context.plays(target.symbol, anyOf: viewRoles) && target.name.hasPrefix(stem)
                    }?.symbol
                }
                for lookup in Lookups.scan(file, range: range, locators: locators) {
                    guard let view = ownView(lookup.type) else { continue }
                    report.report(file: ref.file, at: lookup.position, length: lookup.locator.utf8.count, symbol: router,
                                  subject: "\(lookup.locator).\(lookup.method)", related: view, message: """
                        \(context.describe(router)) looks its own view \(context.describe(view)) up in \
                        \(lookup.locator) (\(lookup.method)); hold the view it presented in a weak property the assembly \
                        sets, and pass the module's input through its presenter
                        """)
                }
            }
        }
    }
}

/// Lookups made on a locator the type holds, in a declaration's tokens: a binding annotated with
/// the type looked up (`let view: ListView? = container.getService()`, `try`, `self.` allowed), or
/// a call given its metatype (`container.resolve(ListView.self)`).
enum Lookups {
    struct Lookup {
        var locator: String
        var method: String
        /// The type looked up, as written.
        var type: String
        var position: SourcePosition
    }

    /// The most tokens a looked-up type's annotation is read for.
    static let longestType = 64

    static func scan(_ file: TokenizedFile, range: Range<Int>, locators: Set<String>) -> [Lookup] {
        let tokens = file.tokens
        func spelled(_ index: Int, _ text: String) -> Bool { index >= 0 && index < tokens.count && file.text(tokens[index]) == text }
        /// The call `locator.method(` starting at `index` (after `try`, `try?`, `self.`): the locator's
        /// and the method's token indices.
        func call(at start: Int) -> (locator: Int, method: Int)? {
            var index = start
            if spelled(index, "try") { index += spelled(index + 1, "?") || spelled(index + 1, "!") ? 2 : 1 }
            if spelled(index, "self") && spelled(index + 1, ".") { index += 2 }
            guard index + 3 < tokens.count, tokens[index].kind == .identifier, locators.contains(file.text(tokens[index])),
                  spelled(index + 1, "."), tokens[index + 2].kind == .identifier, spelled(index + 3, "(") else { return nil }
            return (index, index + 2)
        }
        func lookup(_ found: (locator: Int, method: Int), type: String) -> Lookup {
            let token = tokens[found.locator]
            return Lookup(locator: file.text(token), method: file.text(tokens[found.method]), type: type,
                          position: SourcePosition(line: token.line, column: token.column))
        }
        var found: [Lookup] = []
        for index in range {
            // `let name: Type = locator.method(…)`: the type is the tokens between `:` and `=` on its line.
            if tokens[index].word == .let || tokens[index].word == .var, spelled(index + 2, ":") {
                var end = index + 3
                // A type is a few tokens: the look stops at a bound, so a line of many bindings stays linear.
                while end < min(tokens.count, index + 3 + Self.longestType) && tokens[end].line == tokens[index].line
                    && !spelled(end, "=") && !spelled(end, ";") && !spelled(end, "{") { end += 1 }
                guard end > index + 3, spelled(end, "="), let call = call(at: end + 1) else { continue }
                let type = (index + 3..<end).map { file.text(tokens[$0]) }.joined()
                found.append(lookup(call, type: type))
            } else if let call = call(at: index), tokens[index].kind == .identifier,
                      !spelled(index - 1, ".") || spelled(index - 2, "self"),
                      index == call.locator, call.method + 4 < tokens.count, tokens[call.method + 2].kind == .identifier,
                      spelled(call.method + 3, "."), spelled(call.method + 4, "self") {
                // `locator.method(Type.self…)`.
                found.append(lookup(call, type: file.text(tokens[call.method + 2])))
            }
        }
        return found
    }
}
