@testable import LanguageServer
import Platform
import XCTest

final class FramingTests: XCTestCase {
    private func frames(_ text: String, maximumBody: Int = MessageReader.defaultMaximumBody, piece: Int = 1 << 16) -> [IncomingFrame] {
        let reader = MessageReader(source: ChunkedSource(Array(text.utf8), piece: piece), maximumBody: maximumBody)
        var result: [IncomingFrame] = []
        while true {
            let frame = reader.next()
            result.append(frame)
            if frame == .end { return result }
        }
    }

    private func body(_ text: String) -> IncomingFrame { .message(Array(text.utf8)) }

    func testMessagesAreFramedByContentLengthWhateverTheReadSizes() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1,2,3]"
        for piece in [1, 3, 7, 1 << 16] {
            XCTAssertEqual(frames(stream, piece: piece), [body("{}"), body("[1,2,3]"), .end], "pieces of \(piece)")
        }
    }

    func testHeaderNamesAreCaseInsensitiveAndBareNewlinesAreAccepted() {
        XCTAssertEqual(frames("content-length:2\n\n{}"), [body("{}"), .end])
    }

    func testABlockWithoutLengthIsReportedAndTheNextMessageStillArrives() {
        XCTAssertEqual(frames("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"),
                       [.malformed("a message without a Content-Length header"), body("{}"), .end])
        XCTAssertEqual(frames("Content-Length: two\r\n\r\nContent-Length: 2\r\n\r\n{}"),
                       [.malformed("a Content-Length that is not a number"), body("{}"), .end])
    }

    func testAnUnderstatedLengthLosesOneMessageAndTheStreamRecovers() {
        // The body is longer than said: its tail runs into the next header line.
        let frames = frames("Content-Length: 5\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}")
        XCTAssertEqual(frames, [body("{\"a\":"), body("{}"), .end])
    }

    func testABodyOverTheLimitIsSkippedWithoutBeingKept() {
        let big = String(repeating: "x", count: 1000)
        XCTAssertEqual(frames("Content-Length: 1000\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", maximumBody: 100),
                       [.malformed("a message of 1000 bytes, over the limit of 100"), body("{}"), .end])
    }

    func testAnEndInsideAMessageIsTheEnd() {
        XCTAssertEqual(frames("Content-Length: 10\r\n\r\n{}"), [.end])
        XCTAssertEqual(frames("Content-Len"), [.end])
        XCTAssertEqual(frames(""), [.end])
    }

    func testAnEndlessHeaderLineIsDroppedAsItGrows() {
        let frames = frames(String(repeating: "y", count: 100_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}")
        XCTAssertEqual(frames.last, .end)
        XCTAssertEqual(frames.dropLast().last, body("{}"))
    }

    func testTheWriterFramesEachBody() {
        let sink = MemorySink()
        MessageWriter(sink: sink).send(Array("{\"é\":1}".utf8))
        XCTAssertEqual(sink.text, "Content-Length: 8\r\n\r\n{\"é\":1}")
    }

    func testMessagesAreClassifiedOrAnsweredWithTheRightError() {
        func parse(_ text: String) -> Result<IncomingMessage, MessageError> { IncomingMessage.parse(Array(text.utf8)) }
        guard case .failure(let notJSON) = parse("{\"id\":1,") else { return XCTFail() }
        XCTAssertEqual(notJSON.code, .parseError)
        guard case .failure(let notObject) = parse("[1]") else { return XCTFail() }
        XCTAssertEqual(notObject.code, .invalidRequest)
        guard case .failure(let badMethod) = parse("{\"id\":7,\"method\":3}") else { return XCTFail() }
        XCTAssertEqual(badMethod.code, .invalidRequest)
        XCTAssertEqual(badMethod.id?.rendered(pretty: false), "7")
        guard case .success(let request) = parse("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"m\",\"params\":{\"x\":1}}") else { return XCTFail() }
        XCTAssertEqual(request.method, "m")
        XCTAssertEqual(request.params?["x"]?.int, 1)
    }
}

/// Bytes handed out in fixed pieces, so framing is tested across read boundaries.
final class ChunkedSource: ByteSource {
    private let source: MemorySource
    private let piece: Int
    init(_ bytes: [UInt8], piece: Int) {
        source = MemorySource(bytes)
        self.piece = piece
    }
    func read(maximum: Int) -> [UInt8] { source.read(maximum: min(maximum, piece)) }
}
