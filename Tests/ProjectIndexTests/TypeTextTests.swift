@testable import ProjectIndex
import XCTest

/// The readings of written type annotations that roles and state depend on.
final class TypeTextTests: XCTestCase {
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
