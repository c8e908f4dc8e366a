import ProjectIndex
import SourceModel
import SwiftLexer

/// Uses of a member of a stored property in a range of tokens (a declaration's): `holder.member…`,
/// `holder?.member…`, `self.holder!.member…`, with how the chain that follows ends.
enum HeldMemberUses {
    enum Ending: Equatable {
        /// The chain's last member is called: `holder?.member.reload()`.
        case call
        /// The chain is assigned to: `holder?.member.text = ""`, `+=`.
        case write
        case read
    }

    struct Use {
        var holder: String
        /// The member right after the holder.
        var member: String
        var ending: Ending
        /// The holder's token.
        var position: SourcePosition
    }

    static func scan(_ file: TokenizedFile, range: Range<Int>, holders: Set<String>) -> [Use] {
        let tokens = file.tokens
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].length == 1 && file.bytes[Int(tokens[index].offset)] == byte
                && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
        }
        /// The identifier after `index`'s `.`, `?.` or `!.`, or nil.
        func member(after index: Int) -> Int? {
            var dot = index + 1
            if isPunctuation(dot, UInt8(ascii: "?")) || isPunctuation(dot, UInt8(ascii: "!")) { dot += 1 }
            guard isPunctuation(dot, UInt8(ascii: ".")), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier else { return nil }
            return dot + 1
        }
        var uses: [Use] = []
        for index in range where tokens[index].kind == .identifier {
            let name = file.text(tokens[index])
            guard holders.contains(name) else { continue }
            // A member of something else (`other.viewController`) is not the held property; `self.` is.
            if isPunctuation(index - 1, UInt8(ascii: ".")) && !(index >= 2 && tokens[index - 2].word == .self) { continue }
            guard let first = member(after: index) else { continue }
            var last = first
            while let next = member(after: last) { last = next }
            // Optional chaining's `?`/`!` after the chain's end come before what follows it.
            var after = last + 1
            while isPunctuation(after, UInt8(ascii: "?")) || isPunctuation(after, UInt8(ascii: "!")) { after += 1 }
            var ending = Ending.read
            if isPunctuation(after, UInt8(ascii: "(")) {
                ending = .call
            } else if after < tokens.count, tokens[after].kind == .operator || tokens[after].kind == .punctuation {
                let spelling = file.text(tokens[after])
                if spelling == "=" || (spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(spelling)) { ending = .write }
            }
            uses.append(Use(holder: name, member: file.text(tokens[first]), ending: ending,
                            position: SourcePosition(line: tokens[index].line, column: tokens[index].column)))
        }
        return uses
    }

    /// The indices of a type declaration's tokens, from its start to its body's closing brace,
    /// found by bisection and brace matching: a declaration costs its own tokens, not the file's,
    /// however many declarations share a line.
    static func tokenRange(of declaration: TypeDecl, in file: TokenizedFile) -> Range<Int> {
        let tokens = file.tokens
        let start = declaration.position
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if token.line < start.line || (token.line == start.line && token.column < start.column) { low = middle + 1 } else { high = middle }
        }
        var depth = 0
        for index in low..<tokens.count where tokens[index].kind == .punctuation && tokens[index].length == 1 {
            switch file.bytes[Int(tokens[index].offset)] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return low..<(index + 1) }
            default: break
            }
        }
        return low..<tokens.count
    }
}

/// The tokens of a type's declarations (the type and its extensions), for rules that read
/// expressions the model does not keep: each file is lexed once, however many declarations it holds.
struct DeclarationTokens {
    private var files: [Int: TokenizedFile] = [:]

    /// Each declaration of the symbol whose file can be read, with the file's tokens and the
    /// declaration's range among them.
    mutating func of(_ symbol: SymbolID, in context: LintContext) -> [(ref: DeclarationRef, file: TokenizedFile, range: Range<Int>)] {
        context.symbol(symbol).declarations.compactMap { ref in
            guard let file = files[ref.file] ?? context.source(ref.file).map(Lexer.tokenize) else { return nil }
            files[ref.file] = file
            return (ref, file, HeldMemberUses.tokenRange(of: context.declaration(ref), in: file))
        }
    }
}
