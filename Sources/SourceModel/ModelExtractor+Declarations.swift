import SwiftLexer

// The extractor's declarations pass; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func extractDeclarations() {
        while k < count {
            if inDeclarationContext { parseMemberOrStatement() } else { scanCode(until: count) }
        }
        while scopes.count > 1 {
            let scope = scopes.removeLast()
            close(scope, at: count - 1)
            diagnose("missing '}' at end of file", at: count - 1)
        }
    }

    mutating func diagnose(_ message: String, at index: Int) {
        let position = count > 0 ? position(index) : SourcePosition(line: 1, column: 1)
        model.diagnostics.append(ModelDiagnostic(message: message, position: position))
    }

    mutating func openScope(_ kind: Scope.Kind, genericScope: Int? = nil) {
        scopes.append(Scope(kind: kind, genericScope: genericScope))
    }

    private mutating func closeScope() {
        guard scopes.count > 1 else {
            diagnose("unmatched '}'", at: k)
            return
        }
        close(scopes.removeLast(), at: k)
    }

    mutating func close(_ scope: Scope, at index: Int) {
        if case .typeBody(let type) = scope.kind {
            typeEndToken[type] = index
            model.types[type].endLine = tokens[index].line
        }
        if let generic = scope.genericScope { genericScopes[generic].endToken = index }
        if let body = scope.methodBody { methodBodies[body].close = index }
        if let body = scope.functionBody { functionBodies[body].close = index }
    }

    /// Notes that the scope just opened at `open` is the body of a method or initializer of `type`.
    mutating func noteFunctionBody(of type: Int, name: String, isStatic: Bool, open: Int) {
        scopes[scopes.count - 1].functionBody = functionBodies.count
        functionBodies.append((type, open, count))
        model.functions.append(EnclosingFunction(name: name, isStatic: isStatic))
    }

    mutating func parseMemberOrStatement() {
        let c = punct(k)
        if c == Punct.closeBrace {
            closeScope()
            k += 1
            return
        }
        if tokens[k].kind == .pound {
            k = skipPoundDirective(k, trackConditionals: true)
            return
        }
        if parseDeclaration() { return }
        if c == Punct.openBrace { openScope(.code(owner: currentType ?? -1)) }
        k += 1
    }

    /// Inside bodies only type declarations are recorded (as local types).
    /// Skips code up to the next brace or local type before `limit`, and handles that token.
    mutating func scanCode(until limit: Int) {
        while k < limit {
            let token = tokens[k]
            if token.kind == .punctuation {
                if token.length == 1 {
                    let c = bytes[Int(token.offset)]
                    if c == Punct.openBrace {
                        openScope(.code(owner: currentType ?? -1))
                        k += 1
                        return
                    }
                    if c == Punct.closeBrace {
                        closeScope()
                        k += 1
                        return
                    }
                }
            } else if token.kind == .keyword && token.word.isTypeIntroducer && isName(k + 1) {
                let start = prefixStart(before: k)
                if start == 0 || tokens[start].startsLine
                    || [Punct.openBrace, Punct.closeBrace, Punct.semicolon].contains(punct(start - 1)) {
                    var prefix = DeclarationPrefix(start: start)
                    readPrefix(into: &prefix)
                    parseType(prefix: prefix, introducer: k, isLocal: true)
                    return
                }
            }
            k += 1
        }
    }

    /// Walks back over attributes (with their arguments) and modifiers written before a local declaration.
    private func prefixStart(before index: Int) -> Int {
        var j = index
        while j > 0 {
            let previous = tokens[j - 1]
            if previous.kind == .attribute || (previous.kind == .keyword && previous.word.isDeclarationModifier) {
                j -= 1
            } else if let attribute = attributeOwningArguments(endingAt: j - 1) {
                j = attribute
            } else {
                break
            }
        }
        return j
    }

    /// For `@Name(…)`, `@Name<…>` or `@Name.Member` (or a chain of those) ending at `last`, the index of `@Name`.
    private func attributeOwningArguments(endingAt end: Int) -> Int? {
        var last = end
        for _ in 0..<8 {
            let c = punct(last)
            var open = last
            if c == Punct.closeParen || c == Punct.greater {
                let opener = c == Punct.closeParen ? Punct.openParen : Punct.less
                var depth = 0
                var j = last
                let limit = max(0, last - 512)
                while j > limit {
                    let d = punct(j)
                    if d == c { depth += 1 } else if d == opener {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                guard depth == 0, punct(j) == opener else { return nil }
                open = j
            } else if isName(last) && last >= 2 && punct(last - 1) == Punct.period {
                open = last - 1
            } else {
                return nil
            }
            let before = open - 1
            guard before >= 0, tokens[open].offset == tokens[before].end else { return nil }
            if tokens[before].kind == .attribute { return before }
            last = before
        }
        return nil
    }

    /// Attributes (their arguments skipped), modifiers, and `#if` lines between them.
    /// Reads into `prefix` (new, at its `start`): filled in place, since returning it would
    /// copy it.
    private mutating func readPrefix(into prefix: inout DeclarationPrefix) {
        let start = prefix.start
        // Modifiers that are all plain known words, one byte each, key `sharedModifiers`.
        var modifierKey: UInt64 = 0
        var modifierCount = 0
        var shareable = true
        if !prefixModifiers.isEmpty { prefixModifiers.removeAll(keepingCapacity: true) }
        var j = start
        while j < count {
            let token = tokens[j]
            if token.kind == .attribute {
                var attributeName = text(j)
                var end = j + 1
                while isAttributeMember(end) {
                    attributeName += "." + text(end + 1)
                    end += 2
                }
                prefix.attributes.append(attributeName)
                j = attributeEnd(j)
            } else if token.kind == .pound && !(prefix.attributes.isEmpty && prefixModifiers.isEmpty) && isConditionalDirective(j) {
                j = skipPoundDirective(j, trackConditionals: true)
            } else if isUnknownModifier(j) || isModifier(j) {
                let hasArgument = tokens[j].kind == .keyword && punct(j + 1) == Punct.openParen && isName(j + 2)
                    && punct(j + 3) == Punct.closeParen
                prefixModifiers.append(Int32(j))
                prefix.note(token.word, at: j, argument: hasArgument ? tokens[j + 2].word : nil)
                if hasArgument {
                    shareable = false
                    j += 4
                } else {
                    if token.word == .none || modifierCount == 8 { shareable = false }
                    modifierKey = modifierKey << 8 | UInt64(token.word.rawValue)
                    modifierCount += 1
                    j += 1
                }
            } else {
                break
            }
        }
        if !prefixModifiers.isEmpty {
            if shareable, let shared = sharedModifiers.first(where: { $0.key == modifierKey }) {
                prefix.modifiers = shared.modifiers
            } else {
                // A loop, not `map`: a closure here would capture (copy) the whole extractor.
                prefix.modifiers.reserveCapacity(prefixModifiers.count)
                for index in prefixModifiers.indices {
                    let token = Int(prefixModifiers[index])
                    // `private(` may end a broken file: the argument is there only when a token is.
                    prefix.modifiers.append(punct(token + 1) == Punct.openParen && tokens[token].kind == .keyword && token + 2 < count
                                            ? text(token) + "(" + text(token + 2) + ")" : text(token))
                }
                // A file uses a handful of combinations; a short list is searched faster than hashed.
                if shareable && sharedModifiers.count < 32 { sharedModifiers.append((modifierKey, prefix.modifiers)) }
            }
        }
        prefix.end = j
    }

    func access(_ prefix: DeclarationPrefix) -> AccessLevel? { accessLevel(at: prefix.accessToken) }
    func setterAccess(_ prefix: DeclarationPrefix) -> AccessLevel? { accessLevel(at: prefix.setterAccessToken) }

    /// The access level the keyword at `token` names, nil for none (or for -1).
    func accessLevel(at token: Int) -> AccessLevel? {
        switch word(token) {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    /// A modifier the lexer does not know (`__consuming`, `_const`, a newer language's): an
    /// identifier followed on its line by a declaration keyword or a known modifier.
    @inline(__always)
    private func isUnknownModifier(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier, index + 1 < count, !tokens[index + 1].startsLine,
              tokens[index + 1].kind == .keyword else { return false }
        switch tokens[index + 1].word {
        case .func, .var, .let, .`init`, .subscript, .class, .struct, .enum, .protocol, .actor, .extension,
             .typealias, .associatedtype, .deinit, .macro:
            return true
        default:
            return tokens[index + 1].word.isDeclarationModifier
        }
    }

    @inline(__always)
    func isModifier(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .keyword, token.word.isDeclarationModifier else { return false }
        guard token.word == .class else { return true }
        // `class func`, `class var`, `class override`: a modifier; `class Foo`: an introducer.
        let next = word(index + 1)
        return next == .func || next == .var || next == .let || next == .subscript || next == .typealias
            || (next.isDeclarationModifier && tokens[index + 1].kind == .keyword)
    }

    private func isConditionalDirective(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .pound else { return false }
        return file.token(token, is: "#if") || file.token(token, is: "#elseif") || file.token(token, is: "#else")
            || file.token(token, is: "#endif")
    }

    /// Skips `#if cond`, `#else`, `#warning("…")`, a macro expansion with its arguments.
    private mutating func skipPoundDirective(_ index: Int, trackConditionals: Bool) -> Int {
        let token = tokens[index]
        if file.token(token, is: "#if") || file.token(token, is: "#elseif") {
            if trackConditionals && file.token(token, is: "#if") { conditionalDepth += 1 }
            return endOfDirectiveCondition(index)
        }
        if file.token(token, is: "#endif") {
            if trackConditionals { conditionalDepth = max(0, conditionalDepth - 1) }
            return index + 1
        }
        if file.token(token, is: "#else") { return index + 1 }
        var j = index + 1
        if punct(j) == Punct.openParen && tokens[j].offset == token.end {
            let close = matchingClose(j)
            // `#Preview(traits: .dependencies { _ in struct Failure: Error {} … })`
            if containsTypeIntroducer((j + 1)..<close) { scanForLocalTypes((j + 1)..<close) }
            j = close + 1
        }
        if punct(j) == Punct.openBrace && inDeclarationContext {
            openScope(.code(owner: currentType ?? -1))
            j += 1
        }
        return j
    }

    /// The condition of `#if`/`#elseif` ends at the first line break outside parentheses
    /// that does not follow `&&` or `||`.
    func endOfDirectiveCondition(_ index: Int) -> Int {
        var j = index + 1
        var depth = 0
        while j < count {
            let token = tokens[j]
            if token.startsLine && depth == 0 {
                let previous = tokens[j - 1]
                let continues = previous.kind == .operator && (file.token(previous, is: "&&") || file.token(previous, is: "||"))
                if !continues { break }
            }
            let c = punct(j)
            if c == Punct.openParen { depth += 1 } else if c == Punct.closeParen { depth = max(0, depth - 1) }
            j += 1
        }
        return j
    }

    /// Parses a declaration at `k`; false (and `k` unchanged) when none starts there.
    private mutating func parseDeclaration() -> Bool {
        var prefix = DeclarationPrefix(start: k)
        readPrefix(into: &prefix)
        let introducer = prefix.end
        guard introducer < count else {
            k = introducer
            return !prefix.isEmpty
        }
        switch keyword(introducer) {
        case .import:
            parseImport(prefix: prefix, introducer: introducer)
        case .class, .struct, .enum, .protocol, .actor, .extension:
            parseType(prefix: prefix, introducer: introducer, isLocal: false)
        case .func:
            parseFunction(prefix: prefix, introducer: introducer)
        case .var, .let:
            // `if let x = …`, `guard let`, `while var`, `case let`, `…, let y` in top-level code
            // bind names in a condition: no property.
            if prefix.isEmpty && introducer > 0 {
                switch keyword(introducer - 1) {
                case .if, .guard, .while, .case, .catch, .for: return false
                default: if punct(introducer - 1) == Punct.comma { return false }
                }
            }
            parseVariable(prefix: prefix, introducer: introducer)
        case .`init`:
            parseInitializer(prefix: prefix, introducer: introducer)
        case .subscript:
            parseSubscript(prefix: prefix, introducer: introducer)
        case .case:
            parseEnumCase(introducer: introducer)
        case .typealias:
            parseTypealias(prefix: prefix, introducer: introducer)
        case .deinit:
            k = introducer + 1
            openBodyIfPresent(owner: currentType, genericScope: nil)
        case .associatedtype:
            if isName(introducer + 1) { declaresName[introducer + 1] = true }
            k = skipToDeclarationEnd(from: introducer + 1)
        case .operator:
            // `infix operator <>: AdditionPrecedence`: names a precedence group, not a type.
            k = skipToDeclarationEnd(from: introducer + 1)
            for index in (introducer + 1)..<max(k, introducer + 1) where isName(index) { declaresName[index] = true }
        case .macro:
            var j = introducer + 1
            if isName(j) {
                declaresName[j] = true
                j += 1
            }
            // `macro Name<T>(…)`: the generic parameters are declared names.
            if isAngleOpen(j) { j = parseGenericParameters(at: j).1 }
            k = skipToDeclarationEnd(from: j)
        case .precedencegroup:
            if isName(introducer + 1) { declaresName[introducer + 1] = true }
            var j = introducer + 1
            while j < count && punct(j) != Punct.openBrace && !tokens[j].startsLine { j += 1 }
            k = punct(j) == Punct.openBrace ? min(matchingClose(j) + 1, count) : j
            // `higherThan: AdditionPrecedence`: other precedence groups, not types.
            for index in j..<k where isName(index) { declaresName[index] = true }
        default:
            if prefix.isEmpty { return false }
            k = introducer
        }
        return true
    }

    /// Whether a declaration could start at `index`: used to end expressions and signatures at a line break.
    func isDeclarationStart(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .attribute { return true }
        if token.kind == .pound { return isConditionalDirective(index) }
        if token.kind == .identifier { return isUnknownModifier(index) }
        guard token.kind == .keyword else { return false }
        return token.word.isDeclarationIntroducer || token.word.isDeclarationModifier
    }

    /// Skips a type as written (annotation, return type, alias target) from `start`, stopping at
    /// depth 0 at any of `stops`, at `{`, `}`, `;`, or at a line break before a declaration.
    func skipType(from start: Int, stopAt stops: [UInt8] = [], stopAtWhere: Bool = true) -> Int {
        var depth = 0
        var j = start
        while j < count {
            let c = punct(j)
            if depth == 0 {
                if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon || stops.contains(c) { break }
                if c == Punct.closeParen || c == Punct.closeBracket || c == Punct.greater { break }
                if stopAtWhere && keyword(j) == .where { break }
                if j > start && tokens[j].startsLine && !continuesType(at: j) { break }
            }
            switch c {
            case Punct.openParen, Punct.openBracket, Punct.less: depth += 1
            case Punct.closeParen, Punct.closeBracket, Punct.greater: depth -= 1
            default: break
            }
            j += 1
        }
        return j
    }

    /// Whether `index`, first on its line, continues the type written before it (`-> Void`,
    /// `.Type`, `& Sendable`, or anything after a trailing `&`/`->`/`some`) rather than starting
    /// a new declaration or statement: `let x: Int` then `switch …` on the next line.
    private func continuesType(at index: Int) -> Bool {
        let previous = tokens[index - 1]
        switch previous.kind {
        case .punctuation, .operator:
            let c = punct(index - 1)
            if c != Punct.closeParen && c != Punct.closeBracket && c != Punct.greater && c != Punct.question
                && c != Punct.bang && angleCloseCount(index - 1) == 0 {
                return true
            }
        case .keyword:
            switch previous.word {
            case .some, .any, .each, .inout, .borrowing, .consuming, .sending: return true
            default: break
            }
        case .attribute:
            return true
        default:
            break
        }
        let token = tokens[index]
        switch token.kind {
        case .punctuation, .operator:
            let c = punct(index)
            return c != Punct.openParen && c != Punct.openBracket && c != Punct.openBrace
        case .keyword:
            return token.word == .throws || token.word == .rethrows || token.word == .async
        default:
            return false
        }
    }

    /// Skips an initial value or default expression, balancing brackets and braces. Code inside
    /// string interpolations is opaque: its commas and line breaks end nothing.
    func skipExpression(from start: Int, stopAtComma: Bool) -> Int {
        skipExpressionNotingTypes(from: start, stopAtComma: stopAtComma).end
    }

    /// `skipExpression`, also telling whether a type introducer (`struct`, `class`…) occurs in
    /// it: a closure in the expression declares a local type.
    func skipExpressionNotingTypes(from start: Int, stopAtComma: Bool) -> (end: Int, declaresType: Bool) {
        var depth = 0
        var j = start
        var declaresType = false
        while j < count {
            let token = tokens[j]
            if token.isInString {
                j += 1
                continue
            }
            if token.kind == .keyword && token.word.isTypeIntroducer { declaresType = true }
            let c = punct(j)
            if depth == 0 {
                if (c == Punct.comma && stopAtComma) || c == Punct.semicolon || c == Punct.closeBrace
                    || c == Punct.closeParen || c == Punct.closeBracket {
                    break
                }
                if c == Punct.openBrace && (word(j + 1) == .willSet || word(j + 1) == .didSet) { break }
                if j > start && tokens[j].startsLine && isDeclarationStart(j) { break }
            }
            switch c {
            case Punct.openParen, Punct.openBracket, Punct.openBrace, Punct.less: depth += 1
            case Punct.closeParen, Punct.closeBracket, Punct.closeBrace, Punct.greater: depth = max(0, depth - 1)
            default: break
            }
            j += 1
        }
        return (j, declaresType)
    }

    /// A `where` clause may span lines; it ends at the body or at the next declaration.
    func skipWhereClause(from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < count {
            let c = punct(j)
            if depth == 0 {
                if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon { break }
                if j > start && tokens[j].startsLine && isDeclarationStart(j) { break }
            }
            switch c {
            case Punct.openParen, Punct.openBracket, Punct.less: depth += 1
            case Punct.closeParen, Punct.closeBracket, Punct.greater: depth = max(0, depth - 1)
            default: break
            }
            j += 1
        }
        return j
    }

    private func skipToDeclarationEnd(from start: Int) -> Int {
        skipExpression(from: start, stopAtComma: false)
    }

    mutating func openBodyIfPresent(owner: Int?, genericScope: Int?) {
        if punct(k) == Punct.openBrace {
            openScope(.code(owner: owner ?? -1), genericScope: genericScope)
            k += 1
        } else if let genericScope {
            genericScopes[genericScope].endToken = k
        }
    }
}
