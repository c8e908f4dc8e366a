@testable import Platform
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// The parser is generic over `CommandSpec`: these tests declare their own command.
final class ArgumentParserTests: XCTestCase {
    private let spec = CommandSpec(
        name: "demo",
        summary: "A demo.",
        options: [
            .flag("verbose", short: "v", help: "Talk."),
            .flag("quiet", short: "q", help: "Do not."),
            .value("jobs", short: "j", "N", kind: .positiveInteger, help: "Threads."),
            .value("name", "NAME", help: "A name."),
            .repeatable("format", short: "f", "FORMAT", kind: .choice(["text", "json", "sarif"]), help: "Formats."),
            .repeatable("output", short: "o", "FILE", help: "Outputs."),
        ],
        positionals: PositionalSpec(name: "PATH", help: "Paths.")
    ) { _, _ in 0 }

    private func parse(_ arguments: String...) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: spec)
    }

    func testValueSpellingsAreEquivalent() throws {
        for spelling in [["--jobs", "4"], ["--jobs=4"], ["-j", "4"], ["-j4"], ["-j=4"]] {
            let parsed = try ArgumentParser.parse(spelling, for: spec)
            XCTAssertEqual(parsed.integer("jobs"), 4, "\(spelling)")
            XCTAssertEqual(parsed.positionals, [], "\(spelling)")
        }
    }

    func testRepeatableOptionsAccumulateInOrder() throws {
        let parsed = try parse("--format", "text", "-f", "sarif", "--output=-", "-o", "out.sarif", "--format=json")
        XCTAssertEqual(parsed.values("format"), ["text", "sarif", "json"])
        XCTAssertEqual(parsed.values("output"), ["-", "out.sarif"])
    }

    func testSingleValueOptionLastOneWins() throws {
        let parsed = try parse("--name", "a", "--name", "b")
        XCTAssertEqual(parsed.value("name"), "b")
    }

    func testEmptyValueAfterEqualsIsAValue() throws {
        XCTAssertEqual(try parse("--name=").value("name"), "")
    }

    func testClusteredShortFlagsAndValue() throws {
        let parsed = try parse("-vqj3", "x")
        XCTAssertTrue(parsed.flag("verbose"))
        XCTAssertTrue(parsed.flag("quiet"))
        XCTAssertEqual(parsed.integer("jobs"), 3)
        XCTAssertEqual(parsed.positionals, ["x"])
    }

    func testFlagsDefaultToOff() throws {
        let parsed = try parse("a")
        XCTAssertFalse(parsed.flag("verbose"))
        XCTAssertNil(parsed.value("jobs"))
        XCTAssertEqual(parsed.values("format"), [])
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try parse("-v", "--", "--jobs", "-q", "--", "b")
        XCTAssertTrue(parsed.flag("verbose"))
        XCTAssertFalse(parsed.flag("quiet"))
        XCTAssertNil(parsed.value("jobs"))
        XCTAssertEqual(parsed.positionals, ["--jobs", "-q", "--", "b"])
    }

    func testLoneDashIsPositionalAndCanBeAValue() throws {
        let parsed = try parse("-", "--output", "-")
        XCTAssertEqual(parsed.positionals, ["-"])
        XCTAssertEqual(parsed.values("output"), ["-"])
    }

    func testPositionalsAndOptionsInterleave() throws {
        let parsed = try parse("a", "-v", "b", "--jobs", "2", "c")
        XCTAssertEqual(parsed.positionals, ["a", "b", "c"])
        XCTAssertEqual(parsed.integer("jobs"), 2)
    }

    func testValueStartingWithDashIsTakenOnlyWhenNumeric() {
        XCTAssertThrowsError(try parse("--name", "--verbose")) { error in
            XCTAssertEqual(error as? CommandError, .usage("missing value for option '--name'", command: "demo"))
        }
        XCTAssertThrowsError(try parse("--jobs", "-2")) { error in
            XCTAssertEqual(error as? CommandError,
                           .usage("invalid value '-2' for option '--jobs': expected a positive integer", command: "demo"))
        }
    }

    func testChoiceValidationAppliesToEveryRepetition() {
        XCTAssertThrowsError(try parse("-f", "json", "-f", "sarf")) { error in
            XCTAssertEqual(error as? CommandError, .usage(
                "invalid value 'sarf' for option '-f': expected one of text, json, sarif; did you mean 'sarif'?", command: "demo"))
        }
    }

    func testEveryCommandGetsHelp() {
        XCTAssertNotNil(spec.option(long: "help"))
        XCTAssertNotNil(spec.option(short: "h"))
        XCTAssertTrue(ArgumentParser.requestsHelp(["x", "-h"]))
        XCTAssertFalse(ArgumentParser.requestsHelp(["--", "-h"]))
    }

    func testEditDistanceCountsTranspositionsAsOneEdit() {
        XCTAssertEqual(Suggestions.editDistance(Array("format".unicodeScalars), Array("fromat".unicodeScalars), limit: 3), 1)
        XCTAssertEqual(Suggestions.editDistance(Array("jobs".unicodeScalars), Array("job".unicodeScalars), limit: 3), 1)
        XCTAssertEqual(Suggestions.editDistance(Array("".unicodeScalars), Array("abc".unicodeScalars), limit: 3), 3)
        XCTAssertEqual(Suggestions.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 3), 3)
    }

    func testSuggestionsNeedASmallDistance() {
        XCTAssertEqual(Suggestions.closest(to: "lnt", among: ["lint", "tokens"]), "lint")
        XCTAssertNil(Suggestions.closest(to: "frobnicate", among: ["lint", "tokens"]))
        XCTAssertNil(Suggestions.closest(to: "--foo", among: ["--format", "--jobs", "-j"], ignoringLeadingDashes: true))
        XCTAssertNil(Suggestions.closest(to: "--x", among: ["-j", "-h"], ignoringLeadingDashes: true))
    }
}
