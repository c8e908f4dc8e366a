import SwiftLexer

// The extractor's imports; its state is in ModelExtractor.swift.
extension Extractor {
    mutating func parseImport(prefix: DeclarationPrefix, introducer: Int) {
        var j = introducer + 1
        var kind: String?
        switch keyword(j) {
        case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let:
            kind = text(j)
            j += 1
        default:
            break
        }
        var components: [String] = []
        while j < count && !(j > introducer + 1 && tokens[j].startsLine) {
            let token = tokens[j]
            if token.kind == .identifier || token.kind == .keyword || token.kind == .operator {
                components.append(name(j))
                declaresName[j] = true
                j += 1
                if punct(j) == Punct.period { j += 1 } else { break }
            } else {
                break
            }
        }
        model.imports.append(ImportDecl(
            module: components.joined(separator: "."), position: position(introducer), accessLevel: access(prefix),
            conditional: conditionalDepth > 0, kind: kind, attributes: prefix.attributes))
        k = j
    }
}
