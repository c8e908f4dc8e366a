import Platform
import SwiftLexer

// The extractor's references pass; its state is in ModelExtractor.swift.
extension Extractor {
    /// Collects UpperCamel names in reference positions, each attributed to the innermost type
    /// whose tokens contain it; skips declared names, argument labels and `#if` conditions.
    mutating func extractReferences() {
        var interner = NameInterner(expectedCount: count / 16)
        var owners: [Int] = []
        // The first `rangesEnded` owners' reference ranges are already set (see `updateScopes`).
        var rangesEnded = 0
        var nextType = 0
        var activeGenerics: [Int] = []
        var nextGeneric = 0
        // How many active generic scopes declare each name (ids of `genericNames`): a reference
        // is looked up once, not against every scope's list.
        var genericNames = NameInterner()
        var activeDeclarations: [Int32] = []
        func countDeclarations(of scope: Int, by change: Int32) {
            for name in genericScopes[scope].names {
                let id = Int(genericNames.intern(name))
                if id == activeDeclarations.count { activeDeclarations.append(0) }
                activeDeclarations[id] += change
            }
        }
        var brackets: [UInt8] = []
        var conditionEnd = -1
        // Arguments of `@available(…)`, `#available(…)`, `@objc(…)`: platform names and selectors.
        var attributeArgumentsEnd = -1
        var references: [TypeReference] = []
        // The first components of the file's imports, to tell `DeviceKit.Device` from the project's `Device`.
        let importedModules = model.imports.map { Array($0.moduleName.utf8) }
        func isImportedModule(_ index: Int) -> Bool {
            guard index >= 0, tokens[index].kind == .identifier else { return false }
            let start = Int(tokens[index].offset), length = Int(tokens[index].length)
            return importedModules.contains { module in
                module.count == length && module.withUnsafeBufferPointer { name in
                    length == 0 || Bytes.compare(name.baseAddress!, bytes.baseAddress! + start, count: length) == 0
                }
            }
        }
        var navigationCalls: [NavigationCall] = []
        var ownCalls: [OwnCall] = []
        // Bare calls, one per name (`bareCalled` by name id), those of names the file declares dropped at the end.
        var bareCalls: [NameUse] = []
        var bareCalled: [Bool] = []
        // The names of functions declared in bodies, which the declarations pass does not mark, by token.
        var localFunctionNames: [Int] = []
        var memberCalls: [MemberCall] = []
        // The (name, type) pairs of the member calls kept, so each is kept once (see `FileModel.memberCalls`).
        var memberCallsKept = HashedKeys()
        var subscriptions: [StoredSubscription] = []
        // Per name, the owner and member of its last reference kept (owner << 32 | member): a use
        // the owner repeats says nothing new (rules read each owner's first use of a name), so
        // the repeats are not kept; except in members' initial values, where a rule looks for
        // what a property constructs on its line.
        var lastUse: [Int64] = []
        var nextInitialValue = 0
        var initialValueEnd = 0
        var referenceStart = [Int](repeating: 0, count: model.types.count)
        // Not an optional: `facts?.visit(…)` on a struct this size copies it out and back per call.
        let gathersFacts = detail.bodyFacts
        let keepsBareCalls = detail.bareCalls
        let keepsMemberCalls = detail.memberCalls
        var facts = BodyFacts(tokens: tokens, bytes: bytes, types: gathersFacts ? model.types : [])
        let bodies = methodBodies
        var openBodies: [Int] = []
        var nextBody = 0
        let functions = functionBodies
        var openFunctions: [Int] = []
        var nextFunction = 0
        // Per name, the function and construction of its last reference kept (see `lastUse`).
        var lastFunction: [Int32] = []
        let A = UInt8(ascii: "A"), Z = UInt8(ascii: "Z"), underscore = UInt8(ascii: "_"), backtick = UInt8(ascii: "`")
        let lowercaseA = UInt8(ascii: "a"), lowercaseZ = UInt8(ascii: "z")

        /// Brings the stacks of open types, method bodies and generic scopes up to `index`; the
        /// next token at which one of them opens or closes.
        func updateScopes(at index: Int) -> Int {
            while let owner = owners.last, typeEndToken[owner] < index {
                if owners.count > rangesEnded {
                    model.types[owner].referenceRange = referenceStart[owner]..<references.count
                } else {
                    rangesEnded -= 1
                }
                owners.removeLast()
            }
            while nextType < typeStartToken.count && typeStartToken[nextType] <= index {
                // A type's range holds those of the types nested in it; one past the nesting bound is
                // top-level in the model, and the ranges around it end where it starts, so that a
                // chain of them does not make each range hold all the rest.
                if typesPastNesting.contains(nextType) {
                    for owner in owners[rangesEnded...] { model.types[owner].referenceRange = referenceStart[owner]..<references.count }
                    rangesEnded = owners.count
                }
                referenceStart[nextType] = references.count
                owners.append(nextType)
                nextType += 1
            }
            while let function = openFunctions.last, functions[function].close <= index { openFunctions.removeLast() }
            while nextFunction < functions.count && functions[nextFunction].open < index {
                openFunctions.append(nextFunction)
                nextFunction += 1
            }
            while let body = openBodies.last, bodies[body].close <= index { openBodies.removeLast() }
            while nextBody < bodies.count && bodies[nextBody].open < index {
                openBodies.append(nextBody)
                nextBody += 1
            }
            while let generic = activeGenerics.last, genericScopes[generic].endToken < index {
                countDeclarations(of: generic, by: -1)
                activeGenerics.removeLast()
            }
            while nextGeneric < genericScopes.count && genericScopes[nextGeneric].startToken <= index {
                countDeclarations(of: nextGeneric, by: 1)
                activeGenerics.append(nextGeneric)
                nextGeneric += 1
            }
            var next = Int.max
            if let owner = owners.last { next = min(next, typeEndToken[owner] + 1) }
            if nextType < typeStartToken.count { next = min(next, typeStartToken[nextType]) }
            if let function = openFunctions.last { next = min(next, functions[function].close) }
            if nextFunction < functions.count { next = min(next, functions[nextFunction].open + 1) }
            if let body = openBodies.last { next = min(next, bodies[body].close) }
            if nextBody < bodies.count { next = min(next, bodies[nextBody].open + 1) }
            if let generic = activeGenerics.last { next = min(next, genericScopes[generic].endToken + 1) }
            if nextGeneric < genericScopes.count { next = min(next, genericScopes[nextGeneric].startToken) }
            return next
        }

        // The stacks change only at scope boundaries, not at every token.
        var nextBoundary = 0
        for index in 0..<count {
            if index >= nextBoundary {
                nextBoundary = updateScopes(at: index)
                let initializer = openFunctions.last.map { functions[$0].type == owners.last && model.functions[$0].name == "init" } ?? false
                if gathersFacts {
                    facts.focus(owner: owners.last, body: openBodies.last, bodies: bodies, inInitializer: initializer,
                                function: openFunctions.last.map { ($0, functions[$0].open) }, isDeclared: { declaresName[$0] })
                }
            }
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                switch punct(index) {
                case Punct.openParen:
                    if gathersFacts { facts.open(at: index) }
                    // `let (a, b)`, `for (key, value) in`: a tuple pattern that declares names.
                    let previous = keyword(index - 1)
                    let isPattern = previous == .let || previous == .var || previous == .for
                        || (brackets.last == Punct.pattern && (punct(index - 1) == Punct.openParen || punct(index - 1) == Punct.comma))
                    brackets.append(isPattern ? Punct.pattern : Punct.openParen)
                case Punct.openBrace:
                    if gathersFacts { facts.open(at: index) }
                    brackets.append(Punct.openBrace)
                    markClosureParameters(after: index)
                case Punct.openBracket:
                    if gathersFacts { facts.open(at: index) }
                    brackets.append(Punct.openBracket)
                case Punct.closeParen, Punct.closeBracket, Punct.closeBrace:
                    if gathersFacts { facts.close() }
                    if !brackets.isEmpty { brackets.removeLast() }
                default: break
                }
            case .keyword where keepsBareCalls && token.word == .func:
                localFunctionNames.append(index + 1)
            case .attribute:
                // `@Module.Wrapper`: the member is part of the attribute name.
                var member = index + 1
                while isAttributeMember(member) {
                    declaresName[member + 1] = true
                    member += 2
                }
                if punct(member) == Punct.openParen && tokens[member].offset == tokens[member - 1].end
                    && (file.token(token, is: "@available") || file.token(token, is: "@objc")
                        || file.token(token, is: "@_spi_available") || file.token(token, is: "@_originallyDefinedIn")
                        || file.token(token, is: "@backDeployed") || file.token(token, is: "@_backDeploy")) {
                    attributeArgumentsEnd = matchingClose(member)
                }
            case .pound:
                // A directive inside the condition before it (an unclosed `(`, broken code) is part
                // of that condition: not scanned again, which would cost each one the rest of it.
                if file.token(token, is: "#if") {
                    model.conditionalCompilationBlocks += 1
                    if index >= conditionEnd { conditionEnd = endOfDirectiveCondition(index) }
                } else if file.token(token, is: "#elseif") {
                    if index >= conditionEnd { conditionEnd = endOfDirectiveCondition(index) }
                } else if (file.token(token, is: "#available") || file.token(token, is: "#unavailable"))
                    && punct(index + 1) == Punct.openParen {
                    attributeArgumentsEnd = matchingClose(index + 1)
                }
            case .identifier:
                if gathersFacts { facts.visit(identifier: index, declared: declaresName[index]) }
                // Most names start lowercase: no type, whatever else holds; a few may be a navigation call.
                let head = bytes[Int(token.offset)]
                if head >= lowercaseA && head <= lowercaseZ {
                    if punct(index + 1) == Punct.openParen {
                        // A bare call's name, interned once for both lists; not a function's own name.
                        var called: Int32?
                        if keepsBareCalls && tokens[index + 1].offset == token.end && punct(index - 1) != Punct.period
                            && index >= conditionEnd && !declaresName[index] && word(index - 1) != .func {
                            let id = interner.intern(bytes, from: Int(token.offset), count: Int(token.length))
                            called = id
                            while bareCalled.count <= Int(id) { bareCalled.append(false) }
                            if !bareCalled[Int(id)] {
                                bareCalled[Int(id)] = true
                                bareCalls.append(NameUse(name: id, position: SourcePosition(line: token.line, column: token.column)))
                            }
                        }
                        if let function = openFunctions.last {
                            let owner = functions[function].type
                            let signature = model.types[owner].kind == .extension ? functions[function].open : nil
                            if !(head == Punct.lowercaseP || head == Punct.lowercaseS)
                                || NavigationCalls.lengths & (1 << UInt64(min(Int(token.length), 63))) == 0
                                || !NavigationCalls.note(at: index, owner: owner, function: function, signature: signature,
                                                         tokens: tokens, bytes: bytes, parameters: &callParameters, into: &navigationCalls) {
                                NavigationCalls.noteOwn(at: index, named: called, owner: owner, function: function, signature: signature,
                                                        tokens: tokens, bytes: bytes, names: &interner, parameters: &callParameters,
                                                        into: &ownCalls)
                            }
                            if keepsMemberCalls && index >= 2 && punct(index - 1) == Punct.period && tokens[index + 1].offset == token.end
                                && callsThroughReceiver(before: index - 1) {
                                let method = MemberCall.hash(ofName: bytes, from: Int(token.offset), count: Int(token.length))
                                if memberCallsKept.insert(method &+ UInt64(owner) &* 0x9E37_79B9_7F4A_7C15).inserted {
                                    memberCalls.append(MemberCall(method: method, owner: Int32(owner),
                                                                  position: SourcePosition(line: token.line, column: token.column)))
                                }
                            }
                        }
                    }
                    if Self.subscribingLengths & (1 << UInt64(min(Int(token.length), 63))) != 0,
                       Self.subscribingHeads & (1 << UInt64(head & 31)) != 0, punct(index - 1) == Punct.period,
                       let function = openFunctions.last {
                        noteSubscription(at: index, owner: functions[function].type, function: function,
                                         functionOpen: functions[function].open, into: &subscriptions)
                    }
                    continue
                }
                guard index >= conditionEnd, index > attributeArgumentsEnd, !declaresName[index] else { continue }
                // `Self`, `Any`, `Type`, `Protocol` are keywords wherever the lexer left them.
                switch token.word {
                case .Self, .Any, .Type, .Protocol: continue
                default: break
                }
                var start = Int(token.offset)
                var length = Int(token.length)
                if bytes[start] == backtick && length >= 2 {
                    start += 1
                    length -= 2
                    if length <= 8 && isKeywordSpelling(start, length) { continue }
                }
                var first = start
                while first < start + length && bytes[first] == underscore { first += 1 }
                guard first < start + length, bytes[first] >= A, bytes[first] <= Z else { continue }
                // `f(Label: x)`: an argument label, not a use of a type.
                if punct(index + 1) == Punct.colon && brackets.last == Punct.openParen
                    && (punct(index - 1) == Punct.openParen || punct(index - 1) == Punct.comma) {
                    continue
                }
                if isDeclaredInCode(index, brackets: brackets) { continue }
                let id = interner.intern(bytes, from: start, count: length)
                var isGeneric = false
                if !activeGenerics.isEmpty, let generic = genericNames.find(bytes, from: start, count: length) {
                    isGeneric = activeDeclarations[Int(generic)] > 0
                }
                var reference = TypeReference(
                    name: id, owner: Int32(owners.last ?? -1),
                    position: SourcePosition(line: token.line, column: token.column),
                    isGenericParameter: isGeneric)
                // `Foo.self`, the metatype, keeps `self` as its member: naming a type is no use of it.
                if punct(index + 1) == Punct.period && index + 2 < count
                    && (tokens[index + 2].kind == .identifier || word(index + 2) == .`self`) {
                    let member = tokens[index + 2]
                    reference.member = interner.intern(bytes, from: Int(member.offset), count: Int(member.length))
                } else if punct(index - 1) == Punct.colon && punct(index + 1) == Punct.equal && punct(index + 2) == Punct.period
                            && index + 3 < count && tokens[index + 3].kind == .identifier {
                    // `service: UserService = .shared`: the implicit member of the annotated type, in a
                    // parameter's default or a property's initial value, is `UserService.shared`.
                    let member = tokens[index + 3]
                    reference.member = interner.intern(bytes, from: Int(member.offset), count: Int(member.length))
                    reference.isImplicitMember = true
                }
                if let function = openFunctions.last, functions[function].type == owners.last {
                    reference.function = Int32(function)
                }
                reference.isModuleQualified = !importedModules.isEmpty && punct(index - 1) == Punct.period && isImportedModule(index - 2)
                reference.isConstruction = (punct(index + 1) == Punct.openParen && tokens[index + 1].offset == token.end)
                    || (punct(index + 1) == Punct.period && word(index + 2) == .`init` && punct(index + 3) == Punct.openParen)
                while nextInitialValue < initialValues.count && initialValues[nextInitialValue].lowerBound <= index {
                    initialValueEnd = max(initialValueEnd, initialValues[nextInitialValue].upperBound)
                    nextInitialValue += 1
                }
                if !isGeneric && index >= initialValueEnd {
                    // A use in another function, or a construction after a mention, is new.
                    let use = Int64(reference.owner) << 32 | Int64(UInt32(bitPattern: reference.member))
                    let function = reference.function << 1 | (reference.isConstruction ? 1 : 0)
                    while lastUse.count < interner.names.count {
                        lastUse.append(Int64.min)
                        lastFunction.append(0)
                    }
                    if lastUse[Int(id)] == use && lastFunction[Int(id)] == function { continue }
                    lastUse[Int(id)] = use
                    lastFunction[Int(id)] = function
                }
                references.append(reference)
            default:
                break
            }
        }
        while owners.count > rangesEnded, let owner = owners.popLast() {
            model.types[owner].referenceRange = referenceStart[owner]..<references.count
        }
        model.references = references
        model.navigationCalls = navigationCalls
        model.ownCalls = ownCalls
        model.bareCalls = dropDeclared(bareCalls, localFunctionNames: localFunctionNames, names: interner)
        model.memberCalls = memberCalls
        markReleases(&subscriptions)
        model.storedSubscriptions = subscriptions
        model.names = interner.names
        if gathersFacts { facts.finish(into: &model, bodies: bodies) }
    }

    /// The calls whose name the file declares (a local function, a closure property, a method of
    /// its own called from a closure): the file's, not another module's. The declared names are
    /// those `declaresName` marks (it marks only names after the token being read, so it holds at
    /// the end what it held when each was read) and the local functions'; read here, once per
    /// file with bare calls, rather than at every lower-case name.
    private func dropDeclared(_ calls: [NameUse], localFunctionNames: [Int], names: NameInterner) -> [NameUse] {
        guard !calls.isEmpty else { return calls }
        // A file declares many more names than it calls bare: a declared name is looked up only
        // when some call's name has its length, first and last byte (a bit of `shapes` each).
        func shape(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int { (count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 511 }
        var shapes = [UInt64](repeating: 0, count: 8)
        for call in calls {
            let name = names.names[Int(call.name)].utf8
            guard let first = name.first, let last = name.last else { continue }
            let bit = shape(name.count, first, last)
            shapes[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        var declared = [Bool](repeating: false, count: names.names.count)
        var any = false
        func note(_ index: Int) {
            guard index < count else { return }
            let token = tokens[index]
            guard token.kind == .identifier else { return }
            let start = Int(token.offset), count = Int(token.length)
            guard count > 0, bytes[start] >= UInt8(ascii: "a"), bytes[start] <= UInt8(ascii: "z") else { return }
            let bit = shape(count, bytes[start], bytes[start + count - 1])
            guard shapes[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return }
            if let id = names.find(bytes, from: start, count: count) {
                declared[Int(id)] = true
                any = true
            }
        }
        // `Bool` is a byte of 0 or 1: the C library's search skips the runs of undeclared tokens.
        declaresName.withUnsafeBufferPointer { marks in
            marks.withMemoryRebound(to: UInt8.self) { flags in
                guard let base = flags.baseAddress else { return }
                var at = 0
                while at < flags.count, let hit = Bytes.first(1, in: base + at, count: flags.count - at) {
                    let index = hit - base
                    note(index)
                    at = index + 1
                }
            }
        }
        for index in localFunctionNames { note(index) }
        return any ? calls.filter { !declared[Int($0.name)] } : calls
    }

    /// Whether the `.` at `period` follows a receiver other than `self` and `super`: a name, a
    /// call's or subscript's close, an optional's `?` or `!` (`$0.make(`, `list().first?.make(`),
    /// not an implicit member (`.success(value)` after `(`, `,` or `=`) nor a `self.` call (an own call).
    @inline(__always)
    private func callsThroughReceiver(before period: Int) -> Bool {
        var receiver = period - 1
        let mark = punct(receiver)
        if (mark == Punct.question || mark == Punct.bang) && receiver > 0 && tokens[receiver].offset == tokens[receiver - 1].end {
            receiver -= 1
        }
        switch tokens[receiver].kind {
        case .identifier: return true
        case .punctuation: return punct(receiver) == Punct.closeParen || punct(receiver) == Punct.closeBracket
        default: return false
        }
    }

    /// `` `Self` ``, `` `Any` ``, `` `Type` ``, `` `Protocol` ``: backticked, the lexer does not know
    /// them as words, and they never name a referenced type either.
    private func isKeywordSpelling(_ start: Int, _ length: Int) -> Bool {
        switch length {
        case 3: return bytes[start] == UInt8(ascii: "A") && bytes[start + 1] == UInt8(ascii: "n") && bytes[start + 2] == UInt8(ascii: "y")
        case 4:
            let spelled = (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
            return spelled == (83, 101, 108, 102) || spelled == (84, 121, 112, 101)  // Self, Type
        case 8:
            return bytes[start] == UInt8(ascii: "P") && bytes[(start + 1)..<(start + 8)].elementsEqual("rotocol".utf8)
        default: return false
        }
    }

    /// Names that code declares rather than uses: statement labels (`Outer: for …`, `break Outer`),
    /// pattern bindings (`let X`, `for X in`, `let (A, B)`).
    @inline(__always)
    private func isDeclaredInCode(_ index: Int, brackets: [UInt8]) -> Bool {
        let previous = keyword(index - 1)
        // `let X`, `for X in`; not `catch let Error.case(…)`, an enum case pattern.
        if (previous == .let || previous == .var || previous == .for) && punct(index + 1) != Punct.period { return true }
        if (previous == .break || previous == .continue) && !tokens[index].startsLine { return true }
        if punct(index + 1) == Punct.colon {
            switch keyword(index + 2) {
            case .while, .for, .repeat, .do, .if, .switch, .guard:
                if index == 0 || tokens[index].startsLine || punct(index - 1) == Punct.openBrace
                    || punct(index - 1) == Punct.semicolon {
                    return true
                }
            default: break
            }
        }
        if brackets.last == Punct.pattern && (punct(index - 1) == Punct.openParen || punct(index - 1) == Punct.comma) {
            let next = punct(index + 1)
            return next == Punct.comma || next == Punct.closeParen || next == Punct.colon
        }
        return false
    }

    /// `{ a, B in`, `{ [weak self] (x, Y) in`: closure parameters are declared names. Looks a
    /// bounded distance ahead of the brace at `brace`.
    private mutating func markClosureParameters(after brace: Int) {
        var j = brace + 1
        guard j < count else { return }
        // Most braces open a body whose first token is a keyword or on a new line: nothing to do.
        let first = tokens[j]
        if first.kind != .identifier && punct(j) != Punct.openParen && punct(j) != Punct.openBracket
            && first.word != .underscore {
            return
        }
        let limit = min(count, brace + 48)
        if punct(j) == Punct.openBracket {
            var depth = 0
            while j < limit {
                let c = punct(j)
                if c == Punct.openBracket { depth += 1 } else if c == Punct.closeBracket {
                    depth -= 1
                    if depth == 0 { break }
                }
                j += 1
            }
            guard j < limit else { return }
            j += 1
        }
        let namesStart = j
        let parenthesized = punct(j) == Punct.openParen
        if parenthesized {
            j = closureParameterClauseEnd(from: j, limit: limit, mark: false)
            guard j < limit else { return }
            j += 1
        } else {
            while j < limit && (isName(j) || keyword(j) == .underscore) {
                j += 1
                guard punct(j) == Punct.comma else { break }
                j += 1
            }
            if j == namesStart { return }
        }
        let namesEnd = j
        // Effects and a return type may follow: `(x) async throws -> Y in`.
        let w = word(j)
        guard w == .in || w == .async || w == .throws || w == .rethrows || isArrow(j) else { return }
        while j < limit && word(j) != .in {
            let c = punct(j)
            if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon { return }
            j += 1
        }
        guard j < limit, keyword(j) == .in else { return }
        if parenthesized {
            _ = closureParameterClauseEnd(from: namesStart, limit: limit, mark: true)
        } else {
            for name in namesStart..<namesEnd where isName(name) { declaresName[name] = true }
        }
    }

    /// The `)` closing the closure parameter clause at `open`; with `mark`, marks the parameter
    /// names (`(a, b: Int, C)`: the first name of each parameter) as declared.
    private mutating func closureParameterClauseEnd(from open: Int, limit: Int, mark: Bool) -> Int {
        var depth = 0
        var j = open
        while j < limit {
            let c = punct(j)
            if c == Punct.openParen || c == Punct.openBracket || isAngleOpen(j) {
                depth += 1
            } else if c == Punct.closeParen || c == Punct.closeBracket {
                depth -= 1
            } else if angleCloseCount(j) > 0 {
                depth -= angleCloseCount(j)
            } else if mark && depth == 1 && isName(j) && (punct(j - 1) == Punct.openParen || punct(j - 1) == Punct.comma) {
                declaresName[j] = true
                if isName(j + 1) { declaresName[j + 1] = true }  // `(label name: Int)`
            }
            if depth == 0 { break }
            j += 1
        }
        return j
    }
}
