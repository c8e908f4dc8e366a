import ProjectIndex
import SourceModel

/// The methods the project declares, by name: how many declarations each name has (a method with
/// a body in any type or extension, a protocol's requirement), and which extensions declare it.
/// A call through a receiver whose type archlint cannot tell (`$0.makeAnnotation(.office)`) is
/// taken to call a method the project declares once, in an extension: a name declared twice (in
/// two extensions, or also in a type's body or a protocol) resolves to nothing. Kept across edits:
/// an edit's lint updates the changed files' part (`updating`).
struct DeclaredMethods: Sendable {
    struct OfFile: Sendable, Equatable {
        /// The names of the methods the file declares, a name once per declaration.
        var names: [String] = []
        /// The methods of its extensions that other files may call (not private), with the extension.
        var extensions: [(name: String, type: Int)] = []

        static func == (a: OfFile, b: OfFile) -> Bool {
            a.names == b.names && a.extensions.elementsEqual(b.extensions) { $0.name == $1.name && $0.type == $1.type }
        }
    }

    private var ofFile: [OfFile]
    private var count: [String: Int] = [:]
    private var extensionsDeclaring: [String: [DeclarationRef]] = [:]

    init(_ project: ProjectIndex) {
        ofFile = project.files.map(Self.methods(of:))
        for file in ofFile.indices { add(file) }
    }

    /// The extension that declares the only method of the project named `name`, if it is one.
    func onlyDeclaration(of name: String) -> DeclarationRef? {
        guard count[name] == 1, let refs = extensionsDeclaring[name], refs.count == 1 else { return nil }
        return refs[0]
    }

    /// Every method name that resolves to an extension (`onlyDeclaration(of:)`), with it.
    var resolvable: [(name: String, ref: DeclarationRef)] {
        extensionsDeclaring.compactMap { name, refs in count[name] == 1 && refs.count == 1 ? (name, refs[0]) : nil }
    }

    /// The table after the `changed` files were edited, and the names whose declarations the edit changed.
    func updating(changed: [Int], _ project: ProjectIndex) -> (methods: DeclaredMethods, names: Set<String>) {
        var updated = self
        var names = Set<String>()
        for file in changed {
            let new = Self.methods(of: project.files[file])
            guard new != ofFile[file] else { continue }
            for name in ofFile[file].names + new.names { names.insert(name) }
            updated.remove(file)
            updated.ofFile[file] = new
            updated.add(file)
        }
        return (updated, names)
    }

    private mutating func add(_ file: Int) {
        for name in ofFile[file].names { count[name, default: 0] += 1 }
        for method in ofFile[file].extensions {
            extensionsDeclaring[method.name, default: []].append(DeclarationRef(file: file, type: method.type))
        }
    }

    private mutating func remove(_ file: Int) {
        for name in ofFile[file].names {
            count[name, default: 1] -= 1
            if count[name] == 0 { count[name] = nil }
        }
        for method in ofFile[file].extensions {
            extensionsDeclaring[method.name]?.removeAll { $0.file == file }
            if extensionsDeclaring[method.name]?.isEmpty == true { extensionsDeclaring[method.name] = nil }
        }
    }

    /// Every method with a body has its name in `functions`, whatever methods the model keeps;
    /// a protocol keeps its requirements, and an extension its methods.
    private static func methods(of model: FileModel) -> OfFile {
        var facts = OfFile()
        for function in model.functions where function.name != "init" { facts.names.append(function.name) }
        for (index, type) in model.types.enumerated() {
            switch type.kind {
            case .protocol:
                for method in type.methods { facts.names.append(method.name) }
            case .extension:
                for method in type.methods where method.hasBody && method.accessLevel != .private && method.accessLevel != .fileprivate {
                    facts.extensions.append((method.name, index))
                }
            default:
                break
            }
        }
        return facts
    }
}
