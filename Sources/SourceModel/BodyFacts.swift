import SwiftLexer

/// What happens inside member bodies that some rules need: the methods a method calls on its
/// own type, and writes through a stored property (`model.count = 1`, `model.items.append(x)`,
/// `$model.name`). A second linear pass over the tokens, after the declarations are known.
enum BodyFacts {
    /// Methods that change the value they are called on.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
        "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "removeValue",
        "replaceSubrange", "swapAt",
    ]

    /// One pass over the tokens, attributing each call to the innermost method body around it
    /// and each write to the innermost type, so nesting never makes a token be read twice.
    static func attach(to model: inout FileModel, from file: TokenizedFile) {
        let tokens = file.tokens
        guard !tokens.isEmpty, !model.types.isEmpty else { return }
        let matching = matchingBraces(file)
        // Method bodies, as token ranges, in source order (nested ones after their container).
        var bodies: [(range: Range<Int>, type: Int, method: Int)] = []
        for typeIndex in model.types.indices {
            for (methodIndex, method) in model.types[typeIndex].methods.enumerated() {
                if let range = bodyRange(ofDeclarationAt: method.position.offset, in: file, matching: matching) {
                    bodies.append((range, typeIndex, methodIndex))
                }
            }
        }
        bodies.sort { $0.range.lowerBound < $1.range.lowerBound }
        var calls = [[Set<String>]](repeating: [], count: model.types.count)
        for typeIndex in model.types.indices {
            calls[typeIndex] = Array(repeating: [], count: model.types[typeIndex].methods.count)
        }
        let stored = model.types.map { Set($0.properties.map(\.name)) }
        var openBodies: [Int] = []
        var nextBody = 0
        var openTypes: [Int] = []
        var nextType = 0
        for index in tokens.indices {
            let offset = tokens[index].offset
            while let last = openBodies.last, bodies[last].range.upperBound <= index { openBodies.removeLast() }
            while nextBody < bodies.count && bodies[nextBody].range.lowerBound <= index {
                openBodies.append(nextBody)
                nextBody += 1
            }
            while let last = openTypes.last, model.types[last].endOffset <= offset { openTypes.removeLast() }
            while nextType < model.types.count && model.types[nextType].startOffset <= offset {
                openTypes.append(nextType)
                nextType += 1
            }
            guard tokens[index].kind == .identifier else { continue }
            if let body = openBodies.last, let name = call(at: index, file) {
                calls[bodies[body].type][bodies[body].method].insert(name)
            }
            if let owner = openTypes.last, !stored[owner].isEmpty,
               let write = memberWrite(at: index, stored: stored[owner], file, owner: owner) {
                model.memberWrites.append(write)
            }
        }
        for typeIndex in model.types.indices {
            for methodIndex in model.types[typeIndex].methods.indices {
                model.types[typeIndex].methods[methodIndex].calls = calls[typeIndex][methodIndex].sorted()
            }
        }
    }

    /// For each `{`, the index of its `}` (or the end), found with one stack.
    static func matchingBraces(_ file: TokenizedFile) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var open: [Int] = []
        for (index, token) in file.tokens.enumerated() {
            switch punctuation(token, file) {
            case UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: "}"): if let start = open.popLast() { result[start] = index }
            default: break
            }
        }
        for start in open { result[start] = file.tokens.count }
        return result
    }

    /// The tokens between the `{` and `}` of the body of the declaration whose keyword is at
    /// `offset`; nil for a requirement without a body.
    static func bodyRange(ofDeclarationAt offset: Int32, in file: TokenizedFile, matching: [Int: Int]) -> Range<Int>? {
        let tokens = file.tokens
        guard var index = firstToken(atOrAfter: offset, in: tokens) else { return nil }
        var depth = 0
        while index < tokens.count {
            let byte = punctuation(tokens[index], file)
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 && byte == UInt8(ascii: "}") { return nil }
            if depth == 0 && byte == UInt8(ascii: "{") { break }
            // A requirement without a body ends where the next declaration starts.
            if depth == 0 && tokens[index].offset != offset && tokens[index].startsLine && tokens[index].kind == .keyword
                && [.func, .var, .let, .`init`, .subscript, .case].contains(tokens[index].word) {
                return nil
            }
            index += 1
        }
        guard index < tokens.count, let close = matching[index] else { return nil }
        return (index + 1)..<close
    }

    /// `name(` or `self.name(`: a call that can only be to the type's own methods or to a free function.
    static func call(at index: Int, _ file: TokenizedFile) -> String? {
        let tokens = file.tokens
        guard index + 1 < tokens.count, punctuation(tokens[index + 1], file) == UInt8(ascii: "("),
              tokens[index + 1].offset == tokens[index].end, index == 0 || tokens[index - 1].word != .func else { return nil }
        if index > 0 && punctuation(tokens[index - 1], file) == UInt8(ascii: ".") {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        return file.text(tokens[index])
    }

    /// `base.member … = `, `base.member.append(…)` or `$base.member`, where `base` is a stored
    /// property of the type (optionally behind `self.`).
    static func memberWrite(at index: Int, stored: Set<String>, _ file: TokenizedFile, owner: Int) -> MemberWrite? {
        let tokens = file.tokens
        let token = tokens[index]
        guard token.kind == .identifier, index + 2 < tokens.count, punctuation(tokens[index + 1], file) == UInt8(ascii: "."),
              tokens[index + 2].kind == .identifier else { return nil }
        if index > 0 && punctuation(tokens[index - 1], file) == UInt8(ascii: ".") {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        var base = file.text(token)
        let isBinding = base.hasPrefix("$")
        if isBinding { base.removeFirst() }
        guard stored.contains(base) else { return nil }
        let member = file.text(tokens[index + 2])
        let position = SourcePosition(line: token.line, column: token.column, offset: token.offset)
        if isBinding { return MemberWrite(owner: Int32(owner), base: base, member: member, kind: .binding, position: position) }
        // Follow the member chain `a.b.c` to what comes after it.
        var last = index + 2
        while last + 2 < tokens.count && punctuation(tokens[last + 1], file) == UInt8(ascii: ".") && tokens[last + 2].kind == .identifier {
            last += 2
        }
        guard last + 1 < tokens.count else { return nil }
        let next = tokens[last + 1]
        if next.kind == .punctuation && next.length == 1 && file.firstByte(next) == UInt8(ascii: "=") {
            return MemberWrite(owner: Int32(owner), base: base, member: member, kind: .assignment, position: position)
        }
        if next.kind == .operator && file.text(next).hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(file.text(next)) {
            return MemberWrite(owner: Int32(owner), base: base, member: member, kind: .assignment, position: position)
        }
        if last > index + 2, punctuation(next, file) == UInt8(ascii: "("), mutatingMethods.contains(file.text(tokens[last])) {
            return MemberWrite(owner: Int32(owner), base: base, member: member, kind: .mutatingCall, position: position)
        }
        return nil
    }

    private static func punctuation(_ token: Token, _ file: TokenizedFile) -> UInt8 {
        token.kind == .punctuation && token.length == 1 ? file.firstByte(token) : 0
    }

    private static func firstToken(atOrAfter offset: Int32, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }
}
