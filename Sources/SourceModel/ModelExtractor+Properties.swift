import SwiftLexer

// The extractor's properties, cases, typealiases; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func parseVariable(prefix: DeclarationPrefix, introducer: Int) {
        let mutable = keyword(introducer) == .var
        var j = introducer + 1
        // The properties go straight to their type's (or the file's) list, from `base` on; in
        // code they are locals and go nowhere.
        let destination = scopes.last!.kind
        let base = propertyCount(in: destination)
        var added = 0
        var untyped: [Int] = []  // properties waiting for a later binding's annotation: `var a, b: Int`
        let wrappers = prefix.attributes.filter(BuiltinAttributes.isWrapper)
        bindings: while j < count {
            if !bindingNames.isEmpty { bindingNames.removeAll(keepingCapacity: true) }
            if isName(j) {
                bindingNames.append(j)
                j += 1
            } else if punct(j) == Punct.openParen {
                let close = matchingClose(j)
                for n in (j + 1)..<min(close, count) where isName(n) && punct(n + 1) != Punct.colon { bindingNames.append(n) }
                j = close + 1
            } else if keyword(j) == .underscore {
                j += 1
            } else {
                break
            }
            for n in bindingNames { declaresName[n] = true }
            var type: String?
            if punct(j) == Punct.colon {
                let end = skipType(from: j + 1, stopAt: [Punct.equal, Punct.comma], stopAtWhere: false)
                type = collapsedText((j + 1)..<end)
                j = end
            }
            let first = added
            for n in bindingNames {
                append(PropertyDecl(
                    name: name(n), position: position(n), introducer: position(introducer), mutable: mutable,
                    isStatic: prefix.isStatic, weak: prefix.isWeak, unowned: prefix.isUnowned, lazy: prefix.isLazy, computed: false, observed: false,
                    accessLevel: access(prefix), setterAccessLevel: setterAccess(prefix), wrappers: wrappers,
                    attributes: prefix.attributes, modifiers: prefix.modifiers, type: type), to: destination)
                added += 1
            }
            if let type {
                for index in untyped { updateProperty(base + index, in: destination) { $0.type = type } }
                untyped.removeAll()
            } else {
                untyped.append(contentsOf: first..<added)
            }
            if punct(j) == Punct.equal {
                // `var a = "", b: String`: an initialized binding takes no later annotation.
                untyped.removeAll()
                let valueStart = j + 1
                let value = skipExpressionNotingTypes(from: valueStart, stopAtComma: true)
                if type == nil && value.end == valueStart + 1, let literal = literalType(at: valueStart) {
                    for index in first..<added { updateProperty(base + index, in: destination) { $0.inferredType = literal } }
                }
                if type == nil, let cast = castType(endingAt: value.end, from: valueStart) {
                    for index in first..<added {
                        updateProperty(base + index, in: destination) {
                            $0.inferredType = cast
                            $0.inferredFromCast = true
                        }
                    }
                }
                j = value.end
                if case .typeBody = destination { initialValues.append(valueStart..<j) }
                if value.declaresType { scanForLocalTypes(valueStart..<j) }
            }
            if punct(j) == Punct.openBrace {
                let firstInside = j + 1
                var accessor = firstInside
                while accessor < count && (tokens[accessor].kind == .attribute || isModifier(accessor)) { accessor += 1 }
                let observed = word(accessor) == .willSet || word(accessor) == .didSet
                let settable = !observed && namesSetter(firstAccessor: accessor)
                for index in first..<added {
                    updateProperty(base + index, in: destination) { property in
                        property.observed = observed
                        property.computed = !observed && !prefix.isLazy
                        property.settable = settable
                    }
                }
                k = j
                openScope(.code(owner: currentType ?? -1))
                k += 1
                return
            }
            if punct(j) == Punct.comma {
                j += 1
                continue bindings
            }
            break
        }
        k = max(j, introducer + 1)
    }

    /// `Bool` for `true`/`false`, `String` for a string literal: the types these literals give
    /// when nothing else is said (a number could default to `Int` or feed a `Double`).
    func literalType(at index: Int) -> String? {
        if word(index) == .true || word(index) == .false { return "Bool" }
        return tokens[index].kind == .string ? "String" : nil
    }

    /// `T?` for a value ending in `as? T`, `T` for `as! T` (a type named by one identifier).
    func castType(endingAt end: Int, from start: Int) -> String? {
        let name = end - 1
        guard name - 2 >= start, tokens[name].kind == .identifier, word(name - 2) == .as else { return nil }
        let head = bytes[Int(tokens[name].offset)]
        guard head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z") else { return nil }
        let mark = punct(name - 1)
        guard mark == Punct.question || mark == Punct.bang else { return nil }
        return text(name) + (mark == Punct.question ? "?" : "")
    }

    /// Whether the accessor block whose first accessor (after its attributes and modifiers) is at
    /// `first` declares a setter at its own depth (`{ get set }`, `set { … }`), not a `set` word
    /// inside a getter's code. A getter written as code (`{ items.count }`) has no accessors, and
    /// is not read at all; the accessors' bodies are skipped, each read once by `matchingClose`.
    func namesSetter(firstAccessor first: Int) -> Bool {
        guard first < count else { return false }
        // `set.count`: the getter's code naming a `set`.
        if word(first) == .set { return punct(first + 1) != Punct.period }
        guard word(first).isAccessor || word(first) == .`init` || file.token(tokens[first], is: "unsafeAddress") else { return false }
        var index = first + 1
        while index < count && punct(index) != Punct.closeBrace {
            if word(index) == .set && (word(index - 1) == .get || punct(index - 1) == Punct.closeBrace || isModifier(index - 1)) { return true }
            index = punct(index) == Punct.openBrace ? matchingClose(index) + 1 : index + 1
        }
        return false
    }

    /// How many properties the list of `scope` holds (a type's, the file's; none in code).
    private func propertyCount(in scope: Scope.Kind) -> Int {
        switch scope {
        case .typeBody(let type): model.types[type].properties.count
        case .file: model.topLevelProperties.count
        case .code: 0
        }
    }

    /// Moved, not copied, into the list of `scope`.
    mutating func append(_ property: consuming PropertyDecl, to scope: Scope.Kind) {
        switch scope {
        case .typeBody(let type): model.types[type].properties.append(property)
        case .file: model.topLevelProperties.append(property)
        case .code: break
        }
    }

    private mutating func updateProperty(_ index: Int, in scope: Scope.Kind, _ update: (inout PropertyDecl) -> Void) {
        switch scope {
        case .typeBody(let type): update(&model.types[type].properties[index])
        case .file: update(&model.topLevelProperties[index])
        case .code: break
        }
    }

    /// Types declared in closures of an initial value (`let make = { struct Row {} … }`) are
    /// local types: scans `range` as code when it holds a type introducer. The nesting of such
    /// scans is bounded, so hostile input cannot recurse deeply.
    func containsTypeIntroducer(_ range: Range<Int>) -> Bool {
        for index in range where keyword(index).isTypeIntroducer { return true }
        return false
    }

    mutating func scanForLocalTypes(_ range: Range<Int>) {
        guard nestedExpressionScans < 8 else { return }
        nestedExpressionScans += 1
        let savedK = k
        let depth = scopes.count
        openScope(.code(owner: currentType ?? -1))
        k = range.lowerBound
        // Stops early if a stray `}` in malformed code closed the scope opened here.
        while k < range.upperBound && scopes.count > depth {
            if inDeclarationContext { parseMemberOrStatement() } else { scanCode(until: range.upperBound) }
        }
        while scopes.count > depth { close(scopes.removeLast(), at: min(k, count) - 1) }
        k = savedK
        nestedExpressionScans -= 1
    }

    mutating func parseEnumCase(introducer: Int) {
        var j = introducer + 1
        var cases: [EnumCaseDecl] = []
        while isName(j) {
            cases.append(EnumCaseDecl(name: name(j), position: position(j)))
            declaresName[j] = true
            j += 1
            if punct(j) == Punct.openParen { j = matchingClose(j) + 1 }
            if punct(j) == Punct.equal { j = skipExpression(from: j + 1, stopAtComma: true) }
            guard punct(j) == Punct.comma else { break }
            j += 1
        }
        if case .typeBody(let type) = scopes.last!.kind {
            model.types[type].cases.append(contentsOf: cases)
        }
        k = max(j, introducer + 1)
    }

    mutating func parseTypealias(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        guard isName(j) else {
            k = j
            return
        }
        let aliasName = name(j)
        declaresName[j] = true
        j += 1
        if punct(j) == Punct.less { j = parseGenericParameters(at: j).1 }
        var target = ""
        if punct(j) == Punct.equal {
            let end = skipType(from: j + 1, stopAtWhere: false)
            target = collapsedText((j + 1)..<end)
            j = end
        }
        let parent = currentType
        model.typealiases.append(TypealiasDecl(
            name: aliasName, qualifiedName: parent.map { model.types[$0].qualifiedName + "." + aliasName } ?? aliasName,
            position: position(introducer), accessLevel: access(prefix), target: target, parent: parent))
        k = j
    }
}
