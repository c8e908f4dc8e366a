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
                position: SourcePosition(line: comment.line, column: comment.column)))
        }
    }
}
