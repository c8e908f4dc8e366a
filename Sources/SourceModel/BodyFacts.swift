import SwiftLexer

/// What happens inside member bodies that some rules need: which methods of its own type
/// declaration a method calls, and writes through a stored property (`model.count = 1`,
/// `model.items.append(x)`, `$model.name`). Gathered during the references pass, after the
/// declarations are known; names are compared as interned bytes, so no `String` is made per token.
/// The small token helpers are always inlined: a call that is not passes this struct, a few hundred
/// bytes, by copying it.
struct BodyFacts {
    /// Methods that change the value they are called on.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
        "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "removeValue",
        "replaceSubrange", "swapAt",
    ]

    /// A method's body, the tokens strictly between its `{` and `}` (`close` is the token count
    /// while unclosed), found by the declarations pass.
    struct MethodBody {
        var type: Int
        var method: Int
        var open: Int
        var close: Int
    }

    private let tokens: UnsafeBufferPointer<Token>
    private let bytes: UnsafeBufferPointer<UInt8>
    private var names: NameInterner
    /// Per type: the interned names of its stored properties and of its methods (flat lists cut
    /// by `…Ends`, each type's run sorted for a binary search, so a type with thousands of
    /// members costs no scan per call), and bit masks of their lengths, so most identifiers are
    /// rejected by one bit test before any hashing.
    private var stored: [Int32] = []
    private var storedEnds: [Int] = []
    private var storedLengths: [UInt64] = []
    private var methods: [Int32] = []
    private var methodEnds: [Int] = []
    private var methodLengths: [UInt64] = []
    private var calledNames: [(body: Int, name: Int32)] = []
    /// Stored properties assigned in method bodies (`FunctionDecl.assigns`).
    private var assignedNames: [(body: Int, name: Int32)] = []
    /// Per type, whose stored properties its body may assign by bare name: its own, or for an
    /// extension those of the type it extends when that type is declared in the same file (-1: none).
    private var assignable: [Int] = []
    /// Stored properties assigned outside initializers, as `type << 32 | name`, each once.
    private var storedWrites = Set<Int64>()
    private var storedWriteOrder: [Int64] = []
    // The focus (see `focus`): -1 for none; length masks of the names a call or write may use.
    private var owner = -1
    private var body = -1
    private var bodyType = -1
    private var callLengths: UInt64 = 0
    private var writeLengths: UInt64 = 0
    private var writes: [MemberWrite] = []
    // The focus's type for bare assignments (see `assignable`), its names' lengths, and whether
    // the tokens are in an initializer's body, where assigning a stored property sets it up.
    private var assignOwner = -1
    private var assignLengths: UInt64 = 0
    private var inInitializer = false
    /// The focus's method or initializer (an index into the extractor's function bodies), -1 for none.
    private var function = -1
    /// Names hidden by a local declared in the focus (`let model = Model()`, a closure's or the
    /// method's parameter): a use of the bare name is the local's, not the stored property's.
    /// Counted per name (by interned id: no hashing per name), with a stack of (name, depth)
    /// that ends each local's scope when the bracket it was declared in closes.
    private var shadowCounts: [Int32] = []
    private var shadowStack: [(name: Int32, depth: Int)] = []
    /// Per type, the bracket depth just inside its body, where `let name` declares a stored
    /// property; deeper, it declares a local. Set when the type's first token is reached; 0 till then.
    private var bodyDepths: [Int]
    private var memberDepth = Int.max
    /// Per open bracket, the innermost call on a stored property that its tokens are arguments
    /// of (`model?.update(`): the receiver's id and the method's token, or receiver -1 for none.
    /// `pattern`: the bracket is a pattern's (`let (a, b)`, `case let .success(value)`), whose names it declares.
    /// `paren`: the bracket is a `(`, whose names (`case .success(let value)`) are declared for the block around it.
    private var nesting: [(receiver: Int32, method: Int, pattern: Bool, paren: Bool)] = []
    /// Length mask of the stored properties whose use in a call's arguments is noted (see `arguments`).
    private var argumentLengths: UInt64 = 0
    private var arguments: [StoredArgument] = []
    private var argumentKeys = Set<String>()

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, types: [TypeDecl]) {
        self.tokens = tokens
        self.bytes = bytes
        var storedCount = 0, methodCount = 0
        for index in types.indices {
            storedCount += types[index].properties.count
            methodCount += types[index].methods.count
        }
        names = NameInterner(expectedCount: storedCount + methodCount)
        bodyDepths = [Int](repeating: 0, count: types.count)
        stored.reserveCapacity(storedCount)
        methods.reserveCapacity(methodCount)
        storedEnds.reserveCapacity(types.count)
        methodEnds.reserveCapacity(types.count)
        storedLengths.reserveCapacity(types.count)
        methodLengths.reserveCapacity(types.count)
        var declaredAt: [String: Int] = [:]
        for index in types.indices where types[index].kind != .extension && declaredAt[types[index].qualifiedName] == nil {
            declaredAt[types[index].qualifiedName] = index
        }
        assignable = types.indices.map { index in
            types[index].kind != .extension ? index : (types[index].parent == nil ? declaredAt[types[index].name] ?? -1 : -1)
        }
        for index in types.indices {
            // Indexing reads just the names; `for property in …` would copy (retain) every field.
            Self.addNames(count: types[index].properties.count, { types[index].properties[$0].name }, interner: &names,
                          ids: &stored, ends: &storedEnds, lengths: &storedLengths)
            Self.addNames(count: types[index].methods.count, { types[index].methods[$0].name }, interner: &names,
                          ids: &methods, ends: &methodEnds, lengths: &methodLengths)
        }
        shadowCounts = Array(repeating: 0, count: names.names.count)
    }

    /// Appends one type's member names, interned, to `ids`, where the type's run ends to `ends`,
    /// and the mask of the names' lengths to `lengths`.
    private static func addNames(count: Int, _ name: (Int) -> String, interner: inout NameInterner,
                                 ids: inout [Int32], ends: inout [Int], lengths: inout [UInt64]) {
        var mask: UInt64 = 0
        let start = ids.count
        for member in 0..<count {
            let spelling = name(member)
            ids.append(interner.intern(spelling))
            mask |= lengthBit(spelling.utf8.count)
        }
        ids[start...].sort()
        ends.append(ids.count)
        lengths.append(mask)
    }

    private static func contains(_ name: Int32, _ names: [Int32], _ ends: [Int], of type: Int) -> Bool {
        var low = type == 0 ? 0 : ends[type - 1]
        var high = ends[type]
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < ends[type] && names[low] == name
    }

    /// Set by the references pass at each scope boundary: the innermost type around the tokens
    /// that follow (`owner`) and the innermost method body (`body`, an index into `bodies`).
    /// `function` is the innermost method or initializer and the token of its body's `{`; on entering
    /// one, its parameters (names marked by `isDeclared`) hide the stored properties of their names.
    mutating func focus(owner: Int?, body: Int?, bodies: [MethodBody], inInitializer: Bool,
                        function: (id: Int, open: Int)?, isDeclared: (Int) -> Bool) {
        // A type nested in the method keeps the method's locals hidden: the method has not ended.
        if (function?.id ?? -1) != self.function {
            for hidden in shadowStack { shadowCounts[Int(hidden.name)] = 0 }
            shadowStack.removeAll(keepingCapacity: true)
            self.function = function?.id ?? -1
            if let function, owner != nil { hideParameters(before: function.open, isDeclared: isDeclared) }
        }
        if let owner {
            if bodyDepths[owner] == 0 { bodyDepths[owner] = nesting.count + 1 }
            memberDepth = bodyDepths[owner]
        } else {
            memberDepth = Int.max
        }
        self.owner = owner ?? -1
        self.body = body ?? -1
        bodyType = body.map { bodies[$0].type } ?? -1
        callLengths = body == nil ? 0 : methodLengths[bodyType]
        // `$name` is one byte longer than the property it binds to.
        writeLengths = owner.map { storedLengths[$0] | storedLengths[$0] << 1 } ?? 0
        assignOwner = owner.map { assignable[$0] } ?? -1
        self.inInitializer = inInitializer
        assignLengths = assignOwner >= 0 && !inInitializer ? storedLengths[assignOwner] : 0
        argumentLengths = self.body >= 0 ? assignLengths : 0
    }

    /// Called by the references pass at each `(`, `[` and `{`: notes whether a call on a stored
    /// property opens here (`model?.update(`), so that the stored properties in its arguments are
    /// known. Array literals and closures in the arguments are still the call's; another call's
    /// parentheses (`format(selected)`) are not: what that call returns is passed, not the property.
    mutating func open(at index: Int) {
        var frame = nesting.last.map { ($0.receiver, $0.method, false, false) } ?? (-1, 0, false, false)
        if punctuation(index) == UInt8(ascii: "(") {
            frame = (-1, 0, isPattern(at: index), true)
            if argumentLengths != 0, let receiver = callReceiver(before: index) { frame = (receiver, index - 1, false, true) }
        }
        nesting.append(frame)
    }

    /// `(` after `let`/`var`/`for`, after `let .name` / `let Type.name`, or inside another pattern's.
    @inline(__always)
    private func isPattern(at open: Int) -> Bool {
        guard open > 0 else { return false }
        if nesting.last?.pattern == true { return true }
        var before = open - 1
        while before > 0 && (tokens[before].kind == .identifier || punctuation(before) == UInt8(ascii: ".")) { before -= 1 }
        let word = tokens[before].word
        return (word == .let || word == .var || word == .for) && (before == open - 1 || punctuation(before + 1) == UInt8(ascii: ".")
            || tokens[before + 1].kind == .identifier)
    }

    /// Called at each `)`, `]` and `}`: the locals declared inside the bracket go out of scope.
    mutating func close() {
        if !nesting.isEmpty { nesting.removeLast() }
        while let last = shadowStack.last, last.depth > nesting.count {
            shadowStack.removeLast()
            shadowCounts[Int(last.name)] -= 1
        }
    }

    @inline(__always)
    private func isShadowed(_ name: Int32) -> Bool {
        shadowCounts[Int(name)] > 0
    }

    /// The depth of the block a name declared here belongs to: names declared inside parentheses
    /// (`case .success(let value)`, `if case let .some(value)`) are the enclosing block's.
    @inline(__always)
    private var blockDepth: Int {
        var depth = nesting.count
        while depth > 0 && nesting[depth - 1].paren { depth -= 1 }
        return depth
    }

    private mutating func hide(_ name: Int32, depth: Int) {
        shadowStack.append((name, depth))
        shadowCounts[Int(name)] += 1
    }

    /// How far back from a body's `{` its parameters are looked for: a bound, as a method is
    /// entered again after each method of a type nested in it.
    static let signatureWindow = 1_024

    /// The parameters in the signature that ends at `open` (walked back to its `func` or `init`):
    /// each name, marked as declared and followed by `:`, hides the stored property it spells.
    private mutating func hideParameters(before open: Int, isDeclared: (Int) -> Bool) {
        var index = open - 1
        while index > 0 && index >= open - Self.signatureWindow {
            let token = tokens[index]
            if token.word == .func || token.word == .`init` || token.word == .subscript { break }
            let mark = punctuation(index)
            if mark == UInt8(ascii: "{") || mark == UInt8(ascii: "}") || mark == UInt8(ascii: ";") { break }
            if token.kind == .identifier && isDeclared(index) && punctuation(index + 1) == UInt8(ascii: ":"),
               let name = knownName(index) {
                hide(name, depth: nesting.count)
            }
            index -= 1
        }
    }

    /// Called by the references pass for each identifier, so the facts cost no pass of their
    /// own; most identifiers are let go by their length alone.
    /// `declared`: the extractor marked the name as declared here (a closure's parameter).
    @inline(__always)
    mutating func visit(identifier index: Int, declared: Bool) {
        let length = Self.lengthBit(Int(tokens[index].length))
        if (callLengths | writeLengths | assignLengths) & length != 0 { visitCandidate(index, length, declared: declared) }
    }

    private mutating func visitCandidate(_ index: Int, _ length: UInt64, declared: Bool) {
        // A call has `(` next, a write `.`: checked here, before building either.
        guard index + 1 < tokens.count else { return }
        // Deeper than the type's body: a local (at that depth, a member or a parameter of a signature).
        if nesting.count > memberDepth, declaresLocal(at: index, declared: declared) {
            let depth = blockDepth
            if depth > memberDepth, let name = knownName(index) { hide(name, depth: depth) }
            return
        }
        if argumentLengths & length != 0, nesting.last?.receiver ?? -1 >= 0 { noteArgument(at: index) }
        let next = punctuation(index + 1)
        if next == UInt8(ascii: "("), callLengths & length != 0, let name = call(at: index),
           Self.contains(name, methods, methodEnds, of: bodyType) {
            calledNames.append((body, name))
        }
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!"), writeLengths & length != 0,
           let write = memberWrite(at: index, owner: owner) {
            writes.append(write)
        }
        if assignLengths & length != 0, let name = storedAssignment(at: index) {
            let key = Int64(assignOwner) << 32 | Int64(name)
            if storedWrites.insert(key).inserted { storedWriteOrder.append(key) }
            if body >= 0 { assignedNames.append((body, name)) }
        }
    }

    /// `let name`, `var name`, `for name in`, or a closure's parameter (`declared`): a local, unless
    /// it only unwraps the stored property of its name (`if let name`, `guard let name = self.name`),
    /// which still refers to the same value.
    @inline(__always)
    private func declaresLocal(at index: Int, declared: Bool) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1].word
        if previous == .for { return true }
        if nesting.last?.pattern == true {
            let before = punctuation(index - 1), after = punctuation(index + 1)
            if (before == UInt8(ascii: "(") || before == UInt8(ascii: ",") || before == UInt8(ascii: ":"))
                && (after == UInt8(ascii: ")") || after == UInt8(ascii: ",")) {
                return true
            }
        }
        guard previous == .let || previous == .var else { return declared }
        let next = punctuation(index + 1)
        if next == UInt8(ascii: ",") || next == UInt8(ascii: "{") || tokens[index + 1].word == .else { return false }
        guard next == UInt8(ascii: "="), index + 2 < tokens.count else { return true }
        var value = index + 2
        if tokens[value].word == .self {
            value += 1
            if punctuation(value) == UInt8(ascii: "?") || punctuation(value) == UInt8(ascii: "!") { value += 1 }
            guard punctuation(value) == UInt8(ascii: ".") else { return true }
            value += 1
        }
        return value >= tokens.count || text(value) != text(index)
    }

    /// `model.update(`, `self.model?.update(` with `(` at `open`: the receiver's id when it is a
    /// stored property of the focus's type (see `assignable`) that no local hides.
    @inline(__always)
    private func callReceiver(before open: Int) -> Int32? {
        guard open >= 3, tokens[open - 1].kind == .identifier, tokens[open].offset == tokens[open - 1].end,
              punctuation(open - 2) == UInt8(ascii: ".") else { return nil }
        var receiver = open - 3
        if receiver > 0 && (punctuation(receiver) == UInt8(ascii: "?") || punctuation(receiver) == UInt8(ascii: "!")) { receiver -= 1 }
        guard tokens[receiver].kind == .identifier, let name = bareOrSelf(receiver),
              Self.contains(name, stored, storedEnds, of: assignOwner) else { return nil }
        return name
    }

    /// The id of the name at `index` when it stands for the stored property it spells: after
    /// `self.` / `self?.`, or bare (not a member of something else) and hidden by no local.
    @inline(__always)
    private func bareOrSelf(_ index: Int) -> Int32? {
        guard let name = knownName(index) else { return nil }
        guard index > 0 && punctuation(index - 1) == UInt8(ascii: ".") else { return isShadowed(name) ? nil : name }
        var receiver = index - 2
        if receiver > 0 && (punctuation(receiver) == UInt8(ascii: "?") || punctuation(receiver) == UInt8(ascii: "!")) { receiver -= 1 }
        return receiver >= 0 && tokens[receiver].word == .self ? name : nil
    }

    /// A stored property read in the arguments of the innermost open call on a stored property
    /// (`model?.update(photos: selectedPhotos)`); not an argument's label, nor the receiver itself.
    private mutating func noteArgument(at index: Int) {
        guard let frame = nesting.last, punctuation(index + 1) != UInt8(ascii: ":"), punctuation(index + 1) != UInt8(ascii: "="),
              let name = bareOrSelf(index), name != frame.receiver, Self.contains(name, stored, storedEnds, of: assignOwner) else { return }
        let method = text(frame.method)
        let property = names.names[Int(name)], receiver = names.names[Int(frame.receiver)]
        guard argumentKeys.insert("\(assignOwner) \(receiver) \(method) \(property)").inserted else { return }
        let token = tokens[index]
        arguments.append(StoredArgument(owner: Int32(assignOwner), receiver: receiver, method: method, property: property,
                                        position: SourcePosition(line: token.line, column: token.column)))
    }

    /// Stores the writes and, per method, the sorted names of the own methods it calls and of the
    /// stored properties it assigns.
    func finish(into model: inout FileModel, bodies: [MethodBody]) {
        model.memberWrites = writes
        model.storedArguments = arguments
        model.storedWrites = storedWriteOrder.map { key in
            StoredWrite(owner: Int32(truncatingIfNeeded: key >> 32), name: names.names[Int(Int32(truncatingIfNeeded: key))])
        }
        for (body, names) in grouped(calledNames) { model.types[bodies[body].type].methods[bodies[body].method].calls = names }
        for (body, names) in grouped(assignedNames) { model.types[bodies[body].type].methods[bodies[body].method].assigns = names }
    }

    /// Per body, its names sorted, each once: a sort of the few pairs, no set per method.
    private func grouped(_ pairs: [(body: Int, name: Int32)]) -> [(body: Int, names: [String])] {
        let sorted = pairs.sorted { ($0.body, $0.name) < ($1.body, $1.name) }
        var result: [(body: Int, names: [String])] = []
        var start = 0
        while start < sorted.count {
            let body = sorted[start].body
            var names: [String] = []
            var end = start
            while end < sorted.count && sorted[end].body == body {
                if end == start || sorted[end].name != sorted[end - 1].name { names.append(self.names.names[Int(sorted[end].name)]) }
                end += 1
            }
            result.append((body, names.sorted()))
            start = end
        }
        return result
    }

    // MARK: Tokens

    /// The bit of a name `length` bytes long in a length mask (names of 63 bytes or more share bit 63).
    private static func lengthBit(_ length: Int) -> UInt64 {
        1 << UInt64(min(length, 63))
    }

    @inline(__always)
    private func punctuation(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 ? bytes[Int(token.offset)] : 0
    }

    /// The id of the token's name (without its first `drop` bytes) when it is the name of some
    /// property or method: only those were interned, and no other name can match.
    @inline(__always)
    private func knownName(_ index: Int, droppingFirst drop: Int = 0) -> Int32? {
        let token = tokens[index]
        return names.find(bytes, from: Int(token.offset) + drop, count: Int(token.length) - drop)
    }

    private func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.offset)..<Int(token.end)], as: UTF8.self)
    }

    /// `name(` or `self.name(`, with `(` next (the caller has checked): a call that can only be
    /// to the type's own methods or to a free function; its interned name (the caller keeps the
    /// type's own methods).
    @inline(__always)
    private func call(at index: Int) -> Int32? {
        guard tokens[index + 1].offset == tokens[index].end, index == 0 || tokens[index - 1].word != .func else { return nil }
        if index > 0 && punctuation(index - 1) == UInt8(ascii: ".") {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        return knownName(index)
    }

    /// `name = …`, `self.name += …`, `self?.name.append(…)` or `&name`, where `name` is a stored
    /// property of the focus's type (see `assignable`) and no local declared here (`let name =`):
    /// the name's id.
    @inline(__always)
    private func storedAssignment(at index: Int) -> Int32? {
        var before = index - 1
        if before >= 0 && punctuation(before) == UInt8(ascii: ".") {
            // `self.name`, or `self?.name` / `self!.name` in a closure that captured `self` weakly.
            var receiver = before - 1
            if receiver >= 1 && tokens[receiver].length == 1
                && (bytes[Int(tokens[receiver].offset)] == UInt8(ascii: "?") || bytes[Int(tokens[receiver].offset)] == UInt8(ascii: "!")) {
                receiver -= 1
            }
            guard receiver >= 0, tokens[receiver].word == .self else { return nil }
            before = receiver - 1
        } else if before >= 0 && (tokens[before].word == .var || tokens[before].word == .let) {
            return nil
        } else if let name = knownName(index), isShadowed(name) {
            return nil
        }
        let isInout = before >= 0 && tokens[before].length == 1 && bytes[Int(tokens[before].offset)] == UInt8(ascii: "&")
        guard index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1]
        var writes = isInout || punctuation(index + 1) == UInt8(ascii: "=")
        if !writes && next.kind == .operator && bytes[Int(next.end) - 1] == UInt8(ascii: "=") {
            writes = !["==", "!=", "<=", ">=", "==="].contains(text(index + 1))
        }
        if !writes && punctuation(index + 1) == UInt8(ascii: ".") && index + 3 < tokens.count
            && punctuation(index + 3) == UInt8(ascii: "(") && Self.mutatingMethods.contains(text(index + 2)) {
            writes = true
        }
        guard writes, let name = knownName(index), Self.contains(name, stored, storedEnds, of: assignOwner) else { return nil }
        return name
    }

    /// The member named after `index`: `.member`, or through an optional `?.member` / `!.member`.
    @inline(__always)
    private func member(after index: Int) -> Int? {
        var dot = index + 1
        if dot < tokens.count, tokens[dot].offset == tokens[index].end,
           punctuation(dot) == UInt8(ascii: "?") || punctuation(dot) == UInt8(ascii: "!") {
            dot += 1
        }
        guard dot + 1 < tokens.count, punctuation(dot) == UInt8(ascii: "."), tokens[dot + 1].kind == .identifier else { return nil }
        return dot + 1
    }

    /// `base.member … = `, `base?.member.append(…)` or `$base.member`, with `.`, `?` or `!` next
    /// (the caller has checked), where `base` is a stored property of the type (optionally behind
    /// `self.`).
    @inline(__always)
    private func memberWrite(at index: Int, owner: Int) -> MemberWrite? {
        guard let first = member(after: index) else { return nil }
        let isSelf = index > 0 && punctuation(index - 1) == UInt8(ascii: ".")
        if isSelf {
            guard index >= 2, tokens[index - 2].word == .self else { return nil }
        }
        let token = tokens[index]
        let isBinding = bytes[Int(token.offset)] == UInt8(ascii: "$")
        guard let base = knownName(index, droppingFirst: isBinding ? 1 : 0), Self.contains(base, stored, storedEnds, of: owner),
              isSelf || !isShadowed(base) else {
            return nil
        }
        let position = SourcePosition(line: token.line, column: token.column)
        // Follow the member chain `a.b?.c` to what comes after it.
        var last = first, receiver = first
        while let next = member(after: last) { (receiver, last) = (last, next) }
        func write(_ kind: MemberWrite.Kind) -> MemberWrite {
            MemberWrite(owner: Int32(owner), base: names.names[Int(base)], member: text(first),
                        chainEnd: text(kind == .mutatingCall ? receiver : last), inInitializer: inInitializer, kind: kind,
                        position: position)
        }
        if isBinding { return write(.binding) }
        guard last + 1 < tokens.count else { return nil }
        let next = tokens[last + 1]
        if punctuation(last + 1) == UInt8(ascii: "=") { return write(.assignment) }
        if next.kind == .operator && bytes[Int(next.end) - 1] == UInt8(ascii: "=") {
            let spelling = text(last + 1)
            if !["==", "!=", "<=", ">=", "==="].contains(spelling) { return write(.assignment) }
        }
        if last > first, punctuation(last + 1) == UInt8(ascii: "("), Self.mutatingMethods.contains(text(last)) {
            return write(.mutatingCall)
        }
        return nil
    }
}

/// UIKit's calls that show another screen, found in the bodies of types' methods and initializers
/// by the references pass (not gated by `ModelDetail.bodyFacts`: one bit test per identifier,
/// and a handful of byte comparisons for the few that have a watched name's length). A call
/// counts only with the arguments UIKit's method has: `pushViewController(_, animated:)`,
/// `present(_, animated:)`, `show(_, sender:)`, `showDetailViewController(_, sender:)`,
/// `performSegue(withIdentifier:, sender:)`; so an app's own `show(error:)` is not one.
enum NavigationCalls {
    /// The watched names and the argument label each must carry (`performSegue`'s is its first).
    static let watched: [(name: StaticString, label: StaticString)] = [
        ("pushViewController", "animated"), ("present", "animated"), ("show", "sender"),
        ("showDetailViewController", "sender"), ("performSegue", "withIdentifier"),
    ]
    static let names: [String] = watched.map { $0.name.description }

    /// The length mask of the watched names (see `BodyFacts.lengthBit`): 4, 7, 12, 18 and 24
    /// bytes, a constant so that the references pass tests it inline (`NavigationCallTests`
    /// checks it against `watched`).
    static var lengths: UInt64 { 1 << 4 | 1 << 7 | 1 << 12 | 1 << 18 | 1 << 24 }

    /// How far past `(` a call's label is looked for: a bound, so that calls nested in each
    /// other's arguments cost no more than this each.
    static let labelWindow = 96

    /// Appends the call at `index` to `calls` if it is a watched one, and says whether it was.
    /// Kept out of line: the references pass calls it only for the lowercase identifiers of a
    /// watched name's length. `signature`: the `{` of the method's body when the method is in an
    /// extension, where what it shows may be one of its parameters (`NavigationCall.showsParameter`).
    @inline(never)
    static func note(at index: Int, owner: Int, function: Int, signature: Int?, tokens: UnsafeBufferPointer<Token>,
                     bytes: UnsafeBufferPointer<UInt8>, parameters: inout Parameters, into calls: inout [NavigationCall]) -> Bool {
        guard var call = call(at: index, owner: owner, function: function, tokens: tokens, bytes: bytes) else { return false }
        // The argument is named only when the call is not `performSegue`, whose first argument is its identifier.
        if let signature, !call.argument.isEmpty, let argument = firstArgument(after: index, tokens: tokens, bytes: bytes) {
            call.showsParameter = parameters.contain(argument, signature: signature, tokens: tokens, bytes: bytes)
        }
        calls.append(call)
        return true
    }

    /// Appends the call at `index` (a lowercase name before `(`) to `calls` when it is made bare
    /// or through `self` (`push(module: next)`, `self?.present(next, presentationStyle: .popover)`):
    /// a method of the app's that may navigate (`FileModel.ownCalls`). Not a declaration's name.
    /// Its names go into `names`, the file's table; `named` is the call's name when already there.
    @inline(never)
    static func noteOwn(at index: Int, named: Int32?, owner: Int, function: Int, signature: Int?, tokens: UnsafeBufferPointer<Token>,
                        bytes: UnsafeBufferPointer<UInt8>, names: inout NameInterner, parameters: inout Parameters,
                        into calls: inout [OwnCall]) {
        let token = tokens[index]
        guard index + 2 < tokens.count, tokens[index + 1].offset == token.end, index == 0 || tokens[index - 1].word != .func
        else { return }
        if index >= 2 && punctuation(index - 1, tokens, bytes) == UInt8(ascii: ".") {
            var r = index - 2
            let mark = punctuation(r, tokens, bytes)
            if (mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!")) && r > 0 { r -= 1 }
            guard tokens[r].word == .self, r == 0 || punctuation(r - 1, tokens, bytes) != UInt8(ascii: ".") else { return }
        }
        var call = OwnCall(method: named ?? names.intern(bytes, from: Int(token.offset), count: Int(token.length)), argument: -1,
                           owner: Int32(owner), function: Int32(function),
                           position: SourcePosition(line: token.line, column: token.column), showsParameter: false)
        if let argument = firstArgument(after: index, tokens: tokens, bytes: bytes) {
            call.argument = names.intern(bytes, from: Int(tokens[argument].offset), count: Int(tokens[argument].length))
            if let signature { call.showsParameter = parameters.contain(argument, signature: signature, tokens: tokens, bytes: bytes) }
        }
        calls.append(call)
    }

    /// The token of the first name of a call's first argument, after its label (`next` of
    /// `push(module: next)`), nil when it starts otherwise.
    private static func firstArgument(after index: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var a = index + 2
        if a + 1 < tokens.count && tokens[a].kind == .identifier && punctuation(a + 1, tokens, bytes) == UInt8(ascii: ":") { a += 2 }
        return a < tokens.count && tokens[a].kind == .identifier ? a : nil
    }

    /// The parameters of the method whose body opens at `signature`, for `NavigationCall.showsParameter`: its
    /// signature read back to its `func` (at most `bindingWindow` tokens), each name before `:`
    /// inside its parentheses. Read once per method, not once per call in it.
    struct Parameters {
        private var signature = -1
        private var names: [Token] = []

        init() {}

        /// Whether the name at `argument` is one of them.
        mutating func contain(_ argument: Int, signature: Int, tokens: UnsafeBufferPointer<Token>,
                              bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            if signature != self.signature { read(signature: signature, tokens: tokens, bytes: bytes) }
            let name = tokens[argument]
            return names.contains { sameText($0, name, bytes) }
        }

        private mutating func read(signature: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
            self.signature = signature
            names.removeAll(keepingCapacity: true)
            var start = signature - 1
            let stop = max(0, signature - bindingWindow)
            while start > stop && tokens[start].word != .func { start -= 1 }
            guard tokens[start].word == .func else { return }
            var depth = 0
            for j in start..<signature {
                let mark = punctuation(j, tokens, bytes)
                if mark == UInt8(ascii: "(") || mark == UInt8(ascii: "[") || mark == UInt8(ascii: "<") { depth += 1 }
                if mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") || mark == UInt8(ascii: ">") { depth -= 1 }
                if depth == 1 && tokens[j].kind == .identifier && punctuation(j + 1, tokens, bytes) == UInt8(ascii: ":") {
                    names.append(tokens[j])
                }
            }
        }
    }

    /// The call at `index` (an identifier), if it is one of the watched calls with UIKit's
    /// arguments and is not the method's declaration.
    private static func call(at index: Int, owner: Int, function: Int, tokens: UnsafeBufferPointer<Token>,
                     bytes: UnsafeBufferPointer<UInt8>) -> NavigationCall? {
        let token = tokens[index]
        guard index + 2 < tokens.count, punctuation(index + 1, tokens, bytes) == UInt8(ascii: "("),
              tokens[index + 1].offset == token.end, index == 0 || tokens[index - 1].word != .func else { return nil }
        var which = -1
        for (candidate, entry) in watched.enumerated() where entry.name.utf8CodeUnitCount == Int(token.length) {
            if spells(token, entry.name, bytes) { which = candidate; break }
        }
        guard which >= 0 else { return nil }
        let label = watched[which].label
        // The label: first for `performSegue`, else at depth 1 within the window.
        if which == 4 {
            guard spells(tokens[index + 2], label, bytes) else { return nil }
        } else {
            var depth = 0
            var found = false
            var j = index + 1
            let end = min(tokens.count - 1, index + 1 + labelWindow)
            while j < end {
                let c = punctuation(j, tokens, bytes)
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    depth += 1
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1 && c == UInt8(ascii: ",") && spells(tokens[j + 1], label, bytes)
                            && punctuation(j + 2, tokens, bytes) == UInt8(ascii: ":") {
                    found = true
                    break
                }
                j += 1
            }
            guard found else { return nil }
        }
        // The receiver: the name before `.` (`navigationController?.`, `self.`), "" for none.
        var receiver = ""
        if index >= 2 && punctuation(index - 1, tokens, bytes) == UInt8(ascii: ".") {
            var r = index - 2
            let mark = punctuation(r, tokens, bytes)
            if (mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!")) && r > 0 { r -= 1 }
            let before = tokens[r]
            receiver = before.kind == .identifier || before.word == .self || before.word == .super ? text(before, bytes) : "?"
        }
        // The first argument's first name (after a label): what is shown, when it is named.
        var argument = ""
        var argumentType = ""
        if which != 4, let a = firstArgument(after: index, tokens: tokens, bytes: bytes) {
            argument = text(tokens[a], bytes)
            argumentType = boundType(of: tokens[a], before: index, tokens: tokens, bytes: bytes)
        }
        return NavigationCall(method: names[which], receiver: receiver, argument: argument, argumentType: argumentType,
                              owner: Int32(owner), function: Int32(function),
                              position: SourcePosition(line: token.line, column: token.column))
    }

    /// How far back from a call the binding of its argument is looked for: a bound, so that a
    /// long method's calls cost no more than this each.
    static let bindingWindow = 1024

    /// The type whose initializer the nearest `let name = Type(…)` or `var name = Type(…)` before
    /// the call calls, within the method (the scan stops at a `func`): what a local named
    /// otherwise (`let controller = UIAlertController(…)`) holds. "" when there is none.
    private static func boundType(of name: Token, before index: Int, tokens: UnsafeBufferPointer<Token>,
                                  bytes: UnsafeBufferPointer<UInt8>) -> String {
        var j = index - 1
        let stop = max(0, index - bindingWindow)
        while j >= stop {
            let token = tokens[j]
            if token.word == .func { return "" }
            if (token.word == .let || token.word == .var) && j + 4 < index, tokens[j + 1].length == name.length,
               sameText(tokens[j + 1], name, bytes), punctuation(j + 2, tokens, bytes) == UInt8(ascii: "="),
               tokens[j + 3].kind == .identifier {
                let type = tokens[j + 3]
                let head = bytes[Int(type.offset)]
                guard head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z"),
                      punctuation(j + 4, tokens, bytes) == UInt8(ascii: "(") else { return "" }
                return text(type, bytes)
            }
            j -= 1
        }
        return ""
    }

    fileprivate static func sameText(_ a: Token, _ b: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.length == b.length else { return false }
        for offset in 0..<Int(a.length) where bytes[Int(a.offset) + offset] != bytes[Int(b.offset) + offset] { return false }
        return true
    }

    fileprivate static func punctuation(_ index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard index >= 0 && index < tokens.count else { return 0 }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 ? bytes[Int(token.offset)] : 0
    }

    private static func spells(_ token: Token, _ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(token.length) == name.utf8CodeUnitCount else { return false }
        let start = Int(token.offset)
        let spelled = name.utf8Start
        for offset in 0..<name.utf8CodeUnitCount where bytes[start + offset] != spelled[offset] { return false }
        return true
    }

    private static func text(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.offset)..<Int(token.end)]), as: UTF8.self)
    }
}
