import ProjectIndex
import SourceModel
import SwiftLexer
import XCTest

/// An index rebuilt after an edit (`rebuilt(replacing:)`) keeps the supertypes it resolved before
/// where nothing they name may resolve otherwise: it must link every type as an index built
/// afresh from the same files does, whatever the edit renames, aliases or nests.
final class RebuiltIndexTests: XCTestCase {
    private let files: [(path: String, source: String)] = [
        ("Login/LoginPresenter.swift", "protocol LoginViewOutput: AnyObject {}\nfinal class LoginPresenter: LoginViewOutput {}\n"),
        ("Login/LoginView.swift", "import UIKit\n\nfinal class LoginView: BaseView, Handler {}\n"),
        ("Shared/BaseView.swift", "import UIKit\n\nclass BaseView: UIView {}\n"),
        ("Shared/Aliases.swift", "typealias Handler = LoginViewOutput\ntypealias Screen = Outer.Inner\n"),
        ("Shared/Outer.swift", "enum Outer {\n    class Inner {}\n}\n"),
        ("Feed/FeedView.swift", "final class FeedView: Screen {}\nfinal class FeedCell: Outer.Inner, Plain {}\n"),
        ("Feed/Plain.swift", "protocol Plain {}\nextension UIViewController: Plain {}\n"),
    ]

    private func model(_ source: String, _ path: String) -> FileModel {
        ModelExtractor.extract(Lexer.tokenize(Array(source.utf8)), path: path)
    }

    func testARebuiltIndexLinksSupertypesAsAFreshOne() {
        let modules = files.map { _ in "App" }
        let index = ProjectIndex(files: files.map { model($0.source, $0.path) }, modules: modules)
        // Each edit: the file and the text replaced in it.
        let edits: [(file: Int, from: String, to: String)] = [
            (0, "protocol LoginViewOutput", "protocol LoginViewInput"),      // the alias's target renamed
            (2, "class BaseView: UIView", "class BaseScreen: UIViewController"), // a base renamed away and rebased
            (2, "class BaseView: UIView", "class BaseView: UIViewController"),   // rebased only
            (4, "class Inner", "class Innermost"),                          // a nested type renamed
            (4, "enum Outer", "enum Outside"),                              // its outer type renamed
            (3, "typealias Screen = Outer.Inner", "typealias Screen = BaseView"), // an alias retargeted
            (6, "protocol Plain {}", "protocol Plain: AnyObject {}"),       // a protocol refining another
            (6, "extension UIViewController: Plain {}", ""),                // an extension removed
            (5, "final class FeedCell: Outer.Inner, Plain {}", "final class FeedCell: LoginView {}"),
        ]
        for edit in edits {
            let text = files[edit.file].source.replacingOccurrences(of: edit.from, with: edit.to)
            XCTAssertNotEqual(text, files[edit.file].source, edit.to)
            let replaced = model(text, files[edit.file].path)
            let rebuilt = index.rebuilt(replacing: [(edit.file, replaced)])
            var edited = files.map { model($0.source, $0.path) }
            edited[edit.file] = replaced
            let fresh = ProjectIndex(files: edited, modules: modules)
            XCTAssertEqual(rebuilt.symbols.map(\.qualifiedName), fresh.symbols.map(\.qualifiedName), edit.to)
            XCTAssertEqual(rebuilt.directSupertypeSymbols, fresh.directSupertypeSymbols, edit.to)
            XCTAssertEqual(rebuilt.directSupertypeNames, fresh.directSupertypeNames, edit.to)
            for external in ["UIView", "UIViewController", "AnyObject"] {
                XCTAssertEqual(rebuilt.descendants(ofSymbols: [], externalNames: [external]),
                               fresh.descendants(ofSymbols: [], externalNames: [external]), "\(edit.to): below \(external)")
            }
        }
    }
}
