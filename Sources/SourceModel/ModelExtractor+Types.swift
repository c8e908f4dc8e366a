import SwiftLexer

// The extractor's types; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func parseType(prefix: DeclarationPrefix, introducer: Int, isLocal: Bool) {
        let kind: TypeKind
        switch keyword(introducer) {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .actor: kind = .actor
        default: kind = .extension
        }
        var j = introducer + 1
        var name = ""
        if kind == .extension {
            let nameStart = j
            var depth = 0
            while j < count {
                let c = punct(j)
                if depth == 0 && (c == Punct.colon || c == Punct.openBrace || keyword(j) == .where) { break }
                if j > nameStart && depth == 0 && tokens[j].startsLine { break }
                // `extension Array<Int>`, `extension [String: Int]`, `extension (Int, Int)`
                if isAngleOpen(j) || c == Punct.openBracket || c == Punct.openParen {
                    depth += 1
                } else if c == Punct.closeBracket || c == Punct.closeParen {
                    depth -= 1
                } else {
                    depth -= angleCloseCount(j)
                }
                if c == Punct.closeBrace { break }
                j += 1
            }
            name = collapsedText(nameStart..<j)
        } else if isName(j) {
            name = self.name(j)
            declaresName[j] = true
            j += 1
        } else {
            diagnose("expected a name after '\(kind.rawValue)'", at: j)
        }
        var genericParams: [String] = []
        var genericOpen = -1
        if punct(j) == Punct.less {
            genericOpen = j
            (genericParams, j) = parseGenericParameters(at: j)
        }
        let genericEnd = j
        var inherits: [String] = []
        if punct(j) == Punct.colon {
            (inherits, j) = parseInheritance(from: j + 1)
        }
        var whereClause = j..<j
        if keyword(j) == .where {
            let start = j + 1
            j = skipWhereClause(from: start)
            whereClause = start..<j
        }
        let genericConstraints = genericParams.isEmpty ? []
            : constraints(of: genericParams, in: genericOpen..<genericEnd, whereClause: whereClause)
        let enclosing = currentType
        var parent = enclosing
        if let enclosing, nestingDepth(of: enclosing) >= Self.maximumTypeNesting {
            parent = nil
            if !nestedTooDeep {
                nestedTooDeep = true
                diagnose("types nested more than \(Self.maximumTypeNesting) deep are checked as top-level types", at: introducer)
            }
        }
        let qualifiedName = parent.map { model.types[$0].qualifiedName + "." + name } ?? name
        let index = model.types.count
        if enclosing != nil && parent == nil { typesPastNesting.insert(index) }
        // Filled in where it lies: a finished `TypeDecl` would be copied into the list.
        model.types.append(TypeDecl(name: name, qualifiedName: qualifiedName, kind: kind, position: position(introducer)))
        model.types[index].accessLevel = access(prefix)
        model.types[index].attributes = prefix.attributes
        model.types[index].modifiers = prefix.modifiers
        model.types[index].inherits = inherits
        model.types[index].genericParams = genericParams
        model.types[index].genericConstraints = genericConstraints
        model.types[index].isLocal = isLocal || (enclosing.map { model.types[$0].isLocal } ?? false)
        model.types[index].parent = parent
        typeStartToken.append(prefix.start)
        typeEndToken.append(count - 1)
        let genericScope = genericParams.isEmpty ? nil : addGenericScope(from: prefix.start, names: genericParams)
        k = j
        if punct(k) == Punct.openBrace {
            openScope(.typeBody(index), genericScope: genericScope)
            k += 1
        } else {
            diagnose("expected '{' in declaration of '\(name)'", at: k)
            typeEndToken[index] = max(prefix.start, k - 1)
            model.types[index].endLine = tokens[max(prefix.start, k - 1)].line
            if let genericScope { genericScopes[genericScope].endToken = k }
        }
    }

    /// How many types `type` is, with those enclosing it, counted up to `maximumTypeNesting`.
    private func nestingDepth(of type: Int) -> Int {
        var depth = 1
        var current = model.types[type].parent
        while let outer = current, depth < Self.maximumTypeNesting {
            depth += 1
            current = model.types[outer].parent
        }
        return depth
    }

    mutating func addGenericScope(from start: Int, names: [String]) -> Int {
        genericScopes.append(GenericScope(startToken: start, endToken: count - 1, names: names))
        return genericScopes.count - 1
    }

    /// `<T: P, each U, let N: Int>` at `open`: the declared names, and the index after `>`.
    mutating func parseGenericParameters(at open: Int) -> ([String], Int) {
        var names: [String] = []
        var depth = 0
        var expectingName = true
        var j = open
        while j < count {
            let c = punct(j)
            let closes = angleCloseCount(j)
            if isAngleOpen(j) || c == Punct.openParen || c == Punct.openBracket {
                depth += 1
            } else if closes > 0 || c == Punct.closeParen || c == Punct.closeBracket {
                depth -= max(closes, 1)
                if depth <= 0 { return (names, j + 1) }
            } else if depth == 1 && c == Punct.comma {
                expectingName = true
            } else if depth == 1 && expectingName && isName(j) {
                names.append(name(j))
                declaresName[j] = true
                expectingName = false
            } else if c == Punct.openBrace || c == Punct.closeBrace {
                break
            }
            j += 1
        }
        return (names, j)
    }

    /// Per generic parameter, its constraints as written (`<V: UIViewController>` or
    /// `where V: UIViewController`), joined with ` & `; "" for one without.
    private mutating func constraints(of names: [String], in parameters: Range<Int>, whereClause: Range<Int>) -> [String] {
        var found = [String](repeating: "", count: names.count)
        if !parameters.isEmpty { collectConstraints(of: names, in: parameters, depthOfList: 1, into: &found) }
        if !whereClause.isEmpty { collectConstraints(of: names, in: whereClause, depthOfList: 0, into: &found) }
        return found
    }

    /// `Name : constraint` up to a comma at the list's own depth (or the list's end). A method, not
    /// a function nested in `constraints`: one that captured the extractor would copy all of it.
    private mutating func collectConstraints(of names: [String], in range: Range<Int>, depthOfList: Int, into found: inout [String]) {
        var depth = 0
        var j = range.lowerBound
        while j < range.upperBound {
            let c = punct(j)
            if isAngleOpen(j) || c == Punct.openParen || c == Punct.openBracket { depth += 1 }
            else if angleCloseCount(j) > 0 || c == Punct.closeParen || c == Punct.closeBracket { depth -= max(angleCloseCount(j), 1) }
            else if depth == depthOfList && isName(j) && punct(j + 1) == Punct.colon, let which = names.firstIndex(of: name(j)) {
                var end = j + 2
                var inner = 0
                while end < range.upperBound {
                    let e = punct(end)
                    if isAngleOpen(end) || e == Punct.openParen || e == Punct.openBracket { inner += 1 }
                    else if angleCloseCount(end) > 0 || e == Punct.closeParen || e == Punct.closeBracket {
                        if inner == 0 { break }
                        inner -= max(angleCloseCount(end), 1)
                    } else if inner == 0 && e == Punct.comma { break }
                    end += 1
                }
                if end > j + 2 {
                    let text = collapsedText((j + 2)..<end)
                    found[which] = found[which].isEmpty ? text : found[which] + " & " + text
                }
                j = end
                continue
            }
            j += 1
        }
    }

    /// The comma-separated inheritance list up to `{` or `where`; attributes dropped from entries.
    private mutating func parseInheritance(from start: Int) -> ([String], Int) {
        var entries: [String] = []
        var j = start
        var entryStart = start
        var depth = 0
        func finish(_ end: Int) -> String? {
            var first = entryStart
            while first < end && tokens[first].kind == .attribute {
                first += punct(first + 1) == Punct.openParen ? matchingClose(first + 1) + 1 - first : 1
            }
            return first < end ? collapsedText(first..<end) : nil
        }
        while j < count {
            let c = punct(j)
            if depth == 0 && (c == Punct.openBrace || c == Punct.closeBrace || keyword(j) == .where) { break }
            if depth == 0 && j > entryStart && tokens[j].startsLine && isDeclarationStart(j) { break }
            switch c {
            case Punct.less, Punct.openParen, Punct.openBracket: depth += 1
            case Punct.greater, Punct.closeParen, Punct.closeBracket: depth -= 1
            case Punct.comma where depth == 0:
                if let entry = finish(j) { entries.append(entry) }
                entryStart = j + 1
            default: break
            }
            j += 1
        }
        if let entry = finish(j) { entries.append(entry) }
        return (entries, j)
    }
}
