import SourceModel
import SwiftLexer
import XCTest

/// The model of `source` after `retag` changed the lexer's classification of some tokens: the
/// extractor must not depend on lexer decisions that were once wrong (a generic `<` lexed as an
/// operator, `Self` lexed as an identifier).
private func model(_ source: String, retag: (String, inout Token) -> Void) -> FileModel {
    let file = Lexer.tokenize(Array(source.utf8))
    let tokens = file.tokens.map { token -> Token in
        var token = token
        retag(file.text(token), &token)
        return token
    }
    let relexed = TokenizedFile(bytes: file.bytes, tokens: tokens, comments: file.comments, diagnostics: file.diagnostics,
                                lines: file.lines)
    return ModelExtractor.extract(relexed, path: "Test.swift")
}

/// Regressions found by comparing the model with a compiler-grade parser on real packages
/// (swift-syntax, swift-nio, vapor, GRDB, swift-protobuf, grpc-swift).
final class ParserAgreementTests: XCTestCase {
    // MARK: Declarations

    func testLocalTypesInsideInitialValueClosures() {
        // swift-nio Benchmarks.swift: types declared in a closure assigned to a global.
        let file = model("""
        let benchmarks: @Sendable () -> Void = {
            Benchmark("x") { benchmark in
                final class Timer: Handler {
                    func fire(loop: some EventLoop) {}
                }
                _ = Timer()
            }
            final actor Foo {
                let executor: UnownedSerialExecutor
            }
        }
        struct Holder {
            lazy var make = { struct Row { let id: Int }; return Row(id: 1) }()
            let after = 1
        }
        """)
        XCTAssertEqual(file.types.map(\.qualifiedName), ["Timer", "Foo", "Holder", "Holder.Row"])
        XCTAssertEqual(file.types.map(\.isLocal), [true, true, false, true])
        XCTAssertEqual(file.type("Timer").methods.map(\.name), ["fire"])
        XCTAssertEqual(file.type("Foo").properties.map(\.name), ["executor"])
        XCTAssertEqual(file.type("Holder").properties.map(\.name), ["make", "after"])
        XCTAssertEqual(file.type("Holder.Row").properties.map(\.name), ["id"])
        XCTAssertEqual(file.topLevelProperties.map(\.name), ["benchmarks"])
        // References inside the local types belong to them, not to the file.
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Benchmark", "Timer", "Void"])
        XCTAssertEqual(file.referencedTypes(of: "Timer"), ["EventLoop", "Handler"])
    }

    func testAttributeArgumentsBeforeLocalTypesAndGenericAttributes() {
        // swift-syntax MacroExamples playgrounds.
        let file = model("""
        func main() {
            @NewType(String.self)
            struct Hostname: NewTypeProtocol {}
            @MyOptionSet<UInt8>
            struct ShippingOptions {}
        }
        @MyOptionSet<UInt8>
        struct Options { var a: Int }
        """)
        XCTAssertEqual(file.types.map(\.name), ["Hostname", "ShippingOptions", "Options"])
        XCTAssertEqual(file.types.map(\.attributes), [["@NewType"], ["@MyOptionSet"], ["@MyOptionSet"]])
        XCTAssertEqual(file.referencedTypes(of: "Hostname"), ["NewTypeProtocol", "String"])
        XCTAssertEqual(file.referencedTypes(of: "Options"), ["Int", "UInt8"])
        XCTAssertEqual(file.type("Options").properties.map(\.name), ["a"])
    }

    func testQualifiedAttributeNames() {
        let file = model("""
        struct S {
            @Dependencies.Dependency(\\.clock) var clock
            @SwiftUI.State private var on = false
        }
        """)
        let type = file.type("S")
        XCTAssertEqual(type.property("clock")?.wrappers, ["@Dependencies.Dependency"])
        XCTAssertEqual(type.property("on")?.wrappers, ["@SwiftUI.State"])
        // Attribute names are not references, whatever their form.
        XCTAssertEqual(file.referencedTypes(of: "S"), [])
    }

    func testGenericClauseAfterFailableInitAndOperatorName() throws {
        // swift-protobuf ExtensionFields.swift, swift-nio EventLoop.swift, vapor And.swift.
        let file = model("""
        struct Field {
            init?<D: Decoder>(decoder: inout D) throws
            public static func * <T: BinaryInteger>(lhs: T, rhs: Field) -> Field { rhs }
        }
        public func && <T: Decodable>(lhs: Validator<T>, rhs: Validator<T>) -> Validator<T> { lhs }
        """)
        let field = file.type("Field")
        XCTAssertEqual(field.initializers.map(\.isThrowing), [true])
        XCTAssertEqual(field.initializers.first?.failable, "?")
        XCTAssertEqual(field.initializers.first?.params, [Parameter(label: "decoder", name: "decoder", type: "inout D")])
        let times = try XCTUnwrap(field.method("*"))
        XCTAssertEqual(times.genericParams, ["T"])
        XCTAssertEqual(times.returnType, "Field")
        XCTAssertEqual(times.params.map(\.type), ["T", "Field"])
        let and = try XCTUnwrap(file.topLevelFunctions.first)
        XCTAssertEqual(and.name, "&&")
        XCTAssertEqual(and.genericParams, ["T"])
        XCTAssertEqual(and.returnType, "Validator<T>")
    }

    func testGenericClauseLexedAsOperatorsStillParses() throws {
        // What the lexer once produced for `init?<D…>` and `func * <T…>`: `<` and `>` as operators.
        let source = """
        struct Field {
            init?<D: Decoder>(decoder: inout D) throws
            public static func * <T: BinaryInteger>(lhs: T, rhs: Field) -> Field { rhs }
        }
        """
        let file = model(source) { text, token in
            if text == "<" || text == ">" { token.kind = .operator }
        }
        let field = file.type("Field")
        XCTAssertEqual(field.initializers.map(\.isThrowing), [true])
        XCTAssertEqual(field.initializers.first?.params.map(\.name), ["decoder"])
        let times = try XCTUnwrap(field.method("*"))
        XCTAssertEqual(times.genericParams, ["T"])
        XCTAssertEqual(times.params.map(\.name), ["lhs", "rhs"])
        XCTAssertEqual(times.returnType, "Field")
        // `D` and `T` are declared by the clauses; their uses are references.
        XCTAssertEqual(file.referencedTypes(of: "Field"), ["BinaryInteger", "D", "Decoder", "Field", "T"])
        XCTAssertEqual(file.references.filter { file.names[Int($0.name)] == "T" }.count, 1)
    }

    func testInterpolationCommasDoNotSplitBindings() {
        // GRDB JoinSupportTests.swift: `\\(columnsOf: T2.self, tableAlias: "t")` in a literal.
        let file = model("""
        let literal: SQL = \"\"\"
            SELECT \\(columnsOf: T1.self), \\(columnsOf: T2.self, tableAlias: "t2")
            \"\"\"
        let next = 1
        func f(message: String = "\\(a, b)", other: Int) {}
        """)
        XCTAssertEqual(file.topLevelProperties.map(\.name), ["literal", "next"])
        XCTAssertEqual(file.topLevelFunctions.first?.params.map(\.name), ["message", "other"])
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Int", "SQL", "String", "T1", "T2"])
    }

    func testTypeAnnotationEndsAtLineBreakBeforeStatement() {
        // swift-nio NIOEchoServer/main.swift: deferred initialization in top-level code.
        let file = model("""
        let bindTarget: BindTo
        switch (arg1, arg2) {
        case (.some(let h), _): bindTarget = .ip(host: h)
        default: bindTarget = .unix
        }
        let connected: Bool
        if let index = arguments.firstIndex(of: "--connect") {
            connected = true
        } else {
            connected = false
        }
        var products: [Product]
        if dynamic { products = [] } else { products = [] }
        let handler: (Int)
            -> Void = { _ in }
        let both: Encodable &
            Sendable = 1
        """)
        XCTAssertEqual(file.topLevelProperties.map(\.name), ["bindTarget", "connected", "products", "handler", "both"])
        XCTAssertEqual(file.topLevelProperties.map(\.type), ["BindTo", "Bool", "[Product]", "(Int) -> Void", "Encodable & Sendable"])
        XCTAssertEqual(file.topLevelProperties.map(\.computed), [false, false, false, false, false])
    }

    func testConditionBindingsInTopLevelCodeAreNotProperties() {
        // swift-nio NIOUDPEchoClient/main.swift.
        let file = model("""
        var arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--connect"), let other = Optional(1) {
            arguments.remove(at: flag)
        }
        guard let first = arguments.first else { fatalError() }
        while var line = readLine() { line = "" }
        let kept = 1
        """)
        XCTAssertEqual(file.topLevelProperties.map(\.name), ["arguments", "kept"])
    }

    func testGenericAttributeArgumentsOnParameters() throws {
        // hummingbird Route.swift, swift-parsing Pipe.swift, Graphiti SchemaBuilder.swift.
        let file = model("""
        extension Parser {
            public func pipe<Downstream>(@ParserBuilder<Output> _ build: () -> Downstream) -> Pipes<Self, Downstream> { fatalError() }
            init(@MiddlewareFixedTypeBuilder<Request, Response, Context> _ child: () -> Child) {}
        }
        """)
        let pipe = try XCTUnwrap(file.types[0].method("pipe"))
        XCTAssertEqual(pipe.params, [Parameter(label: "_", name: "build", type: "() -> Downstream")])
        XCTAssertEqual(file.types[0].initializers.first?.params, [Parameter(label: "_", name: "child", type: "() -> Child")])
        // The attribute's generic arguments are uses of types.
        XCTAssertEqual(file.referencedTypes(ofType: 0), [
            "Child", "Context", "Downstream", "Output", "Parser", "Pipes", "Request", "Response",
        ])
    }

    func testMacroExpansionArgumentsHoldLocalTypes() {
        // swift-dependencies IntegrationApp.swift.
        let file = model("""
        #Preview(
          "Third",
          traits: .dependencies { _ in
            struct Failure: Error {}
            throw Failure()
          }
        ) {
          ContentView()
        }
        """)
        XCTAssertEqual(file.types.map(\.name), ["Failure"])
        XCTAssertEqual(file.types.map(\.isLocal), [true])
        XCTAssertEqual(file.fileLevelReferencedTypes, ["ContentView", "Failure"])
    }

    func testUnknownModifiersStillIntroduceDeclarations() {
        // swift-collections DictionaryAPIChecker.swift: `__consuming func`.
        let file = model("""
        protocol Checker {
          mutating func merge<S: Sequence>(_ other: S) rethrows where S.Element == (Key, Value)

          __consuming func merging<S: Sequence>(_ other: __owned S) rethrows -> Self where S.Element == Key
          _const let limit: Int
        }
        """)
        let checker = file.type("Checker")
        XCTAssertEqual(checker.methods.map(\.name), ["merge", "merging"])
        XCTAssertEqual(checker.methods.map(\.modifiers), [["mutating"], ["__consuming"]])
        XCTAssertEqual(checker.properties.map(\.name), ["limit"])
    }

    func testExtensionsOfSugaredTypes() {
        // swift-configuration ConfigContext.swift, swift-otel.
        let file = model("""
        extension [String: ConfigContextValue]: CustomStringConvertible {
            var description: String { "" }
        }
        extension [Int] {}
        """)
        XCTAssertEqual(file.types.map(\.name), ["[String: ConfigContextValue]", "[Int]"])
        XCTAssertEqual(file.types[0].inherits, ["CustomStringConvertible"])
        XCTAssertEqual(file.types[0].properties.map(\.name), ["description"])
        XCTAssertFalse(file.hasSyntaxErrors)
    }

    func testInitializedBindingTakesNoLaterAnnotation() {
        // swift-custom-dump Mocks.swift.
        let file = model("""
        struct LoginState {
          var email = "", password = "", token: String
          var a, b: Int
        }
        """)
        XCTAssertEqual(file.type("LoginState").properties.map(\.type), [nil, nil, "String", "Int", "Int"])
    }

    // MARK: References

    func testSelfAnyTypeAndProtocolAreNeverReferences() {
        // GRDB `extension TableRequest where Self: FilteredRequest`, swift-syntax `case .Self`,
        // vapor `\\(T.Type.self)`.
        let file = model("""
        extension TableRequest where Self: FilteredRequest, Self: TypedRequest {}
        enum Keyword { case `Self`, `Type`, `Protocol`, `Any` }
        func f<T>(_: T) -> String {
            let k: Keyword = .Self
            _ = Keyword.Type
            _ = Keyword.Protocol
            return "\\(T.Type.self) \\(T.Protocol.self)"
        }
        """)
        XCTAssertEqual(file.referencedTypes(ofType: 0), ["FilteredRequest", "TableRequest", "TypedRequest"])
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Keyword", "String", "T"])
        // Backticked, they are identifiers, and still never references.
        let backticked = model("let k = Keyword.`Self`, t: `Type`? = nil, a: `Any`")
        XCTAssertEqual(backticked.fileLevelReferencedTypes, ["Keyword"])
        // Whatever the lexer makes of `Self` in a where clause.
        let relexed = model("extension TableRequest where Self: FilteredRequest {}") { text, token in
            if text == "Self" { token.kind = .identifier }
        }
        XCTAssertEqual(relexed.referencedTypes(ofType: 0), ["FilteredRequest", "TableRequest"])
    }

    func testStatementLabelsAreNotReferences() {
        // swift-syntax Parser (`LOOP: while`), swift-protobuf StringUtils (`Loop: while true`).
        let file = model("""
        func scan() {
            LOOP: while true {
                NEXT: for item in items {
                    if item.isEmpty { continue NEXT }
                    break LOOP
                }
            }
            Outer: do { break Outer }
            switch value { case Kind: while true {} }
        }
        """)
        // `case Kind:` is a pattern (a use), not a label.
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Kind"])
    }

    func testClosureParametersAreNotReferences() {
        // swift-nio SALChannelTests: `{ selectable, event, Registration in`.
        let file = model("""
        func f() {
            assertRegister { selectable, event, Registration in
                _ = Registration
            }
            run { [weak self] (First, second: Second) async throws -> Output in }
            apply { Value in }
            let list = [Kind.a, Kind.b].map { Element($0) }
        }
        """)
        // Uses of a parameter still count (`_ = Registration`), as the parser's reference positions do.
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Element", "Kind", "Output", "Registration", "Second"])
        let declarations = file.references.filter { file.names[Int($0.name)] == "Registration" }
        XCTAssertEqual(declarations.map(\.position.line), [3])
    }

    func testPatternBindingsInCodeAreNotReferences() {
        let file = model("""
        func f() throws {
            let Local = 1
            for Item in items {}
            let (P1, P2) = (1, 2)
            for (Key, value) in dictionary {}
            if let Opt = optional, var Other = optional {}
            switch e { case .a(let V): break; default: break }
            do { try g() } catch let RecordError.notFound(key: key) { _ = key }
        }
        """)
        XCTAssertEqual(file.fileLevelReferencedTypes, ["RecordError"])
    }

    func testAvailabilityPlatformsAndObjCNamesAreNotReferences() {
        // swift-nio NIOAtomic.swift: `@available(OpenBSD, unavailable, …)`.
        let file = model("""
        @available(OSX 10.15, OSXApplicationExtension 10.15, *)
        final class A {
            @available(OpenBSD, unavailable, message: "malloc_size is unavailable.")
            static func make() -> A { A() }
            @objc(ObjCName) func f() {}
            @_originallyDefinedIn(module: "Old", OSX 10.14) func g() {}
            func h() { if #available(OSX 10.15, *) { use(Foo.self) } }
            @_spi(Experimental) @Option(name: .Long) var o: Int = 0
        }
        """)
        XCTAssertEqual(file.referencedTypes(of: "A"), ["A", "Experimental", "Foo", "Int", "Long"])
    }

    func testMacroGenericParametersAreDeclarations() {
        // swift-syntax ComplexMacros.swift.
        let file = model("""
        @attached(member, names: named(Storage))
        public macro MyOptionSet<RawType>() = #externalMacro(module: "Impl", type: "OptionSetMacro")
        public macro Tagged<T: Hashable>(_ value: T) = #externalMacro(module: "Impl", type: "TagMacro")
        """)
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Hashable", "Storage", "T"])
    }

    func testPrecedenceGroupNamesAreNotReferences() {
        let file = model("""
        infix operator <>: AdditionPrecedence
        precedencegroup PipePrecedence {
            higherThan: AdditionPrecedence
            lowerThan: MultiplicationPrecedence
            associativity: left
        }
        let x = Value()
        """)
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Value"])
    }
}
