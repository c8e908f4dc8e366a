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

    /// The source spelling.
    public var spelling: String {
        switch self {
        case .none: return ""
        case .underscore: return "_"
        default: return String(describing: self)
        }
    }

    /// Words the Swift reference reserves; they are keywords wherever they are not a label or a member name.
    public var isReserved: Bool { rawValue >= Word.associatedtype.rawValue && rawValue <= Word.underscore.rawValue }

    public var isDeclarationModifier: Bool {
        switch self {
        case .fileprivate, .private, .public, .internal, .static, .class: return true
        default: return rawValue >= Word.mutating.rawValue && rawValue <= Word.isolated.rawValue
        }
    }

    public var isAccessor: Bool { rawValue >= Word.get.rawValue && rawValue <= Word.read.rawValue }
    public var isAvailabilityArgument: Bool { rawValue >= Word.deprecated.rawValue && rawValue <= Word.noasync.rawValue }
}

/// Open-addressing table from spelling to `Word`, built once. Lookup hashes the bytes and
/// compares one candidate, so classifying an identifier costs about as much as reading it.
struct WordTable: Sendable {
    static let shared = WordTable()
    static let maxLength = 16
    private static let slotCount = 512

    private let slots: [UInt8]          // Word raw values, 0 = empty
    private let spellings: [[UInt8]]     // indexed by Word raw value

    private init() {
        var spellings: [[UInt8]] = []
        var slots = [UInt8](repeating: 0, count: Self.slotCount)
        for word in Word.allCases {
            spellings.append(Array(word.spelling.utf8))
            guard word != .none else { continue }
            let bytes = spellings[Int(word.rawValue)]
            var slot = Self.hash(bytes.withUnsafeBufferPointer { $0.baseAddress! }, bytes.count) & (Self.slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = word.rawValue
        }
        self.slots = slots
        self.spellings = spellings
    }

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h: UInt32 = 2_166_136_261
        for k in 0..<count { h = (h ^ UInt32(p[k])) &* 16_777_619 }
        return Int(h ^ (h >> 15))
    }

    func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> Word {
        guard count > 0, count <= Self.maxLength else { return .none }
        var slot = Self.hash(p, count) & (Self.slotCount - 1)
        while true {
            let raw = slots[slot]
            if raw == 0 { return .none }
            let spelling = spellings[Int(raw)]
            if spelling.count == count, spelling.withUnsafeBufferPointer({ memcmpEqual($0.baseAddress!, p, count) }) {
                return Word(rawValue: raw)!
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for k in 0..<count where a[k] != b[k] { return false }
    return true
}
