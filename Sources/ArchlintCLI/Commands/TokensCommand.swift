import ArchlintKit
import Platform
import ProjectIndex
import Reporting
import SwiftLexer

/// `archlint tokens FILE ... [--format json|table]`: what the lexer sees.
enum TokensCommand {
    static let spec = CommandSpec(
        name: "tokens",
        summary: "Print the tokens of Swift files.",
        discussion: """
            --format json prints one JSON object per token and line (the token schema of
            docs/source-model.md); the default table shows LINE:COL, kind and text.
            Files named explicitly are read whatever their extension; folders are searched
            as for lint. Lexer diagnostics go to standard error as notes.
            """,
        options: [
            .value("format", "FORMAT", kind: .choice(["table", "json"]), help: "table (default) or json."),
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "FILE", help: "Swift files (or folders) to tokenize.", minimum: 1)
    ) { arguments, context in
        try run(arguments, context)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let json = arguments.value("format") == "json"
        let files = try Archlint.tokenize(RunOptions.request(arguments, context))
        var failed = false
        for (index, source) in files.enumerated() {
            let path = source.path
            let file: TokenizedFile
            switch source.tokens {
            case .success(let read):
                file = read.file
                if let encoding = read.transcodedFrom { context.note(SourceReader.decodedNote(path, from: encoding)) }
            case .failure(let error):
                context.error("cannot read \(path.string): \(error.message)")
                failed = true
                continue
            }
            let name = path.string
            for diagnostic in file.diagnostics {
                context.diagnostic("\(name):\(diagnostic.line):\(diagnostic.column): note: \(diagnostic.problem.rawValue)")
            }
            if json {
                TokenRendering.writeJSONLines(file, path: name, to: context.stdout)
            } else {
                if files.count > 1 {
                    if index > 0 { context.stdout.write("\n") }
                    context.stdout.writeEscapedLine("==> \(name) <==")
                }
                TokenRendering.writeTable(file, to: context.stdout)
            }
        }
        return failed ? ExitCode.failure : ExitCode.success
    }
}
