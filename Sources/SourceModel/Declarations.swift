import Platform

/// What archlint knows about one source file: the contract of `archlint dump`
/// (`docs/source-model.md`) plus what the rule engine needs (positions, owners).
public struct FileModel: Sendable {
    public var path: String
    public var imports: [ImportDecl] = []
    /// Every type and extension, nested and local ones included, in source order.
    public var types: [TypeDecl] = []
    public var typealiases: [TypealiasDecl] = []
    public var topLevelFunctions: [FunctionDecl] = []
    public var topLevelProperties: [PropertyDecl] = []
    /// `#if … #endif` blocks, nested ones included.
    public var conditionalCompilationBlocks = 0
    /// References to UpperCamel names, in source order. A repeated use of a name by the same
    /// owner (with the same member after it) is kept only where it first occurs, except in the
    /// initial values of type members (`let worker = OrdersWorker()`), which keep all theirs.
    public var references: [TypeReference] = []
    /// Distinct referenced names; `TypeReference`'s and `OwnCall`'s names index it. A
    /// `TypeReference.name` never starts with a lower-case letter (those are members' and calls').
    public var names: [String] = []
    /// The methods and initializers of types whose bodies hold references, in the order their
    /// bodies open; `TypeReference.function` indexes it.
    public var functions: [EnclosingFunction] = []
    /// `// archlint:` comments, for suppressions.
    public var directives: [DirectiveComment] = []
    /// Writes through stored properties inside type bodies (`model.count = 1`, `$model.name`).
    public var memberWrites: [MemberWrite] = []
    /// The stored properties assigned outside initializers (`name = …`, `self.name += …`,
    /// `name.append(…)`, `&name`) in their type's body or its extensions in this file, each once:
    /// a `private var` missing here is set up once and never changed.
    public var storedWrites: [StoredWrite] = []
    /// Stored properties read in the arguments of a call on another stored property of the same
    /// type (`model?.update(photos: selectedPhotos)`), in the bodies of its methods (and of its
    /// extensions' in this file), each (type, receiver, method, property) once, where first read.
    public var storedArguments: [StoredArgument] = []
    /// UIKit's calls that show another screen (`pushViewController`, `present`, `show`,
    /// `showDetailViewController`, `performSegue`) in the bodies of types' methods and initializers.
    public var navigationCalls: [NavigationCall] = []
    /// Calls of methods made bare or through `self` in the bodies of types' methods and
    /// initializers, other than the watched UIKit ones (`push(module: next)`): the calls through
    /// which a view may navigate with the app's own helpers.
    public var ownCalls: [OwnCall] = []
    /// Functions called by a bare lower-case name, no receiver and no `.` before it
    /// (`matrixToUserPermalink(userId: id)`, `completion(result)`), anywhere in the file, each
    /// name once, where first called; not a name the file declares. A free function of an
    /// imported module is called so, and so is a closure or an inherited method: telling them
    /// apart takes the project (the `layer-skip` rule reads them).
    public var bareCalls: [NameUse] = []
    /// Calls of methods through a receiver other than `self` (`$0.makeAnnotation(.office)`,
    /// `place?.distance(to: here)`) in the bodies of types' methods and initializers, each method
    /// once per type where the type first calls it: what a call resolves to when the project
    /// declares the method once, in an extension.
    public var memberCalls: [MemberCall] = []
    /// Subscriptions a type's methods and initializers keep in its own storage
    /// (`.store(in: &cancellables)`, `.disposed(by: disposeBag)`, `subscription = publisher.sink {…}`,
    /// `cancellables.insert(…)`) while a closure of the subscription's chain captures `self`
    /// strongly: the type keeps alive what keeps it alive.
    public var storedSubscriptions: [StoredSubscription] = []
    public var diagnostics: [ModelDiagnostic] = []
    public var lineCount = 0

    public init(path: String) { self.path = path }

    public var hasSyntaxErrors: Bool { !diagnostics.isEmpty }

    /// Sorted, unique names referenced outside every type declaration.
    public var fileLevelReferencedTypes: [String] {
        sortedNames(references.lazy.filter { $0.owner < 0 }.map(\.name))
    }

    /// Sorted, unique names referenced inside `types[index]`, its nested types included.
    public func referencedTypes(ofType index: Int) -> [String] {
        let range = types[index].referenceRange
        return sortedNames(references[range].lazy.map(\.name))
    }

    private func sortedNames<S: Sequence>(_ ids: S) -> [String] where S.Element == Int32 {
        var seen = Set<Int32>()
        var result: [String] = []
        for id in ids where seen.insert(id).inserted { result.append(names[Int(id)]) }
        return result.sorted(by: ByteOrder.precedes)
    }
}

/// Where a declaration or reference starts: 1-based line and byte column. (No byte offset:
/// nothing reads one, and every position in a model would carry it.)
public struct SourcePosition: Sendable, Equatable, Hashable, Comparable {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

public struct ImportDecl: Sendable, Equatable, AccessControlled {
    /// The import path joined with `.`, backticks removed.
    public var module: String
    public var position: SourcePosition
    /// `public import X`.
    public var accessLevel: AccessLevel?
    /// Inside an `#if` block.
    public var conditional: Bool
    /// `struct`, `class`, `func`… for a scoped import.
    public var kind: String?
    public var attributes: [String]

    /// The first component: the module itself.
    public var moduleName: Substring {
        guard let dot = module.utf8.firstIndex(of: UInt8(ascii: ".")) else { return module[...] }
        return module[..<dot]
    }
}

/// An access-level modifier, stored in a byte (a `String?` takes 17); `access` shows its keyword.
public enum AccessLevel: String, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`
}

/// A declaration that may carry an access-level modifier.
public protocol AccessControlled {
    var accessLevel: AccessLevel? { get }
}

extension AccessControlled {
    /// The access-level keyword as written, nil without one.
    public var access: String? { accessLevel?.rawValue }
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

public struct TypeDecl: Sendable, AccessControlled {
    /// The declared name; for an extension, the extended type as written.
    public var name: String
    public var qualifiedName: String
    public var kind: TypeKind
    public var accessLevel: AccessLevel?
    public var position: SourcePosition
    public var endLine: Int32 = 0
    public var attributes: [String] = []
    public var modifiers: [String] = []
    public var inherits: [String] = []
    public var genericParams: [String] = []
    /// Per generic parameter, its constraints as written, joined with ` & ` (`<V: UIViewController>`
    /// or `where V: UIViewController` → `UIViewController`); "" for one without. Empty when there
    /// are no generic parameters.
    public var genericConstraints: [String] = []
    public var isLocal = false
    /// Index of the enclosing type or extension in `FileModel.types`.
    public var parent: Int?
    public var properties: [PropertyDecl] = []
    public var methods: [FunctionDecl] = []
    public var initializers: [InitDecl] = []
    public var subscripts: [SubscriptDecl] = []
    public var cases: [EnumCaseDecl] = []
    /// The slice of `FileModel.references` from the declaration's first token to its `}`.
    public var referenceRange: Range<Int> = 0..<0

    public init(name: String, qualifiedName: String, kind: TypeKind, position: SourcePosition) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.position = position
    }

    public var isExtension: Bool { kind == .extension }
}

public struct PropertyDecl: Sendable, Equatable, AccessControlled {
    public var name: String
    public var position: SourcePosition
    /// Position of the `var`/`let` keyword.
    public var introducer: SourcePosition
    public var mutable: Bool
    public var isStatic: Bool
    public var weak: Bool
    public var unowned: Bool
    public var lazy: Bool
    public var computed: Bool
    /// Stored with `willSet`/`didSet`.
    public var observed: Bool
    /// Its accessor block names a setter: a protocol's `{ get set }` requirement, or a computed
    /// property with `set`.
    public var settable: Bool = false
    /// The type a property declared without one gets from its initial value, as far as archlint
    /// tells: a literal's (`literalType`) or a cast's (`castType`). One value can be only one of
    /// them, so one field holds either: there is one per property of the project.
    public var inferredType: String?
    /// Whether `inferredType` is a cast's.
    public var inferredFromCast = false
    public var accessLevel: AccessLevel?
    /// `private(set)` and the like.
    public var setterAccessLevel: AccessLevel?
    public var wrappers: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var type: String?

    /// The setter's access-level keyword, nil without one.
    public var setterAccess: String? { setterAccessLevel?.rawValue }
    /// The type Swift gives a property declared without one from a Boolean or string literal
    /// (`var flag = false` is a `Bool`, `var title = ""` a `String`), else nil.
    public var literalType: String? { inferredFromCast ? nil : inferredType }
    /// The type a property declared without one gets from an initial value that ends in a cast
    /// (`lazy var list = self.view as? ListViewInput` is a `ListViewInput?`), else nil.
    public var castType: String? { inferredFromCast ? inferredType : nil }
    /// The type written, else the one a cast in the initial value gives: what the property holds
    /// as far as the declaration says.
    public var writtenOrCastType: String? { type ?? castType }
}

public struct Parameter: Sendable, Equatable {
    public var label: String
    public var name: String
    public var type: String

    public init(label: String, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}

public struct FunctionDecl: Sendable, Equatable, AccessControlled {
    public var name: String
    public var position: SourcePosition
    public var isAsync: Bool
    public var isThrowing: Bool
    public var isStatic: Bool
    public var isMutating: Bool
    public var accessLevel: AccessLevel?
    public var returnType: String?
    /// Empty unless the model keeps functions' parameters (`ModelDetail.functionParameters`).
    public var params: [Parameter]
    public var genericParams: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var hasBody: Bool
    /// Methods of the same type declaration that the body calls without a receiver or through
    /// `self.`, sorted and unique.
    public var calls: [String] = []
    /// Stored properties of the type (or of the type an extension in the same file extends) that
    /// the body assigns (`FileModel.storedWrites`), sorted and unique: a method that returns a
    /// value and assigns one mixes a query with a command.
    public var assigns: [String] = []
}

public struct InitDecl: Sendable, Equatable, AccessControlled {
    public var position: SourcePosition
    public var isAsync: Bool
    public var isThrowing: Bool
    public var accessLevel: AccessLevel?
    public var params: [Parameter]
    /// `?`, `!` or nil.
    public var failable: String?
    public var attributes: [String]
    public var modifiers: [String]
}

public struct SubscriptDecl: Sendable, Equatable, AccessControlled {
    public var position: SourcePosition
    public var isStatic: Bool
    public var accessLevel: AccessLevel?
    public var params: [Parameter]
    public var returnType: String?
}

public struct EnumCaseDecl: Sendable, Equatable {
    public var name: String
    public var position: SourcePosition
}

public struct TypealiasDecl: Sendable, Equatable, AccessControlled {
    public var name: String
    public var qualifiedName: String
    public var position: SourcePosition
    public var accessLevel: AccessLevel?
    /// The aliased type as written.
    public var target: String
    /// Index of the enclosing type in `FileModel.types`.
    public var parent: Int?
}

/// A use of an UpperCamel name in a reference position.
public struct TypeReference: Sendable, Equatable {
    /// Index into `FileModel.names`.
    public var name: Int32
    /// Innermost enclosing type in `FileModel.types`, or -1 at file level.
    public var owner: Int32
    public var position: SourcePosition
    /// The name is a generic parameter of an enclosing declaration, so it names no project type.
    public var isGenericParameter: Bool
    /// Index into `FileModel.names` of the member accessed right after the name (`Foo.shared`
    /// → `shared`, the metatype `Foo.self` → `self`), or -1.
    public var member: Int32 = -1
    /// The member is written without its type, after the type's annotation: `s: UserService = .shared`.
    public var isImplicitMember = false
    /// Index into `FileModel.functions` of the owner's method or initializer whose body holds
    /// the reference, or -1 (a property's type or initial value, a declaration's signature).
    public var function: Int32 = -1
    /// A call of the type's initializer: `Foo(…)`, `Foo.init(…)`.
    public var isConstruction = false
    /// Written after the name of a module the file imports (`DeviceKit.Device.current`): that
    /// module's type, even where the project declares a type of the same name.
    public var isModuleQualified = false
}

/// A name used at a place: a bare call (`FileModel.bareCalls`).
public struct NameUse: Sendable, Equatable {
    /// Index into `FileModel.names`.
    public var name: Int32
    public var position: SourcePosition
}

/// A method or initializer of a type, as the references in its body see it.
public struct EnclosingFunction: Sendable, Equatable {
    /// The method's name, or `init`.
    public var name: String
    /// `static` or `class`.
    public var isStatic: Bool

    public init(name: String, isStatic: Bool) {
        self.name = name
        self.isStatic = isStatic
    }
}

/// A write through a stored property: `base.member = …`, `base?.member.append(…)`, `$base.member`.
public struct MemberWrite: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case assignment
        case mutatingCall
        case binding
    }

    /// The type whose body contains the write, in `FileModel.types`.
    public var owner: Int32
    /// The stored property written through (`model`).
    public var base: String
    /// Its member (`count`).
    public var member: String
    /// The last member of the chain written (`name` in `router?.dataStore?.name = …`; `member`
    /// when the chain has one, and the method's receiver in `base.items.append(…)`).
    public var chainEnd: String
    /// In an initializer's body, where the type is being set up.
    public var inInitializer: Bool
    public var kind: Kind
    public var position: SourcePosition
}

/// A stored property assigned outside initializers (see `FileModel.storedWrites`).
public struct StoredWrite: Sendable, Equatable {
    /// The type in `FileModel.types` that declares the property.
    public var owner: Int32
    public var name: String

    public init(owner: Int32, name: String) {
        self.owner = owner
        self.name = name
    }
}

/// A stored property passed to a method of another stored property (see `FileModel.storedArguments`).
public struct StoredArgument: Sendable, Equatable {
    /// The type in `FileModel.types` that declares both properties.
    public var owner: Int32
    /// The stored property the call is made on (`model`).
    public var receiver: String
    /// The method called (`update`).
    public var method: String
    /// The stored property read in the call's arguments (`selectedPhotos`).
    public var property: String
    /// Where the property is first read there.
    public var position: SourcePosition
}

/// A call that shows another screen, in the body of a type's method or initializer:
/// `navigationController?.pushViewController(details, animated: true)`.
public struct NavigationCall: Sendable, Equatable {
    /// The method called: `pushViewController`, `present`, `show`, `showDetailViewController`, `performSegue`.
    public var method: String
    /// The name the call is made on (`navigationController`, `self`, `super`), "" for none, "?"
    /// for an expression (`children[0].present(…)`).
    public var receiver: String
    /// The first name of the first argument (`details`, `UIAlertController`), "" when it starts
    /// otherwise; always "" for `performSegue`.
    public var argument: String
    /// The type the argument was built as, when a local of the method binds it to an
    /// initializer's call before the call (`let controller = UIAlertController(…)`), else "".
    public var argumentType: String = ""
    /// The argument is a parameter of the method that makes the call: it shows what its caller
    /// hands it (`func push(module: UIViewController) { … pushViewController(module, …) }`).
    /// Read in extensions only (false elsewhere), where the app declares such helpers.
    public var showsParameter = false
    /// The type whose method holds the call, in `FileModel.types`.
    public var owner: Int32
    /// The method or initializer, in `FileModel.functions`.
    public var function: Int32
    public var position: SourcePosition
}

/// A call of a method made bare or through `self` (`push(module: next)`, `self?.present(next, style: .popover)`)
/// in the body of a type's method or initializer: one of the app's own, which may be a navigation
/// helper. Names are indices into `FileModel.names`, so a file's calls make no string each.
public struct OwnCall: Sendable, Equatable {
    /// The method called (`push`).
    public var method: Int32
    /// The first name of the first argument, after its label (`next`), or -1 when it starts otherwise.
    public var argument: Int32
    /// The type whose method holds the call, in `FileModel.types`.
    public var owner: Int32
    /// The method or initializer, in `FileModel.functions`.
    public var function: Int32
    public var position: SourcePosition
    /// The argument is a parameter of the method that makes the call (see `NavigationCall.showsParameter`).
    /// Read in extensions only (false elsewhere).
    public var showsParameter: Bool
}

/// A call of a method through a receiver other than `self` (see `FileModel.memberCalls`).
public struct MemberCall: Sendable, Equatable {
    /// The method called, by the hash of its name (`hash(ofName:)`), not interned: a file calls
    /// many methods through receivers and a rule asks of few of them, those the project declares
    /// once in an extension, whose names it has. Two names sharing a 64-bit hash is left to chance.
    public var method: UInt64
    /// The type whose method holds the call, in `FileModel.types`.
    public var owner: Int32
    public var position: SourcePosition

    /// The hash `method` holds for a method of this name.
    public static func hash(ofName name: String) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ hash(ofName: $0, from: 0, count: $0.count) }) { return hash }
        var contiguous = name
        return contiguous.withUTF8 { hash(ofName: $0, from: 0, count: $0.count) }
    }

    @inline(__always)
    static func hash(ofName bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> UInt64 {
        Bytes.hash(bytes, from: start, count: count, seed: 0)
    }
}

/// A subscription kept in its type's own storage whose chain captures `self` strongly (see
/// `FileModel.storedSubscriptions`).
public struct StoredSubscription: Sendable, Equatable {
    public enum Capture: String, Sendable {
        /// A closure of the chain names `self` (`{ value in self.presenter?.show(value) }`) with no
        /// `weak` or `unowned` capture of it.
        case closure
        /// A closure's capture list holds `self` strongly (`{ [self] value in … }`), which lets its
        /// body use members without `self.`.
        case captureList
        /// `self` itself is an argument of the subscribing call (`assign(to: \.title, on: self)`).
        case argument
        /// The subscribing call is handed a method of `self` (`sink(receiveValue: self.update)`, or
        /// `update` bare when the type declares such a method in this file).
        case method
    }

    /// The type whose method or initializer holds the subscription, in `FileModel.types`.
    public var owner: Int32
    /// The method or initializer, in `FileModel.functions`.
    public var function: Int32
    /// The subscribing call (`sink`, `assign`, `subscribe`, `bind`, `drive`, `emit`).
    public var call: String
    /// Where the subscribing call's name is.
    public var position: SourcePosition
    /// The stored property that keeps the subscription (`cancellables`, `disposeBag`, `subscription`).
    public var storage: String
    public var capture: Capture
    /// The method handed to the subscribing call for `.method`, else "".
    public var captured: String
    /// Where `self` (or the name handed) is captured.
    public var capturePosition: SourcePosition
    /// What the chain starts from: the last name before its first call (`$phoneNumber` of
    /// `$phoneNumber.sink`, `fetchUsers` of `service.fetchUsers().sink`).
    public var source: String
    /// `source` is called (`fetchUsers()`): the chain subscribes to what a call returns.
    public var sourceIsCall: Bool
    /// The type also empties or cancels the storage in a method (or initializer's closure) other
    /// than those that subscribe, outside `deinit` (`cancellables.removeAll()` in `onDisappear`,
    /// `subscription = nil`, `disposeBag = DisposeBag()`), in this file.
    public var released: Bool
}

public struct DirectiveComment: Sendable, Equatable {
    /// The comment text without its delimiters, trimmed.
    public var text: String
    public var position: SourcePosition
    /// What taking the comment out removes: its lines when nothing else is on them; else the
    /// comment and the blanks before it when it ends its line; else the comment, with a space
    /// left where code would otherwise join.
    public var removal: TextEdit
}

/// The bytes from `start` up to `end` (excluded) replaced with `replacement`; positions are
/// 1-based lines and UTF-8 byte columns, as everywhere in the model.
public struct TextEdit: Sendable, Equatable {
    public var start: SourcePosition
    public var end: SourcePosition
    public var replacement: String

    public init(start: SourcePosition, end: SourcePosition, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

public struct ModelDiagnostic: Sendable, Equatable {
    public var message: String
    public var position: SourcePosition
}
