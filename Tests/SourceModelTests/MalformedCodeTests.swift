import SourceModel
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
        XCTAssertTrue(file.types.contains { $0.name == "Fine" })
        XCTAssertTrue(file.hasSyntaxErrors)
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

    func testArbitraryBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("struct class{}()<>:,=\n\"\\#/*@ var let func A b 1 ?!.".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let file = ModelExtractorHarness.extract(bytes)
            for reference in file.references {
                XCTAssertLessThan(Int(reference.position.offset), bytes.count)
            }
        }
    }
}

import SwiftLexer

/// A seeded generator, so a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum ModelExtractorHarness {
    static func extract(_ bytes: [UInt8]) -> FileModel {
        ModelExtractor.extract(Lexer.tokenize(bytes), path: "fuzz.swift")
    }
}
