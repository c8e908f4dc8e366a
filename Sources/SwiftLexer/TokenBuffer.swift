/// The scanner's tokens, written in place: `Array.append` asks whether the array is uniquely
/// referenced on every call, a tenth of the lexer's instructions at one token per four bytes.
/// It writes into the storage of the array it will become (`Lexer.tokenize`), sized from the
/// file; a file with more tokens than that moves them to memory of its own, doubled as it fills,
/// and the array is made from that at the end.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// Whether `base` was allocated here (after the array's storage filled up), to be freed here.
    private(set) var ownsStorage = false
    private(set) var count = 0

    /// Writes into `storage`, which the caller owns and keeps initialized up to `count`.
    init(storage: UnsafeMutableBufferPointer<Token>) {
        base = storage.baseAddress!
        capacity = storage.count
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    subscript(index: Int) -> Token {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "token index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "token index out of range")
            base[index] = newValue
        }
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(16, capacity * 2))
        larger.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = larger
        capacity = max(16, capacity * 2)
        ownsStorage = true
    }

    /// The tokens, when they outgrew the array's storage; frees the memory allocated here.
    mutating func takeOwnedTokens() -> [Token]? {
        guard ownsStorage else { return nil }
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        ownsStorage = false
        capacity = 0
        count = 0
        return tokens
    }
}
