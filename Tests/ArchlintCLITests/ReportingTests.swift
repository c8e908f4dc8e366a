import Foundation
@testable import Platform
import JSON
import TestSupport
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import ProjectIndex
import Reporting

final class JSONEscaperTests: XCTestCase {
    private func quoted(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        bytes.withUnsafeBufferPointer { JSONEscaper.appendQuoted($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    private func quoted(_ text: String) -> String { quoted(Array(text.utf8)) }

    func testPlainTextIsCopied() {
        XCTAssertEqual(quoted("hello world"), #""hello world""#)
        XCTAssertEqual(quoted(""), #""""#)
    }

    func testQuotesAndBackslashes() {
        XCTAssertEqual(quoted(#"say "hi""#), #""say \"hi\"""#)
        XCTAssertEqual(quoted(#"a\b\\c"#), #""a\\b\\\\c""#)
        XCTAssertEqual(quoted(#"\"#), #""\\""#)
        XCTAssertEqual(quoted("/"), #""/""#)
    }

    func testControlCharacters() {
        XCTAssertEqual(quoted("a\nb\r\nc\td"), #""a\nb\r\nc\td""#)
        XCTAssertEqual(quoted([0x08, 0x0C]), #""\b\f""#)
        XCTAssertEqual(quoted([0x00, 0x01, 0x1B, 0x1F]), #""\u0000\u0001\u001b\u001f""#)
        XCTAssertEqual(quoted([0x7F, 0x20]), #""\u007f ""#)
    }

    func testNonASCIIIsCopiedUnescaped() {
        let text = "été 日本 😀 \u{2030} \u{FEFE} e\u{301}"
        XCTAssertEqual(quoted(text), "\"\(text)\"")
        // Except C1 controls, bidirectional and zero-width marks and separators (ControlCharacters).
        XCTAssertEqual(quoted("\u{2028} \u{FEFF}\u{85}"), #""\u2028 \ufeff\u0085""#)
    }

    func testInvalidUTF8BecomesReplacementCharacters() {
        let cases: [([UInt8], String)] = [
            ([0x61, 0xFF, 0x62], "a\u{FFFD}b"),                 // impossible byte
            ([0x80], "\u{FFFD}"),                               // lone continuation
            ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),                 // overlong
            ([0xE2, 0x82], "\u{FFFD}"),                         // truncated at the end
            ([0xE2, 0x82, 0x41], "\u{FFFD}A"),                  // truncated before ASCII
            ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),   // surrogate
            ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"), // above U+10FFFF
            ([0xF0, 0x9F, 0x98], "\u{FFFD}"),                   // truncated emoji
            ([0xF0, 0x9F, 0x98, 0x80], "😀"),
            ([0x22, 0xFE, 0x5C], "\\\"\u{FFFD}\\\\"),
        ]
        for (bytes, expected) in cases {
            XCTAssertEqual(quoted(bytes), "\"\(expected)\"", "\(bytes)")
        }
    }

    /// Any bytes give JSON that parses back to the `String(decoding:)` repair of the bytes.
    func testRandomBytesRoundTripThroughJSONSerialization() throws {
        var generator = SeededGenerator(seed: 0xA5C11)
        let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x22, 0x5C, 0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xC3, 0xA9,
                                 0xE0, 0xED, 0xA0, 0xEF, 0xBF, 0xF0, 0x9F, 0xF4, 0x8F, 0xF5, 0xFF]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            let bytes = (0..<length).map { _ in
                generator.next() % 3 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let json = "[" + quoted(bytes) + "]"
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String], json)
            XCTAssertEqual(parsed.first, String(decoding: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    func testQuotedStringHelper() {
        XCTAssertEqual(JSONEscaper.quoted("a\"b"), #""a\"b""#)
    }

    func testDecimalFormatting() {
        for value in [0, 7, 10, 99, 100, 12_345, Int.max, -1, -120, Int.min] {
            var output: [UInt8] = []
            output.appendDecimal(value)
            XCTAssertEqual(String(decoding: output, as: UTF8.self), String(value))
        }
    }
}

final class OutputWriterTests: XCTestCase {
    func testWriterBuffersUntilThresholdOrFlush() {
        let sink = MemorySink()
        let writer = OutputWriter(sink: sink, bufferSize: 8)
        writer.write("abc")
        XCTAssertEqual(sink.bytes, [])
        writer.write("defgh")
        XCTAssertEqual(sink.text, "abcdefgh")
        writer.writeLine("x")
        XCTAssertEqual(sink.text, "abcdefgh")
        writer.flush()
        XCTAssertEqual(sink.text, "abcdefghx\n")
    }

    func testZeroSizedBufferWritesThrough() {
        let sink = MemorySink()
        let writer = OutputWriter(sink: sink, bufferSize: 0)
        writer.writeLine("note")
        XCTAssertEqual(sink.text, "note\n")
    }
}

final class ParallelTests: XCTestCase {
    func testMapKeepsIndexOrderForAnyThreadCount() {
        for count in [0, 1, 2, 17, 500] {
            let expected = (0..<count).map { $0 * $0 }
            for jobs in [1, 2, 3, 8, 64] {
                let result = ParallelWork.map(count: count, jobs: jobs, weight: { ($0 * 7919) % 13 }) { $0 * $0 }
                XCTAssertEqual(result, expected, "count \(count), jobs \(jobs)")
            }
        }
    }

    func testFixedFormatting() {
        XCTAssertEqual(PhaseTimer.fixed(0.1234, 3), "0.123")
        XCTAssertEqual(PhaseTimer.fixed(2.5, 1), "2.5")
        XCTAssertEqual(PhaseTimer.fixed(1.96, 1), "2.0")
        XCTAssertEqual(PhaseTimer.fixed(12, 0), "12")
        XCTAssertEqual(PhaseTimer.fixed(0.0004, 3), "0.000")
        XCTAssertEqual(PhaseTimer.fixed(-1.25, 2), "-1.25")
    }
}
