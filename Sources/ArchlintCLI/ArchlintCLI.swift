import Foundation
import SwiftLexer

public enum ArchlintCLI {
    public static func main(_ arguments: [String]) -> Int32 {
        var total = 0
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { return 2 }
            let file = Lexer.tokenize([UInt8](data))
            total += file.tokens.count
            if arguments.count == 2 {
                for t in file.tokens { print("\(t.line):\(t.column)\t\(t.kind.name)\t\(file.text(t))\(t.isInString ? "\t(in string)" : "")") }
            }
        }
        if arguments.count > 2 { print(total) }
        return 0
    }
}
