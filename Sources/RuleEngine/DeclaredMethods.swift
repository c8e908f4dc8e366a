import Platform
import ProjectIndex
import SourceModel

/// The methods the project declares in extensions, by the hash of their names (`MemberCall.hash(ofName:)`,
/// what a call through a receiver records), each with how many declarations of its name the project
/// has (a method with a body in any type or extension, a protocol's requirement). A call through a
/// receiver whose type archlint cannot tell (`$0.makeAnnotation(.office)`) is taken to call a method
/// the project declares once, in an extension: a name declared twice (in two extensions, or also in
/// a type's body or a protocol) resolves to nothing. Every file's method names are kept as hashes,
/// but only the names extensions declare are counted. Kept across edits: an edit's lint updates
/// the changed files' part (`updating`).
struct DeclaredMethods: Sendable {
    struct OfFile: Sendable, Equatable {
        /// The hashes of the names of the methods the file declares, a name once per declaration.
        var names: [UInt64] = []
        /// The methods of its extensions that other files may call (not private).
        var extensions: [ExtensionMethod] = []
    }

    struct ExtensionMethod: Sendable, Equatable {
        var name: String
        var hash: UInt64
        /// The extension, in `FileModel.types`.
        var type: Int
    }

    /// A name some extension declares or declared: kept, and counted, when its last extension goes.
    private struct Declared: Sendable {
        var name: String
        /// Its declarations in the whole project, of any kind.
        var count = 0
        /// The extensions that declare it.
        var extensions: [DeclarationRef] = []
    }

    private static let initializer = MemberCall.hash(ofName: "init")

    private var ofFile: [OfFile]
    /// `declared`'s index of each name's hash.
    private var numbers = HashedKeys()
    private var declared: [Declared] = []

    init(_ project: ProjectIndex) {
        ofFile = project.files.map(Self.methods(of:))
        for file in ofFile.indices {
            for method in ofFile[file].extensions {
                let (number, inserted) = numbers.insert(method.hash)
                if inserted { declared.append(Declared(name: method.name)) }
                declared[number].extensions.append(DeclarationRef(file: file, type: method.type))
            }
        }
        guard !declared.isEmpty else { return }
        for file in ofFile.indices { count(file, by: 1) }
    }

    /// The name of the only method of the project whose name hashes to `hash`, with the extension
    /// that declares it, if that is one.
    func onlyDeclaration(of hash: UInt64) -> (name: String, ref: DeclarationRef)? {
        guard let number = numbers.number(of: hash), declared[number].count == 1, declared[number].extensions.count == 1 else { return nil }
        return (declared[number].name, declared[number].extensions[0])
    }

    /// Every method name that resolves to an extension (`onlyDeclaration(of:)`), with it.
    var resolvable: [(name: String, ref: DeclarationRef)] {
        declared.compactMap { $0.count == 1 && $0.extensions.count == 1 ? ($0.name, $0.extensions[0]) : nil }
    }

    /// The table after the `changed` files were edited, and the hashes of the names whose
    /// declarations the edit changed.
    func updating(changed: [Int], _ project: ProjectIndex) -> (methods: DeclaredMethods, names: Set<UInt64>) {
        var updated = self
        var names = Set<UInt64>()
        for file in changed {
            let new = Self.methods(of: project.files[file])
            guard new != ofFile[file] else { continue }
            names.formUnion(ofFile[file].names)
            names.formUnion(new.names)
            updated.remove(file)
            updated.ofFile[file] = new
            updated.add(file)
        }
        return (updated, names)
    }

    /// Counts the file's declarations of the names extensions declare.
    private mutating func count(_ file: Int, by step: Int) {
        for name in ofFile[file].names {
            if let number = numbers.number(of: name) { declared[number].count += step }
        }
    }

    private mutating func add(_ file: Int) {
        count(file, by: 1)
        for method in ofFile[file].extensions {
            let (number, inserted) = numbers.insert(method.hash)
            if inserted {
                // A name no extension declared till now: its declarations are counted in every file, this one's included.
                var count = 0
                for other in ofFile { for name in other.names where name == method.hash { count += 1 } }
                declared.append(Declared(name: method.name, count: count))
            }
            declared[number].extensions.append(DeclarationRef(file: file, type: method.type))
        }
    }

    private mutating func remove(_ file: Int) {
        count(file, by: -1)
        for method in ofFile[file].extensions {
            if let number = numbers.number(of: method.hash) { declared[number].extensions.removeAll { $0.file == file } }
        }
    }

    /// Every method with a body has its name in `functions`, whatever methods the model keeps;
    /// a protocol keeps its requirements, and an extension its methods.
    private static func methods(of model: FileModel) -> OfFile {
        var facts = OfFile()
        // Indices, not elements: a copy of a declaration retains each of its strings and arrays.
        let initializer = Self.initializer
        facts.names.reserveCapacity(model.functions.count)
        for function in model.functions.indices {
            let name = MemberCall.hash(ofName: model.functions[function].name)
            if name != initializer { facts.names.append(name) }
        }
        for index in model.types.indices {
            switch model.types[index].kind {
            case .protocol:
                for method in model.types[index].methods.indices { facts.names.append(MemberCall.hash(ofName: model.types[index].methods[method].name)) }
            case .extension:
                for method in model.types[index].methods.indices {
                    guard model.types[index].methods[method].hasBody else { continue }
                    let access = model.types[index].methods[method].accessLevel
                    guard access != .private && access != .fileprivate else { continue }
                    let name = model.types[index].methods[method].name
                    facts.extensions.append(ExtensionMethod(name: name, hash: MemberCall.hash(ofName: name), type: index))
                }
            default:
                break
            }
        }
        return facts
    }
}
