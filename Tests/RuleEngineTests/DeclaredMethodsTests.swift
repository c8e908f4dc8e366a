import ProjectIndex
@testable import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// `DeclaredMethods` kept across edits (`updating`) answers as the table made afresh from the
/// edited project does, whichever way an edit changes the methods of a name: a second
/// declaration, a name no extension declared before, an extension gone and back, a protocol's
/// requirement.
final class DeclaredMethodsTests: XCTestCase {
    private let paths = ["Place+Annotation.swift", "PinFactory.swift", "Pins.swift", "Place+Hidden.swift"]
    private let names = ["makeAnnotation", "title", "subtitle", "make", "pin", "hidden", "init"]

    func testAnUpdatedTableAnswersAsOneMadeAfresh() {
        var texts = ["extension Place {\n    func makeAnnotation() -> Int { 0 }\n    func title() -> String { \"\" }\n}\n",
                     "final class PinFactory {\n    init() {}\n    func make() -> Int { 0 }\n}\n",
                     "protocol Pins {\n    func pin()\n}\n",
                     "extension Place {\n    private func hidden() {}\n}\n"]
        var methods = DeclaredMethods(project(texts))
        XCTAssertEqual(answers(methods), ["makeAnnotation Place+Annotation.swift", "title Place+Annotation.swift"])
        // Each edit, the methods that resolve after it, and the names it must report as changed.
        let edits: [(file: Int, from: String, to: String, resolved: [String], changed: [String])] = [
            (1, "func make()", "func makeAnnotation()", ["title Place+Annotation.swift"], ["make", "makeAnnotation"]),
            (1, "func makeAnnotation()", "func make()", ["makeAnnotation Place+Annotation.swift", "title Place+Annotation.swift"],
             ["make", "makeAnnotation"]),
            (0, "func title()", "func subtitle()", ["makeAnnotation Place+Annotation.swift", "subtitle Place+Annotation.swift"],
             ["title", "subtitle"]),
            // A name new to the extensions that a class's method has already: two declarations.
            (0, "func makeAnnotation()", "func make()", ["subtitle Place+Annotation.swift"], ["makeAnnotation", "make"]),
            (0, "func make()", "func makeAnnotation()", ["makeAnnotation Place+Annotation.swift", "subtitle Place+Annotation.swift"],
             ["makeAnnotation", "make"]),
            (1, "final class PinFactory {", "extension PinFactory {\n    func subtitle() {}\n}\nfinal class PinFactory {",
             ["makeAnnotation Place+Annotation.swift"], ["subtitle"]),
            (0, "extension Place", "struct Other", [], ["makeAnnotation", "subtitle"]),
            (0, "struct Other", "extension Place", ["makeAnnotation Place+Annotation.swift"], ["makeAnnotation", "subtitle"]),
            (1, "extension PinFactory", "struct Spare", ["makeAnnotation Place+Annotation.swift"], ["subtitle"]),
            (2, "func pin()", "func makeAnnotation()", [], ["pin", "makeAnnotation"]),
            (3, "private func hidden()", "func hidden()", ["hidden Place+Hidden.swift"], ["hidden"]),
        ]
        for edit in edits {
            let before = texts[edit.file]
            texts[edit.file] = before.replacingOccurrences(of: edit.from, with: edit.to)
            XCTAssertNotEqual(texts[edit.file], before, edit.to)
            let edited = project(texts)
            let (updated, changedNames) = methods.updating(changed: [edit.file], edited)
            let fresh = DeclaredMethods(edited)
            XCTAssertEqual(answers(updated), edit.resolved, edit.to)
            XCTAssertEqual(answers(updated), answers(fresh), edit.to)
            XCTAssertEqual(resolvable(updated), resolvable(fresh), edit.to)
            XCTAssertTrue(changedNames.isSuperset(of: edit.changed.map(MemberCall.hash(ofName:))), edit.to)
            methods = updated
        }
        // An edit that declares the same methods changes no name.
        XCTAssertEqual(methods.updating(changed: [0], project(texts)).names, [])
    }

    /// Each name's answer, `name path` where it resolves to an extension.
    private func answers(_ methods: DeclaredMethods) -> [String] {
        names.compactMap { name in methods.onlyDeclaration(of: MemberCall.hash(ofName: name)).map { "\($0.name) \(paths[$0.ref.file])" } }
    }

    private func resolvable(_ methods: DeclaredMethods) -> [String] {
        methods.resolvable.map { "\($0.name) \(paths[$0.ref.file]) \($0.ref.type)" }.sorted()
    }

    private func project(_ texts: [String]) -> ProjectIndex {
        ProjectIndex(files: zip(paths, texts).map { ModelExtractor.extract(Lexer.tokenize(Array($1.utf8)), path: $0, detail: .rules) },
                     modules: paths.map { _ in "App" })
    }
}
