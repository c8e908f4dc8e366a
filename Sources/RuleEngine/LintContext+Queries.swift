import ProjectIndex
import SourceModel

/// What rules ask of the project again and again, answered in one place: a type's supertypes and
/// length, the nearest protocol with a role above it, a trait its supertypes pass down, the
/// references written on one line, the facts of one declaration.
extension LintContext {
    /// Whether the symbol plays one of the roles.
    public func plays(_ symbol: SymbolID, anyOf roles: Set<Role>) -> Bool {
        role(symbol).map(roles.contains) ?? false
    }

    /// Every project supertype of a symbol, transitively, nearest first.
    public func supertypes(of symbol: SymbolID) -> [SymbolID] {
        project.supertypes(of: symbol).symbols
    }

    /// The symbol, then every project supertype of it, nearest first.
    public func selfAndSupertypes(of symbol: SymbolID) -> [SymbolID] {
        [symbol] + project.supertypes(of: symbol).symbols
    }

    /// The lines of a declaration, its first and last included.
    public func lineCount(of ref: DeclarationRef) -> Int {
        let type = declaration(ref)
        return Int(type.endLine - type.position.line) + 1
    }

    /// The lines of all a symbol's declarations together (the type and its extensions).
    public func lineCount(of symbol: SymbolID) -> Int {
        self.symbol(symbol).declarations.reduce(0) { $0 + lineCount(of: $1) }
    }

    /// The references a symbol's declarations make in one file on one line, after a column, in
    /// source order (what a property's line constructs after its name). A symbol's references are
    /// in file and source order, so the first is found by halving, not by a scan.
    public func references(of symbol: SymbolID, inFile file: Int, line: Int32, after column: Int32) -> [ResolvedReference] {
        let references = referencesOfSymbol[symbol]
        let after = (file, line, column)
        var low = references.startIndex, high = references.endIndex
        while low < high {
            let middle = (low + high) / 2
            let position = references[middle].position
            if (references[middle].file, position.line, position.column) <= after { low = middle + 1 } else { high = middle }
        }
        var found: [ResolvedReference] = []
        for reference in references[low...] {
            guard reference.file == file && reference.position.line == line else { break }
            found.append(reference)
        }
        return found
    }

    /// A trait of types that their subtypes have too (`@MainActor` on a protocol isolates what
    /// conforms to it), for many types at the cost of one walk of the hierarchy.
    /// `ownTrait(symbol)`: whether the symbol has the trait itself.
    public func inheritedTrait(_ ownTrait: @escaping (SymbolID) -> Bool) -> InheritedTrait {
        InheritedTrait(trait: ProjectIndex.InheritedTrait(project, ownTrait: ownTrait), project: project)
    }

    /// Whether a type or one of its supertypes names one of `names` in its inheritance clause,
    /// as a type the project does not declare (`AnyActor`, `UICollectionViewDataSource`).
    public func inheritsName(anyOf names: Set<String>) -> InheritedTrait {
        inheritedTrait { [project] symbol in project.directSupertypeNames[symbol].contains(where: names.contains) }
    }

    /// Per type, the nearest protocol with a role among its supertypes (nearest first, then in
    /// the order the inheritance clauses write them): what "depend on a protocol" names.
    public func nearestRoleProtocols() -> NearestRoleProtocols {
        NearestRoleProtocols(self)
    }

    /// Each declaration's member writes (`model.count = …`), in source order.
    public func memberWritesByDeclaration() -> FactsByDeclaration<MemberWrite> {
        FactsByDeclaration(project, facts: \.memberWrites, owner: \.owner)
    }

    /// Each declaration's navigation calls (`present(…)`, `pushViewController(…)`), in source order.
    public func navigationCallsByDeclaration() -> FactsByDeclaration<NavigationCall> {
        FactsByDeclaration(project, facts: \.navigationCalls, owner: \.owner)
    }

    /// Each declaration's calls of methods made bare or through `self` (`push(module: next)`), in source order.
    public func ownCallsByDeclaration() -> FactsByDeclaration<OwnCall> {
        FactsByDeclaration(project, facts: \.ownCalls, owner: \.owner)
    }

    /// Each declaration's calls of methods through a receiver other than `self` (`$0.makeAnnotation()`), in source order.
    public func memberCallsByDeclaration() -> FactsByDeclaration<MemberCall> {
        FactsByDeclaration(project, facts: \.memberCalls, owner: \.owner)
    }

    /// Each declaration's subscriptions kept in its own storage that hold `self`, in source order.
    public func storedSubscriptionsByDeclaration() -> FactsByDeclaration<StoredSubscription> {
        FactsByDeclaration(project, facts: \.storedSubscriptions, owner: \.owner)
    }

    /// Each declaration's assignments to its stored properties outside initializers, in source order.
    public func storedWritesByDeclaration() -> FactsByDeclaration<StoredWrite> {
        FactsByDeclaration(project, facts: \.storedWrites, owner: \.owner)
    }

    /// Each declaration's stored properties passed to a method of another (`model.update(items)`), in source order.
    public func storedArgumentsByDeclaration() -> FactsByDeclaration<StoredArgument> {
        FactsByDeclaration(project, facts: \.storedArguments, owner: \.owner)
    }

    /// A trait asked of many types: each answer found on the way is kept, so asking every type
    /// of a deep hierarchy costs one walk, not one per type.
    public struct InheritedTrait {
        fileprivate var trait: ProjectIndex.InheritedTrait
        fileprivate let project: ProjectIndex

        public mutating func holds(for symbol: SymbolID) -> Bool { trait.holds(for: symbol, in: project) }
    }

    /// `nearestRoleProtocols()`: found once per type on the way, not by walking each type's
    /// supertypes again (a deep hierarchy walked for each of its members).
    public struct NearestRoleProtocols {
        private var fold: ProjectIndex.InheritedValue<(symbol: SymbolID?, distance: Int)>
        private let project: ProjectIndex

        fileprivate init(_ context: LintContext) {
            project = context.project
            fold = ProjectIndex.InheritedValue(context.project) { _, parents in
                var nearest: (symbol: SymbolID?, distance: Int) = (nil, Int.max)
                for (parent, above) in parents {
                    if context.symbol(parent).isProtocol && context.role(parent) != nil { return (parent, 1) }
                    if above.symbol != nil && above.distance + 1 < nearest.distance { nearest = (above.symbol, above.distance + 1) }
                }
                return nearest
            }
        }

        public mutating func of(_ symbol: SymbolID) -> SymbolID? { fold.value(of: symbol, in: project).symbol }
    }

    /// A file model's facts handed out per declaration: a file's are grouped by the type that
    /// makes them once, when a rule first asks, not filtered again for every type of the file
    /// (quadratic in a file of many types).
    public struct FactsByDeclaration<Fact> {
        private let project: ProjectIndex
        private let facts: (FileModel) -> [Fact]
        private let owner: (Fact) -> Int32
        private var factsOfFile: [Int: [Int: [Fact]]] = [:]

        fileprivate init(_ project: ProjectIndex, facts: @escaping (FileModel) -> [Fact], owner: @escaping (Fact) -> Int32) {
            self.project = project
            self.facts = facts
            self.owner = owner
        }

        public mutating func of(_ ref: DeclarationRef) -> [Fact] {
            if factsOfFile[ref.file] == nil {
                factsOfFile[ref.file] = Dictionary(grouping: facts(project.files[ref.file])) { Int(owner($0)) }
            }
            return factsOfFile[ref.file]?[ref.type] ?? []
        }
    }
}
