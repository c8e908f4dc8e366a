import SwiftLexer

// The extractor's functions, initializers, subscripts; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func parseFunction(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        var name = ""
        if isName(j) || keyword(j) != .none {
            name = self.name(j)
            declaresName[j] = true
            j += 1
        } else {
            // Operator functions: `static func == (…)`, `prefix func !(…)`.
            let start = j
            while j < count && (tokens[j].kind == .operator || (tokens[j].kind == .punctuation && punct(j) != Punct.openParen
                    && punct(j) != Punct.openBrace && punct(j) != Punct.less)) {
                j += 1
                if j < count && tokens[j].offset != tokens[j - 1].end { break }
            }
            if j == start && punct(j) == Punct.less { j += 1 }
            name = j > start ? file.text(offset: tokens[start].offset, length: tokens[j - 1].end - tokens[start].offset) : ""
        }
        var genericParams: [String] = []
        if isAngleOpen(j) { (genericParams, j) = parseGenericParameters(at: j) }
        var params: [Parameter] = []
        if punct(j) == Punct.openParen { (params, j) = parseParameters(at: j, keeping: detail.functionParameters) }
        let effects = parseEffects(from: j)
        let returnType: String?
        (returnType, j) = parseReturnType(at: effects.next)
        if keyword(j) == .where { j = skipWhereClause(from: j + 1) }
        let genericScope = genericParams.isEmpty ? nil : addGenericScope(from: introducer, names: genericParams)
        let hasBody = punct(j) == Punct.openBrace
        // Used for nothing after it is appended, so it is moved, not copied.
        let function = FunctionDecl(
            name: name, position: position(introducer), isAsync: effects.isAsync, isThrowing: effects.isThrowing,
            isStatic: prefix.isStatic, isMutating: prefix.isMutating, accessLevel: access(prefix),
            returnType: returnType, params: params, genericParams: genericParams, attributes: prefix.attributes,
            modifiers: prefix.modifiers, hasBody: hasBody)
        k = j
        if case .typeBody(let type) = scopes.last!.kind {
            let isStatic = function.isStatic
            if detail.keepsMethods(of: model.types[type].kind) { model.types[type].methods.append(function) }
            openBodyIfPresent(owner: type, genericScope: genericScope)
            if hasBody { noteFunctionBody(of: type, name: name, isStatic: isStatic, open: j) }
            if hasBody && detail.bodyFacts {
                scopes[scopes.count - 1].methodBody = methodBodies.count
                methodBodies.append(BodyFacts.MethodBody(type: type, method: model.types[type].methods.count - 1, open: j, close: count))
            }
        } else {
            model.topLevelFunctions.append(function)
            openBodyIfPresent(owner: currentType, genericScope: genericScope)
        }
    }

    /// `-> Type` at `index`: the type as written and the index after it; nil and `index` without an arrow.
    private mutating func parseReturnType(at index: Int) -> (String?, Int) {
        guard isArrow(index) else { return (nil, index) }
        let end = skipType(from: index + 1)
        return (collapsedText((index + 1)..<end), end)
    }

    private func parseEffects(from start: Int) -> (isAsync: Bool, isThrowing: Bool, next: Int) {
        var j = start
        var isAsync = false
        var isThrowing = false
        while j < count {
            switch word(j) {
            case .async, .reasync:
                isAsync = true
            case .throws, .rethrows:
                isThrowing = true
                if punct(j + 1) == Punct.openParen {
                    j = matchingClose(j + 1)
                }
            default:
                return (isAsync, isThrowing, j)
            }
            j += 1
        }
        return (isAsync, isThrowing, j)
    }

    /// `(label name: Type = default, …)` at `open`: the parameters (none unless `keeping`; their
    /// names are marked as declared either way) and the index after `)`.
    private mutating func parseParameters(at open: Int, keeping: Bool = true) -> ([Parameter], Int) {
        var params: [Parameter] = []
        var j = open + 1
        while j < count && punct(j) != Punct.closeParen {
            if punct(j) == Punct.comma { j += 1; continue }
            // The parameter runs to the next `,` or `)` at depth 0.
            var end = j
            var depth = 0
            var colon = -1
            var equal = -1
            while end < count {
                if tokens[end].isInString {
                    end += 1
                    continue
                }
                let c = punct(end)
                if depth == 0 {
                    if c == Punct.comma || c == Punct.closeParen { break }
                    if c == Punct.colon && colon < 0 { colon = end }
                    if c == Punct.equal && equal < 0 && colon >= 0 { equal = end }
                }
                switch c {
                case Punct.openParen, Punct.openBracket, Punct.openBrace, Punct.less: depth += 1
                case Punct.closeParen, Punct.closeBracket, Punct.closeBrace, Punct.greater: depth -= 1
                default: break
                }
                if c == Punct.closeBrace && depth < 0 { break }
                end += 1
            }
            // The label and the name: the first two identifiers before the colon.
            var label = -1
            var paramName = -1
            var n = j
            while n < (colon >= 0 ? colon : end) {
                if tokens[n].kind == .attribute {
                    n = attributeEnd(n)
                    continue
                }
                if tokens[n].kind == .identifier || tokens[n].kind == .keyword {
                    declaresName[n] = true
                    if label < 0 { label = n } else if paramName < 0 { paramName = n }
                }
                n += 1
            }
            if keeping {
                let labelText = label < 0 ? "" : name(label)
                let type = colon < 0 ? "" : collapsedText((colon + 1)..<(equal >= 0 ? equal : end))
                params.append(Parameter(label: labelText, name: paramName < 0 ? labelText : name(paramName), type: type))
            }
            if end >= count || punct(end) == Punct.closeBrace {
                params.trimSpareCapacity()
                return (params, end)
            }
            j = end
        }
        params.trimSpareCapacity()
        return (params, min(j + 1, count))
    }

    mutating func parseInitializer(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        var failable: String?
        let c = punct(j)
        if (c == Punct.question || c == Punct.bang) && tokens[j].offset == tokens[introducer].end {
            failable = c == Punct.question ? "?" : "!"
            j += 1
        }
        var genericParams: [String] = []
        if isAngleOpen(j) { (genericParams, j) = parseGenericParameters(at: j) }
        var params: [Parameter] = []
        if punct(j) == Punct.openParen { (params, j) = parseParameters(at: j) }
        let effects = parseEffects(from: j)
        j = effects.next
        if keyword(j) == .where { j = skipWhereClause(from: j + 1) }
        if case .typeBody(let type) = scopes.last!.kind {
            model.types[type].initializers.append(InitDecl(
                position: position(introducer), isAsync: effects.isAsync, isThrowing: effects.isThrowing,
                accessLevel: access(prefix), params: params, failable: failable, attributes: prefix.attributes,
                modifiers: prefix.modifiers))
        }
        let genericScope = genericParams.isEmpty ? nil : addGenericScope(from: introducer, names: genericParams)
        k = j
        var memberOf: Int?
        if case .typeBody(let type) = scopes.last!.kind { memberOf = type }
        openBodyIfPresent(owner: currentType, genericScope: genericScope)
        if let memberOf, punct(j) == Punct.openBrace { noteFunctionBody(of: memberOf, name: "init", isStatic: false, open: j) }
    }

    mutating func parseSubscript(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        var genericParams: [String] = []
        if punct(j) == Punct.less { (genericParams, j) = parseGenericParameters(at: j) }
        var params: [Parameter] = []
        if punct(j) == Punct.openParen { (params, j) = parseParameters(at: j) }
        let returnType: String?
        (returnType, j) = parseReturnType(at: j)
        if keyword(j) == .where { j = skipWhereClause(from: j + 1) }
        if case .typeBody(let type) = scopes.last!.kind {
            model.types[type].subscripts.append(SubscriptDecl(
                position: position(introducer), isStatic: prefix.isStatic, accessLevel: access(prefix), params: params,
                returnType: returnType))
        }
        let genericScope = genericParams.isEmpty ? nil : addGenericScope(from: introducer, names: genericParams)
        k = j
        openBodyIfPresent(owner: currentType, genericScope: genericScope)
    }
}
