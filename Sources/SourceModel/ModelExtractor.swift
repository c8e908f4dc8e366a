import SwiftLexer

/// How much of a file the model keeps.
public struct ModelDetail: Sendable, Equatable {
    /// Functions' parameter lists (`FunctionDecl.params`; initializers and subscripts keep
    /// theirs): `dump` shows them, no rule reads them, and they are a fifth of a model's memory.
    public var functionParameters: Bool
    /// What methods' bodies do: the calls to their own type's methods (`FunctionDecl.calls`)
    /// and the writes through stored properties (`FileModel.memberWrites`). A seventh of the
    /// modelling time, read by few rules. Implies `implementationMethods`, which hold the calls.
    public var bodyFacts: Bool
    /// Methods declared in the bodies of classes, structs, enums and actors. Protocols and
    /// extensions keep theirs whatever this says (whether an extension extends a protocol is
    /// known only once the project is indexed). Rules mostly read protocols' methods, while an
    /// app's implementations hold most of its methods: half of the models' memory in the
    /// benchmark's generated apps.
    public var implementationMethods: Bool
    /// Functions called by a bare name (`FileModel.bareCalls`): every such call's name is
    /// interned, in every file, for the one rule that reads them (`layer-skip`).
    public var bareCalls: Bool
    /// Methods called through a receiver (`FileModel.memberCalls`): as costly, read by `layer-violation`.
    public var memberCalls: Bool

    public init(functionParameters: Bool = false, bodyFacts: Bool = false, implementationMethods: Bool = false,
                bareCalls: Bool = false, memberCalls: Bool = false) {
        self.functionParameters = functionParameters
        self.bodyFacts = bodyFacts
        self.implementationMethods = implementationMethods
        self.bareCalls = bareCalls
        self.memberCalls = memberCalls
    }

    /// Everything `archlint dump` shows.
    public static let full = ModelDetail(functionParameters: true, bodyFacts: true, implementationMethods: true,
                                         bareCalls: true, memberCalls: true)

    /// The least any rule reads; `RuleDescription.reads` says what a rule needs beyond it.
    public static let rules = ModelDetail()

    /// Every part either keeps.
    public func union(_ other: ModelDetail) -> ModelDetail {
        ModelDetail(functionParameters: functionParameters || other.functionParameters, bodyFacts: bodyFacts || other.bodyFacts,
                    implementationMethods: implementationMethods || other.implementationMethods,
                    bareCalls: bareCalls || other.bareCalls, memberCalls: memberCalls || other.memberCalls)
    }

    /// Whether methods declared in the body of a `kind` are kept.
    @inline(__always)
    func keepsMethods(of kind: TypeKind) -> Bool {
        implementationMethods || bodyFacts || kind == .protocol || kind == .extension
    }
}

/// Turns a file's tokens into its `FileModel` in two linear passes: declarations (with an
/// explicit scope stack, so nesting depth costs no recursion), then references.
public enum ModelExtractor {
    public static func extract(_ file: TokenizedFile, path: String, detail: ModelDetail = .full) -> FileModel {
        var model = file.tokens.withUnsafeBufferPointer { tokens in
            file.bytes.withUnsafeBufferPointer { bytes in
                var extractor = Extractor(file: file, tokens: tokens, bytes: bytes, path: path, detail: detail)
                extractor.extractDeclarations()
                extractor.extractReferences()
                extractor.extractDirectives()
                return extractor.model
            }
        }
        model.trimSpareCapacity()
        return model
    }
}

enum Punct {
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let equal = UInt8(ascii: "="), period = UInt8(ascii: "."), question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    /// The first letters of the navigation calls (`NavigationCalls`).
    static let lowercaseP = UInt8(ascii: "p"), lowercaseS = UInt8(ascii: "s")
    /// Marks a `(` that opens a tuple pattern in the references pass' bracket stack.
    static let pattern = UInt8(ascii: "p")
}

struct Scope {
    enum Kind {
        case file
        case typeBody(Int)
        /// Function, accessor, closure or statement body; `owner` is the enclosing type or -1.
        case code(owner: Int)
    }
    var kind: Kind
    /// Index in `genericScopes` whose end this scope's `}` sets.
    var genericScope: Int?
    /// Index in `methodBodies` when this is a method's body.
    var methodBody: Int?
    /// Index in `functionBodies` when this is the body of a type's method or initializer.
    var functionBody: Int?
}

struct GenericScope {
    var startToken: Int
    var endToken: Int
    var names: [String]
}

/// The attributes and modifiers in front of a declaration.
struct DeclarationPrefix {
    var start: Int
    var attributes: [String] = []
    var modifiers: [String] = []
    // What the modifiers say, noted from their words while the prefix is read: token indices
    // and flags, no string searches per declaration.
    /// Token of the first of `open`, `public`, `package`, `internal`, `fileprivate`, `private`, or -1.
    var accessToken = -1
    /// Token of `private` in `private(set)` and the like, or -1.
    var setterAccessToken = -1
    /// `static` or `class`.
    var isStatic = false
    var isMutating = false
    var isWeak = false
    /// `unowned`, `unowned(safe)`, `unowned(unsafe)`.
    var isUnowned = false
    var isLazy = false

    /// The token after the prefix: the declaration's introducer.
    var end: Int

    init(start: Int) {
        self.start = start
        end = start
    }

    var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty }

    /// Notes what the modifier `word` at `token` says; `argument` is the word in its parentheses
    /// (`set` in `private(set)`, `unsafe` in `unowned(unsafe)`), if it has one.
    mutating func note(_ word: Word, at token: Int, argument: Word?) {
        if let argument {
            if word == .unowned { isUnowned = true }
            if argument == .set && setterAccessToken < 0 { setterAccessToken = token }
            return
        }
        switch word {
        case .open, .public, .package, .internal, .fileprivate, .private: if accessToken < 0 { accessToken = token }
        case .static, .class: isStatic = true
        case .mutating: isMutating = true
        case .weak: isWeak = true
        case .unowned: isUnowned = true
        case .lazy: isLazy = true
        default: break
        }
    }
}

/// The state of one file's extraction. The passes over the tokens are in
/// `ModelExtractor+<section>.swift`, one extension each: token helpers, the declarations pass
/// (with imports, types, functions and properties in files of their own), the references pass
/// and directives.
struct Extractor {
    let file: TokenizedFile
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let detail: ModelDetail
    var model: FileModel

    var k = 0
    var scopes: [Scope] = [Scope(kind: .file)]
    /// Tokens that declare a name (not references) or belong to an import path.
    var declaresName: [Bool]
    var typeStartToken: [Int] = []
    var typeEndToken: [Int] = []
    var genericScopes: [GenericScope] = []
    /// Bodies of methods (of types, not free functions), in the order their `{` opens; only
    /// for body facts.
    var methodBodies: [BodyFacts.MethodBody] = []
    /// Bodies of types' methods and initializers, in the order their `{` opens (`close` is the
    /// token count while unclosed); `function` indexes `model.functions`.
    var functionBodies: [(type: Int, open: Int, close: Int)] = []
    /// Tokens of type members' initial values (`= OrdersWorker()`), in source order: the
    /// references pass keeps every reference in them (see `extractReferences`).
    var initialValues: [Range<Int>] = []
    /// Open `#if` blocks at the declaration level.
    var conditionalDepth = 0
    /// Initial-value expressions being scanned for local types, one inside another.
    var nestedExpressionScans = 0
    /// Texts longer than a small string, shared (see `sharedText`).
    var longTexts = NameInterner()
    /// Modifier lists made of known words, by their words: declarations with the same modifiers
    /// (`private`, `public static`) share one array.
    var sharedModifiers: [(key: UInt64, modifiers: [String])] = []
    /// Token indices of the modifiers of the prefix being read (storage reused).
    var prefixModifiers: [Int32] = []
    /// Name tokens of the binding `parseVariable` is reading (storage reused).
    var bindingNames: [Int] = []
    /// The parameters of the extension's method whose calls the references pass is reading.
    var callParameters = NavigationCalls.Parameters()
    /// A type nested more than this deep is modelled as a top-level one. Only generated or
    /// broken code gets there (40,000 unclosed `struct A {`), and a qualified name grows with its
    /// depth: their sum, and walks up the enclosing types, would grow with the depth's square.
    static let maximumTypeNesting = 64
    /// The file has a type nested deeper than `maximumTypeNesting` (diagnosed once).
    var nestedTooDeep = false
    /// Types nested deeper than `maximumTypeNesting`, modelled as top-level ones.
    var typesPastNesting = Set<Int>()
    /// Every bracket's partner, for a bracket not closed nearby (see `matchingClose`).
    let partners = BracketPartners()

    init(file: TokenizedFile, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, path: String,
         detail: ModelDetail) {
        self.file = file
        self.tokens = tokens
        self.bytes = bytes
        self.count = tokens.count
        self.detail = detail
        self.model = FileModel(path: path)
        self.declaresName = [Bool](repeating: false, count: tokens.count)
        model.lineCount = file.lines.lineCount
        for diagnostic in file.diagnostics {
            model.diagnostics.append(ModelDiagnostic(
                message: diagnostic.problem.rawValue,
                position: SourcePosition(line: diagnostic.line, column: diagnostic.column)))
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

/// Where each bracket of a file closes: for each kind, the nearest unmatched opener before a
/// closer is its partner, which is what counting that kind from the opener finds. Made the
/// first time `matchingClose` looks further than `nearby`; a class, so that the extractor's
/// non-mutating scans can fill it.
final class BracketPartners {
    static let nearby = 4096
    private var closeOf: [Int32] = []
    var isBuilt: Bool { !closeOf.isEmpty }

    func partner(of open: Int, in extractor: Extractor) -> Int {
        if closeOf.isEmpty { build(extractor) }
        return Int(closeOf[open])
    }

    private func build(_ extractor: Extractor) {
        let count = extractor.count
        closeOf = [Int32](repeating: Int32(count), count: count)
        // Unmatched openers, by the closer they wait for.
        var waiting: [UInt8: [Int32]] = [:]
        for index in 0..<count {
            let c = extractor.punct(index)
            if let closer = Extractor.closer(of: c) {
                waiting[closer, default: []].append(Int32(index))
            } else if let opener = waiting[c]?.popLast() {
                closeOf[Int(opener)] = Int32(index)
            }
        }
    }
}
