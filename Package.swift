// swift-tools-version:6.0
// archlint: a static architecture linter for Swift. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "archlint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        // `swift package archlint`, and linting a target on build, for packages that depend on this one.
        .plugin(name: "ArchlintCommandPlugin", targets: ["ArchlintCommandPlugin"]),
        .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"]),
    ],
    targets: [
        // Shared by every stage: files, threads, output sinks, globs, byte search, did-you-mean,
        // control-character escaping. The only place that imports the C library.
        .target(name: "Platform"),
        // JSON: one parser (positions kept, for configuration errors), one value to write, one
        // escaper; XML's escaper beside it.
        .target(name: "JSON", dependencies: ["Platform"]),
        // Stage 1: bytes → tokens and comments.
        .target(name: "SwiftLexer", dependencies: ["Platform"]),
        // Stage 2: tokens → declarations, members, imports, references per file.
        .target(name: "SourceModel", dependencies: ["Platform", "SwiftLexer"]),
        // Stage 3: all files → modules and a project-wide index that resolves names.
        .target(name: "ProjectIndex", dependencies: ["Platform", "SwiftLexer", "SourceModel"]),
        // Stage 4: configuration, roles, layers and the rule catalog → findings.
        .target(name: "RuleEngine", dependencies: ["Platform", "JSON", "SwiftLexer", "SourceModel", "ProjectIndex"]),
        // Stage 5: rendering of tokens, models and findings as text, JSON and the other formats.
        .target(name: "Reporting", dependencies: ["Platform", "JSON", "SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine"]),
        // The engine's API: file discovery, the lint run, configuration grouping, models, graphs
        // and reports, for the command line, the plugins and editors.
        .target(name: "ArchlintKit", dependencies: ["Platform", "JSON", "SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine", "Reporting"]),
        // `archlint lsp`: the Language Server Protocol over standard input and output, on the engine's API.
        .target(name: "LanguageServer", dependencies: ["Platform", "JSON", "ProjectIndex", "RuleEngine", "Reporting", "ArchlintKit"]),
        // The command line on top: argument parsing and the commands.
        .target(name: "ArchlintCLI", dependencies: ["Platform", "JSON", "SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine", "Reporting", "ArchlintKit", "LanguageServer"]),
        .executableTarget(name: "archlint", dependencies: ["ArchlintCLI"]),
        // Editor and CI integration: run the archlint executable (see docs/integrations.md).
        .plugin(
            name: "ArchlintCommandPlugin",
            capability: .command(intent: .custom(verb: "archlint", description: "Check the package's Swift code with archlint")),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),

        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "Platform", "TestSupport"]),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel", "Platform", "TestSupport"]),
        .testTarget(name: "ProjectIndexTests", dependencies: ["ProjectIndex", "Platform", "SourceModel", "SwiftLexer"]),
        .testTarget(name: "RuleEngineTests", dependencies: ["RuleEngine", "JSON", "Platform", "ProjectIndex", "SourceModel", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "ArchlintKitTests", dependencies: ["ArchlintKit", "Reporting", "RuleEngine"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Platform", "TestSupport"]),
        .testTarget(
            name: "ArchlintCLITests",
            dependencies: ["ArchlintCLI", "ArchlintKit", "JSON", "Platform", "TestSupport"],
            resources: []
        ),
    ]
)
