import LanguageServer
import Platform

/// `archlint lsp`: a language server on standard input and output.
enum LanguageServerCommand {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Serve live findings to an editor (Language Server Protocol on standard input and output).",
        discussion: """
            Speaks LSP 3.17 over standard input and output, for an editor to start; it is not
            meant to be run by hand. Each workspace folder is checked with its nearest
            .archlint.json, with unsaved buffers in place of the files on disk, and every
            finding is published as a diagnostic (the rule id as its code, linked to the
            rule's page). Hover on a type name shows its role, layer and module; the quick
            fixes suppress a finding on its line or in its file. Editor set-up:
            docs/editors.md.
            """,
        options: [RunOptions.jobs],
        positionals: nil
    ) { arguments, context in
        POSIX.ignoreBrokenPipe()
        let server = LanguageServer(input: FileDescriptorSource(descriptor: 0), output: FileDescriptorSink(descriptor: 1),
                                    version: ArchlintCLI.version, jobs: arguments.integer("jobs") ?? context.processorCount)
        return server.run()
    }
}
