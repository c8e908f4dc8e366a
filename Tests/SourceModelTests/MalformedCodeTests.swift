import SourceModel
import TestSupport
import XCTest

final class MalformedCodeTests: XCTestCase {
    func testUnclosedTypeKeepsAPartialModel() {
        let file = model("""
        final class Broken {
            var a = 0
            func f() {
        """)
        XCTAssertTrue(file.hasSyntaxErrors)
        XCTAssertEqual(file.type("Broken").properties.map(\.name), ["a"])
        XCTAssertEqual(file.type("Broken").methods.map(\.name), ["f"])
    }

    /// `private(` as a file's last tokens: its argument was read one token past the end (a trap in
    /// debug builds, a read past the buffer in release ones).
    func testAModifierWithAnOpenParenthesisAtTheEndOfTheFile() {
        let file = model("final class A {\n    private(")
        XCTAssertTrue(file.hasSyntaxErrors)
        XCTAssertEqual(file.types.map(\.name), ["A"])
    }

    func testExtraClosingBraceIsReportedAndLaterDeclarationsSurvive() {
        let file = model("""
        struct A {}
        }
        struct B { var x: Int }
        """)
        XCTAssertTrue(file.hasSyntaxErrors)
        XCTAssertEqual(file.types.map(\.name), ["A", "B"])
        XCTAssertEqual(file.type("B").properties.map(\.name), ["x"])
    }

    func testHalfWrittenDeclarations() {
        let file = model("""
        class
        struct {
        func
        var
        protocol P: {
        struct Fine { let ok: Bool }
        """)
        // Each keyword still opens what it can: a nameless class without a body, a nameless
        // struct whose body holds `func var` (any keyword may name a function) and `protocol P`,
        // which holds `Fine`; the two unclosed braces are reported at the end.
        XCTAssertEqual(file.types.map(\.name), ["", "", "P", "Fine"])
        XCTAssertEqual(file.types.map(\.kind), [.class, .struct, .protocol, .struct])
        XCTAssertEqual(file.types[1].methods.map(\.name), ["var"])
        XCTAssertEqual(file.type(".P.Fine").properties.map(\.name), ["ok"])
        XCTAssertEqual(file.type(".P.Fine").properties.map(\.type), ["Bool"])
        XCTAssertEqual(file.diagnostics.map(\.message), [
            "expected a name after 'class'", "expected '{' in declaration of ''", "expected a name after 'struct'",
            "missing '}' at end of file", "missing '}' at end of file",
        ])
    }

    func testMergeConflictMarkersGiveADiagnosticAndBothSides() {
        let file = model("""
        struct S {
        <<<<<<< HEAD
            var mine = 1
        =======
            var theirs = 2
        >>>>>>> branch
        }
        """)
        XCTAssertTrue(file.hasSyntaxErrors)
        XCTAssertEqual(file.type("S").properties.map(\.name), ["mine", "theirs"])
    }

    func testDeepNestingDoesNotRecurse() {
        let depth = 100_000
        let source = String(repeating: "struct S {", count: 3) + String(repeating: "{", count: depth)
            + String(repeating: "}", count: depth) + String(repeating: "}", count: 3)
        let file = model(source)
        XCTAssertEqual(file.types.count, 3)
        XCTAssertFalse(file.hasSyntaxErrors)
        let parens = "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        XCTAssertEqual(model(parens).topLevelProperties.map(\.name), ["x"])
    }

    /// 10,000 unclosed `struct A {`: qualified names as long as the nesting took memory in its
    /// square (1.7 GB at 40,000). Past 64 levels a type counts as top-level, said once.
    func testTypesNestedTooDeepCountAsTopLevel() {
        let depth = 10_000
        let file = model(String(repeating: "struct A { var x: B\n", count: depth))
        XCTAssertEqual(file.types.count, depth)
        XCTAssertEqual(file.types[63].qualifiedName, Array(repeating: "A", count: 64).joined(separator: "."))
        XCTAssertEqual(file.types[63].parent, 62)
        XCTAssertNil(file.types[64].parent)
        XCTAssertEqual(file.types[64].qualifiedName, "A")
        XCTAssertEqual(file.types[65].qualifiedName, "A.A")
        XCTAssertEqual(file.types.map { $0.qualifiedName.utf8.count }.max(), 64 * 2 - 1)
        // Each type still owns its own property and its reference to `B`.
        XCTAssertEqual(file.types[9_999].properties.map(\.name), ["x"])
        XCTAssertEqual(file.references.filter { file.names[Int($0.name)] == "B" }.count, depth)
        XCTAssertEqual(file.diagnostics.map(\.message).filter { $0.hasPrefix("types nested") },
                       ["types nested more than 64 deep are checked as top-level types"])
        XCTAssertEqual(file.diagnostics.first { $0.message.hasPrefix("types nested") }?.position.line, 65)
    }

    /// A type's referenced names include those of the types nested in it, but not past a type
    /// made top-level for its depth: the ranges around it end where it starts. (Each of 8,000
    /// nested types listed every deeper one's names: 2.84 GB for `dump --format json`.)
    func testReferencesOfTypesNestedTooDeepStopAtTheTopLevelOnes() {
        let depth = 200
        let file = model((0..<depth).map { "struct A { var x: B\($0)\n" }.joined() + String(repeating: "}", count: depth))
        func names(_ range: Range<Int>) -> [String] { range.map { "B\($0)" }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
        XCTAssertNil(file.types[64].parent)
        XCTAssertNil(file.types[128].parent)
        XCTAssertEqual(file.referencedTypes(ofType: 0), names(0..<64))
        XCTAssertEqual(file.referencedTypes(ofType: 63), ["B63"])
        XCTAssertEqual(file.referencedTypes(ofType: 64), names(64..<128))
        XCTAssertEqual(file.referencedTypes(ofType: 150), names(150..<192))
        XCTAssertEqual(file.referencedTypes(ofType: 199), ["B199"])
        XCTAssertEqual(file.references.count, depth, "each reference is still there, with its owner")
        XCTAssertEqual(file.references.map(\.owner), (0..<depth).map(Int32.init))
    }

    /// An attribute's `<` never closed does not make every parameter scan past all later ones:
    /// past `maximumAngleClause` tokens it opens no clause. Real generic attributes still do.
    func testAttributeGenericClausesLeftOpen() {
        let file = model("func f(" + String(repeating: "@A<x, ", count: 3_000) + ") {}\n"
                         + "func g(@Wrapper<Int> value: Int, @B<[String: Int]> other: Int) {}\n")
        XCTAssertEqual(file.topLevelFunctions.map(\.name), ["f", "g"])
        XCTAssertEqual(file.topLevelFunctions[0].params.count, 3_000)
        XCTAssertEqual(file.topLevelFunctions[1].params.map(\.name), ["value", "other"])
        XCTAssertEqual(file.topLevelFunctions[1].params.map(\.type), ["Int", "Int"])
    }

    /// A bracket closed far away (past `BracketPartners.nearby` tokens) is found through the
    /// file's table of partners; one never closed, as before, nowhere.
    func testBracketsClosedFarAwayOrNever() {
        let far = "@available(iOS 13" + String(repeating: ", *", count: 3_000) + ")\nfunc far() {}\n"
        let farFile = model(far + "func after() {}\n")
        XCTAssertEqual(farFile.topLevelFunctions.map(\.name), ["far", "after"])
        XCTAssertEqual(farFile.topLevelFunctions.first?.attributes, ["@available"])
        XCTAssertFalse(farFile.hasSyntaxErrors)
        // Unclosed, 20,000 times over: each scan used to run to the end of the file.
        let unclosed = model("func f() {\n" + String(repeating: "@available(\n", count: 20_000) + "}\nstruct After {}\n")
        XCTAssertEqual(unclosed.topLevelFunctions.map(\.name), ["f"])
    }

    func testArbitraryBytesNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("struct class{}()<>:,=\n\"\\#/*@ var let func A b 1 ?!.".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let file = model(bytes: bytes)
            for reference in file.references {
                XCTAssertGreaterThanOrEqual(reference.position.line, 1)
                XCTAssertLessThanOrEqual(Int(reference.position.line), max(1, file.lineCount))
                XCTAssertLessThan(Int(reference.owner), file.types.count)
            }
            for type in file.types {
                XCTAssertGreaterThanOrEqual(type.position.line, 1)
                XCTAssertLessThanOrEqual(Int(type.position.line), max(1, file.lineCount))
                XCTAssertLessThanOrEqual(type.referenceRange.upperBound, file.references.count)
                if let parent = type.parent { XCTAssertLessThan(parent, file.types.count) }
            }
        }
    }
}
