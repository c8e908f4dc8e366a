// swift-tools-version:5.9
import PackageDescription

// The demo is a target of its own: a build description, not a folder, says it is apart.
let package = Package(
    name: "StoryboardDemo",
    targets: [.executableTarget(name: "StoryboardDemo")]
)
