@testable import ProjectIndex
import XCTest

/// The readings of written type annotations that roles and state depend on.
final class TypeTextTests: XCTestCase {
    func testTheUpperCamelNamesAnAnnotationMentions() {
        let expected: [String: [String]] = [
            "String": ["String"], "UserService": ["UserService"], "_Private": ["_Private"], "value": [], "": [], "__": [],
            "1Foo": [], "Ünïcode": [], "Foo?": ["Foo"], "[String: Array<Foo>]?": ["String", "Array", "Foo"],
            "Scene.ViewModel": ["Scene.ViewModel"], "any Presenter & Sendable": ["Presenter", "Sendable"], "(Int) -> Void": ["Int", "Void"],
        ]
        for (text, names) in expected { XCTAssertEqual(TypeText.mentionedNames(text), names, text) }
    }

    func testClosureTypesAreToldFromTuplesCollectionsAndNames() {
        for closure in ["(Int) -> Void", "() -> Void", "@escaping () async throws -> T", "((A, B) -> R)?", "((A, B) -> R)!",
                        "Optional<(String) -> Void>", "(Result<[Int], Error>) -> ()", "  (Int)->Void  ", "@MainActor (Int) -> ((Int) -> Void)"] {
            XCTAssertTrue(TypeText.isFunctionType(closure), closure)
        }
        for other in ["Int", "String?", "(Int, String)", "[String: (Int) -> Void]", "[(Int) -> Void]", "Set<AnyCancellable>",
                      "Box<(Int) -> Void>", "Dictionary<String, Int>", "", "-", ">", "(A, B)?", "Café"] {
            XCTAssertFalse(TypeText.isFunctionType(other), other)
        }
    }
}
