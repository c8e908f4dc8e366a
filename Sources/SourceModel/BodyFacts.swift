import SwiftLexer

/// What happens inside member bodies that some rules need: which methods of its own type
/// declaration a method calls, and writes through a stored property (`model.count = 1`,
/// `model.items.append(x)`, `$model.name`). One more linear pass over the tokens, after the declarations are known;
/// names are compared as interned bytes, so no `String` is made per token.
struct BodyFacts {
    /// Methods that change the value they are called on.
    static let mutatingMethods = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
        "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "removeValue",
        "replaceSubrange", "swapAt",
    ]

    private let tokens: UnsafeBufferPointer<Token>
    private let bytes: UnsafeBufferPointer<UInt8>
    private var names = NameInterner()

    static func attach(to model: inout FileModel, from file: TokenizedFile) {
        guard !file.tokens.isEmpty, !model.types.isEmpty else { return }
        file.tokens.withUnsafeBufferPointer { tokens in
            file.bytes.withUnsafeBufferPointer { bytes in
                var facts = BodyFacts(tokens: tokens, bytes: bytes)
                facts.attach(to: &model)
            }
        }
    }

    private init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// One pass over the tokens, attributing each call to the innermost method body around it
    /// and each write to the innermost type, so nesting never makes a token be read twice.
    private mutating func attach(to model: inout FileModel) {
        let matching = matchingBraces()
        // Method bodies, as token ranges, in source order (nested ones after their container).
        var bodies: [(range: Range<Int>, type: Int, method: Int)] = []
        for typeIndex in model.types.indices {
            for (methodIndex, method) in model.types[typeIndex].methods.enumerated() {
                if let range = bodyRange(ofDeclarationAt: method.position.offset, matching: matching) {
                    bodies.append((range, typeIndex, methodIndex))
                }
            }
        }
        bodies.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Plain arrays for the hot loop: reading `model.types[i]` there would copy a whole declaration.
        let bodyStarts = bodies.map(\.range.lowerBound)
        let bodyEnds = bodies.map(\.range.upperBound)
        let typeStarts = model.types.map(\.startOffset)
        let typeEnds = model.types.map(\.endOffset)
        var calledNames: [(body: Int, name: Int32)] = []
        // Names are interned only when their length could match: most tokens are rejected by one bit test.
        let stored = model.types.map { type in Set(type.properties.map { intern($0.name) }) }
        let storedLengths = model.types.map { Self.lengthMask($0.properties.map(\.name)) }
        let methods = model.types.map { type in Set(type.methods.map { intern($0.name) }) }
        let methodLengths = model.types.map { Self.lengthMask($0.methods.map(\.name)) }
        let mutators = Set(Self.mutatingMethods.map { intern($0) })
        var openBodies: [Int] = []
        var nextBody = 0
        var openTypes: [Int] = []
        var nextType = 0
        for index in tokens.indices {
            let offset = tokens[index].offset
            while let last = openBodies.last, bodyEnds[last] <= index { openBodies.removeLast() }
            while nextBody < bodyStarts.count && bodyStarts[nextBody] <= index {
                openBodies.append(nextBody)
                nextBody += 1
            }
            while let last = openTypes.last, typeEnds[last] <= offset { openTypes.removeLast() }
            while nextType < typeStarts.count && typeStarts[nextType] <= offset {
                openTypes.append(nextType)
                nextType += 1
            }
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            if let body = openBodies.last, Self.mayMatch(token, methodLengths[bodies[body].type]), let name = call(at: index),
               methods[bodies[body].type].contains(name) {
                calledNames.append((body, name))
            }
            // `$name` is one byte longer than the property it binds to.
            if let owner = openTypes.last, Self.mayMatch(token, storedLengths[owner]) || Self.mayMatch(token, storedLengths[owner] << 1),
               let write = memberWrite(at: index, stored: stored, mutators: mutators, owner: owner) {
                model.memberWrites.append(write)
            }
        }
        var calls = bodies.map { _ in Set<Int32>() }
        for call in calledNames { calls[call.body].insert(call.name) }
        for (body, names) in calls.enumerated() where !names.isEmpty {
            model.types[bodies[body].type].methods[bodies[body].method].calls = names.map { self.names.names[Int($0)] }.sorted()
        }
    }

    // MARK: Tokens

    /// Bit `n` set when some name is `n` bytes long (names of 63 bytes or more share bit 63).
    private static func lengthMask(_ names: [String]) -> UInt64 {
        names.reduce(0) { $0 | (1 << UInt64(min($1.utf8.count, 63))) }
    }

    private static func mayMatch(_ token: Token, _ mask: UInt64) -> Bool {
        mask & (1 << UInt64(min(Int(token.length), 63))) != 0
    }

    private func punctuation(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 ? bytes[Int(token.offset)] : 0
    }

    private mutating func intern(_ index: Int, droppingFirst drop: Int = 0) -> Int32 {
        let token = tokens[index]
        return names.intern(bytes, from: Int(token.offset) + drop, count: Int(token.length) - drop)
    }

    private mutating func intern(_ string: String) -> Int32 {
        var string = string
        return string.withUTF8 { names.intern($0, from: 0, count: $0.count) }
    }

    private func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.offset)..<Int(token.end)], as: UTF8.self)
    }

    /// The braces of the file in order, and for each `{` among them the token index of its `}`
    /// (the token count when unclosed): one stack, memory in proportion to the braces only.
    private func matchingBraces() -> (braces: [Int32], closes: [Int32]) {
        var braces: [Int32] = []
        var closes: [Int32] = []
        var open: [Int] = []
        for index in tokens.indices {
            switch punctuation(index) {
            case UInt8(ascii: "{"):
                open.append(braces.count)
                braces.append(Int32(index))
                closes.append(Int32(tokens.count))
            case UInt8(ascii: "}"):
                if let start = open.popLast() { closes[start] = Int32(index) }
            default:
                break
            }
        }
        return (braces, closes)
    }

    private func firstToken(atOrAfter offset: Int32) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }

    /// The tokens between the `{` and `}` of the body of the declaration whose keyword is at
    /// `offset`; nil for a requirement without a body.
    private func bodyRange(ofDeclarationAt offset: Int32, matching: (braces: [Int32], closes: [Int32])) -> Range<Int>? {
        guard var index = firstToken(atOrAfter: offset) else { return nil }
        var depth = 0
        while index < tokens.count {
            let byte = punctuation(index)
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 && byte == UInt8(ascii: "}") { return nil }
            if depth == 0 && byte == UInt8(ascii: "{") { break }
            // A requirement without a body ends where the next declaration starts.
            let token = tokens[index]
            if depth == 0 && token.offset != offset && token.startsLine && token.kind == .keyword {
                switch token.word {
                case .func, .var, .let, .`init`, .subscript, .case: return nil
                default: break
                }
            }
            index += 1
        }
        guard index < tokens.count else { return nil }
        // The brace's place among the braces, by binary search.
        var low = 0
        var high = matching.braces.count
        while low < high {
            let middle = (low + high) / 2
            if matching.braces[middle] < Int32(index) { low = middle + 1 } else { high = middle }
        }
        guard low < matching.braces.count, matching.braces[low] == Int32(index) else { return nil }
        return (index + 1)..<Int(matching.closes[low])
    }

    /// `name(` or `self.name(`: a call that can only be to the type's own methods or to a free
    /// function; its interned name (the caller keeps the type's own methods).
    private mutating func call(at index: Int) -> Int32? {
        guard index + 1 < tokens.count, punctuation(index + 1) == UInt8(ascii: "("),
              tokens[index + 1].offset == tokens[index].end, index == 0 || tokens[index - 1].word != .func else { return nil }
        if index > 0 && punctuation(index - 1) == UInt8(ascii: ".") {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        return intern(index)
    }

    /// `base.member … = `, `base.member.append(…)` or `$base.member`, where `base` is a stored
    /// property of the type (optionally behind `self.`).
    private mutating func memberWrite(at index: Int, stored: [Set<Int32>], mutators: Set<Int32>, owner: Int) -> MemberWrite? {
        guard index + 2 < tokens.count, punctuation(index + 1) == UInt8(ascii: "."), tokens[index + 2].kind == .identifier else {
            return nil
        }
        if index > 0 && punctuation(index - 1) == UInt8(ascii: ".") {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        let token = tokens[index]
        let isBinding = bytes[Int(token.offset)] == UInt8(ascii: "$")
        let base = intern(index, droppingFirst: isBinding ? 1 : 0)
        guard stored[owner].contains(base) else { return nil }
        let position = SourcePosition(line: token.line, column: token.column, offset: token.offset)
        func write(_ kind: MemberWrite.Kind) -> MemberWrite {
            MemberWrite(owner: Int32(owner), base: names.names[Int(base)], member: text(index + 2), kind: kind, position: position)
        }
        if isBinding { return write(.binding) }
        // Follow the member chain `a.b.c` to what comes after it.
        var last = index + 2
        while last + 2 < tokens.count && punctuation(last + 1) == UInt8(ascii: ".") && tokens[last + 2].kind == .identifier {
            last += 2
        }
        guard last + 1 < tokens.count else { return nil }
        let next = tokens[last + 1]
        if punctuation(last + 1) == UInt8(ascii: "=") { return write(.assignment) }
        if next.kind == .operator && bytes[Int(next.end) - 1] == UInt8(ascii: "=") {
            let spelling = text(last + 1)
            if !["==", "!=", "<=", ">=", "==="].contains(spelling) { return write(.assignment) }
        }
        if last > index + 2, punctuation(last + 1) == UInt8(ascii: "("), mutators.contains(intern(last)) {
            return write(.mutatingCall)
        }
        return nil
    }
}
