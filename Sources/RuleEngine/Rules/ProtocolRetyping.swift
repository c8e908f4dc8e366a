import ProjectIndex
import SourceModel
import SwiftLexer

/// `concrete-dependency`'s fix: a stored property's type changed from a class to the role
/// protocol advised, where nothing the program does can tell the difference. Only a
/// `private` or `fileprivate` property qualifies, so every use is in its own file, and every
/// occurrence of its name there must be one this rewrite keeps compiling: the declaration, a
/// label, an assignment to it, or a member the protocol itself requires (a method called with
/// the labels the protocol gives it, a property read), so calls dispatch to the same
/// implementation as before. A bare use (passed on, compared with `===`, captured) or a member
/// used through some other value named alike leaves the property as it is.
struct ProtocolRetyping {
    let context: LintContext

    /// Names a protocol's type may inherit besides the project's own protocols: none adds members.
    static let plainSupertypes: Set<String> = ["AnyObject", "Sendable", "class"]
    /// Names a class may inherit from outside the project without bringing members that could
    /// be called through the property in its stead.
    static let plainClassSupertypes: Set<String> = ["AnyObject", "Sendable", "NSObject"]

    func fix(_ property: PropertyDecl, in ref: DeclarationRef, holder: SymbolID, target: SymbolID, to proto: SymbolID) -> Fix? {
        let project = context.project
        let targetSymbol = context.symbol(target), protoSymbol = context.symbol(proto)
        guard [.private, .fileprivate].contains(property.accessLevel), !property.isStatic, !property.lazy, !property.computed,
              property.wrappers.isEmpty, property.attributes.isEmpty, targetSymbol.kind == .class, protoSymbol.isProtocol,
              context.symbol(holder).kind != .actor, let type = property.type else { return nil }
        // The type written as the class's simple name, optionally optional.
        let bare = type.last == "?" || type.last == "!" ? String(type.dropLast()) : type
        guard bare == targetSymbol.name, project.resolve(bare, file: ref.file, enclosingType: ref.type) == [target] else { return nil }
        if (property.weak || property.unowned) && !StrongBackReferenceRule.isClassBound(proto, project) { return nil }
        // A holder that promises Sendable would need the protocol to promise it too.
        if context.declaration(ref).inherits.contains(where: { $0.contains("Sendable") }) { return nil }
        let targetSupertypes = project.supertypes(of: target)
        guard targetSupertypes.externalNames.allSatisfy(Self.plainClassSupertypes.contains),
              let targetRef = targetSymbol.declaration, context.declaration(targetRef).genericParams.isEmpty else { return nil }
        // A class bound to a global actor keeps its isolation only through a protocol bound to the same one.
        let targetActors = Set(context.declaration(targetRef).attributes.filter { $0.hasSuffix("Actor") })
        guard let requirements = requirements(of: proto, actors: targetActors) else { return nil }
        guard let source = context.source(ref.file) else { return nil }
        let file = Lexer.tokenize(source)
        guard let uses = UseScan(file: file, name: property.name, declaredAt: property.position).uses else { return nil }
        var classMethods: [String: Int]?
        for use in uses {
            switch use {
            case .property(let member):
                guard requirements.properties.contains(member) else { return nil }
            case .call(let member, let labels, let awaited, let tried):
                guard let signatures = requirements.methods[member],
                      let signature = signatures.first(where: { $0.labels == labels }) else { return nil }
                if (signature.isAsync && !awaited) || (signature.isThrowing && !tried) { return nil }
                // An overload the class adds could be the one a call picks today.
                if classMethods == nil { classMethods = declaredMethodCounts(of: target) }
                guard classMethods?[member] == 1, signatures.count == 1 else { return nil }
            }
        }
        guard let at = typeToken(in: file, after: property.position, named: bare) else { return nil }
        let start = SourcePosition(line: at.line, column: at.column)
        let end = SourcePosition(line: at.line, column: at.column + at.length)
        return Fix("Depend on the \(protoSymbol.name) protocol", edits: [TextEdit(start: start, end: end, replacement: protoSymbol.name)])
    }

    struct Signature {
        var labels: [String]
        var isAsync: Bool
        var isThrowing: Bool
    }

    /// The members the protocol and the project protocols above it require; nil when one of them
    /// could make it unusable as a plain type (`associatedtype`, `Self`), inherits from outside the
    /// project, or is bound to another global actor than `actors`.
    private func requirements(of proto: SymbolID, actors: Set<String>) -> (properties: Set<String>, methods: [String: [Signature]])? {
        let project = context.project
        let supertypes = project.supertypes(of: proto)
        guard supertypes.externalNames.allSatisfy(Self.plainSupertypes.contains) else { return nil }
        var properties = Set<String>(), methods: [String: [Signature]] = [:]
        var protoActors = Set<String>()
        for symbol in [proto] + supertypes.symbols {
            guard context.symbol(symbol).isProtocol, let ref = context.symbol(symbol).declaration,
                  let source = context.source(ref.file) else { return nil }
            let declaration = context.declaration(ref)
            protoActors.formUnion(declaration.attributes.filter { $0.hasSuffix("Actor") })
            let file = Lexer.tokenize(source)
            // Its body's tokens: no associated type, no `Self`.
            for token in file.tokens where token.line >= declaration.position.line && token.line <= declaration.endLine {
                if file.token(token, is: "associatedtype") || file.token(token, is: "Self") { return nil }
            }
            for property in declaration.properties where !property.isStatic { properties.insert(property.name) }
            for method in declaration.methods where !method.isStatic {
                guard let labels = parameterLabels(in: file, at: method.position, named: method.name) else { return nil }
                methods[method.name, default: []].append(Signature(labels: labels, isAsync: method.isAsync, isThrowing: method.isThrowing))
            }
            guard declaration.subscripts.isEmpty else { return nil }
        }
        return protoActors == actors ? (properties, methods) : nil
    }

    /// How many methods of each name the class, its extensions and its project superclasses
    /// declare (the lint model keeps no class's methods: they are counted in its tokens).
    private func declaredMethodCounts(of target: SymbolID) -> [String: Int] {
        var counts: [String: Int] = [:]
        for symbol in context.selfAndSupertypes(of: target) where !context.symbol(symbol).isProtocol {
            for ref in context.symbol(symbol).declarations {
                guard let source = context.source(ref.file) else { return [:] }
                let file = Lexer.tokenize(source)
                let declaration = context.declaration(ref)
                let tokens = file.tokens
                for index in tokens.indices.dropLast() where tokens[index].line >= declaration.position.line
                    && tokens[index].line <= declaration.endLine && file.token(tokens[index], is: "func") {
                    counts[file.text(tokens[index + 1]), default: 0] += 1
                }
            }
        }
        return counts
    }

    /// The argument labels of the function declared at `position` (`_` for none); nil when its
    /// name is not there or it is generic.
    private func parameterLabels(in file: TokenizedFile, at position: SourcePosition, named name: String) -> [String]? {
        let tokens = file.tokens
        // The position is the `func` keyword's.
        guard let keyword = tokens.firstIndex(where: { $0.line == position.line && $0.column == position.column }),
              keyword + 2 < tokens.count, file.text(tokens[keyword + 1]) == name, file.token(tokens[keyword + 2], is: "(") else { return nil }
        return Self.labels(in: file, open: keyword + 2, declaration: true)?.labels
    }

    /// The labels of the parameter or argument list opened at `open`, and the index of its `)`.
    static func labels(in file: TokenizedFile, open: Int, declaration: Bool) -> (labels: [String], close: Int)? {
        let tokens = file.tokens
        var labels: [String] = [], depth = 0, index = open + 1, startOfItem = true
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, let byte = file.text(token).utf8.first {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return (labels, index) }
                    depth -= 1
                case UInt8(ascii: ","): if depth == 0 { startOfItem = true; index += 1; continue }
                default: break
                }
            }
            if startOfItem && depth == 0 {
                startOfItem = false
                let colon = { (at: Int) in at < tokens.count && file.token(tokens[at], is: ":") }
                let word = token.kind == .identifier || token.kind == .keyword
                if declaration {
                    // `label name:`, `name:` or `_ name:`.
                    guard word else { return nil }
                    if colon(index + 1) { labels.append(file.text(token)) } else if colon(index + 2) { labels.append(file.text(token)) } else { return nil }
                } else {
                    labels.append(word && colon(index + 1) ? file.text(token) : "_")
                }
            }
            index += 1
        }
        return nil
    }

    /// The type's name token after the property's name: `name: Type`.
    private func typeToken(in file: TokenizedFile, after position: SourcePosition, named type: String) -> Token? {
        let tokens = file.tokens
        guard let name = tokens.firstIndex(where: { $0.line == position.line && $0.column == position.column }),
              name + 2 < tokens.count, file.token(tokens[name + 1], is: ":"), file.text(tokens[name + 2]) == type else { return nil }
        return tokens[name + 2]
    }
}

/// Every occurrence of a property's name in its file, as what it does with the property; nil
/// when one of them is a use the retyping cannot vouch for.
private struct UseScan {
    enum Use {
        case property(String)
        case call(String, labels: [String], awaited: Bool, tried: Bool)
    }

    var uses: [Use]? = []

    /// The first byte of the innermost bracket open around `index`, nil at the top level.
    static func enclosingBracket(of index: Int, in file: TokenizedFile) -> UInt8? {
        var depth = 0
        for at in stride(from: index - 1, through: 0, by: -1) where file.tokens[at].kind == .punctuation {
            guard let byte = file.text(file.tokens[at]).utf8.first else { continue }
            switch byte {
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 0 { return byte }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    init(file: TokenizedFile, name: String, declaredAt position: SourcePosition) {
        let tokens = file.tokens
        func `is`(_ index: Int, _ text: StaticString) -> Bool { index >= 0 && index < tokens.count && file.token(tokens[index], is: text) }
        func isAssignment(_ index: Int) -> Bool {
            guard index < tokens.count, tokens[index].kind == .operator || tokens[index].kind == .punctuation else { return false }
            let text = file.text(tokens[index])
            return text.hasSuffix("=") && !["==", "!=", "===", "!==", "<=", ">="].contains(text)
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard file.text(tokens[index]) == name else { continue }
            let token = tokens[index]
            if token.line == position.line && token.column == position.column { continue }
            var start = index
            if `is`(index - 1, ".") {
                // `self.name` is the property; `other.name` may be another value's.
                guard `is`(index - 2, "self") else { uses = nil; return }
                start = index - 2
            }
            // A local declaration, whose own uses are checked the same way.
            if `is`(start - 1, "let") || `is`(start - 1, "var") { continue }
            // A label or parameter name: `name:` directly inside parentheses, not after a ternary's `?`.
            if `is`(index + 1, ":") {
                guard start == index, !`is`(index - 1, "?"), Self.enclosingBracket(of: index, in: file) == UInt8(ascii: "(") else {
                    uses = nil
                    return
                }
                continue
            }
            // Assigned: a class instance is a value of its protocol.
            if isAssignment(index + 1) {
                guard `is`(index + 1, "=") else { uses = nil; return }
                continue
            }
            // The parameter of `self.name = name`, the whole of its right-hand side.
            if `is`(index - 1, "=") && index >= 4 && file.text(tokens[index - 2]) == name && `is`(index - 3, ".") && `is`(index - 4, "self")
                && (index + 1 >= tokens.count || tokens[index + 1].startsLine || `is`(index + 1, "}") || `is`(index + 1, ";")) {
                continue
            }
            // `name.member`, `name?.member`, `name!.member`.
            var dot = index + 1
            if `is`(dot, "?") || `is`(dot, "!") { dot += 1 }
            guard `is`(dot, "."), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier else { uses = nil; return }
            let member = file.text(tokens[dot + 1])
            let after = dot + 2
            if `is`(after, "(") {
                guard let (labels, close) = ProtocolRetyping.labels(in: file, open: after, declaration: false),
                      !(`is`(close + 1, "{") && !tokens[close + 1].startsLine) else { uses = nil; return }
                let before = (1...2).map { start - $0 }
                uses?.append(.call(member, labels: labels, awaited: before.contains { `is`($0, "await") },
                                   tried: before.contains { `is`($0, "try") }))
            } else if `is`(after, ".") || `is`(after, "?") || `is`(after, "!") || `is`(after, "[") || isAssignment(after) {
                // A member's own member may be written through it, or it is a method used as a value.
                uses = nil
                return
            } else {
                uses?.append(.property(member))
            }
        }
    }
}
