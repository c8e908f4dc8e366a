import Platform
import SwiftLexer

// The extractor's directives; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func extractDirectives() {
        let marker = Array("archlint:".utf8)
        for comment in file.comments {
            let start = Int(comment.offset)
            let end = start + Int(comment.length)
            guard end - start >= marker.count, let base = bytes.baseAddress else { continue }
            // Find each `:` (the search is vectorised) and look for `archlint` right before it.
            var found = false
            var j = start + marker.count - 1
            while j < end, let hit = Bytes.first(UInt8(ascii: ":"), in: base + j, count: end - j) {
                let colon = base.distance(to: hit)
                let candidate = colon - (marker.count - 1)
                if bytes[candidate..<(colon + 1)].elementsEqual(marker) {
                    found = true
                    break
                }
                j = colon + 1
            }
            guard found else { continue }
            var bodyStart = start + 2
            var bodyEnd = end
            if comment.isBlock && bodyEnd - bodyStart >= 2 { bodyEnd -= 2 }
            while bodyStart < bodyEnd && (bytes[bodyStart] == UInt8(ascii: "/") || bytes[bodyStart] == UInt8(ascii: "*")) {
                bodyStart += 1
            }
            let text = file.text(offset: Int32(bodyStart), length: Int32(bodyEnd - bodyStart))
            model.directives.append(DirectiveComment(
                text: text.trimmingWhitespace(),
                position: SourcePosition(line: comment.line, column: comment.column),
                removal: removal(start: start, end: end, line: comment.line, column: comment.column)))
        }
    }

    /// `DirectiveComment.removal` of the comment at bytes `start..<end`, which starts at `line`, `column`.
    private func removal(start: Int, end: Int, line: Int32, column: Int32) -> TextEdit {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let lineStart = start - Int(column - 1)
        var before = start
        while before > lineStart && isBlank(bytes[before - 1]) { before -= 1 }
        var after = end
        while after < bytes.count && isBlank(bytes[after]) { after += 1 }
        let endsLine = after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
        // The position of `offset`, at or after the comment's start.
        func position(_ offset: Int) -> SourcePosition {
            var position = SourcePosition(line: line, column: column)
            for index in start..<offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    position = SourcePosition(line: position.line + 1, column: 1)
                } else {
                    position.column += 1
                }
            }
            return position
        }
        if before == lineStart && endsLine {
            var next = after
            if next < bytes.count && bytes[next] == UInt8(ascii: "\r") { next += 1 }
            if next < bytes.count && bytes[next] == UInt8(ascii: "\n") { next += 1 }
            return TextEdit(start: SourcePosition(line: line, column: 1), end: position(next), replacement: "")
        }
        if endsLine {
            return TextEdit(start: SourcePosition(line: line, column: column - Int32(start - before)), end: position(end), replacement: "")
        }
        let spaced = before < start || after > end
        return TextEdit(start: SourcePosition(line: line, column: column), end: position(end), replacement: spaced ? "" : " ")
    }
}
