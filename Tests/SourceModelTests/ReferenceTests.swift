import SourceModel
import XCTest

final class ReferenceTests: XCTestCase {
    func testReferencePositionsOfEveryKind() {
        let file = model("""
        final class PinCodeEnterLogic: PinCodeEnterInteractor {
            private let worker: PinCodeWorker
            private var router = PinCodeEnterRouter()
            func handle(_ event: Event) async -> Result<Screen, AppError> {
                let shared = Storage.shared
                let type = Foo.self
                if let view = event as? ContactView { _ = view }
                let path = \\Model.name
                let value: Decoded = try! JSONDecoder().decode(Decoded.self, from: data)
                let closure: (Input) -> Output = { _ in fatalError() }
                return .success(.Main)
            }
        }
        """)
        XCTAssertEqual(file.referencedTypes(of: "PinCodeEnterLogic"), [
            "AppError", "ContactView", "Decoded", "Event", "Foo", "Input", "JSONDecoder", "Main", "Model", "Output",
            "PinCodeEnterInteractor", "PinCodeEnterRouter", "PinCodeWorker", "Result", "Screen", "Storage",
        ])
        // Each reference keeps its position.
        let router = file.references.first { file.names[Int($0.name)] == "PinCodeEnterRouter" }
        XCTAssertEqual(router?.position.line, 3)
        XCTAssertEqual(router?.position.column, 26)
        XCTAssertEqual(router?.owner, 0)
    }

    func testDeclaredNamesStringsCommentsAndLabelsAreNotReferences() {
        let file = model("""
        struct Screen<Item> {
            // UIViewController in a comment
            let title = "UIKit and UIView in a string"
            enum Kind { case Primary, Secondary }
            func Show(Label value: Int) {}
            func call() { configure(Animated: true) }
            @MainActor func main() {}
        }
        """)
        // `Screen`, `Kind`, `Primary`, `Show`, `Label`, `Animated`, `MainActor` are declarations, labels or attributes.
        XCTAssertEqual(file.referencedTypes(of: "Screen"), ["Int"])
        XCTAssertEqual(file.referencedTypes(of: "Screen.Kind"), [])
    }

    func testInterpolationsAreScannedButLiteralTextIsNot() {
        let file = model(#"let text = "Hello \(User.current.name) from UIKit""#)
        XCTAssertEqual(file.fileLevelReferencedTypes, ["User"])
    }

    func testConditionsOfConditionalCompilationAreNotReferences() {
        let file = model("""
        #if canImport(UIKit) && DEBUG
        let color = UIColor.red
        #elseif os(Linux) || TRACE
        let color = Color.red
        #endif
        """)
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Color", "UIColor"])
    }

    func testNestedTypesReferencesAreInclusiveAndFileLevelIsExclusive() {
        let file = model("""
        let global = Global()
        enum Scene {
            struct ViewModel { let row: Row }
            static let presenter = Presenter()
        }
        func free() -> Free { Free() }
        """)
        XCTAssertEqual(file.referencedTypes(of: "Scene"), ["Presenter", "Row"])
        XCTAssertEqual(file.referencedTypes(of: "Scene.ViewModel"), ["Row"])
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Free", "Global"])
        let row = file.references.first { file.names[Int($0.name)] == "Row" }
        XCTAssertEqual(row?.owner, 1)
    }

    func testExtensionsReferenceTheExtendedTypeAndQualifiedNamesReferenceEachPart() {
        let file = model("""
        extension Foundation.Date: CustomStringConvertible {
            var description: String { "" }
        }
        """)
        XCTAssertEqual(file.referencedTypes(ofType: 0), ["CustomStringConvertible", "Date", "Foundation", "String"])
    }

    func testGenericParameterUsesAreMarked() {
        let file = model("""
        struct Box<Element> {
            let value: Element
            func map<Mapped>(_ f: (Element) -> Mapped) -> Box<Mapped> { fatalError() }
        }
        let outside: Element? = nil
        """)
        let uses = file.references.filter { file.names[Int($0.name)] == "Element" }
        XCTAssertEqual(uses.map(\.isGenericParameter), [true, true, false])
        let mapped = file.references.filter { file.names[Int($0.name)] == "Mapped" }
        XCTAssertEqual(mapped.map(\.isGenericParameter), [true, true])
        XCTAssertEqual(file.referencedTypes(of: "Box"), ["Box", "Element", "Mapped"])
    }

    /// Names are counted per scope that declares them: an inner scope that declares `T` again
    /// ends without ending the outer one's `T`.
    func testGenericParameterDeclaredByNestedScopesStaysGenericUntilTheOuterEnds() {
        let parameters = (0..<300).map { "T\($0)" }.joined(separator: ", ")
        let file = model("""
        struct Outer<T, \(parameters)> {
            func inner<T, U>(_ t: T, _ u: U) {}
            let afterInner: T
            let last: T299
            let notOne: T300
        }
        let outside: (T, U, T299)? = nil
        """)
        func marks(_ name: String) -> [Bool] {
            file.references.filter { file.names[Int($0.name)] == name }.map(\.isGenericParameter)
        }
        XCTAssertEqual(marks("T"), [true, true, false])
        XCTAssertEqual(marks("U"), [true, false])
        XCTAssertEqual(marks("T299"), [true, false])
        XCTAssertEqual(marks("T300"), [false])
    }

    func testArchlintDirectivesAreKept() {
        let file = model("""
        // archlint:disable presenter-state -- legacy
        final class P {
            var x = 0 // archlint:disable:this presenter-state
            /* archlint:disable:next concrete-dependency */
            let y = 1
            let s = "// archlint:disable all"
        }
        """)
        XCTAssertEqual(file.directives.map(\.text), [
            "archlint:disable presenter-state -- legacy",
            "archlint:disable:this presenter-state",
            "archlint:disable:next concrete-dependency",
        ])
        XCTAssertEqual(file.directives.map(\.position.line), [1, 3, 4])
    }
}

final class MemberAccessTests: XCTestCase {
    func testTheMemberRightAfterAReferenceIsKept() {
        let file = model("""
        final class A {
            func f() {
                _ = URLSession.shared
                _ = Storage.default.value
                _ = Foo()
                _ = Bar.self
            }
        }
        """)
        let members = file.references.map { ($0.member >= 0 ? file.names[Int($0.member)] : "-") }
        XCTAssertEqual(file.references.map { file.names[Int($0.name)] }, ["URLSession", "Storage", "Foo", "Bar"])
        // The metatype keeps `self`: rules tell naming a type from using it.
        XCTAssertEqual(members, ["shared", "default", "-", "self"])
    }

    func testANameAfterAnImportedModulesIsThatModules() {
        let file = model("""
        import DeviceKit
        final class DeviceInfo {
            private let device: DeviceKit.Device = DeviceKit.Device.current
            var model: Device.Kind { Orders.Device.current.kind }
        }
        """)
        let qualified = file.references.map { "\(file.names[Int($0.name)]) \($0.isModuleQualified)" }
        // `DeviceKit.Device` is the library's type; `Orders.Device` a type nested in one of the project's.
        XCTAssertEqual(qualified, ["DeviceKit false", "Device true", "DeviceKit false", "Device true", "Device false", "Kind false", "Orders false", "Device false"])
    }

    func testAnOwnersRepeatedUseIsKeptWhereItFirstOccursButInitialValuesKeepAll() {
        let file = model("""
        final class A {
            let a: Store
            func f(_ s: Store) -> Store {
                _ = Store.shared
                _ = Store.shared
                _ = Store()
                struct Local { let c = Store(); func g() { _ = Store() } }
                return Store()
            }
            let b = Store(), c = Store()
            func h() { _ = Store() }
        }
        func i() { _ = Store(); _ = Store() }
        """)
        let kept = file.references.map { reference in
            "\(reference.owner) \(reference.position.line)" + (reference.member >= 0 ? " ." + file.names[Int(reference.member)] : "")
        }
        // A use is dropped when it repeats the owner's last one kept in the same method (lines 3,
        // 5, 13); a new member (line 6), another owner in between (Local, before line 8) or
        // another method (h, line 11) starts anew. Members' initial values keep every use (lines 7
        // and 10).
        XCTAssertEqual(kept, ["0 2", "0 4 .shared", "0 6", "1 7", "1 7", "0 8", "0 10", "0 10", "0 11", "-1 13"])
        XCTAssertEqual(file.referencedTypes(of: "A"), ["Store"])
        XCTAssertEqual(file.fileLevelReferencedTypes, ["Store"])
    }
}
