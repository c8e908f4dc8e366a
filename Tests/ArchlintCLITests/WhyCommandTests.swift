import Foundation
import XCTest
@testable import ArchlintCLI

/// `archlint why A B`: the paths on the examples and the evidence fixture, checked against
/// their code, and the answers for unknown and ambiguous names, no path and the bound.
final class WhyCommandTests: XCTestCase {
    private func why(_ arguments: String...) -> CLIResult {
        withCurrentDirectory(repositoryRoot) { archlint(["why"] + arguments) }
    }

    /// The text's hop lines: `path:line:column: message`, without the indentation.
    private func hops(_ result: CLIResult) -> [String] {
        result.stdoutLines.filter { $0.hasPrefix("    ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testTypeToTypeOnTheLayeredExample() {
        // CartViewController.swift:5 `private let viewModel: CartViewModel`; CartViewModel.swift:13
        // `private let cartService: CartService`; CartService.swift:4 `var items: [CartItemEntity] { get }`.
        let result = why("CartViewController", "CartItemEntity", "Examples/layered")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines.first, "type CartViewController to type CartItemEntity: 1 shortest path of 3 hops")
        XCTAssertEqual(hops(result), [
            "Examples/layered/Shop/UI/Cart/CartViewController.swift:5:28: CartViewController stores CartViewModel",
            "Examples/layered/Shop/Presentation/CartViewModel.swift:13:30: CartViewModel stores CartService",
            "Examples/layered/Shop/Services/CartService.swift:4:17: CartService mentions CartItemEntity",
        ])
        // Each type with its role, the reason and its declaration.
        XCTAssertTrue(result.stdoutLines.contains(
            "  CartViewController  role view (a UIKit/AppKit view or SwiftUI View), layer ui  Examples/layered/Shop/UI/Cart/CartViewController.swift:4:7"),
            result.stdout)
        XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("  CartViewModel  role viewModel (name matches roles.viewModel.names)") })
    }

    func testMemberCallAndConstruction() {
        // ProductCell.swift:28 `ImageService.shared.image(at: url)`.
        XCTAssertEqual(hops(why("ProductCell", "ImageService", "Examples/layered")),
                       ["Examples/layered/Shop/UI/Catalog/ProductCell.swift:28:9: ProductCell calls a member of ImageService"])
        // CityForecastIntent.swift:33 builds the share view.
        let intent = why("CityForecastIntent", "ForecastShareView", "Examples/mvi")
        XCTAssertEqual(intent.code, 0, intent.stderr)
        XCTAssertEqual(hops(intent).count, 1)
        XCTAssertTrue(hops(intent)[0].hasSuffix("CityForecastIntent.swift:33:37: CityForecastIntent constructs ForecastShareView"), intent.stdout)
    }

    func testTheViperExamplesForbiddenEdge() {
        // ArticleDetailsViewController.swift:5 `var router: ArticleDetailsRouterInput!`, the edge
        // role-dependency reports; the view controller conforms to its view protocol on line 3.
        let result = why("ArticleDetailsViewController", "ArticleDetailsRouterInput", "Examples/viper")
        XCTAssertEqual(hops(result), [
            "Examples/viper/Newsreader/Modules/ArticleDetails/View/ArticleDetailsViewController.swift:5:17: "
                + "ArticleDetailsViewController stores ArticleDetailsRouterInput",
        ])
        XCTAssertTrue(result.stdout.contains("ArticleDetailsRouterInput  role router (protocol name matches roles.router.conformsTo), layer scene"),
                      result.stdout)
        XCTAssertEqual(hops(why("ArticleDetailsViewController", "ArticleDetailsViewInput", "Examples/viper")).first?
            .hasSuffix("ArticleDetailsViewController.swift:3:61: ArticleDetailsViewController conforms to ArticleDetailsViewInput"), true)
    }

    func testInheritanceAndConformance() {
        let dir = TemporaryDirectory()
        dir.write("App/Types.swift", """
            class Base {}
            protocol Named {}
            protocol Sized {}
            final class Child: Base, Named {
                let size = 1
            }
            extension Child: Sized {}

            """)
        XCTAssertEqual(hops(archlint(in: dir.path, "why", "Child", "Base", ".")), ["App/Types.swift:4:20: Child inherits from Base"])
        XCTAssertEqual(hops(archlint(in: dir.path, "why", "Child", "Named", ".")), ["App/Types.swift:4:26: Child conforms to Named"])
        XCTAssertEqual(hops(archlint(in: dir.path, "why", "Child", "Sized", ".")), ["App/Types.swift:7:18: Child conforms to Sized"])
        XCTAssertEqual(archlint(in: dir.path, "why", "Base", "Child", ".").code, 1)
    }

    func testNoPathExitsOne() {
        let result = why("ImageService", "ProductCell", "Examples/layered")
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.stdoutLines, ["no dependency path from type ImageService to type ProductCell"])
        let json = why("ImageService", "ProductCell", "Examples/layered", "--format", "json")
        XCTAssertEqual(json.code, 1)
        XCTAssertEqual((try? jsonObject(json.stdout))?["total"] as? Int, 0)
    }

    func testUnknownNameSuggestsTheClosest() {
        let result = why("ImageServce", "ProductCell", "Examples/layered")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("no type, module or layer is named 'ImageServce'; did you mean 'ImageService'?"), result.stderr)
        XCTAssertEqual(why("layer:nowhere", "ProductCell", "Examples/layered").code, 2)
    }

    func testAmbiguousNamesListTheirSpellings() {
        let dir = TemporaryDirectory()
        dir.write("Billing/Session.swift", "struct Session { let ledger: Ledger }\nstruct Ledger {}\n")
        dir.write("Auth/Session.swift", "struct Session { let token: Token }\nstruct Token {}\n")
        dir.write("Auth/Auth.swift", "struct Auth {}\n")
        let result = archlint(in: dir.path, "why", "Session", "Ledger", ".")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("'Session' is ambiguous: it names 'type:Auth.Session', 'type:Billing.Session'"), result.stderr)
        // A module spelt out picks one; a name both a type and a module carries needs its kind.
        XCTAssertEqual(archlint(in: dir.path, "why", "Billing.Session", "Ledger", ".").code, 0)
        XCTAssertEqual(archlint(in: dir.path, "why", "Auth.Session", "Ledger", ".").code, 1)
        let both = archlint(in: dir.path, "why", "Auth", "Token", ".")
        XCTAssertEqual(both.code, 2)
        XCTAssertTrue(both.stderr.contains("'type:Auth', 'module:Auth'") || both.stderr.contains("'module:Auth', 'type:Auth'"), both.stderr)
        // Token is of module Auth too: the paths are from Auth's other types.
        let module = archlint(in: dir.path, "why", "module:Auth", "Token", ".")
        XCTAssertEqual(module.code, 0, module.stderr)
        XCTAssertEqual(hops(module), ["Auth/Session.swift:1:29: Session stores Token"])
    }

    func testTheBoundSaysWhenMorePathsExist() throws {
        let dir = TemporaryDirectory()
        dir.write("App/Graph.swift", """
            final class Top { let left = Left(); let right = Right(); let middle: Middle? = nil }
            final class Left { var bottom: Bottom? }
            final class Right { func make() -> Bottom { Bottom() } }
            final class Middle { func load() { _ = Bottom.shared } }
            final class Bottom { static let shared = Bottom() }

            """)
        let all = archlint(in: dir.path, "why", "Top", "Bottom", ".")
        XCTAssertEqual(all.code, 0)
        XCTAssertEqual(all.stdoutLines.first, "type Top to type Bottom: 3 shortest paths of 2 hops")
        XCTAssertEqual(hops(all), [
            "App/Graph.swift:1:30: Top constructs Left", "App/Graph.swift:2:32: Left stores Bottom",
            "App/Graph.swift:1:50: Top constructs Right", "App/Graph.swift:3:36: Right mentions Bottom",
            "App/Graph.swift:1:71: Top stores Middle", "App/Graph.swift:4:40: Middle calls a member of Bottom",
        ])
        let bounded = archlint(in: dir.path, "why", "Top", "Bottom", "--max-paths", "2", ".")
        XCTAssertEqual(bounded.stdoutLines.first,
                       "type Top to type Bottom: 3 shortest paths of 2 hops (the first 2 shown; raise --max-paths for more)")
        XCTAssertEqual(hops(bounded).count, 4)
        let json = try jsonObject(archlint(in: dir.path, "why", "Top", "Bottom", "--max-paths", "1", "--format", "json", ".").stdout)
        XCTAssertEqual(json["total"] as? Int, 3)
        XCTAssertEqual(json["truncated"] as? Bool, true)
        XCTAssertEqual((json["paths"] as? [Any])?.count, 1)
        XCTAssertEqual(archlint(in: dir.path, "why", "Top", "Bottom", "--max-paths", "0", ".").code, 2)
    }

    func testModulesFollowImportsAndDeclaredDependencies() throws {
        let fixture = "Tests/Fixtures/Evidence"
        let result = why("Core", "Catalog", fixture)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(hops(result), [
            "\(fixture)/Shop/Core/Money.swift:1:1: module Core imports Checkout",
            "\(fixture)/Shop/Checkout/CheckoutCatalog.swift:1:1: module Checkout imports Catalog",
        ])
        let declared = try jsonObject(why("Catalog", "Core", fixture, "--format", "json").stdout)
        let path = try XCTUnwrap((declared["paths"] as? [[String: Any]])?.first)
        let hop = try XCTUnwrap((path["hops"] as? [[String: Any]])?.first)
        XCTAssertEqual(hop["kind"] as? String, "build-dependency")
        XCTAssertEqual(hop["path"] as? String, "\(fixture)/Shop/project.yml")
        XCTAssertEqual(hop["line"] as? Int, 7)
        XCTAssertEqual((path["nodes"] as? [[String: Any]])?.map { $0["name"] as? String }, ["Catalog", "Core"])
    }

    func testLayersStandForTheirTypes() throws {
        let json = try jsonObject(why("layer:ui", "layer:entities", "Examples/layered", "--format", "json").stdout)
        XCTAssertEqual(json["hops"] as? Int, 2)
        for path in try XCTUnwrap(json["paths"] as? [[String: Any]]) {
            let nodes = try XCTUnwrap(path["nodes"] as? [[String: Any]])
            XCTAssertEqual(nodes.first?["layer"] as? String, "ui")
            XCTAssertEqual(nodes.last?["layer"] as? String, "entities")
            XCTAssertNotNil(nodes.first?["roleReason"] as? String)
        }
    }

    /// A chain of thousands of types: one search, no recursion as deep as the path.
    func testALongChainIsFollowed() {
        let dir = TemporaryDirectory()
        let count = 3000
        dir.write("App/Chain.swift", (0..<count).map { "struct T\($0) { let next: T\($0 + 1) }" }.joined(separator: "\n") + "\nstruct T\(count) {}\n")
        let result = archlint(in: dir.path, "why", "T0", "T\(count)", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines.first, "type T0 to type T\(count): 1 shortest path of \(count) hops")
    }

    func testHelp() {
        let result = archlint("help", "why")
        XCTAssertEqual(result.code, 0)
        for topic in ["--max-paths", "Exit status: 0 a path was found, 1 none exists, 2", "build-dependency"] {
            XCTAssertTrue(result.stdout.contains(topic), topic)
        }
    }
}
