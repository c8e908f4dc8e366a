import JSON
import RuleEngine
import XCTest

final class ConfigurationJSONParserTests: XCTestCase {
    private let strict = JSONParser()
    /// The configuration dialect, without requiring an object at the top.
    private let lenient: JSONParser = {
        var options = JSONParser.Options.configuration
        options.requiresObject = false
        return JSONParser(options: options)
    }()

    private func pos(_ line: Int, _ column: Int, _ offset: Int) -> JSONPosition {
        JSONPosition(line: line, column: column, offset: offset)
    }

    /// The parse error's `LINE:COL: MESSAGE`, or a failure when the text parses.
    private func error(_ text: String, _ parser: JSONParser? = nil, file: StaticString = #filePath, line: UInt = #line) -> String {
        error(Array(text.utf8), parser, file: file, line: line)
    }

    private func error(_ bytes: [UInt8], _ parser: JSONParser? = nil, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let node = try (parser ?? strict).parse(bytes)
            XCTFail("parsed as \(node)", file: file, line: line)
            return ""
        } catch let error as JSONParseError {
            return error.description
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
            return ""
        }
    }

    // MARK: Values and positions

    func testPositionsOfValuesAndKeysCountUTF8BytesFromOne() throws {
        let text = "{\n  \"a\": [1, true],\n  \"bé\": {\"c\": null}\n}"
        let root = try strict.parse(text)
        XCTAssertEqual(root.position, pos(1, 1, 0))
        let members = try XCTUnwrap(root.members)
        XCTAssertEqual(members.map(\.key), ["a", "bé"])
        XCTAssertEqual(members[0].keyPosition, pos(2, 3, 4))
        XCTAssertEqual(members[0].value.position, pos(2, 8, 9))
        let items = try XCTUnwrap(members[0].value.array)
        XCTAssertEqual(items[0].position, pos(2, 9, 10))
        XCTAssertEqual(items[0].int, 1)
        XCTAssertEqual(items[1].position, pos(2, 12, 13))
        XCTAssertEqual(items[1].bool, true)
        XCTAssertEqual(members[1].keyPosition, pos(3, 3, 22))
        XCTAssertEqual(members[1].value.position, pos(3, 10, 29))
        let inner = try XCTUnwrap(members[1].value.members)
        XCTAssertEqual(inner[0].keyPosition, pos(3, 11, 30))
        XCTAssertEqual(inner[0].value.position, pos(3, 16, 35))
        XCTAssertTrue(inner[0].value.isNull)
        XCTAssertEqual(inner[0].value.line, 3)
        XCTAssertEqual(inner[0].value.column, 16)
        XCTAssertEqual(inner[0].value.offset, 35)
    }

    func testContainersStartAtTheirBracketEvenWhenTheirContentIsOnALaterLine() throws {
        let items = try XCTUnwrap(try strict.parse("[\n  [\n  ],\n  {\n\n  }, {\n\"a\": 1}\n]").array)
        XCTAssertEqual(items.map(\.position), [pos(2, 3, 4), pos(4, 3, 13), pos(6, 6, 21)])
        XCTAssertEqual(try strict.parse("\n\n   [\n1]").position, pos(3, 4, 5))
    }

    func testCRLFAndLoneCREachEndOneLine() throws {
        let items = try XCTUnwrap(try strict.parse("[\r\n1,\r2,\n3]").array)
        XCTAssertEqual(items.map(\.position), [pos(2, 1, 3), pos(3, 1, 6), pos(4, 1, 9)])
        // The same inside a block comment: CRLF, CR and LF each end one line.
        XCTAssertEqual(try lenient.parse("/* a\r\nb\rc\n */ [\r\n1]").array?.first?.position, pos(5, 1, 17))
        XCTAssertEqual(error("/* a\r\n\r\n */ [\r\n  1 2]", lenient), "4:5: expected ',' or ']' after an array element but found a digit")
    }

    func testByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let node = try strict.parse("\u{FEFF}{\"a\": 1}")
        XCTAssertEqual(node.position, pos(1, 1, 3))
        XCTAssertEqual(node.members?.first?.keyPosition, pos(1, 2, 4))
    }

    func testScalarsAndNumbers() throws {
        XCTAssertEqual(try strict.parse("true").bool, true)
        XCTAssertEqual(try strict.parse(" false ").bool, false)
        XCTAssertTrue(try strict.parse("null").isNull)
        XCTAssertEqual(try strict.parse("-0").number?.literal, "-0")
        XCTAssertEqual(try strict.parse("42").int, 42)
        XCTAssertEqual(try strict.parse("-17").int, -17)
        XCTAssertEqual(try strict.parse("2.5").double, 2.5)
        XCTAssertNil(try strict.parse("2.5").int)
        XCTAssertEqual(try strict.parse("1E3").double, 1000)
        XCTAssertNil(try strict.parse("1e3").int, "an exponent makes it not an integer literal")
        XCTAssertEqual(try strict.parse("-1.5e-2").double, -0.015)
        let huge = try strict.parse("123456789012345678901234567890")
        XCTAssertNil(huge.int)
        XCTAssertEqual(huge.double ?? 0, 1.2345678901234568e29, accuracy: 1e15)
        XCTAssertEqual(try strict.parse("\"\"").string, "")
        XCTAssertEqual(try strict.parse("[]").array?.count, 0)
        XCTAssertEqual(try strict.parse("{}").members?.count, 0)
        XCTAssertEqual(try strict.parse("[[], {}, [[]]]").description, "[[],{},[[]]]")
    }

    func testEveryEscape() throws {
        let text = #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \uD83D\uDE00 \u0000 \uFFFF""#
        XCTAssertEqual(
            try strict.parse(text).string,
            "\" \\ / \u{8} \u{C} \n \r \t A é € 😀 \u{0} \u{FFFF}")
        XCTAssertEqual(try strict.parse(#""\uDBFF\uDFFF""#).string, "\u{10FFFF}")
        XCTAssertEqual(try strict.parse(#""\ud83d\ude00 x""#).string, "😀 x", "lowercase hex")
        XCTAssertEqual(try strict.parse("\"plain é 😀\"").string, "plain é 😀")
    }

    func testSurrogateErrors() {
        XCTAssertEqual(error(#""\uD83D""#), #"1:2: unpaired high surrogate \uD83D (a low surrogate \uDC00-\uDFFF must follow)"#)
        XCTAssertEqual(error(#""ab\uD83Dx""#), #"1:4: unpaired high surrogate \uD83D (a low surrogate \uDC00-\uDFFF must follow)"#)
        XCTAssertEqual(error(#""\uD83D\u0041""#), #"1:2: unpaired high surrogate \uD83D (a low surrogate \uDC00-\uDFFF must follow)"#)
        XCTAssertEqual(error(#""\uD83D\uD83D""#), #"1:2: unpaired high surrogate \uD83D (a low surrogate \uDC00-\uDFFF must follow)"#)
        XCTAssertEqual(error(#""\uDE00""#), #"1:2: unpaired low surrogate \uDE00"#)
    }

    func testInvalidEscapes() {
        XCTAssertEqual(error(#""\x""#), #"1:2: invalid escape sequence: '\' followed by a letter"#)
        XCTAssertEqual(error(#"["a\'"]"#), #"1:4: invalid escape sequence: '\' followed by a symbol"#)
        XCTAssertEqual(error("\"\\\u{1}\""), "1:2: invalid escape sequence: '\\' followed by a control character")
        XCTAssertEqual(error(#""\u12G4""#), #"1:2: invalid \u escape: expected four hexadecimal digits"#)
        XCTAssertEqual(error(#""\u12"#), #"1:2: invalid \u escape: expected four hexadecimal digits"#)
        XCTAssertEqual(error(#""abc\"#), "1:1: unterminated string")
    }

    func testRenderingRoundTripsAndSameValueIgnoresPositions() throws {
        let text = #"{"a":[1,-2.5e3,"x\n\"\u0001é",true,false,null],"b":{}}"#
        let node = try strict.parse(text)
        XCTAssertEqual(node.description, #"{"a":[1,-2.5e3,"x\n\"\u0001é",true,false,null],"b":{}}"#)
        let spaced = try strict.parse("{ \"a\" : [ 1 , -2.5e3 , \"x\\n\\\"\\u0001é\" , true , false , null ] , \"b\" : { } }")
        XCTAssertNotEqual(node, spaced)
        XCTAssertTrue(node.hasSameValue(as: spaced))
        XCTAssertFalse(node.hasSameValue(as: try strict.parse(#"{"a":[1],"b":{}}"#)))
        XCTAssertTrue(try strict.parse("1.0").hasSameValue(as: try strict.parse("1")))
    }

    // MARK: Errors

    func testSyntaxErrorsWithExactPositions() {
        XCTAssertEqual(error(""), "1:1: expected a JSON value but found end of input")
        XCTAssertEqual(error("   \n  "), "2:3: expected a JSON value but found end of input")
        XCTAssertEqual(error(#"{"a": 1"#), "1:8: expected ',' or '}' after an object member but found end of input")
        XCTAssertEqual(error("[1, 2"), "1:6: expected ',' or ']' after an array element but found end of input")
        XCTAssertEqual(error("[1,"), "1:4: expected a value but found end of input")
        XCTAssertEqual(error("{"), "1:2: expected a quoted object key but found end of input")
        XCTAssertEqual(error(#"{"a""#), "1:5: expected ':' after object key but found end of input")
        XCTAssertEqual(error(#"{"a" 1}"#), "1:6: expected ':' after object key but found a digit")
        XCTAssertEqual(error("{a: 1}"), "1:2: expected a quoted object key but found a letter")
        XCTAssertEqual(error("{'a': 1}"), "1:2: expected a quoted object key but found a symbol")
        XCTAssertEqual(error("[1 2]"), "1:4: expected ',' or ']' after an array element but found a digit")
        XCTAssertEqual(error(#"{"a": }"#), "1:7: expected a value but found '}'")
        XCTAssertEqual(error("[1] x"), "1:5: expected the end of the JSON value but found a letter")
        XCTAssertEqual(error("{} {}"), "1:4: expected the end of the JSON value but found '{'")
        XCTAssertEqual(error(#""abc"#), "1:1: unterminated string")
        XCTAssertEqual(error("[\"ab\ncd\"]"), "1:2: unterminated string")
        XCTAssertEqual(error("\"a\tb\""), "1:3: unescaped control character U+0009 in string")
        XCTAssertEqual(error("tru"), "1:1: invalid literal (JSON's literals are true, false and null)")
        XCTAssertEqual(error("[True]"), "1:2: invalid literal (JSON's literals are true, false and null)")
        XCTAssertEqual(error("[NaN]"), "1:2: invalid literal (JSON's literals are true, false and null)")
        XCTAssertEqual(error("01"), "1:1: invalid number: leading zeros are not allowed")
        XCTAssertEqual(error("-"), "1:2: invalid number: expected a digit after '-' but found end of input")
        XCTAssertEqual(error("-a"), "1:2: invalid number: expected a digit after '-' but found a letter")
        XCTAssertEqual(error("1."), "1:3: invalid number: expected a digit after '.' but found end of input")
        XCTAssertEqual(error("1e+"), "1:4: invalid number: expected a digit in the exponent but found end of input")
        XCTAssertEqual(error(".5"), "1:1: expected a JSON value but found a symbol")
        XCTAssertEqual(error("+1"), "1:1: expected a JSON value but found a symbol")
        XCTAssertEqual(error("{\n  \"a\": [1,\n    2,,\n  ]\n}"), "3:7: expected a value but found ','")
    }

    func testStrictModeRejectsCommentsAndTrailingCommas() {
        XCTAssertEqual(error("[1,]"), "1:3: trailing comma is not allowed")
        XCTAssertEqual(error("{\"a\": 1 ,\n}"), "1:9: trailing comma is not allowed")
        XCTAssertEqual(error("// note\n1"), "1:1: comments are not allowed in JSON")
        XCTAssertEqual(error("[1, /* two */ 2]"), "1:5: comments are not allowed in JSON")
        XCTAssertEqual(error("[1] /"), "1:5: unexpected character '/'")
    }

    func testConfigurationModeAcceptsCommentsAndTrailingCommas() throws {
        let text = """
            // archlint configuration
            {
              /* the rules,
                 all of them */
              "rules": { "a": 1, }, // trailing comma above
              "list": [1, 2,],
            }
            """
        let node = try lenient.parse(text)
        XCTAssertEqual(node.description, #"{"rules":{"a":1},"list":[1,2]}"#)
        XCTAssertEqual(node.members?[0].keyPosition, pos(5, 3, 66))
        XCTAssertEqual(node.members?[1].value.position, pos(6, 11, 122))
        XCTAssertEqual(error("[1,,]", lenient), "1:4: expected a value but found ','")
        XCTAssertEqual(error("[,]", lenient), "1:2: expected a value but found ','")
        XCTAssertEqual(error("{,}", lenient), "1:2: expected a quoted object key but found ','")
        XCTAssertEqual(error("[1] /", lenient), "1:5: unexpected character '/'")
        XCTAssertEqual(error("[1, /* never closed", lenient), "1:5: unterminated comment")
        XCTAssertEqual(error("/* x\n y */ [\n  1 2]", lenient), "3:5: expected ',' or ']' after an array element but found a digit")
        XCTAssertEqual(try lenient.parse("1 // no newline at the end").int, 1)
    }

    func testDuplicateKeys() throws {
        XCTAssertEqual(error("{\"a\": 1,\n \"a\": 2}", lenient), "2:2: duplicate key 'a'")
        XCTAssertEqual(error("{\"x\": {\"a\": 1, \"a\": 2}}", lenient), "1:16: duplicate key 'a'")
        XCTAssertEqual(try lenient.parse(#"[{"a": 1}, {"a": 2}]"#).array?.count, 2, "same key in different objects")
        let kept = try strict.parse(#"{"a": 1, "a": 2}"#)
        XCTAssertEqual(kept.members?.count, 2, "strict mode keeps duplicates")
        XCTAssertEqual(kept["a"]?.int, 2, "the last one wins")
    }

    func testInvalidUTF8IsAnErrorNotACrash() {
        XCTAssertEqual(error([0x22, 0xFF, 0x22]), "1:2: invalid UTF-8 byte 0xFF in string")
        XCTAssertEqual(error([0x22, 0xC0, 0xAF, 0x22]), "1:2: invalid UTF-8 byte 0xC0 in string", "overlong")
        XCTAssertEqual(error([0x22, 0xE0, 0x80, 0xAF, 0x22]), "1:2: invalid UTF-8 byte 0xE0 in string", "overlong")
        XCTAssertEqual(error([0x22, 0xED, 0xA0, 0x80, 0x22]), "1:2: invalid UTF-8 byte 0xED in string", "surrogate")
        XCTAssertEqual(error([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]), "1:2: invalid UTF-8 byte 0xF4 in string", "above U+10FFFF")
        XCTAssertEqual(error([0x22, 0x61, 0xE2, 0x82]), "1:3: invalid UTF-8 byte 0xE2 in string", "truncated")
        XCTAssertEqual(error([0x22, 0x80, 0x22]), "1:2: invalid UTF-8 byte 0x80 in string", "lone continuation")
        XCTAssertEqual(error([0xFF]), "1:1: expected a JSON value but found invalid UTF-8")
        XCTAssertEqual(error([0x00]), "1:1: expected a JSON value but found a control character")
        XCTAssertEqual(error(Array("é".utf8)), "1:1: expected a JSON value but found a non-ASCII character")
        XCTAssertEqual(error([0x5B, 0x31, 0x5D, 0xC3]), "1:4: expected the end of the JSON value but found invalid UTF-8")
        XCTAssertEqual(error([0x2F, 0x2F, 0xFF, 0x0A, 0x31], lenient), "1:3: invalid UTF-8 byte 0xFF in comment")
        XCTAssertEqual(error([0x2F, 0x2A, 0xC3, 0x2A, 0x2F, 0x31], lenient), "1:3: invalid UTF-8 byte 0xC3 in comment")
        XCTAssertEqual(try? strict.parse([0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]).string, "😀")
    }

    func testEveryProperPrefixOfADocumentIsAnError() throws {
        let document = #"{"a": [1, -2.5e3, "x\u00e9\uD83D\uDE00é", true, false, null], "b": {"c": []}}"#
        let bytes = Array(document.utf8)
        XCTAssertNoThrow(try strict.parse(bytes))
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try strict.parse(Array(bytes[..<length])), "prefix of \(length) bytes") {
                XCTAssertTrue($0 is JSONParseError)
            }
        }
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix(seed: 0xA5C11)
        let alphabet = Array("{}[],:\"\\/*ut0123456789.-eE \n\r\ttruefalsenull".utf8) + [0x00, 0x80, 0xC3, 0xFF, 0xED, 0xF0]
        var parsed = 0
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            do {
                _ = try lenient.parse(bytes)
                parsed += 1
            } catch {
                XCTAssertTrue(error is JSONParseError)
            }
        }
        XCTAssertGreaterThan(parsed, 0)
    }

    // MARK: Limits

    func testNestingDepthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try strict.parse(ok))
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertEqual(error(tooDeep), "1:513: nesting is deeper than 512 levels")
        let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
        XCTAssertEqual(error(objects), "1:2561: nesting is deeper than 512 levels")
        // A million open brackets: an error, quickly, without exhausting the stack.
        let start = Date()
        XCTAssertEqual(error(String(repeating: "[", count: 1_000_000)), "1:513: nesting is deeper than 512 levels")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(error("[[[1]]]", JSONParser(options: .init(maxDepth: 2))), "1:3: nesting is deeper than 2 levels")
    }

    func testTenMegabytesParseQuicklyAndSizeLimitIsEnforced() throws {
        var text = "[\n"
        let item = #"  {"name": "LoginInteractor", "paths": ["Sources/**/Login/*.swift"], "n": 12345, "ok": true},"#
        text.reserveCapacity(10_500_000)
        var count = 0
        while text.utf8.count < 10_000_000 {
            text += item + "\n"
            count += 1
        }
        text += "  null\n]"
        let bytes = Array(text.utf8)
        let start = Date()
        let node = try strict.parse(bytes)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(node.array?.count, count + 1)
        XCTAssertLessThan(elapsed, 20, "10 MB took \(elapsed) s")

        let limited = JSONParser(options: .init(maxBytes: 10))
        XCTAssertEqual(error("[1,2,3,4,5]", limited), "1:1: input is too large (11 bytes; the limit is 10 bytes)")
        XCTAssertNoThrow(try limited.parse("[1,2,3,45]"))
        XCTAssertEqual(JSONParser.Options.configuration.maxBytes, 16 << 20)
    }

    /// A configuration that is not JSON (a key, a password file): the error says what was
    /// expected and quotes nothing of it.
    func testAConfigurationThatIsNotJSONIsNotQuoted() {
        let parser = JSONParser(options: .configuration)
        XCTAssertEqual(error("root:x:0:0:root:/root:/bin/bash\n", parser), "1:1: expected '{' (a configuration is a JSON object)")
        XCTAssertEqual(error("\u{FEFF}// note\n  secret-token-123\n", parser), "2:3: expected '{' (a configuration is a JSON object)")
        XCTAssertEqual(error("[1]", parser), "1:1: expected '{' (a configuration is a JSON object)")
        XCTAssertEqual(error("{\"a\": hunter2}", parser), "1:7: invalid literal (JSON's literals are true, false and null)")
        XCTAssertEqual(error("{\"a\": 1} password", parser), "1:10: expected the end of the JSON value but found a letter")
        XCTAssertEqual(try JSONParser(options: .configuration).parse("// c\n{}").members?.count, 0)
    }
}

/// Deterministic pseudo-random numbers for fuzzing.
struct SplitMix {
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
