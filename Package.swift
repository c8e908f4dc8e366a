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
        // Stage 1: bytes → tokens and comments.
        .target(name: "SwiftLexer"),
        // Stage 2: tokens → declarations, members, imports, references per file.
        .target(name: "SourceModel", dependencies: ["SwiftLexer"]),
        // Stage 3: all files → modules and a project-wide index that resolves names.
        .target(name: "ProjectIndex", dependencies: ["SwiftLexer", "SourceModel"]),
        // Stage 4: configuration, roles, layers and the rule catalog → findings.
        .target(name: "RuleEngine", dependencies: ["SwiftLexer", "SourceModel", "ProjectIndex"]),
        // Stage 5: rendering of tokens, models and findings as text, JSON and the other formats.
        .target(name: "Reporting", dependencies: ["SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine"]),
        // The command line on top: argument parsing, file discovery, the commands.
        .target(name: "ArchlintCLI", dependencies: ["SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine", "Reporting"]),
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
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "TestSupport"]),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel", "TestSupport"]),
        .testTarget(name: "ProjectIndexTests", dependencies: ["ProjectIndex", "SourceModel", "SwiftLexer"]),
        .testTarget(name: "RuleEngineTests", dependencies: ["RuleEngine", "ProjectIndex", "SourceModel", "SwiftLexer", "TestSupport"]),
        .testTarget(
            name: "ArchlintCLITests",
            dependencies: ["ArchlintCLI", "TestSupport"],
            resources: []
        ),
    ]
)
