@testable import ProjectIndex
@testable import Platform
import XCTest

final class ModuleResolverTests: XCTestCase {
    func testRelativePathsAndParentsOfStandardizedPaths() {
        XCTAssertEqual(ModuleResolver.relative("/a/b/c.swift", to: "/a/b"), "c.swift")
        XCTAssertEqual(ModuleResolver.relative("/a/b", to: "/a/b"), "")
        XCTAssertNil(ModuleResolver.relative("/a/bc/d.swift", to: "/a/b"), "a sibling sharing the base's spelling")
        XCTAssertNil(ModuleResolver.relative("/x/y.swift", to: "/a"))
        XCTAssertEqual(ModuleResolver.relative("/x/y.swift", to: "/"), "x/y.swift")
        // A base ending in a non-ASCII character takes the general comparison.
        XCTAssertEqual(ModuleResolver.relative("/é/f.swift", to: "/é"), "f.swift")
        XCTAssertNil(ModuleResolver.relative("/éx/f.swift", to: "/é"))
        XCTAssertEqual(ModuleResolver.directory(ofAbsolute: "/a/b/c.swift"), "/a/b")
        XCTAssertEqual(ModuleResolver.directory(ofAbsolute: "/c.swift"), "/")
    }

    /// Standard absolute paths come back as they are, plain relative ones are joined, and the
    /// rest (`.`, `..`, repeated or trailing slashes, in the path or the directory) standardized.
    func testAbsolutePathsAgainstADirectory() {
        let cases: [(path: String, directory: String, absolute: String)] = [
            ("/a/b.swift", "/cwd", "/a/b.swift"),
            ("/", "/cwd", "/"),
            ("/a//b/./c/../d.swift", "/cwd", "/a/b/d.swift"),
            ("/a/b/", "/cwd", "/a/b"),
            ("Sources/App/View.swift", "/work/app", "/work/app/Sources/App/View.swift"),
            ("View.swift", "/", "/View.swift"),
            ("./Sources/../View.swift", "/work", "/work/View.swift"),
            ("Sources//View.swift", "/work", "/work/Sources/View.swift"),
            ("..", "/work/app", "/work"),
            ("...", "/work", "/work/..."),
            (".hidden/a", "/work", "/work/.hidden/a"),
            ("", "/work", "/work"),
            ("Sources/", "/work", "/work/Sources"),
            ("View.swift", "/work/./app/", "/work/app/View.swift"),
        ]
        for (path, directory, absolute) in cases {
            XCTAssertEqual(ModuleResolver.absolute(path, in: directory), absolute, "\(path) in \(directory)")
        }
        XCTAssertEqual(ModuleResolver.absolute("View.swift"), ModuleResolver.currentDirectory + "/View.swift")
    }

    func testSwiftPMSourcesAndTestsFolders() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")",
            "Sources/Core/Models/User.swift": "",
            "Sources/Feature/Login.swift": "",
            "Tests/CoreTests/UserTests.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Core/Models/User.swift")), "Core")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Feature/Login.swift")), "Feature")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Tests/CoreTests/UserTests.swift")), "CoreTests")
    }

    func testCustomTargetPathFromTheManifestTokens() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Networking", dependencies: ["Core"], path: "Libraries/Net/"),
                .executableTarget(
                    name: "Tool",
                    path: "./Tools/tool"
                ),
                .target(name: "Core"),
            ]
        )
        """
        XCTAssertEqual(try modules(of: ["Libraries/Net/Client.swift", "Tools/tool/main.swift", "Sources/Core/A.swift"], manifest: manifest),
                       ["Networking", "Tool", "Core"])
    }

    /// Target paths inside one another: a file belongs to the deepest folder a target names
    /// (the first target declared with it), whole folder names only.
    func testNestedTargetPathsPreferTheDeepest() throws {
        let manifest = """
        let package = Package(name: "App", targets: [
            .target(name: "Outer", path: "Libs"),
            .target(name: "Inner", path: "Libs/Inner/"),
            .target(name: "Twin", path: "Libs/Inner"),
        ])
        """
        XCTAssertEqual(try modules(of: ["Libs/A.swift", "Libs/Inner/Deep/B.swift", "Libs/InnerX/C.swift"], manifest: manifest),
                       ["Outer", "Inner", "Outer"])
    }

    /// `name:` and `path:` belong to the target call whose parentheses hold them directly; calls
    /// left unclosed end with the file; targets come in the order they start.
    func testManifestTargetsNestedAndUnclosed() {
        let manifest = """
        let package = Package(targets: [
            .target(name: "Outer", settings: [.define(name: "X", path: "no")], path: "Outer",
                    plugins: [.plugin(name: "Inner", path: "Inner/")], name: "Ignored", path: "OuterLast"),
            .testTarget(name: "Open", path: "./Open", dependencies: [.target(name: "Deep", path: "Deep"
        """
        XCTAssertEqual(ModuleResolver.targets(inManifest: Array(manifest.utf8)).map { "\($0.module)=\($0.prefix)" },
                       ["Outer=OuterLast", "Inner=Inner", "Open=Open", "Deep=Deep"])
    }

    /// The module of each file (empty) of a package whose manifest is `manifest`.
    private func modules(of files: [String], manifest: String) throws -> [String] {
        let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: files.map { ($0, "") } + [("Package.swift", manifest)]))
        let resolver = ModuleResolver(root: tree.root)
        return files.map { resolver.module(ofFile: tree.path($0)) }
    }

    func testNestedPackagesUseTheNearestManifest() throws {
        let tree = try TemporaryTree([
            "Package.swift": "let package = Package(name: \"Outer\")",
            "Sources/Outer/A.swift": "",
            "Packages/Inner/Package.swift": "let package = Package(name: \"Inner\")",
            "Packages/Inner/Sources/InnerKit/B.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Outer/A.swift")), "Outer")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Packages/Inner/Sources/InnerKit/B.swift")), "InnerKit")
    }

    func testXcodeStyleTreeUsesTopLevelFolders() throws {
        let tree = try TemporaryTree([
            "MyApp/Scenes/Login/LoginInteractor.swift": "",
            "MyAppTests/LoginTests.swift": "",
            "main.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("MyApp/Scenes/Login/LoginInteractor.swift")), "MyApp")
        XCTAssertEqual(resolver.module(ofFile: tree.path("MyAppTests/LoginTests.swift")), "MyAppTests")
        XCTAssertEqual(resolver.module(ofFile: tree.path("main.swift")), (tree.root as NSString).lastPathComponent)
    }

    func testConfiguredModulesOverrideDetection() throws {
        let tree = try TemporaryTree(["Package.swift": "", "Sources/Core/Legacy/Old.swift": "", "Sources/Core/New.swift": ""])
        let resolver = ModuleResolver(root: tree.root, overrides: [
            .init(name: "Legacy", paths: [try Glob("Sources/Core/Legacy/**")]),
        ])
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Core/Legacy/Old.swift")), "Legacy")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Core/New.swift")), "Core")
    }

    func testConfiguredModuleNamingAFolderCoversItsFiles() throws {
        let tree = try TemporaryTree([
            "Package.swift": "", "Sources/Core/A.swift": "", "Sources/Core/Deep/B.swift": "", "Sources/CoreKit/C.swift": "",
            "Sources/Feature/D.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root, overrides: [
            .init(name: "CoreMod", paths: [try Glob("Sources/Core")]),
            .init(name: "Everything", paths: [try Glob("Sources/*")]),
        ])
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Core/A.swift")), "CoreMod")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Core/Deep/B.swift")), "CoreMod")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/CoreKit/C.swift")), "Everything", "a folder, not a name prefix")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Sources/Feature/D.swift")), "Everything")
        let plain = ModuleResolver(root: tree.root, overrides: [.init(name: "Other", paths: [try Glob("Tests")])])
        XCTAssertEqual(plain.module(ofFile: tree.path("Sources/Core/A.swift")), "Core", "no override matches: detection")
    }

    func testManifestAboveTheConfiguredRootIsIgnored() throws {
        let tree = try TemporaryTree(["Package.swift": "", "Examples/svip/App/Scene.swift": ""])
        let pinned = ModuleResolver(root: tree.path("Examples/svip"))
        XCTAssertEqual(pinned.module(ofFile: tree.path("Examples/svip/App/Scene.swift")), "App")
    }
}
