import SourceModel
import SwiftLexer
import XCTest

final class ModelDetailTests: XCTestCase {
    private let source = """
    final class Cart<Item> {
        init(store: any Store, limit: Int = 3) {}
        subscript(index: Int) -> Item { fatalError() }
        func add(_ item: Item, count: Int, note: @escaping (String) -> Void) async throws -> Bool { save(item) }
        private func save(_ item: Item) -> Bool { true }
        static func == (lhs: Cart, rhs: Cart) -> Bool { true }
    }
    func total(of carts: [Cart<Int>], in currency: Currency) -> Decimal { 0 }
    """

    /// With body facts, the rules' model is the full one without functions' parameter lists: every
    /// other field, the references and the declared names (parameter names are no references) are the same.
    func testTheRulesModelLeavesOutOnlyFunctionsParameters() {
        let tokens = Lexer.tokenize(Array(source.utf8))
        let full = ModelExtractor.extract(tokens, path: "Cart.swift", detail: .full)
        // The calls are interned among the names when asked for: asked here, so the names agree.
        let rules = ModelExtractor.extract(tokens, path: "Cart.swift", detail: ModelDetail(bodyFacts: true, bareCalls: true, memberCalls: true))

        let cart = full.type("Cart")
        XCTAssertEqual(cart.methods.map { $0.params.map(\.name) }, [["item", "count", "note"], ["item"], ["lhs", "rhs"]])
        XCTAssertEqual(full.topLevelFunctions.map { $0.params.map(\.label) }, [["of", "in"]])

        func withoutParameters(_ functions: [FunctionDecl]) -> [FunctionDecl] {
            functions.map { function in
                var function = function
                function.params = []
                return function
            }
        }
        XCTAssertEqual(rules.types.count, full.types.count)
        for (lean, whole) in zip(rules.types, full.types) {
            XCTAssertEqual(lean.methods, withoutParameters(whole.methods))
            XCTAssertEqual(lean.initializers, whole.initializers)
            XCTAssertEqual(lean.subscripts, whole.subscripts)
            XCTAssertEqual(lean.properties, whole.properties)
            XCTAssertEqual(lean.referenceRange, whole.referenceRange)
        }
        XCTAssertEqual(rules.initializersParameterNames, [["store", "limit"]])
        XCTAssertEqual(rules.topLevelFunctions, withoutParameters(full.topLevelFunctions))
        XCTAssertEqual(rules.references, full.references)
        XCTAssertEqual(rules.names, full.names)
        XCTAssertEqual(rules.memberWrites, full.memberWrites)
        XCTAssertEqual(full.referencedTypes(of: "Cart"), ["Bool", "Cart", "Int", "Item", "Store", "String", "Void"])
        XCTAssertEqual(rules.fileLevelReferencedTypes, ["Cart", "Currency", "Decimal", "Int"])
    }
}

extension ModelDetailTests {
    /// Without body facts the model has no calls and no member writes, and nothing else changes.
    func testWithoutBodyFactsOnlyCallsAndWritesAreLeftOut() {
        let source = """
        final class CounterView {
            @ObservedObject var model: CounterModel
            func tap() { model.count = 1; refresh() }
            func refresh() { $model.name }
        }
        """
        let tokens = Lexer.tokenize(Array(source.utf8))
        let with = ModelExtractor.extract(tokens, path: "CounterView.swift", detail: ModelDetail(bodyFacts: true))
        let without = ModelExtractor.extract(tokens, path: "CounterView.swift", detail: ModelDetail(implementationMethods: true))
        XCTAssertEqual(with.type("CounterView").method("tap")?.calls, ["refresh"])
        XCTAssertEqual(with.memberWrites.map { "\($0.base).\($0.member) \($0.kind)" }, ["model.count assignment", "model.name binding"])
        XCTAssertEqual(without.type("CounterView").methods.map(\.calls), [[], []])
        XCTAssertEqual(without.memberWrites, [])
        XCTAssertEqual(without.type("CounterView").methods.map(\.name), with.type("CounterView").methods.map(\.name))
        XCTAssertEqual(without.type("CounterView").properties, with.type("CounterView").properties)
        XCTAssertEqual(without.references, with.references)
        XCTAssertEqual(without.names, with.names)
    }
}

extension ModelDetailTests {
    /// Without implementations' methods, classes, structs, enums and actors keep no methods;
    /// protocols and extensions (which may extend a protocol) keep theirs, and nothing else changes.
    func testImplementationsMethodsAreKeptOnlyWhenAsked() {
        let source = """
        protocol CartPresenter: AnyObject { func show() async }
        extension CartPresenter { func hide() {} }
        final class CartScreen: CartPresenter {
            var total = 0
            init(total: Int) { self.total = total }
            func show() async {}
            struct Row { func render() -> String { "" } }
        }
        enum CartRoute { case back; func path() -> String { "" } }
        actor CartLogic { func load() async {} }
        extension CartScreen { func refresh() {} }
        """
        let tokens = Lexer.tokenize(Array(source.utf8))
        let lean = ModelExtractor.extract(tokens, path: "Cart.swift", detail: .rules)
        let kept = ModelExtractor.extract(tokens, path: "Cart.swift", detail: ModelDetail(implementationMethods: true))
        let methods = { (model: FileModel) in model.types.map { "\($0.qualifiedName): \($0.methods.map(\.name).joined(separator: " "))" } }
        XCTAssertEqual(methods(lean), ["CartPresenter: show", "CartPresenter: hide", "CartScreen: ", "CartScreen.Row: ",
                                       "CartRoute: ", "CartLogic: ", "CartScreen: refresh"])
        XCTAssertEqual(methods(kept), ["CartPresenter: show", "CartPresenter: hide", "CartScreen: show", "CartScreen.Row: render",
                                       "CartRoute: path", "CartLogic: load", "CartScreen: refresh"])
        XCTAssertEqual(lean.types.map(\.properties), kept.types.map(\.properties))
        XCTAssertEqual(lean.types.map(\.initializers), kept.types.map(\.initializers))
        XCTAssertEqual(lean.types.map(\.cases.count), [0, 0, 0, 0, 1, 0, 0])
        XCTAssertEqual(lean.references, kept.references)
        XCTAssertEqual(lean.names, kept.names)
        // Body facts are stored on the methods, so asking for them keeps every method.
        let facts = ModelExtractor.extract(tokens, path: "Cart.swift", detail: ModelDetail(bodyFacts: true))
        XCTAssertEqual(methods(facts), methods(kept))
    }

    /// Calls by a bare name and through a receiver are recorded each only when asked: every call's
    /// name is interned for them, and one rule reads each. Asking for one leaves the rest of the
    /// model as it is.
    func testCallsAreRecordedOnlyWhenAsked() {
        let source = """
        final class MapService {
            func pins(_ places: [Place]) -> [Pin] { places.map { $0.makeAnnotation() } }
            func link() -> String { permalink(for: "id") }
        }
        """
        let tokens = Lexer.tokenize(Array(source.utf8))
        let lean = ModelExtractor.extract(tokens, path: "Map.swift", detail: .rules)
        let bare = ModelExtractor.extract(tokens, path: "Map.swift", detail: ModelDetail(bareCalls: true))
        let member = ModelExtractor.extract(tokens, path: "Map.swift", detail: ModelDetail(memberCalls: true))
        XCTAssertEqual(lean.bareCalls.count + lean.memberCalls.count, 0)
        XCTAssertEqual(bare.bareCalls.map { bare.names[Int($0.name)] }, ["permalink"])
        XCTAssertEqual(bare.memberCalls.count, 0)
        // `map { … }` with a trailing closure alone is no call recorded.
        XCTAssertEqual(member.memberCalls.map(\.method), [MemberCall.hash(ofName: "makeAnnotation")])
        XCTAssertEqual(member.bareCalls.count, 0)
        let referenced = { (model: FileModel) in model.references.map { "\(model.names[Int($0.name)]) \($0.position.line):\($0.position.column)" } }
        XCTAssertEqual(referenced(lean), referenced(member))
        XCTAssertEqual(referenced(lean), referenced(bare))
    }
}

private extension FileModel {
    var initializersParameterNames: [[String]] { types.flatMap { $0.initializers.map { $0.params.map(\.name) } } }
}
