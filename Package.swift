// swift-tools-version:6.0
// archlint: a static architecture linter for Swift. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "archlint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
    ],
    targets: [
        // Stage 1: bytes → tokens and comments.
        .target(name: "SwiftLexer"),
        // Stage 2: tokens → declarations, members, imports, references per file.
        .target(name: "SourceModel", dependencies: ["SwiftLexer"]),
        // Rendering of tokens, models and findings as text and JSON.
        .target(name: "Reporting", dependencies: ["SwiftLexer", "SourceModel"]),
        // The command line: argument parsing, file discovery, the commands.
        .target(name: "ArchlintCLI", dependencies: ["SwiftLexer", "SourceModel", "Reporting"]),
        .executableTarget(name: "archlint", dependencies: ["ArchlintCLI"]),

        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel"]),
        .testTarget(
            name: "ArchlintCLITests",
            dependencies: ["ArchlintCLI"],
            resources: []
        ),
    ]
)
