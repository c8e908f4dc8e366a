#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftLexer

/// How much of a file the model keeps.
public struct ModelDetail: Sendable, Equatable {
    /// Functions' parameter lists (`FunctionDecl.params`; initializers and subscripts keep
    /// theirs): `dump` shows them, no rule reads them, and they are a fifth of a model's memory.
    public var functionParameters: Bool
    /// What methods' bodies do: the calls to their own type's methods (`FunctionDecl.calls`)
    /// and the writes through stored properties (`FileModel.memberWrites`). A seventh of the
    /// modelling time, read by few rules. Implies `implementationMethods`, which hold the calls.
    public var bodyFacts: Bool
    /// Methods declared in the bodies of classes, structs, enums and actors. Protocols and
    /// extensions keep theirs whatever this says (whether an extension extends a protocol is
    /// known only once the project is indexed). Rules mostly read protocols' methods, while an
    /// app's implementations hold most of its methods: half of the models' memory in the
    /// benchmark's generated apps.
    public var implementationMethods: Bool

    public init(functionParameters: Bool = false, bodyFacts: Bool = false, implementationMethods: Bool = false) {
        self.functionParameters = functionParameters
        self.bodyFacts = bodyFacts
        self.implementationMethods = implementationMethods
    }

    /// Everything `archlint dump` shows.
    public static let full = ModelDetail(functionParameters: true, bodyFacts: true, implementationMethods: true)

    /// The least any rule reads; `RuleDescription.reads` says what a rule needs beyond it.
    public static let rules = ModelDetail()

    /// Every part either keeps.
    public func union(_ other: ModelDetail) -> ModelDetail {
        ModelDetail(functionParameters: functionParameters || other.functionParameters, bodyFacts: bodyFacts || other.bodyFacts,
                    implementationMethods: implementationMethods || other.implementationMethods)
    }

    /// Whether methods declared in the body of a `kind` are kept.
    func keepsMethods(of kind: TypeKind) -> Bool {
        implementationMethods || bodyFacts || kind == .protocol || kind == .extension
    }
}

/// Turns a file's tokens into its `FileModel` in two linear passes: declarations (with an
/// explicit scope stack, so nesting depth costs no recursion), then references.
public enum ModelExtractor {
    public static func extract(_ file: TokenizedFile, path: String, detail: ModelDetail = .full) -> FileModel {
        var model = file.tokens.withUnsafeBufferPointer { tokens in
            file.bytes.withUnsafeBufferPointer { bytes in
                var extractor = Extractor(file: file, tokens: tokens, bytes: bytes, path: path, detail: detail)
                extractor.extractDeclarations()
                extractor.extractReferences()
                extractor.extractDirectives()
                return extractor.model
            }
        }
        model.trimSpareCapacity()
        return model
    }
}

private enum Punct {
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let equal = UInt8(ascii: "="), period = UInt8(ascii: "."), question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    /// Marks a `(` that opens a tuple pattern in the references pass' bracket stack.
    static let pattern = UInt8(ascii: "p")
}

private struct Scope {
    enum Kind {
        case file
        case typeBody(Int)
        /// Function, accessor, closure or statement body; `owner` is the enclosing type or -1.
        case code(owner: Int)
    }
    var kind: Kind
    /// Index in `genericScopes` whose end this scope's `}` sets.
    var genericScope: Int?
    /// Index in `methodBodies` when this is a method's body.
    var methodBody: Int?
    /// Index in `functionBodies` when this is the body of a type's method or initializer.
    var functionBody: Int?
}

private struct GenericScope {
    var startToken: Int
    var endToken: Int
    var names: [String]
}

/// The attributes and modifiers in front of a declaration.
private struct DeclarationPrefix {
    var start: Int
    var attributes: [String] = []
    var modifiers: [String] = []
    // What the modifiers say, noted from their words while the prefix is read: token indices
    // and flags, no string searches per declaration.
    /// Token of the first of `open`, `public`, `package`, `internal`, `fileprivate`, `private`, or -1.
    var accessToken = -1
    /// Token of `private` in `private(set)` and the like, or -1.
    var setterAccessToken = -1
    /// `static` or `class`.
    var isStatic = false
    var isMutating = false
    var isWeak = false
    /// `unowned`, `unowned(safe)`, `unowned(unsafe)`.
    var isUnowned = false
    var isLazy = false

    /// The token after the prefix: the declaration's introducer.
    var end: Int

    init(start: Int) {
        self.start = start
        end = start
    }

    var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty }

    /// Notes what the modifier `word` at `token` says; `argument` is the word in its parentheses
    /// (`set` in `private(set)`, `unsafe` in `unowned(unsafe)`), if it has one.
    mutating func note(_ word: Word, at token: Int, argument: Word?) {
        if let argument {
            if word == .unowned { isUnowned = true }
            if argument == .set && setterAccessToken < 0 { setterAccessToken = token }
            return
        }
        switch word {
        case .open, .public, .package, .internal, .fileprivate, .private: if accessToken < 0 { accessToken = token }
        case .static, .class: isStatic = true
        case .mutating: isMutating = true
        case .weak: isWeak = true
        case .unowned: isUnowned = true
        case .lazy: isLazy = true
        default: break
        }
    }
}

private struct Extractor {
    let file: TokenizedFile
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let detail: ModelDetail
    var model: FileModel

    var k = 0
    var scopes: [Scope] = [Scope(kind: .file)]
    /// Tokens that declare a name (not references) or belong to an import path.
    var declaresName: [Bool]
    var typeStartToken: [Int] = []
    var typeEndToken: [Int] = []
    var genericScopes: [GenericScope] = []
    /// Bodies of methods (of types, not free functions), in the order their `{` opens; only
    /// for body facts.
    var methodBodies: [BodyFacts.MethodBody] = []
    /// Bodies of types' methods and initializers, in the order their `{` opens (`close` is the
    /// token count while unclosed); `function` indexes `model.functions`.
    var functionBodies: [(type: Int, open: Int, close: Int)] = []
    /// Tokens of type members' initial values (`= OrdersWorker()`), in source order: the
    /// references pass keeps every reference in them (see `extractReferences`).
    var initialValues: [Range<Int>] = []
    /// Open `#if` blocks at the declaration level.
    var conditionalDepth = 0
    /// Initial-value expressions being scanned for local types, one inside another.
    var nestedExpressionScans = 0
    /// Texts longer than a small string, shared (see `sharedText`).
    var longTexts = NameInterner()
    /// Modifier lists made of known words, by their words: declarations with the same modifiers
    /// (`private`, `public static`) share one array.
    var sharedModifiers: [(key: UInt64, modifiers: [String])] = []
    /// Token indices of the modifiers of the prefix being read (storage reused).
    var prefixModifiers: [Int32] = []
    /// Name tokens of the binding `parseVariable` is reading (storage reused).
    var bindingNames: [Int] = []
    /// A type nested more than this deep is modelled as a top-level one. Only generated or
    /// broken code gets there (40,000 unclosed `struct A {`), and a qualified name grows with its
    /// depth: their sum, and walks up the enclosing types, would grow with the depth's square
    /// (1.7 GB for a 650 KB file).
    static let maximumTypeNesting = 64
    /// The file has a type nested deeper than `maximumTypeNesting` (diagnosed once).
    var nestedTooDeep = false
    /// Types nested deeper than `maximumTypeNesting`, modelled as top-level ones.
    var typesPastNesting = Set<Int>()
    /// Every bracket's partner, for a bracket not closed nearby (see `matchingClose`).
    let partners = BracketPartners()

    init(file: TokenizedFile, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, path: String,
         detail: ModelDetail) {
        self.file = file
        self.tokens = tokens
        self.bytes = bytes
        self.count = tokens.count
        self.detail = detail
        self.model = FileModel(path: path)
        self.declaresName = [Bool](repeating: false, count: tokens.count)
        model.lineCount = file.lines.lineCount
        for diagnostic in file.diagnostics {
            model.diagnostics.append(ModelDiagnostic(
                message: diagnostic.problem.rawValue,
                position: SourcePosition(line: diagnostic.line, column: diagnostic.column)))
        }
    }

    // MARK: Token helpers

    @inline(__always)
    func punct(_ index: Int) -> UInt8 {
        guard index >= 0 && index < count else { return 0 }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 ? bytes[Int(token.offset)] : 0
    }

    func isArrow(_ index: Int) -> Bool {
        guard index < count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 2 && bytes[Int(token.offset)] == UInt8(ascii: "-")
    }

    @inline(__always)
    func word(_ index: Int) -> Word { index >= 0 && index < count ? tokens[index].word : .none }

    /// `<` opening a generic clause, whether the lexer made it punctuation or (after `init?`, an
    /// operator function's name) an operator.
    func isAngleOpen(_ index: Int) -> Bool {
        guard index < count else { return false }
        let token = tokens[index]
        return (token.kind == .punctuation || token.kind == .operator) && token.length == 1 && bytes[Int(token.offset)] == Punct.less
    }

    /// How many generic clauses a `>`, `>>`… token closes (0 for any other token).
    func angleCloseCount(_ index: Int) -> Int {
        guard index < count else { return 0 }
        let token = tokens[index]
        guard token.kind == .punctuation || token.kind == .operator else { return 0 }
        let start = Int(token.offset)
        for b in start..<(start + Int(token.length)) where bytes[b] != Punct.greater { return 0 }
        return Int(token.length)
    }

    /// The word, if the token acts as a keyword here.
    @inline(__always)
    func keyword(_ index: Int) -> Word {
        guard index >= 0 && index < count, tokens[index].kind == .keyword else { return .none }
        return tokens[index].word
    }

    /// The token's text; a keyword's is a shared constant, not a new string.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        if token.word != .none { return Word.spellings[Int(token.word.rawValue)] }
        return text(from: Int(token.offset), count: Int(token.length))
    }

    /// Read from the buffer the extractor already holds (`file.text` would reach it again).
    func text(from start: Int, count: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self)
    }

    /// A name with backticks removed.
    func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.length >= 2 && bytes[Int(token.offset)] == UInt8(ascii: "`") {
            return text(from: Int(token.offset) + 1, count: Int(token.length) - 2)
        }
        return text(from: Int(token.offset), count: Int(token.length))
    }

    @inline(__always)
    func isName(_ index: Int) -> Bool {
        index >= 0 && index < count && tokens[index].kind == .identifier
    }

    func position(_ index: Int) -> SourcePosition {
        let token = tokens[min(index, count - 1)]
        return SourcePosition(line: token.line, column: token.column)
    }

    /// Source text of tokens `range`, white space runs collapsed to one space.
    mutating func collapsedText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = Int(tokens[range.lowerBound].offset)
        let end = Int(tokens[range.upperBound - 1].end)
        // Most types are written on one line with single spaces: the text as it is.
        var afterSpace = false
        var alreadyCollapsed = true
        for byte in bytes[start..<end] {
            if byte == 32 {
                if afterSpace { alreadyCollapsed = false; break }
                afterSpace = true
            } else if byte == 9 || byte == 10 || byte == 13 {
                alreadyCollapsed = false
                break
            } else {
                afterSpace = false
            }
        }
        if alreadyCollapsed { return sharedText(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var inSpace = false
        for byte in bytes[start..<end] {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                inSpace = true
            } else {
                if inSpace { out.append(32) }
                inSpace = false
                out.append(byte)
            }
        }
        return out.withUnsafeBufferPointer { sharedText($0) }
    }

    /// A `String` of `spelling`. Strings of more than 15 UTF-8 bytes live on the heap: a file's
    /// equal ones (a type written in many signatures) share one.
    mutating func sharedText(_ spelling: UnsafeBufferPointer<UInt8>) -> String {
        guard spelling.count > 15 else { return String(decoding: spelling, as: UTF8.self) }
        let id = longTexts.intern(spelling, from: 0, count: spelling.count)
        return longTexts.names[Int(id)]
    }

    /// Index of the token that closes the bracket opened at `open`, or `count` when unclosed.
    /// Looked for nearby first; past `BracketPartners.nearby` tokens, in the file's table of
    /// partners, made then and used from then on: a file of unclosed `@available(` lines
    /// scanned to its end for each (100,000 lines: 3.9 s).
    func matchingClose(_ open: Int) -> Int {
        let opener = punct(open)
        guard let closer = Self.closer(of: opener) else { return open }
        if partners.isBuilt { return partners.partner(of: open, in: self) }
        var depth = 0
        var j = open
        let end = min(count, open + BracketPartners.nearby)
        while j < end {
            let c = punct(j)
            if c == opener { depth += 1 } else if c == closer {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return end == count ? count : partners.partner(of: open, in: self)
    }

    /// The closing bracket of an opening one (`<` counts as one), nil for any other byte.
    static func closer(of opener: UInt8) -> UInt8? {
        switch opener {
        case Punct.openParen: return Punct.closeParen
        case Punct.openBracket: return Punct.closeBracket
        case Punct.openBrace: return Punct.closeBrace
        case Punct.less: return Punct.greater
        default: return nil
        }
    }

    /// The index after the attribute at `index` with its `.Member`s, `<Generic>` and `(arguments)`.
    func attributeEnd(_ index: Int) -> Int {
        var end = index + 1
        while isAttributeMember(end) { end += 2 }
        if isAngleOpen(end) && tokens[end].offset == tokens[end - 1].end { end = matchingAngle(end) + 1 }
        if punct(end) == Punct.openParen && tokens[end].offset == tokens[end - 1].end { end = min(matchingClose(end), count - 1) + 1 }
        return end
    }

    /// `.Name` right after an attribute name (`@Module.Wrapper`), at `index`.
    func isAttributeMember(_ index: Int) -> Bool {
        punct(index) == Punct.period && index + 1 < count && tokens[index].offset == tokens[index - 1].end
            && isName(index + 1) && tokens[index + 1].offset == tokens[index].end
    }

    /// Tokens an attribute's generic clause may span. Real ones are a few (`@Wrapper<Int>`); a
    /// `<` never closed was scanned to the next `{`, `}` or `;` from each attribute, past all the
    /// later ones (80,000 parameters `@A<x,` took 11 s).
    static let maximumAngleClause = 512

    /// Index of the `>` closing the generic clause opened at `open` (see `isAngleOpen`); the token
    /// before a `{`, `}` or `;` that comes first, or `count`; `open` itself when the clause runs
    /// past `maximumAngleClause` tokens (then no clause).
    func matchingAngle(_ open: Int) -> Int {
        var depth = 0
        var j = open
        while j < count {
            if j - open > Self.maximumAngleClause { return open }
            if isAngleOpen(j) {
                depth += 1
            } else if angleCloseCount(j) > 0 {
                depth -= angleCloseCount(j)
                if depth <= 0 { return j }
            } else {
                let c = punct(j)
                if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon { return j - 1 }
            }
            j += 1
        }
        return count
    }

    var currentType: Int? {
        for scope in scopes.reversed() {
            switch scope.kind {
            case .typeBody(let index): return index
            case .code(let owner): return owner >= 0 ? owner : nil
            case .file: return nil
            }
        }
        return nil
    }

    var inDeclarationContext: Bool {
        if case .code = scopes.last!.kind { return false }
        return true
    }

    // MARK: Declarations pass

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

    mutating func closeScope() {
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
    func prefixStart(before index: Int) -> Int {
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
    func attributeOwningArguments(endingAt end: Int) -> Int? {
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
    mutating func readPrefix(into prefix: inout DeclarationPrefix) {
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
    func isUnknownModifier(_ index: Int) -> Bool {
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

    func isConditionalDirective(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .pound else { return false }
        return file.token(token, is: "#if") || file.token(token, is: "#elseif") || file.token(token, is: "#else")
            || file.token(token, is: "#endif")
    }

    /// Skips `#if cond`, `#else`, `#warning("…")`, a macro expansion with its arguments.
    mutating func skipPoundDirective(_ index: Int, trackConditionals: Bool) -> Int {
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
    mutating func parseDeclaration() -> Bool {
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
    func continuesType(at index: Int) -> Bool {
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

    func skipToDeclarationEnd(from start: Int) -> Int {
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

    // MARK: Imports

    mutating func parseImport(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        var kind: String?
        switch keyword(j) {
        case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let:
            kind = text(j)
            j += 1
        default:
            break
        }
        var components: [String] = []
        while j < count && !(j > introducer + 1 && tokens[j].startsLine) {
            let token = tokens[j]
            if token.kind == .identifier || token.kind == .keyword || token.kind == .operator {
                components.append(name(j))
                declaresName[j] = true
                j += 1
                if punct(j) == Punct.period { j += 1 } else { break }
            } else {
                break
            }
        }
        model.imports.append(ImportDecl(
            module: components.joined(separator: "."), position: position(introducer), accessLevel: access(prefix),
            conditional: conditionalDepth > 0, kind: kind, attributes: prefix.attributes))
        k = j
    }

    // MARK: Types

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
        if punct(j) == Punct.less {
            (genericParams, j) = parseGenericParameters(at: j)
        }
        var inherits: [String] = []
        if punct(j) == Punct.colon {
            (inherits, j) = parseInheritance(from: j + 1)
        }
        if keyword(j) == .where { j = skipWhereClause(from: j + 1) }
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
    func nestingDepth(of type: Int) -> Int {
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

    /// The comma-separated inheritance list up to `{` or `where`; attributes dropped from entries.
    mutating func parseInheritance(from start: Int) -> ([String], Int) {
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

    // MARK: Functions, initializers, subscripts

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
    mutating func parseReturnType(at index: Int) -> (String?, Int) {
        guard isArrow(index) else { return (nil, index) }
        let end = skipType(from: index + 1)
        return (collapsedText((index + 1)..<end), end)
    }

    func parseEffects(from start: Int) -> (isAsync: Bool, isThrowing: Bool, next: Int) {
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
    mutating func parseParameters(at open: Int, keeping: Bool = true) -> ([Parameter], Int) {
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
            if end >= count || punct(end) == Punct.closeBrace { return (params.trimmed(), end) }
            j = end
        }
        return (params.trimmed(), min(j + 1, count))
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
        var memberOf: Int?
        if case .typeBody(let type) = scopes.last!.kind { memberOf = type }
        openBodyIfPresent(owner: currentType, genericScope: genericScope)
        if let memberOf, punct(j) == Punct.openBrace { noteFunctionBody(of: memberOf, name: "init", isStatic: false, open: j) }
    }

    // MARK: Properties, cases, typealiases

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
                j = value.end
                if case .typeBody = destination { initialValues.append(valueStart..<j) }
                if value.declaresType { scanForLocalTypes(valueStart..<j) }
            }
            if punct(j) == Punct.openBrace {
                let firstInside = j + 1
                var accessor = firstInside
                while accessor < count && (tokens[accessor].kind == .attribute || isModifier(accessor)) { accessor += 1 }
                let observed = word(accessor) == .willSet || word(accessor) == .didSet
                for index in first..<added {
                    updateProperty(base + index, in: destination) { property in
                        property.observed = observed
                        property.computed = !observed && !prefix.isLazy
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

    /// How many properties the list of `scope` holds (a type's, the file's; none in code).
    func propertyCount(in scope: Scope.Kind) -> Int {
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

    mutating func updateProperty(_ index: Int, in scope: Scope.Kind, _ update: (inout PropertyDecl) -> Void) {
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

    // MARK: References pass

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
        // Per name, the owner and member of its last reference kept (owner << 32 | member): a use
        // the owner repeats says nothing new (rules read each owner's first use of a name), so
        // the repeats are not kept; except in members' initial values, where a rule looks for
        // what a property constructs on its line.
        var lastUse: [Int64] = []
        var nextInitialValue = 0
        var initialValueEnd = 0
        var referenceStart = [Int](repeating: 0, count: model.types.count)
        var facts = detail.bodyFacts ? BodyFacts(tokens: tokens, bytes: bytes, types: model.types) : nil
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
                facts?.focus(owner: owners.last, body: openBodies.last, bodies: bodies)
            }
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                switch punct(index) {
                case Punct.openParen:
                    // `let (a, b)`, `for (key, value) in`: a tuple pattern that declares names.
                    let previous = keyword(index - 1)
                    let isPattern = previous == .let || previous == .var || previous == .for
                        || (brackets.last == Punct.pattern && (punct(index - 1) == Punct.openParen || punct(index - 1) == Punct.comma))
                    brackets.append(isPattern ? Punct.pattern : Punct.openParen)
                case Punct.openBrace:
                    brackets.append(Punct.openBrace)
                    markClosureParameters(after: index)
                case Punct.openBracket: brackets.append(Punct.openBracket)
                case Punct.closeParen, Punct.closeBracket, Punct.closeBrace: if !brackets.isEmpty { brackets.removeLast() }
                default: break
                }
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
                facts?.visit(identifier: index)
                // Most names start lowercase: no type, whatever else holds.
                let head = bytes[Int(token.offset)]
                if head >= lowercaseA && head <= lowercaseZ { continue }
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
                if punct(index + 1) == Punct.period && index + 2 < count && tokens[index + 2].kind == .identifier {
                    let member = tokens[index + 2]
                    reference.member = interner.intern(bytes, from: Int(member.offset), count: Int(member.length))
                }
                if let function = openFunctions.last, functions[function].type == owners.last {
                    reference.function = Int32(function)
                }
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
        model.names = interner.names
        facts?.finish(into: &model, bodies: bodies)
    }

    /// `` `Self` ``, `` `Any` ``, `` `Type` ``, `` `Protocol` ``: backticked, the lexer does not know
    /// them as words, and they never name a referenced type either.
    func isKeywordSpelling(_ start: Int, _ length: Int) -> Bool {
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
    func isDeclaredInCode(_ index: Int, brackets: [UInt8]) -> Bool {
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
    mutating func markClosureParameters(after brace: Int) {
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
    mutating func closureParameterClauseEnd(from open: Int, limit: Int, mark: Bool) -> Int {
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

    // MARK: Directives

    mutating func extractDirectives() {
        let marker = Array("archlint:".utf8)
        for comment in file.comments {
            let start = Int(comment.offset)
            let end = start + Int(comment.length)
            guard end - start >= marker.count, let base = bytes.baseAddress else { continue }
            // Find each `:` (memchr is vectorised) and look for `archlint` right before it.
            var found = false
            var j = start + marker.count - 1
            while j < end, let hit = memchr(base + j, Int32(UInt8(ascii: ":")), end - j) {
                let colon = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let candidate = colon - (marker.count - 1)
                if bytes[candidate..<(colon + 1)].elementsEqual(marker) {
                    found = true
                    break
                }
                j = colon + 1
            }
            guard found else { continue }
            var bodyStart = start + 2
            var bodyEnd = end
            if comment.isBlock && bodyEnd - bodyStart >= 2 { bodyEnd -= 2 }
            while bodyStart < bodyEnd && (bytes[bodyStart] == UInt8(ascii: "/") || bytes[bodyStart] == UInt8(ascii: "*")) {
                bodyStart += 1
            }
            let text = file.text(offset: Int32(bodyStart), length: Int32(bodyEnd - bodyStart))
            model.directives.append(DirectiveComment(
                text: text.trimmingWhitespace(),
                position: SourcePosition(line: comment.line, column: comment.column)))
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

/// Where each bracket of a file closes: for each kind, the nearest unmatched opener before a
/// closer is its partner, which is what counting that kind from the opener finds. Made the
/// first time `matchingClose` looks further than `nearby`; a class, so that the extractor's
/// non-mutating scans can fill it.
final class BracketPartners {
    static let nearby = 4096
    private var closeOf: [Int32] = []
    var isBuilt: Bool { !closeOf.isEmpty }

    fileprivate func partner(of open: Int, in extractor: Extractor) -> Int {
        if closeOf.isEmpty { build(extractor) }
        return Int(closeOf[open])
    }

    private func build(_ extractor: Extractor) {
        let count = extractor.count
        closeOf = [Int32](repeating: Int32(count), count: count)
        // Unmatched openers, by the closer they wait for.
        var waiting: [UInt8: [Int32]] = [:]
        for index in 0..<count {
            let c = extractor.punct(index)
            if let closer = Extractor.closer(of: c) {
                waiting[closer, default: []].append(Int32(index))
            } else if let opener = waiting[c]?.popLast() {
                closeOf[Int(opener)] = Int32(index)
            }
        }
    }
}
