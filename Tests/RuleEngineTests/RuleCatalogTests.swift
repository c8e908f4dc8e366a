import Foundation
import RuleEngine
import XCTest

/// `RuleCatalog.all` is generated from the rule files; a rule whose file exists but which the
/// catalog lacks would never run, and no other test would notice.
final class RuleCatalogTests: XCTestCase {
    func testTheCatalogHasEveryRuleTypeOfTheRulesFolderOnceInFileOrder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RuleEngine/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 20)
        let declaration = try NSRegularExpression(pattern: #"^(?:public |internal )?struct (\w+)\s*:\s*(?:ProjectRule|SuppressionRule)\b"#,
                                                  options: .anchorsMatchLines)
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let catalogued = RuleCatalog.all.map { String(describing: type(of: $0)) }
        XCTAssertEqual(catalogued, declared, "run python3 Scripts/generate-rule-catalog.py after adding or removing a rule")
        XCTAssertEqual(Set(RuleCatalog.ids).count, RuleCatalog.ids.count, "two rules share an id")
    }
}
