// swift-tools-version:6.0
// A libFuzzer harness for the tokenizer, the model extraction and the rules on one file.
// Fuzz/build.sh links archlint's sources in and builds it; see Fuzz/README.md.
import PackageDescription

let package = Package(
    name: "ArchlintFuzz",
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "SourceModel", dependencies: ["SwiftLexer"]),
        .target(name: "ProjectIndex", dependencies: ["SwiftLexer", "SourceModel"]),
        .target(name: "RuleEngine", dependencies: ["SwiftLexer", "SourceModel", "ProjectIndex"]),
        .executableTarget(
            name: "ArchlintFuzz",
            dependencies: ["SwiftLexer", "SourceModel", "ProjectIndex", "RuleEngine"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
