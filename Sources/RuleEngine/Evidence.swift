import Platform
import ProjectIndex
import SourceModel

/// One link of a dependency: who depends on whom, how, and where it is written.
public struct EvidenceHop: Sendable, Equatable {
    /// How the dependency is made, strongest first: a type's hop takes the first kind its
    /// reference is (a stored property's `= Foo()` constructs).
    public enum Kind: String, Sendable, CaseIterable {
        /// The type's superclass.
        case inherits
        /// A protocol the type conforms to.
        case conforms
        /// An initializer call: `Foo(…)`.
        case constructs
        /// A stored property's type or initial value.
        case stores
        /// A member reached through the type: `Foo.shared`, `Foo.make()`.
        case calls
        /// Any other use: a parameter, a return type, a local's type, a cast.
        case mentions
        /// A file of one module imports the other.
        case imports
        /// The build description (Package.swift, an Xcode project, project.yml) declares it.
        case declared = "build-dependency"

        /// The verb between the two names.
        public var verb: String {
            switch self {
            case .inherits: return "inherits from"
            case .conforms: return "conforms to"
            case .constructs: return "constructs"
            case .stores: return "stores"
            case .calls: return "calls a member of"
            case .mentions: return "mentions"
            case .imports: return "imports"
            case .declared: return "declares a build dependency on"
            }
        }
    }

    public var kind: Kind
    /// The depending type (qualified) or module.
    public var from: String
    /// The type or module depended on.
    public var to: String
    /// Where: a source file as discovered, or the build description's file.
    public var path: String
    public var line: Int
    public var column: Int

    public init(kind: Kind, from: String, to: String, path: String, line: Int, column: Int) {
        self.kind = kind
        self.from = from
        self.to = to
        self.path = path
        self.line = line
        self.column = column
    }

    /// `OrdersWorker stores OrdersPresenter`, `module Feature imports Core`.
    public var text: String {
        kind == .imports || kind == .declared ? "module \(from) \(kind.verb) \(to)" : "\(from) \(kind.verb) \(to)"
    }
}

extension LintContext {
    /// How a reference of `symbol`'s declarations depends on `target`: read from where it is
    /// written (the inheritance clause, a stored property's line, a call of the initializer, a
    /// member after the name), only for the references a finding or a path shows.
    public func hopKind(of reference: ResolvedReference, from symbol: SymbolID, to target: SymbolID) -> EvidenceHop.Kind {
        if reference.isConstruction { return .constructs }
        let file = project.files[reference.file]
        let position = reference.position
        if reference.function == nil {
            for ref in project.symbols[symbol].declarations where ref.file == reference.file {
                let type = file.types[ref.type]
                guard position >= type.position && position.line <= type.endLine else { continue }
                if type.inherits.contains(where: { TypeText.mentionedNames($0).contains(reference.name) })
                    && position < firstMemberPosition(of: type) {
                    return project.symbols[target].isProtocol ? .conforms : .inherits
                }
                if type.properties.contains(where: { !$0.computed && !$0.isStatic && $0.position.line == position.line }) {
                    return .stores
                }
            }
        }
        return reference.member != nil && !reference.isMetatype ? .calls : .mentions
    }

    /// Where a declaration's body starts, as far as its members tell: the inheritance clause is before.
    private func firstMemberPosition(of type: TypeDecl) -> SourcePosition {
        var first = SourcePosition(line: Int32.max, column: 0)
        for position in type.properties.map(\.position) + type.methods.map(\.position) + type.initializers.map(\.position)
            + type.subscripts.map(\.position) + type.cases.map(\.position) where position < first {
            first = position
        }
        return first
    }

    /// The hop of one reference, at the reference.
    public func hop(of reference: ResolvedReference, from symbol: SymbolID, to target: SymbolID) -> EvidenceHop {
        EvidenceHop(kind: hopKind(of: reference, from: symbol, to: target), from: project.symbols[symbol].qualifiedName,
                    to: project.symbols[target].qualifiedName, path: project.files[reference.file].path,
                    line: Int(reference.position.line), column: Int(reference.position.column))
    }
}

extension EvidenceHop {
    /// The hop a build description's declared dependency makes: at the line of its file that
    /// names the dependency (after the module's own name, where it is named), else its first line.
    /// Read only for the few hops shown, never while linting a project without them.
    public static func declared(from module: String, to dependency: String, in project: ProjectIndex) -> EvidenceHop {
        let file = project.declaredDependencySources[module] ?? ""
        var line = 1, column = 1
        if !file.isEmpty, case .success(let bytes) = POSIX.readFile(file) {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let ownLine = lines.firstIndex { Self.namesWord($0, module) != nil } ?? 0
            if let found = lines.indices.dropFirst(ownLine + 1).first(where: { Self.namesWord(lines[$0], dependency) != nil })
                ?? lines.indices.first(where: { Self.namesWord(lines[$0], dependency) != nil }) {
                line = found + 1
                column = Self.namesWord(lines[found], dependency)! + 1
            }
        }
        let shown = file.isEmpty ? "" : ModuleResolver.relative(file, to: ModuleResolver.currentDirectory) ?? file
        return EvidenceHop(kind: .declared, from: module, to: dependency, path: shown, line: line, column: column)
    }

    /// The hop of a module edge: its first import, else the build's declaration.
    public static func module(_ graph: ModuleDependencies, from: Int, to: Int, in project: ProjectIndex) -> EvidenceHop {
        guard let (file, decl) = graph.importSite(from: from, to: to) else {
            return declared(from: graph.modules[from], to: graph.modules[to], in: project)
        }
        return EvidenceHop(kind: .imports, from: graph.modules[from], to: graph.modules[to], path: project.files[file].path,
                           line: Int(decl.position.line), column: Int(decl.position.column))
    }

    /// The byte offset at which `word` stands alone on the line (not inside a longer name), if it does.
    private static func namesWord(_ line: Substring, _ word: String) -> Int? {
        let bytes = Array(line.utf8), target = Array(word.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        for start in 0...(bytes.count - target.count) where bytes[start..<start + target.count].elementsEqual(target) {
            let before = start == 0 || !isNameByte(bytes[start - 1])
            let after = start + target.count == bytes.count || !isNameByte(bytes[start + target.count])
            if before && after { return start }
        }
        return nil
    }
}
