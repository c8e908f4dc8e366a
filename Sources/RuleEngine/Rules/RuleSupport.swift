import ProjectIndex
import SourceModel

extension LintContext {
    /// Every property of a symbol with the declaration it is in (the type and its extensions).
    // Loops, not `flatMap` and `map`: those copy each pair through the runtime's generic tuple
    // copy, and the declaration whole, for every property a rule asks about.
    func properties(of symbol: SymbolID) -> [(ref: DeclarationRef, property: PropertyDecl)] {
        var properties: [(ref: DeclarationRef, property: PropertyDecl)] = []
        for ref in project.symbols[symbol].declarations {
            for property in project.files[ref.file].types[ref.type].properties { properties.append((ref, property)) }
        }
        return properties
    }

    func methods(of symbol: SymbolID) -> [(ref: DeclarationRef, method: FunctionDecl)] {
        var methods: [(ref: DeclarationRef, method: FunctionDecl)] = []
        for ref in project.symbols[symbol].declarations {
            for method in project.files[ref.file].types[ref.type].methods { methods.append((ref, method)) }
        }
        return methods
    }

    /// A stored property: not computed (observed and lazy ones are stored).
    func isStored(_ property: PropertyDecl) -> Bool { !property.computed }

    /// The properties each instance of the symbol stores: not computed, not static.
    func storedInstanceProperties(of symbol: SymbolID) -> [(ref: DeclarationRef, property: PropertyDecl)] {
        properties(of: symbol).filter { isStored($0.property) && !$0.property.isStatic }
    }

    /// The stored instance properties that keep what they hold alive: neither weak nor unowned.
    func strongStoredProperties(of symbol: SymbolID) -> [(ref: DeclarationRef, property: PropertyDecl)] {
        storedInstanceProperties(of: symbol).filter { !$0.property.weak && !$0.property.unowned }
    }

    /// A reference set once by the assembly rather than data: weak or unowned, a closure (a
    /// callback), typed by a protocol of the project, or by a class or actor of the project that
    /// plays a role other than a value's (entities, DTOs, structs and enums are data), not a
    /// collection of them; or a
    /// handle that keeps subscriptions alive (`Set<AnyCancellable>`, a `DisposeBag`), written or
    /// constructed. A generic parameter counts as its constraint. Never a static property.
    func isWiring(_ property: PropertyDecl, in ref: DeclarationRef, of symbol: SymbolID) -> Bool {
        guard !property.isStatic else { return false }
        if property.weak || property.unowned { return true }
        guard let written = property.writtenOrCastType.map(TypeText.unwrappingOptional) else {
            let constructed = constructedReferences(of: property, in: ref, symbol: symbol).map(\.name)
            return holdsSubscriptions(names: constructed) || holdsScreens(names: constructed)
        }
        let type = constraint(ofGenericParameter: written, of: symbol) ?? written
        let names = TypeText.mentionedNames(type)
        if TypeText.isFunctionType(type) || holdsSubscriptions(names: names) || holdsScreens(names: names) { return true }
        // A collection of collaborators (`[CartRowViewModel]`, `[String: Worker]`) is what the type
        // keeps and changes, not a reference the assembly set: article 000 keeps it in the interactor.
        if Self.isCollection(type) { return false }
        return resolveTypeText(type, in: ref).contains { target in
            let symbol = self.symbol(target.symbol)
            if symbol.isProtocol { return true }
            // A class with no role that has behaviour (an API client, a manager) is a collaborator the
            // assembly hands over, held concretely or not: `concrete-dependency`'s, not state.
            guard let role = role(target.symbol) else {
                var collaborators = ConcreteDependencyRule.PlainCollaborators(self)
                return symbol.kind == .class && collaborators.holds(for: target.symbol)
            }
            return symbol.kind != .struct && symbol.kind != .enum && !LintContext.valueRoles.contains(role)
        }
    }

    /// `[T]`, `[K: V]`, or a standard collection by name (`Array<T>`, `Set<T>`, `Dictionary<K, V>`).
    static func isCollection(_ type: String) -> Bool {
        type.hasPrefix("[") || ["Array", "ContiguousArray", "Set", "Dictionary", "OrderedSet", "OrderedDictionary"]
            .contains(TypeText.baseNames(type).first ?? "")
    }

    /// What a generic parameter of the symbol stands for, when a property is typed by one that is
    /// constrained (`BaseWireframe<V> where V: UIViewController` holding a `V?` holds a screen):
    /// its constraints as written, else nil.
    func constraint(ofGenericParameter type: String, of symbol: SymbolID) -> String? {
        guard let primary = self.symbol(symbol).declaration else { return nil }
        let declaration = declaration(primary)
        guard let index = declaration.genericParams.firstIndex(of: type), index < declaration.genericConstraints.count,
              !declaration.genericConstraints[index].isEmpty else { return nil }
        return declaration.genericConstraints[index]
    }

    /// Whether a property's type is a UI framework's screen or view (`UIViewController?`,
    /// `[WeakBox<UIViewController>]`): a router's handle on what it presented, not data.
    private func holdsScreens(names: [String]) -> Bool {
        names.contains { FrameworkTypes.viewBases.contains($0) } && names.allSatisfy { name in
            FrameworkTypes.viewBases.contains(name) || FrameworkTypes.subscriptionContainers.contains(name) || name.hasPrefix("Weak")
        }
    }

    /// Whether the names of a property's type are a subscription handle, alone or in a container.
    private func holdsSubscriptions(names: [String]) -> Bool {
        names.contains { FrameworkTypes.subscriptionTypes.contains($0) }
            && names.allSatisfy { FrameworkTypes.subscriptionTypes.contains($0) || FrameworkTypes.subscriptionContainers.contains($0) }
    }

    /// What a property without an annotation stores, as written on its line after its name
    /// (`var bag = DisposeBag()`, `let worker = OrdersWorker()`): the symbol's references there,
    /// in source order.
    func constructedReferences(of property: PropertyDecl, in ref: DeclarationRef, symbol: SymbolID) -> [ResolvedReference] {
        references(of: symbol, inFile: ref.file, line: property.position.line, after: property.position.column)
    }

    /// The project symbols with a role that a property's annotation names, optional aside.
    func roleTargets(ofType text: String?, in ref: DeclarationRef) -> [(name: String, symbol: SymbolID)] {
        guard let text else { return [] }
        return resolveTypeText(TypeText.unwrappingOptional(text), in: ref).filter { role($0.symbol) != nil }
    }
}

extension LintContext {
    /// A dependency the build declares (`ProjectIndex.declaredDependencies`) that no file of the
    /// module imports: an edge of the module graph with no import to report at.
    struct DeclaredOnlyDependency {
        var module: String
        var dependency: String
        /// The module's first file by path, where a finding about the module as a whole goes.
        var file: Int
    }

    /// Every declared-only dependency between modules with files here, by module then dependency.
    func declaredOnlyDependencies() -> [DeclaredOnlyDependency] {
        guard !project.declaredDependencies.isEmpty else { return [] }
        var firstFile: [String: Int] = [:]
        var imported = Set<String>()
        let files = project.files
        for file in files.indices {
            let module = project.moduleOfFile[file]
            if firstFile[module].map({ ByteOrder.precedes(files[file].path, files[$0].path) }) ?? true { firstFile[module] = file }
            for decl in files[file].imports where project.declaredDependencies[module] != nil {
                imported.insert(module + "\u{0}" + String(decl.moduleName))
            }
        }
        var result: [DeclaredOnlyDependency] = []
        for (module, dependencies) in project.declaredDependencies.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) {
            guard let file = firstFile[module] else { continue }
            for dependency in Set(dependencies).sorted(by: ByteOrder.precedes)
            where dependency != module && firstFile[dependency] != nil && !imported.contains(module + "\u{0}" + dependency) {
                result.append(DeclaredOnlyDependency(module: module, dependency: dependency, file: file))
            }
        }
        return result
    }
}

extension FindingCollector {
    /// Reports a declared-only dependency at the top of its module's first file: the build
    /// description that declares it is not Swift code a finding can point into.
    mutating func report(_ edge: LintContext.DeclaredOnlyDependency, message: String) {
        report(file: edge.file, at: SourcePosition(line: 1, column: 1), length: 0, symbol: nil, subject: edge.dependency,
               key: "declared:\(edge.module)->\(edge.dependency)", message: message)
    }

    /// What a reference is reported as: a use of a project type, or of a name the project does not
    /// declare (a framework's type).
    enum ReferenceMatch {
        case symbol(SymbolID)
        case name

        /// The project type when there is one, else the name.
        static func target(_ target: SymbolID?) -> ReferenceMatch { target.map(ReferenceMatch.symbol) ?? .name }

        var symbol: SymbolID? {
            if case .symbol(let id) = self { return id }
            return nil
        }
    }

    /// Reports the first use of each target a symbol references, one finding per (symbol, target),
    /// with the hop it makes (how, and where) as its evidence when the target is the project's.
    mutating func reportReferences(from symbol: SymbolID, in context: LintContext,
                                   where matches: (ResolvedReference) -> ReferenceMatch?, message: (ResolvedReference, SymbolID?) -> String) {
        for reference in context.referencesOfSymbol[symbol] {
            guard let match = matches(reference) else { continue }
            let target = match.symbol
            let targetKey = target.map { "#\($0)" } ?? reference.name
            report(file: reference.file, at: reference.position, length: reference.name.utf8.count, symbol: symbol,
                   subject: reference.name, related: target, key: "\(symbol)->\(targetKey)",
                   evidence: target.map { [context.hop(of: reference, from: symbol, to: $0)] } ?? [],
                   message: message(reference, target))
        }
    }

    /// Reports at a property of a symbol.
    mutating func report(property: PropertyDecl, in ref: DeclarationRef, of symbol: SymbolID, atIntroducer: Bool = false,
                         related: SymbolID? = nil, fix: Fix? = nil, message: String) {
        let position = atIntroducer ? property.introducer : property.position
        report(file: ref.file, at: position, length: atIntroducer ? 3 : property.name.utf8.count, symbol: symbol,
               member: property.name, subject: property.name, related: related, fix: fix, message: message)
    }

    mutating func report(method: FunctionDecl, in ref: DeclarationRef, of symbol: SymbolID, message: String) {
        report(file: ref.file, at: method.position, length: 4, symbol: symbol, member: method.name, subject: method.name,
               message: message)
    }
}
