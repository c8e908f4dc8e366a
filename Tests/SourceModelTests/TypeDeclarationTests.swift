import SourceModel
import XCTest

final class TypeDeclarationTests: XCTestCase {
    func testKindsNamesAndLines() {
        let file = model("""
        class A {}
        struct B {}
        enum C {}
        protocol D {}
        actor E {}
        extension F {}
        final class G {}
        indirect enum H {}
        distributed actor I {}
        public final class J {}
        """)
        XCTAssertEqual(file.types.map(\.name), ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
        XCTAssertEqual(file.types.map(\.kind), [.class, .struct, .enum, .protocol, .actor, .extension, .class, .enum, .actor, .class])
        XCTAssertEqual(file.types.map(\.position.line), Array(1...10).map(Int32.init))
        XCTAssertEqual(file.types[6].modifiers, ["final"])
        XCTAssertEqual(file.types[7].modifiers, ["indirect"])
        XCTAssertEqual(file.types[8].modifiers, ["distributed"])
        XCTAssertEqual(file.types[9].modifiers, ["public", "final"])
        XCTAssertEqual(file.types[9].access, "public")
        XCTAssertNil(file.types[0].access)
    }

    func testLineIsTheIntroducerAfterAttributesAndEndLineTheBrace() {
        let file = model("""
        @MainActor
        @available(iOS 15, *)
        public
        final class Presenter: PresenterInput {
            func show() {}
        }
        """)
        let type = file.type("Presenter")
        XCTAssertEqual(type.position.line, 4)
        XCTAssertEqual(type.endLine, 6)
        XCTAssertEqual(type.attributes, ["@MainActor", "@available"])
        XCTAssertEqual(type.modifiers, ["public", "final"])
        XCTAssertEqual(type.inherits, ["PresenterInput"])
    }

    func testNestedTypesAreQualified() {
        let file = model("""
        enum ContactList {
            enum ShowContacts {
                struct Request {}
                struct ViewModel {
                    struct Row {}
                }
            }
        }
        extension ContactList.ShowContacts {
            struct Response {}
        }
        """)
        XCTAssertEqual(file.types.map(\.qualifiedName), [
            "ContactList", "ContactList.ShowContacts", "ContactList.ShowContacts.Request",
            "ContactList.ShowContacts.ViewModel", "ContactList.ShowContacts.ViewModel.Row",
            "ContactList.ShowContacts", "ContactList.ShowContacts.Response",
        ])
        XCTAssertEqual(file.types[4].parent, 3)
        XCTAssertEqual(file.types[5].kind, .extension)
        XCTAssertEqual(file.types[5].name, "ContactList.ShowContacts")
    }

    func testInheritanceAsWrittenWithAttributesDropped() {
        let file = model("""
        final class Box<T>: Base<T>, @unchecked Sendable, @retroactive Codable, A & B, ~Copyable where T: Hashable {}
        enum Raw: String, CaseIterable {}
        protocol Service: AnyObject, Sendable {}
        protocol Interactor: AnyActor {}
        """)
        XCTAssertEqual(file.types[0].inherits, ["Base<T>", "Sendable", "Codable", "A & B", "~Copyable"])
        XCTAssertEqual(file.types[0].genericParams, ["T"])
        XCTAssertEqual(file.types[1].inherits, ["String", "CaseIterable"])
        XCTAssertEqual(file.types[2].inherits, ["AnyObject", "Sendable"])
        XCTAssertEqual(file.types[3].inherits, ["AnyActor"])
    }

    /// A generic parameter's constraints, inline or in the `where` clause, for rules that judge a
    /// property typed by the parameter by what it stands for (Infinum's `BaseWireframe<V>`).
    func testGenericConstraintsInlineAndInWhereClause() {
        let file = model("""
        class BaseWireframe<ViewController> where ViewController: UIViewController {}
        struct Box<T: Hashable & Sendable, U, V: Collection<Int>>: Equatable where U: Codable, U: Sendable, V == [Int] {}
        final class Plain {}
        func free<T: Equatable>(_ t: T) {}
        """)
        XCTAssertEqual(file.types[0].genericConstraints, ["UIViewController"])
        XCTAssertEqual(file.types[1].genericParams, ["T", "U", "V"])
        XCTAssertEqual(file.types[1].genericConstraints, ["Hashable & Sendable", "Codable & Sendable", "Collection<Int>"])
        XCTAssertEqual(file.types[2].genericConstraints, [])
    }

    func testMultilineInheritanceAndWhereClauseAreNotMembers() {
        let file = model("""
        struct Pair<First, Second>:
            Equatable,
            Hashable
        where First: Hashable,
              Second: Hashable
        {
            var first: First
        }
        extension Array: Describable where Element: Describable, Element: Sendable {
            func describe() -> String { "" }
        }
        """)
        let pair = file.type("Pair")
        XCTAssertEqual(pair.inherits, ["Equatable", "Hashable"])
        XCTAssertEqual(pair.genericParams, ["First", "Second"])
        XCTAssertEqual(pair.properties.map(\.name), ["first"])
        let array = file.types[1]
        XCTAssertEqual(array.kind, .extension)
        XCTAssertEqual(array.name, "Array")
        XCTAssertEqual(array.inherits, ["Describable"])
        XCTAssertEqual(array.methods.map(\.name), ["describe"])
        XCTAssertTrue(array.properties.isEmpty)
    }

    func testExtensionOfGenericTypeKeepsTheNameAsWritten() {
        let file = model("extension Array<Int> : P {}\nextension Foo . Bar {}")
        XCTAssertEqual(file.types[0].name, "Array<Int>")
        XCTAssertEqual(file.types[0].inherits, ["P"])
        XCTAssertEqual(file.types[1].name, "Foo . Bar")
    }

    func testPrimaryAssociatedTypesOfAProtocol() {
        let file = model("protocol Store<Element, Failure>: AnyObject { associatedtype Element }")
        XCTAssertEqual(file.types[0].genericParams, ["Element", "Failure"])
        XCTAssertEqual(file.types[0].inherits, ["AnyObject"])
    }

    func testLocalTypesAreRecordedAndQualifiedByEnclosingTypesOnly() {
        let file = model("""
        struct Outer {
            func make() {
                struct Local { let value: Int }
                let closure = {
                    final class InClosure {}
                }
            }
        }
        func topLevel() {
            enum Helper { case a }
        }
        """)
        XCTAssertEqual(file.types.map(\.qualifiedName), ["Outer", "Outer.Local", "Outer.InClosure", "Helper"])
        XCTAssertEqual(file.types.map(\.isLocal), [false, true, true, true])
        XCTAssertEqual(file.type("Outer.Local").properties.map(\.name), ["value"])
        XCTAssertEqual(file.type("Outer").methods.map(\.name), ["make"])
        XCTAssertEqual(file.type("Outer.InClosure").modifiers, ["final"])
        XCTAssertEqual(file.topLevelFunctions.map(\.name), ["topLevel"])
    }

    func testTypealiasesHaveTheirOwnList() {
        let file = model("""
        typealias Handler = (Result<Int, Error>) -> Void
        struct Scene {
            typealias ID = UUID
            public typealias Map<T> = [String: T]
        }
        """)
        XCTAssertEqual(file.typealiases.map(\.qualifiedName), ["Handler", "Scene.ID", "Scene.Map"])
        XCTAssertEqual(file.typealiases.map(\.target), ["(Result<Int, Error>) -> Void", "UUID", "[String: T]"])
        XCTAssertEqual(file.typealiases[2].access, "public")
        XCTAssertEqual(file.types.map(\.name), ["Scene"])
    }

    func testMembersOfEveryConditionalBranchAreKept() {
        let file = model("""
        #if canImport(UIKit)
        import UIKit
        #endif
        final class View {
            #if os(iOS)
            var a: Int = 0
            #elseif os(macOS)
            var b: Int = 0
            #else
            var c: Int = 0
            #endif
            #if DEBUG
            #if TRACE
            func trace() {}
            #endif
            #endif
        }
        """)
        let view = file.type("View")
        XCTAssertEqual(view.properties.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(view.methods.map(\.name), ["trace"])
        XCTAssertEqual(file.conditionalCompilationBlocks, 4)
    }

    /// `#if (` never closed: the condition runs to the end of the file, and each `#if` inside
    /// it counts as a block without scanning the rest of the file again (20,000 took 0.3 s,
    /// 80,000 took 5.3 s).
    func testUnclosedConditionsEachCountOnce() {
        let file = model("struct Before { let a: A }\n" + String(repeating: "#if (\n", count: 50_000) + "struct After { let b: B }\n")
        XCTAssertEqual(file.conditionalCompilationBlocks, 50_000)
        XCTAssertEqual(file.referencedTypes(of: "Before"), ["A"])
        XCTAssertEqual(file.referencedTypes(of: "After"), [], "inside the condition")
    }

    func testAttributeInsideConditionalBeforeDeclaration() {
        let file = model("""
        #if compiler(>=5.5)
        @preconcurrency
        #endif
        public protocol Handler: Sendable {}
        """)
        XCTAssertEqual(file.types.map(\.name), ["Handler"])
        XCTAssertEqual(file.types[0].attributes, ["@preconcurrency"])
        XCTAssertEqual(file.types[0].position.line, 4)
    }
}
