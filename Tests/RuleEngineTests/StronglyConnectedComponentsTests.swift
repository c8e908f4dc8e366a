@testable import RuleEngine
import XCTest

/// Tarjan's components, as lists (module cycles) and as a number per node (retain cycles).
final class StronglyConnectedComponentsTests: XCTestCase {
    /// 0 → 1 → 2 → 0 is one cycle, 3 ⇄ 4 another, 5 reaches the first and is alone, and 6 has
    /// only an edge to itself.
    private let edges = [[1], [2], [0], [4], [3], [0, 3], [6]]

    func testComponentsAreTheCyclesAndEveryOtherNodeAlone() {
        let components = StronglyConnectedComponents.find(edges)
        XCTAssertEqual(Set(components.map { Set($0) }), [[0, 1, 2], [3, 4], [5], [6]])
        XCTAssertEqual(components.reduce(0) { $0 + $1.count }, edges.count, "every node in one component")
    }

    func testEachNodesNumberIsItsComponentsPlaceInTheList() {
        let numbers = StronglyConnectedComponents.numbers(edges)
        let components = StronglyConnectedComponents.find(edges)
        for (number, members) in components.enumerated() {
            for member in members { XCTAssertEqual(numbers[member], number, "node \(member)") }
        }
        XCTAssertEqual(numbers[0], numbers[2])
        XCTAssertNotEqual(numbers[0], numbers[3])
        XCTAssertNotEqual(numbers[5], numbers[0])
    }

    /// A component's members come as Tarjan's stack gives them up: the last reached first, its root last.
    func testAComponentListsItsRootLast() {
        XCTAssertEqual(StronglyConnectedComponents.find([[1], [2], [0]]), [[2, 1, 0]])
        XCTAssertEqual(StronglyConnectedComponents.find([[1], [2], [0], [0]]), [[2, 1, 0], [3]])
    }
}
