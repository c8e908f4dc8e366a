/// Words the later stages ask about, recognised once by the lexer so that no stage compares
/// strings per token. `kind` still says whether a word acted as keyword or identifier here.
public enum Word: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved: declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Reserved: statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`,
         `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved: expressions and types.
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`, underscore
    // Contextual: declaration modifiers.
    case `mutating`, `nonmutating`, `override`, `convenience`, `weak`, `unowned`, `lazy`, `nonisolated`,
         `final`, `required`, `optional`, `dynamic`, `indirect`, `infix`, `prefix`, `postfix`, `open`,
         `package`, `distributed`, `isolated`
    // Contextual: declaration introducers.
    case `actor`, `macro`
    // Contextual: effects and type prefixes.
    case `async`, `await`, `reasync`, `some`, `any`, `each`, `borrowing`, `consuming`, `sending`
    // Contextual: accessors.
    case `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `modify`, `read`
    // Contextual: only keywords after a period.
    case `Type`, `Protocol`
    // Contextual: `@available` arguments.
    case `deprecated`, `message`, `renamed`, `introduced`, `obsoleted`, `unavailable`, `noasync`

    /// Each word's spelling, by raw value: the case names (a test holds them to it), written out
    /// because asking the runtime for case names costs a millisecond at every start.
    public static let spellings: [String] = [
        "", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "mutating", "nonmutating", "override", "convenience", "weak", "unowned", "lazy", "nonisolated", "final",
        "required", "optional", "dynamic", "indirect", "infix", "prefix", "postfix", "open", "package",
        "distributed", "isolated", "actor", "macro", "async", "await", "reasync", "some", "any", "each", "borrowing",
        "consuming", "sending", "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "Type",
        "Protocol", "deprecated", "message", "renamed", "introduced", "obsoleted", "unavailable", "noasync",
    ]

    /// The source spelling.
    public var spelling: String { Word.spellings[Int(rawValue)] }

    /// Words the Swift reference reserves; they are keywords wherever they are not a label or a member name.
    public var isReserved: Bool { rawValue >= Word.associatedtype.rawValue && rawValue <= Word.underscore.rawValue }

    public var isDeclarationModifier: Bool {
        switch self {
        case .fileprivate, .private, .public, .internal, .static, .class: return true
        default: return rawValue >= Word.mutating.rawValue && rawValue <= Word.isolated.rawValue
        }
    }

    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension`: words that declare a type.
    public var isTypeIntroducer: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }

    /// Words that start a declaration after its attributes and modifiers.
    public var isDeclarationIntroducer: Bool {
        switch self {
        case .var, .let, .func, .`init`, .deinit, .subscript, .typealias, .associatedtype, .case, .import, .macro, .operator,
             .precedencegroup:
            return true
        default:
            return isTypeIntroducer
        }
    }

    public var isAccessor: Bool { rawValue >= Word.get.rawValue && rawValue <= Word.read.rawValue }
    public var isAvailabilityArgument: Bool { rawValue >= Word.deprecated.rawValue && rawValue <= Word.noasync.rawValue }
}

/// Open-addressing table from spelling to `Word`, built once. Lookup rejects most names by their
/// first byte and length, hashes three bytes and the length, and compares one candidate in place, so
/// classifying an identifier costs about as much as reading it. The table is one flat allocation
/// that lives as long as the process: no reference counting on the lexer's hot path.
struct WordTable: @unchecked Sendable {
    static let shared = WordTable()
    static let maxLength = 16
    private static let slotCount = 1024
    private static let slotSize = 32

    /// Per slot: [0] the word's raw value (0 = empty), [1] its length, [2..<18] its spelling.
    private let table: UnsafeMutablePointer<UInt8>
    /// Bit `n` of `lengths[b]` is set when some word of `n` bytes starts with byte `b`: most
    /// names are let go by this one test.
    private let lengths: UnsafeMutablePointer<UInt32>

    private init() {
        table = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.slotCount * Self.slotSize)
        table.initialize(repeating: 0, count: Self.slotCount * Self.slotSize)
        lengths = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        lengths.initialize(repeating: 0, count: 256)
        for word in Word.allCases where word != .none {
            let bytes = Array(word.spelling.utf8)
            precondition(bytes.count <= Self.maxLength)
            lengths[Int(bytes[0])] |= 1 << UInt32(bytes.count)
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress!, bytes.count) }
            while table[slot * Self.slotSize] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            let base = table + slot * Self.slotSize
            base[0] = word.rawValue
            base[1] = UInt8(bytes.count)
            for (k, byte) in bytes.enumerated() { base[2 + k] = byte }
        }
    }

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let h = UInt32(p[0]) &* 0x9E37_79B1 ^ UInt32(p[count - 1]) &* 0x85EB_CA77 ^ UInt32(p[count >> 1]) &* 0xC2B2_AE3D
            ^ UInt32(truncatingIfNeeded: count) &* 0x27D4_EB2F
        return Int(h >> 22) & (slotCount - 1)
    }

    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> Word {
        guard count > 0, count <= Self.maxLength, lengths[Int(p[0])] & (1 << UInt32(count)) != 0 else { return .none }
        var slot = Self.hash(p, count)
        while true {
            let base = table + slot * Self.slotSize
            let raw = base[0]
            if raw == 0 { return .none }
            if Int(base[1]) == count && memcmpEqual(base + 2, p, count) { return Word(rawValue: raw).unsafelyUnwrapped }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for k in 0..<count where a[k] != b[k] { return false }
    return true
}
