import SourceModel
import XCTest

final class MemberTests: XCTestCase {
    func testStoredAndComputedPropertyFlavours() throws {
        let file = model("""
        final class Presenter {
            weak var view: ViewInput?
            unowned let owner: Owner
            unowned(unsafe) var raw: Owner
            var interactor: LoginInteractorInput!
            lazy var formatter = DateFormatter()
            static var shared = Presenter()
            class var kind: String { "presenter" }
            private(set) var count = 0
            @Published var title: String = ""
            @State private var isOn = false
            var observed: Int = 0 {
                willSet { print(newValue) }
                didSet { update() }
            }
            var computed: Int { count * 2 }
            var accessors: Int {
                get { count }
                set { count = newValue }
            }
            let constant = 1
        }
        """)
        let type = file.type("Presenter")
        XCTAssertEqual(type.properties.map(\.name), [
            "view", "owner", "raw", "interactor", "formatter", "shared", "kind", "count", "title", "isOn", "observed",
            "computed", "accessors", "constant",
        ])
        let view = try XCTUnwrap(type.property("view"))
        XCTAssertTrue(view.weak && view.mutable && !view.computed)
        XCTAssertEqual(view.type, "ViewInput?")
        let owner = try XCTUnwrap(type.property("owner"))
        XCTAssertTrue(owner.unowned && !owner.mutable)
        XCTAssertEqual(type.property("raw")?.modifiers, ["unowned(unsafe)"])
        XCTAssertEqual(type.property("raw")?.unowned, true)
        XCTAssertEqual(type.property("interactor")?.type, "LoginInteractorInput!")
        XCTAssertEqual(type.property("formatter")?.lazy, true)
        XCTAssertEqual(type.property("formatter")?.computed, false)
        XCTAssertNil(type.property("formatter")?.type)
        XCTAssertEqual(type.property("shared")?.isStatic, true)
        XCTAssertEqual(type.property("kind")?.isStatic, true)
        XCTAssertEqual(type.property("kind")?.computed, true)
        XCTAssertEqual(type.property("count")?.setterAccess, "private")
        XCTAssertNil(type.property("count")?.access)
        XCTAssertEqual(type.property("title")?.wrappers, ["@Published"])
        XCTAssertEqual(type.property("isOn")?.wrappers, ["@State"])
        XCTAssertEqual(type.property("isOn")?.access, "private")
        let observed = try XCTUnwrap(type.property("observed"))
        XCTAssertTrue(observed.observed)
        XCTAssertFalse(observed.computed)
        XCTAssertEqual(type.property("computed")?.computed, true)
        XCTAssertEqual(type.property("accessors")?.computed, true)
        XCTAssertEqual(type.property("constant")?.mutable, false)
        // Bodies of accessors declare nothing in the type.
        XCTAssertTrue(type.methods.isEmpty)
    }

    func testSettableRequirementsAndAccessors() {
        let file = model("""
        protocol LoginModelStateProtocol {
            var login: String { get set }
            var title: String { get }
            var draft: String { get nonmutating set }
            var flipped: Int { set get }
        }
        final class Store {
            var total: Int {
                get { let set = Set<Int>(); return set.count }
            }
            var accessors: Int {
                get { 0 }
                set { print(newValue) }
            }
            var observed = 0 { didSet { print(oldValue) } }
            var counted: Int { set.count }
            var logged: Int {
                if verbose { log() }
                set(1)
                return 0
            }
            var modified: Int { mutating get { 0 } nonmutating set { store(newValue) } }
            var yielded: Int { _read { yield value } _modify { yield &value } }
            var effectful: Int { get async throws { try await load() } }
        }
        """)
        let state = file.type("LoginModelStateProtocol")
        XCTAssertEqual(state.property("login")?.settable, true)
        XCTAssertEqual(state.property("title")?.settable, false)
        XCTAssertEqual(state.property("draft")?.settable, true)
        XCTAssertEqual(state.property("flipped")?.settable, true)
        let store = file.type("Store")
        // A local named `set` in a getter is no setter.
        XCTAssertEqual(store.property("total")?.settable, false)
        XCTAssertEqual(store.property("accessors")?.settable, true)
        XCTAssertEqual(store.property("observed")?.settable, false)
        // A getter written as code has no accessors, whatever names its code calls.
        XCTAssertEqual(store.property("counted")?.settable, false)
        XCTAssertEqual(store.property("logged")?.settable, false)
        XCTAssertEqual(store.property("modified")?.settable, true)
        XCTAssertEqual(store.property("yielded")?.settable, false)
        XCTAssertEqual(store.property("effectful")?.settable, false)
    }

    func testLiteralTypesOfUnannotatedProperties() {
        let type = model("""
        final class Presenter {
            var shouldScroll = true, title = "Hi", count = 0
            var annotated: Bool? = false
            var items = [String]()
            var negated = !flag
        }
        """).type("Presenter")
        XCTAssertEqual(type.property("shouldScroll")?.literalType, "Bool")
        XCTAssertEqual(type.property("title")?.literalType, "String")
        XCTAssertNil(type.property("count")?.literalType, "a number may be of any numeric type")
        XCTAssertNil(type.property("annotated")?.literalType, "the annotation says it")
        XCTAssertNil(type.property("items")?.literalType)
        XCTAssertNil(type.property("negated")?.literalType)
    }

    func testCastTypesOfUnannotatedProperties() {
        let type = model("""
        final class Presenter {
            lazy var list = self.view as? ListViewInput
            lazy var forced = self.view as! ListViewInput
            var annotated: ListViewInput? = view as? ListViewInput
            var lowered = value as? someAlias
            var called = (view as? ListViewInput)?.make()
            var plain = ListPresenter()
        }
        """).type("Presenter")
        XCTAssertEqual(type.property("list")?.castType, "ListViewInput?")
        XCTAssertEqual(type.property("forced")?.castType, "ListViewInput")
        XCTAssertNil(type.property("annotated")?.castType, "the annotation says it")
        XCTAssertNil(type.property("lowered")?.castType, "not a type's name")
        XCTAssertNil(type.property("called")?.castType, "the value does not end in the cast")
        XCTAssertNil(type.property("plain")?.castType)
    }

    func testMultipleBindingsAndTuplePatterns() {
        let file = model("""
        struct S {
            var a, b: Int
            var c = 1, d = "x"
            let (x, y) = (1, 2)
            let (p, q): (Int, Int)
            var _ = 0
        }
        """)
        let type = file.type("S")
        XCTAssertEqual(type.properties.map(\.name), ["a", "b", "c", "d", "x", "y", "p", "q"])
        XCTAssertEqual(type.properties.map(\.type), ["Int", "Int", nil, nil, nil, nil, "(Int, Int)", "(Int, Int)"])
        XCTAssertEqual(type.properties.map(\.position.line), [2, 2, 3, 3, 4, 4, 5, 5])
    }

    func testWrapperListExcludesBuiltinAttributes() {
        let file = model("""
        struct V {
            @available(iOS 16, *) @MainActor @objc var a = 0
            @Option(name: .long) @TaskLocal static var b: Int = 0
            @IBOutlet weak var label: UILabel!
            @ObservationIgnored var c = 0
        }
        """)
        let type = file.type("V")
        XCTAssertEqual(type.property("a")?.wrappers, [])
        XCTAssertEqual(type.property("a")?.attributes, ["@available", "@MainActor", "@objc"])
        XCTAssertEqual(type.property("b")?.wrappers, ["@Option", "@TaskLocal"])
        XCTAssertEqual(type.property("label")?.wrappers, [])
        XCTAssertEqual(type.property("label")?.weak, true)
        XCTAssertEqual(type.property("c")?.wrappers, [])
    }

    func testMethodsWithEffectsParametersAndReturnTypes() throws {
        let file = model("""
        protocol PinCodeEnterInteractor: AnyActor {
            func enter(code: String) async
            func validate(_ code: String, attempts count: Int) async throws -> Bool
            static func make() -> Self
            mutating func reset()
        }
        struct Impl {
            public func map<T: Decodable>(_ transform: @escaping (Int) -> T, values: Int...) rethrows -> [T] where T: Sendable { [] }
            func typed() throws(MyError) {}
            func inoutParam(_ value: inout Double, label name: String = "x") {}
            static func == (lhs: Impl, rhs: Impl) -> Bool { true }
            static func <*> (lhs: Impl, rhs: Impl) -> Impl { lhs }
            prefix static func ! (value: Impl) -> Impl { value }
            func `default`() {}
        }
        """)
        let proto = file.type("PinCodeEnterInteractor")
        XCTAssertEqual(proto.methods.map(\.name), ["enter", "validate", "make", "reset"])
        XCTAssertEqual(proto.methods.map(\.isAsync), [true, true, false, false])
        XCTAssertEqual(proto.methods.map(\.isThrowing), [false, true, false, false])
        XCTAssertEqual(proto.methods.map(\.returnType), [nil, "Bool", "Self", nil])
        XCTAssertEqual(proto.methods.map(\.hasBody), [false, false, false, false])
        XCTAssertEqual(proto.method("make")?.isStatic, true)
        XCTAssertEqual(proto.method("reset")?.isMutating, true)
        let validate = try XCTUnwrap(proto.method("validate"))
        XCTAssertEqual(validate.params, [
            Parameter(label: "_", name: "code", type: "String"),
            Parameter(label: "attempts", name: "count", type: "Int"),
        ])
        let impl = file.type("Impl")
        XCTAssertEqual(impl.methods.map(\.name), ["map", "typed", "inoutParam", "==", "<*>", "!", "default"])
        let map = try XCTUnwrap(impl.method("map"))
        XCTAssertEqual(map.genericParams, ["T"])
        XCTAssertEqual(map.access, "public")
        XCTAssertEqual(map.returnType, "[T]")
        XCTAssertTrue(map.isThrowing)
        XCTAssertEqual(map.params, [
            Parameter(label: "_", name: "transform", type: "@escaping (Int) -> T"),
            Parameter(label: "values", name: "values", type: "Int..."),
        ])
        XCTAssertEqual(impl.method("typed")?.isThrowing, true)
        XCTAssertEqual(impl.method("inoutParam")?.params, [
            Parameter(label: "_", name: "value", type: "inout Double"),
            Parameter(label: "label", name: "name", type: "String"),
        ])
        XCTAssertEqual(impl.method("==")?.isStatic, true)
        XCTAssertEqual(impl.method("!")?.modifiers, ["prefix", "static"])
    }

    func testInitializersSubscriptsAndCases() {
        let file = model("""
        enum Route: Equatable {
            case home, detail(id: Int), settings = 3
            indirect case nested(Route)
            init?(path: String) { return nil }
            init!(raw: Int) { self = .home }
            public init(from decoder: Decoder) async throws { self = .home }
            subscript(index: Int) -> Route { self }
            static subscript(key key: String) -> Int { 0 }
            deinit {}
        }
        """)
        let route = file.type("Route")
        XCTAssertEqual(route.cases.map(\.name), ["home", "detail", "settings", "nested"])
        XCTAssertEqual(route.cases.map(\.position.line), [2, 2, 2, 3])
        XCTAssertEqual(route.initializers.map(\.failable), ["?", "!", nil])
        XCTAssertEqual(route.initializers[2].isAsync, true)
        XCTAssertEqual(route.initializers[2].isThrowing, true)
        XCTAssertEqual(route.initializers[2].access, "public")
        XCTAssertEqual(route.initializers[2].params, [Parameter(label: "from", name: "decoder", type: "Decoder")])
        XCTAssertEqual(route.subscripts.count, 2)
        XCTAssertEqual(route.subscripts[0].returnType, "Route")
        XCTAssertEqual(route.subscripts[1].isStatic, true)
        XCTAssertEqual(route.subscripts[1].params, [Parameter(label: "key", name: "key", type: "String")])
        XCTAssertTrue(route.properties.isEmpty)
    }

    func testProtocolRequirementsAreMembers() {
        let file = model("""
        protocol LoginViewInput: AnyObject {
            var title: String { get set }
            var isLoading: Bool { get }
            static var identifier: String { get }
            func show(error: Error)
            func reload() async
            init(name: String)
            subscript(i: Int) -> Int { get }
        }
        """)
        let proto = file.type("LoginViewInput")
        XCTAssertEqual(proto.properties.map(\.name), ["title", "isLoading", "identifier"])
        XCTAssertEqual(proto.properties.map(\.computed), [true, true, true])
        XCTAssertEqual(proto.properties.map(\.mutable), [true, true, true])
        XCTAssertEqual(proto.properties.map(\.type), ["String", "Bool", "String"])
        XCTAssertEqual(proto.methods.map(\.name), ["show", "reload"])
        XCTAssertEqual(proto.initializers.count, 1)
        XCTAssertEqual(proto.subscripts.count, 1)
    }

    func testTopLevelFunctionsAndVariables() {
        let file = model("""
        import Foundation
        let formatter = DateFormatter()
        var counter: Int = 0
        func helper(_ value: Int) -> String { String(value) }
        #if DEBUG
        func debugOnly() async {}
        #endif
        print(helper(counter))
        """)
        XCTAssertEqual(file.topLevelFunctions.map(\.name), ["helper", "debugOnly"])
        XCTAssertEqual(file.topLevelFunctions.map(\.isAsync), [false, true])
        XCTAssertEqual(file.topLevelProperties.map(\.name), ["formatter", "counter"])
        XCTAssertEqual(file.topLevelProperties.map(\.type), [nil, "Int"])
    }

    func testPropertyInitializerWithTrailingClosureAndMultilineExpression() {
        let file = model("""
        struct Config {
            let handler = Handler { value in
                value + 1
            }
            let total = first
                + second
                .map { $0 }
            var next: Int = 0
        }
        """)
        XCTAssertEqual(file.type("Config").properties.map(\.name), ["handler", "total", "next"])
    }

    /// Modifier lists made of known words are shared between a file's declarations: each
    /// declaration must still get its own words, in source order, and what they say.
    func testModifiersInSourceOrderWhateverOtherDeclarationsShare() throws {
        let file = model("""
        class Settings {
            public static func a() {}
            static public func b() {}
            public static func c() {}
            private func d() {}
            private(set) public var e = 0
            public private(set) var f = 0
            fileprivate mutating func g() {}
            __consuming func h() {}
            public final override nonisolated dynamic static required convenience func i() {}
            public final override nonisolated dynamic static required convenience optional func j() {}
            final override nonisolated dynamic static required convenience optional func l() {}
            public weak lazy var k: AnyObject?
        }
        """)
        let type = file.type("Settings")
        XCTAssertEqual(type.method("a")?.modifiers, ["public", "static"])
        XCTAssertEqual(type.method("b")?.modifiers, ["static", "public"])
        XCTAssertEqual(type.method("c")?.modifiers, ["public", "static"])
        XCTAssertEqual(type.method("b")?.access, "public")
        XCTAssertEqual(type.method("b")?.isStatic, true)
        XCTAssertEqual(type.method("d")?.modifiers, ["private"])
        XCTAssertEqual(type.method("d")?.access, "private")
        XCTAssertEqual(type.method("d")?.isStatic, false)
        XCTAssertEqual(type.property("e")?.modifiers, ["private(set)", "public"])
        XCTAssertEqual(type.property("e")?.access, "public")
        XCTAssertEqual(type.property("e")?.setterAccess, "private")
        XCTAssertEqual(type.property("f")?.modifiers, ["public", "private(set)"])
        XCTAssertEqual(type.property("f")?.access, "public")
        XCTAssertEqual(type.property("f")?.setterAccess, "private")
        XCTAssertEqual(type.method("g")?.access, "fileprivate")
        XCTAssertEqual(type.method("g")?.isMutating, true)
        XCTAssertEqual(type.method("h")?.modifiers, ["__consuming"])
        XCTAssertNil(type.method("h")?.access)
        // Eight words fill the key; a ninth makes a list that is not shared.
        XCTAssertEqual(type.method("i")?.modifiers, [
            "public", "final", "override", "nonisolated", "dynamic", "static", "required", "convenience",
        ])
        XCTAssertEqual(type.method("j")?.modifiers, [
            "public", "final", "override", "nonisolated", "dynamic", "static", "required", "convenience", "optional",
        ])
        XCTAssertEqual(type.method("l")?.modifiers, [
            "final", "override", "nonisolated", "dynamic", "static", "required", "convenience", "optional",
        ])
        let k = try XCTUnwrap(type.property("k"))
        XCTAssertTrue(k.weak && k.lazy && !k.unowned && !k.isStatic)
        XCTAssertEqual(k.access, "public")
    }
}

final class BodyFactsTests: XCTestCase {
    func testCallsOfEachMethodWithoutAReceiverOrThroughSelf() throws {
        let file = model("""
        final class Presenter {
            private func refresh() { self.render(); load(); render(); view.update(); format(1); load() }
            func load() {}
            func render() { struct Local { func inner() { deep(); inner() } }; load() }
            func requirement()
        }
        """)
        let presenter = file.type("Presenter")
        // `format` is no method of the type; `view.update()` has a receiver. Each name once, in
        // spelling order; `render` calls `load` after its local type's method.
        XCTAssertEqual(presenter.method("refresh")?.calls, ["load", "render"])
        XCTAssertEqual(presenter.method("render")?.calls, ["load"])
        XCTAssertEqual(presenter.method("requirement")?.calls, [])
        XCTAssertEqual(file.type("Presenter.Local").method("inner")?.calls, ["inner"])
    }

    /// Each type's member names are searched by halving: with thousands of members, a call or
    /// write still finds exactly its own type's names, also when a type declared earlier has
    /// some of them too (names are numbered as first met, so a type's run is not in order).
    func testCallsAndWritesAmongThousandsOfMembersStayWithinTheirType() {
        let count = 3_000
        let methods = (0..<count).map { "    func m\($0)() { m\(($0 + 1) % count)(); m\(count)(); shared() }" }
        let stored = (0..<count).map { "    var s\($0) = Model()" }
        let shadowed = stride(from: count - 1, through: 0, by: -7).map { "func m\($0)() {}; var s\($0) = Model()" }
        let file = model("""
        final class Before { func shared() {}; \(shadowed.joined(separator: "; ")) }
        final class Many {
        \(stored.joined(separator: "\n"))
        \(methods.joined(separator: "\n"))
            func write() { s0.value = 1; s\(count - 1).items.append(2); s\(count).value = 3; other.value = 4 }
        }
        final class After { func m\(count)() {}; var s\(count) = Model(); func write() { s7.value = 5 } }
        """)
        let many = file.type("Many")
        XCTAssertEqual(many.method("m0")?.calls, ["m1"])
        XCTAssertEqual(many.method("m\(count - 1)")?.calls, ["m0"])
        XCTAssertEqual(many.method("m1234")?.calls, ["m1235"])
        XCTAssertEqual(file.memberWrites.map { "\($0.base).\($0.member) \($0.kind.rawValue)" }, [
            "s0.value assignment", "s\(count - 1).items mutatingCall",
        ])
    }

    func testWritesThroughStoredProperties() {
        let file = model("""
        struct CounterView: View {
            @ObservedObject var model: CounterModel
            let other = Other()
            var body: some View {
                Button("+") { model.count = model.count + 1 }
                Button("-") { self.model.count -= 1 }
                Toggle("On", isOn: $model.isOn)
                Button("t") { model.flags.isOn.toggle() }
                Text(model.title)
                Button("a") { model.items.append(1) }
                Text(other.name)
                if model.count == 2 {}
            }
        }
        """)
        XCTAssertEqual(file.memberWrites.map { "\($0.position.line) \($0.base).\($0.member) \($0.kind.rawValue)" }, [
            "5 model.count assignment",
            "6 model.count assignment",
            "7 model.isOn binding",
            "8 model.flags mutatingCall",
            "10 model.items mutatingCall",
        ])
        XCTAssertTrue(file.memberWrites.allSatisfy { $0.owner == 0 })
    }

    /// Writes through optional chains (`router?.dataStore?.name = …`, `store!.items.append(…)`)
    /// are writes too, with the chain's last member; a ternary's `?` is not a chain.
    func testWritesThroughOptionalChains() {
        let file = model("""
        final class SearchViewController {
            var router: Router?
            var store: Store?
            var flag = false
            init() { router?.dataStore?.name = "init" }
            func pick() {
                router?.dataStore?.name = "x"
                store!.items.append(1)
                self.store?.count += 1
                router?.dataStore = nil
                _ = flag ? store?.count : 0
                if router?.dataStore?.name == "y" {}
            }
        }
        """)
        XCTAssertEqual(file.memberWrites.map {
            "\($0.position.line) \($0.base).\($0.member)…\($0.chainEnd) \($0.kind.rawValue)\($0.inInitializer ? " init" : "")"
        }, [
            "5 router.dataStore…name assignment init",
            "7 router.dataStore…name assignment",
            "8 store.items…items mutatingCall",
            "9 store.count…count assignment",
            "10 router.dataStore…dataStore assignment",
        ])
        XCTAssertEqual(file.type("SearchViewController").method("pick")?.assigns, [])
    }

    /// The stored properties each method assigns, for command/query separation.
    func testMethodsListTheStoredPropertiesTheyAssign() {
        let file = model("""
        actor OrdersWorker {
            private var cache: [String] = []
            private var loads = 0
            init() { loads = 0 }
            func fetch() -> [String] { loads += 1; self.cache = ["a"]; cache.append("b"); return cache }
            func count() -> Int { let loads = 3; return loads + cache.count }
        }
        extension OrdersWorker {
            func reset() { cache.removeAll() }
        }
        """)
        XCTAssertEqual(file.type("OrdersWorker").method("fetch")?.assigns, ["cache", "loads"])
        XCTAssertEqual(file.type("OrdersWorker").method("count")?.assigns, [])
        XCTAssertEqual(file.types[1].methods.first?.assigns, ["cache"])
    }
}

/// A local, a closure's parameter or a method's parameter named like a stored property hides it:
/// writes through the local are not the stored property's, in methods, initializers and computed
/// properties alike; unwrapping the stored property (`if let model`, `let model = self.model`) hides nothing.
final class ShadowedStoredPropertyTests: XCTestCase {
    func testLocalsHideTheStoredPropertyTheyAreNamedAfter() {
        let file = model("""
        final class SearchViewController {
            var interactor: Interactor?
            var items: [Int] = []
            var count = 0
            func setup() {
                let interactor = Interactor()
                interactor.presenter = Presenter()
                var items = [1]
                items.append(2)
                var count = 1
                count += 1
            }
            func after() { interactor?.presenter = nil; items.append(3); count = 2 }
            func unwrap() {
                if let interactor { interactor.presenter = nil }
                guard let interactor = self.interactor else { return }
                interactor.name = "x"
            }
            func parameter(interactor: Interactor, count: Int) { interactor.presenter = nil; self.interactor?.name = "" }
            func closure() { list.forEach { interactor in interactor.name = "" }; [1].map { items in items.count } }
            func block() {
                if true { let interactor = Interactor(); interactor.name = "" }
                interactor?.name = "outer"
            }
            var computed: Int { let interactor = Interactor(); interactor.name = ""; return 0 }
            func patterns(_ result: Result<Interactor, Error>) {
                if case let .success(interactor) = result { interactor.name = "" }
                switch result { case .success(let interactor): interactor.name = ""; default: break }
                var (count, items) = (1, [2])
                items.append(count)
            }
            init(interactor: Interactor) { interactor.name = "" }
        }
        """)
        XCTAssertEqual(file.memberWrites.map { "\($0.position.line) \($0.base).\($0.member)" }, [
            "13 interactor.presenter",
            "15 interactor.presenter",
            "17 interactor.name",
            "19 interactor.name",
            "23 interactor.name",
        ])
        XCTAssertEqual(file.type("SearchViewController").method("setup")?.assigns, [])
        XCTAssertEqual(file.type("SearchViewController").method("after")?.assigns, ["count", "items"])
        XCTAssertEqual(file.storedWrites.map(\.name), ["items", "count"])
    }

    /// `FileModel.storedArguments`: which stored property is passed to which call on another.
    func testStoredPropertiesPassedToCallsOnOtherStoredProperties() {
        let file = model("""
        final class PhotoIntent {
            private weak var model: PhotoModelActionsProtocol?
            private var selected: [String] = []
            private var task: Task<Void, Never>?
            init(model: PhotoModelActionsProtocol) { self.model = model; model.setup(items: selected) }
            func pick(_ photo: String) {
                selected.append(photo)
                model?.show(photos: selected)
                task = Task { self.model?.present(count: self.selected.count, other: format(selected)) }
            }
            func other(model: Other) { model.show(photos: selected) }
            func local() { let selected = [1]; model?.show(photos: selected); model?.label(selected: 1) }
            func itself() { model?.reload(model?.items) }
            func nested() { model?.save(format(task)); model?.list([task]) }
        }
        extension PhotoIntent { func more() { model!.show(photos: selected) } }
        """)
        XCTAssertEqual(file.storedArguments.map { "\($0.position.line):\($0.position.column) \($0.receiver).\($0.method)(\($0.property))" }, [
            "8:29 model.show(selected)",
            "9:55 model.present(selected)",
            "14:61 model.list(task)",
        ])
        XCTAssertTrue(file.storedArguments.allSatisfy { $0.owner == 0 })
    }
}
