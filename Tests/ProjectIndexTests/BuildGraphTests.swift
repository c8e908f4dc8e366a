import Foundation
@testable import ProjectIndex
@testable import Platform
import XCTest

/// The fixtures of Tests/Fixtures/BuildGraph/<format>/<case>/: each holds an EXPECTED.txt with
/// the module of every Swift file below it (`path: module`) and, after `# module: dependencies`,
/// each module's declared dependencies (`module: a, b`).
final class BuildGraphTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BuildGraph").path

    struct Expectation {
        var modules: [(path: String, module: String)] = []
        var dependencies: [(module: String, dependencies: [String])] = []
    }

    static func expectation(_ directory: String) throws -> Expectation {
        let text = try String(contentsOfFile: directory + "/EXPECTED.txt", encoding: .utf8)
        var result = Expectation()
        var inDependencies = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# module: dependencies") { inDependencies = true; continue }
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if inDependencies {
                let dependencies = parts.count > 1 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                result.dependencies.append((parts[0], dependencies.filter { !$0.isEmpty }))
            } else {
                result.modules.append((parts[0], parts[1]))
            }
        }
        return result
    }

    static func swiftFiles(_ directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") && !path.hasSuffix("Package.swift") && !path.hasSuffix("/Project.swift")
                && path != "Project.swift" { files.append(path) }
        }
        return files.sorted()
    }

    /// Checks one fixture case; returns the resolver for further checks.
    @discardableResult
    func check(_ relative: String, file: StaticString = #filePath, line: UInt = #line) throws -> ModuleResolver {
        let directory = Self.fixtures + "/" + relative
        let expected = try Self.expectation(directory)
        XCTAssertEqual(Self.swiftFiles(directory), expected.modules.map(\.path).sorted(), "every Swift file has an expected module",
                       file: file, line: line)
        let resolver = ModuleResolver(root: directory)
        let modules = resolver.modules(ofFiles: expected.modules.map { directory + "/" + $0.path })
        for (index, entry) in expected.modules.enumerated() {
            XCTAssertEqual(modules[index], entry.module, "\(relative)/\(entry.path)", file: file, line: line)
        }
        for entry in expected.dependencies {
            XCTAssertEqual(resolver.sources[entry.module]?.dependencies, entry.dependencies, "dependencies of \(entry.module)",
                           file: file, line: line)
        }
        XCTAssertEqual(resolver.notes, [], file: file, line: line)
        return resolver
    }

    func testXcodeGroupsAndSourceTrees() throws {
        let resolver = try check("Xcode/Groups")
        XCTAssertEqual(resolver.sources["App"]?.kind, .xcodeProject)
        XCTAssertEqual(resolver.sources["App"]?.file, Self.fixtures + "/Xcode/Groups/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(resolver.sources["Scripts"]?.kind, .folderGuess)
    }

    func testXcodeSynchronizedFoldersWithMembershipExceptions() throws {
        try check("Xcode/Synchronized")
    }

    func testProjectsOfTheSameTargetNameInOneTreeStaySeparate() throws {
        try check("Xcode/Solutions")
    }

    /// A root that does not hold the projects (`--config` kept elsewhere): each file still finds
    /// the project above it, and projects of the same target name stay apart, named by path.
    func testProjectsOutsideTheRootAreFoundAndStaySeparate() throws {
        let directory = Self.fixtures + "/Xcode/Solutions"
        let expected = try Self.expectation(directory)
        // A root of its own, which holds none of the fixtures wherever the repository is.
        let root = NSTemporaryDirectory() + "archlint-elsewhere-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolver = ModuleResolver(root: root)
        let modules = resolver.modules(ofFiles: expected.modules.map { directory + "/" + $0.path })
        var projectModules: [String: String] = [:]
        for (index, entry) in expected.modules.enumerated() where entry.module.hasSuffix("/DeliveryApp") {
            XCTAssertEqual(modules[index], directory + "/" + entry.module, entry.path)
            projectModules[entry.module] = modules[index]
        }
        // Alice's and Bob's apps, both `DeliveryApp`, stay two modules.
        XCTAssertEqual(Set(projectModules.values).count, 2)
    }

    // MARK: Property lists and project files, in memory

    func testPropertyListScalarsArraysDictionariesAndComments() throws {
        let text = """
        // !$*UTF8*$!
        { a = b; /* comment */ "quoted key" = "line\\nbreak \\"q\\" \\U00e9";
          list = ( one, "two", <0a0b>, ); nested = { x = 1.5; }; path = Sources/App-1/x_y.swift; }
        """
        let plist = try PropertyList.parse(Array(text.utf8))
        XCTAssertEqual(plist["a"], .string("b"))
        XCTAssertEqual(plist["quoted key"], .string("line\nbreak \"q\" é"))
        XCTAssertEqual(plist["list"], .array([.string("one"), .string("two"), .string("<0a0b>")]))
        XCTAssertEqual(plist["nested"]?["x"], .string("1.5"))
        XCTAssertEqual(plist["path"], .string("Sources/App-1/x_y.swift"))
    }

    func testDamagedPropertyListsGiveAPosition() {
        let cases: [(String, Int, Int)] = [
            ("{ a = b", 1, 8),
            ("{ a = b; }\n}", 2, 1),
            ("{\n  a = \"open", 2, 7),
            ("{ a = (b c); }", 1, 10),
            ("{ = b; }", 1, 3),
            (String(repeating: "(", count: 100_000), 1, 257),
        ]
        for (text, line, column) in cases {
            XCTAssertThrowsError(try PropertyList.parse(Array(text.utf8)), text) { error in
                guard let error = error as? PropertyList.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual([error.line, error.column], [line, column], "\(text.prefix(20)): \(error)")
            }
        }
    }

    func testAbsoluteAndUnplacedReferencesAndGroupCycles() {
        let text = """
        { objects = {
            P = { isa = PBXProject; mainGroup = M; targets = ( T ); };
            M = { isa = PBXGroup; children = ( A, G1 ); sourceTree = "<group>"; };
            A = { isa = PBXFileReference; path = /opt/shared/Absolute.swift; sourceTree = "<absolute>"; };
            G1 = { isa = PBXGroup; children = ( G2, C ); path = one; sourceTree = "<group>"; };
            G2 = { isa = PBXGroup; children = ( G1, D ); path = two; sourceTree = "<group>"; };
            C = { isa = PBXFileReference; path = C.swift; sourceTree = "<group>"; };
            D = { isa = PBXFileReference; path = D.swift; sourceTree = DEVELOPER_DIR; };
            BA = { isa = PBXBuildFile; fileRef = A; }; BC = { isa = PBXBuildFile; fileRef = C; }; BD = { isa = PBXBuildFile; fileRef = D; };
            BX = { isa = PBXBuildFile; fileRef = MISSING; };
            S = { isa = PBXSourcesBuildPhase; files = ( BA, BC, BD, BX ); };
            T = { isa = PBXNativeTarget; name = Tool; buildPhases = ( S ); };
        }; rootObject = P; }
        """
        var description = BuildDescription(kind: .xcodeProject, file: "/p/Tool.xcodeproj/project.pbxproj", name: "Tool")
        XcodeProject.read(Array(text.utf8), projectDirectory: "/p", into: &description)
        XCTAssertEqual(description.notes, [])
        XCTAssertEqual(description.targets.map(\.name), ["Tool"])
        // G1 and G2 hold each other: C's folder is unknown, and the walk ends.
        XCTAssertEqual(Set(description.targetOfFile.keys), ["/opt/shared/Absolute.swift"])
    }

    func testADamagedProjectFileIsANoteAndTheFolderGuess() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = { isa = PBXGroup; children = (",
            "App/View.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("App/View.swift")), "App")
        XCTAssertEqual(resolver.sources["App"]?.kind, .folderGuess)
        XCTAssertEqual(resolver.notes.count, 1)
        XCTAssertTrue(resolver.notes[0].hasPrefix(tree.path("App.xcodeproj/project.pbxproj") + ":4:"), resolver.notes[0])
    }
}

extension BuildGraphTests {
    func testXcodeGenWithIncludesExcludesAndTheGeneratedProjectIgnored() throws {
        let resolver = try check("XcodeGen/Shop")
        XCTAssertEqual(resolver.sources["Shop"]?.kind, .xcodeGen)
        XCTAssertEqual(resolver.sources["Shop"]?.remark, "preferred over Shop.xcodeproj beside it (generated from it)")
        XCTAssertEqual(resolver.descriptions.map(\.name), ["Shop"], "the generated project is not read")
    }

    func testYAMLSubset() throws {
        let text = """
        ---
        name: "Quoted # not a comment"   # a comment
        list:
        - a
        - 'it''s'
        -
          nested: 1
        flow: [x, "y, z", {k: v, w: [1, 2]}]
        multi: [one,
          two]
        map:
          - key: value
            other: more
          - - inner
        block: |
          line one
            line two
        empty:
        flags:
          $(inherited)
          -Xfrontend -warn-long-function-bodies=250
        folded: first
          second
        last: end
        """
        let value = try YAMLValue.parse(Array(text.utf8))
        XCTAssertEqual(value["name"], .scalar("Quoted # not a comment"))
        XCTAssertEqual(value["list"], .list([.scalar("a"), .scalar("it's"), .map([("nested", .scalar("1"))])]))
        XCTAssertEqual(value["flow"], .list([.scalar("x"), .scalar("y, z"),
                                             .map([("k", .scalar("v")), ("w", .list([.scalar("1"), .scalar("2")]))])]))
        XCTAssertEqual(value["multi"], .list([.scalar("one"), .scalar("two")]))
        XCTAssertEqual(value["map"], .list([.map([("key", .scalar("value")), ("other", .scalar("more"))]), .list([.scalar("inner")])]))
        XCTAssertEqual(value["block"], .scalar("  line one\n    line two"))
        XCTAssertEqual(value["empty"], .scalar(""))
        // Plain scalars over several lines (robodoro's OTHER_SWIFT_FLAGS), folded with spaces.
        XCTAssertEqual(value["flags"], .scalar("$(inherited) -Xfrontend -warn-long-function-bodies=250"))
        XCTAssertEqual(value["folded"], .scalar("first second"))
        XCTAssertEqual(value["last"], .scalar("end"))
    }

    func testYAMLOutsideTheSubsetNamesLineAndColumn() {
        let cases: [(String, Int, Int)] = [
            ("base: &base\n  a: 1", 1, 7),
            ("a:\n  b: *base", 2, 6),
            ("a: !tag x", 1, 4),
            ("a: [1, 2", 1, 4),
            ("a: 1\n---\nb: 2", 2, 1),
            ("a:\n  b: 1\n c: 2", 3, 2),
            ("a: \"open", 1, 4),
            ("a: [x, &y z]", 1, 8),
        ]
        for (text, line, column) in cases {
            XCTAssertThrowsError(try YAMLValue.parse(Array(text.utf8)), text) { error in
                guard let error = error as? YAMLValue.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual([error.line, error.column], [line, column], "\(text): \(error)")
            }
        }
    }

    func testAnXcodeGenSpecOutsideTheSubsetIsANoteAndTheProjectBesideItCounts() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\ntargets:\n  App: &app\n    sources: [App]\n",
            "App/View.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("App/View.swift")), "App")
        XCTAssertEqual(resolver.sources["App"]?.kind, .folderGuess)
        XCTAssertEqual(resolver.notes, [tree.path("project.yml") + ":3:8: '&' (anchors, aliases, tags, complex keys) is outside the YAML subset archlint reads; its targets are left out"])
    }
}

extension BuildGraphTests {
    func testWorkspaceWithTwoProjectsAndALocalPackage() throws {
        let directory = Self.fixtures + "/Workspace/Team"
        let bytes = Array(try String(contentsOfFile: directory + "/Team.xcworkspace/contents.xcworkspacedata", encoding: .utf8).utf8)
        XCTAssertEqual(XcodeWorkspace.references(bytes, workspace: directory + "/Team.xcworkspace"),
                       ["Projects/App.xcodeproj", "Modules/Feature/Feature.xcodeproj", "Packages/Networking", "README.md"]
                        .map { directory + "/" + $0 })
        let resolver = try check("Workspace/Team")
        XCTAssertEqual(resolver.descriptions.first { $0.name == "App" }?.references, [directory + "/Packages/Networking"])
    }

    func testWorkspaceLocations() {
        let text = """
        <Workspace version = '1.0'><FileRef location = "self:"/><FileRef location="absolute:/opt/A.xcodeproj"/>
        <Group location = "group:Outer" name = "Outer"><Group location = "group:Inner"><FileRef location = "group:B&amp;C.xcodeproj">
        </FileRef></Group><FileRef location = "container:D.xcodeproj"></FileRef></Group></Workspace>
        """
        XCTAssertEqual(XcodeWorkspace.references(Array(text.utf8), workspace: "/w/W.xcworkspace"),
                       ["/opt/A.xcodeproj", "/w/Outer/Inner/B&C.xcodeproj", "/w/D.xcodeproj"])
    }
}

extension BuildGraphTests {
    /// Two targets that depend on each other (a damaged project): each dependency named once, no loop.
    func testTargetsDependingOnEachOther() throws {
        let text = """
        { objects = {
            P = { isa = PBXProject; mainGroup = M; targets = ( A, B ); };
            M = { isa = PBXGroup; children = ( FA, FB ); sourceTree = "<group>"; };
            FA = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            FB = { isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
            BA = { isa = PBXBuildFile; fileRef = FA; }; BB = { isa = PBXBuildFile; fileRef = FB; };
            SA = { isa = PBXSourcesBuildPhase; files = ( BA ); }; SB = { isa = PBXSourcesBuildPhase; files = ( BB ); };
            DA = { isa = PBXTargetDependency; target = B; }; DB = { isa = PBXTargetDependency; target = A; };
            A = { isa = PBXNativeTarget; name = A; buildPhases = ( SA ); dependencies = ( DA ); };
            B = { isa = PBXNativeTarget; name = B; buildPhases = ( SB ); dependencies = ( DB ); };
        }; rootObject = P; }
        """
        let tree = try TemporaryTree(["Loop.xcodeproj/project.pbxproj": text, "A.swift": "", "B.swift": ""])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.modules(ofFiles: [tree.path("A.swift"), tree.path("B.swift")]), ["A", "B"])
        XCTAssertEqual(resolver.sources["A"]?.dependencies, ["B"])
        XCTAssertEqual(resolver.sources["B"]?.dependencies, ["A"])
    }
}

extension BuildGraphTests {
    func testCocoaPodsDevelopmentPods() throws {
        let directory = Self.fixtures + "/CocoaPods/Shop"
        let podfile = Array(try String(contentsOfFile: directory + "/Podfile", encoding: .utf8).utf8)
        XCTAssertEqual(CocoaPods.localPodspecs(podfile: podfile, directory: directory),
                       [directory + "/LocalPods/DesignSystem/DesignSystem.podspec", directory + "/LocalPods/Analytics-Kit/Analytics-Kit.podspec"])
        let resolver = try check("CocoaPods/Shop")
        XCTAssertEqual(resolver.sources["DesignSystem"]?.kind, .cocoaPods)
    }
}

extension BuildGraphTests {
    func testTuistManifestReadAsTokens() throws {
        let resolver = try check("Tuist/Banking")
        XCTAssertEqual(resolver.sources["Banking"]?.kind, .tuist)
    }

    /// A manifest that makes its targets in a loop names none literally: a note, the folder guess.
    func testTuistTargetsMadeAtRunTimeAreANote() throws {
        let tree = try TemporaryTree([
            "Project.swift": "import ProjectDescription\nlet names = [\"A\", \"B\"]\nlet project = Project(name: \"P\", targets: names.map { .target(name: $0, sources: [\"\\($0)/**\"]) })\n",
            "A/View.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("A/View.swift")), "A")
        XCTAssertEqual(resolver.sources["A"]?.kind, .folderGuess)
        XCTAssertEqual(resolver.notes, [tree.path("Project.swift") + ": no target with a literal name:; its folders Sources, Interface, "
            + "Testing, Tests, Demo, Example are read as Tuist's µFeature targets named after its folder, its other files are left to the folder guess"])
    }

    /// Features whose manifests a helper makes (`Project.makeModule(name: ModulePaths.Feature.X.rawValue, …)`) name
    /// no target literally; their folders follow Tuist's µFeature layout, and other features import the targets
    /// by those names (`import FilterFeatureInterface`).
    func testTuistHelperMadeManifestsReadAsMicroFeatures() throws {
        let manifest = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
            + "let project = Project.makeModule(name: ModulePaths.Feature.FilterFeature.rawValue, targets: [.interface, .testing])\n"
        let tree = try TemporaryTree([
            "Projects/Feature/FilterFeature/Project.swift": manifest,
            "Projects/Feature/FilterFeature/Sources/Intent/FilterIntent.swift": "",
            "Projects/Feature/FilterFeature/Interface/FilterBuildable.swift": "",
            "Projects/Feature/FilterFeature/Testing/FilterBuildableSpy.swift": "",
            "Projects/Feature/FilterFeature/Tests/FilterFeatureTest.swift": "",
            "Projects/Feature/FilterFeature/Resources/Strings.swift": "",
            "Projects/Feature/MainFeature/Project.swift": manifest,
            "Projects/Feature/MainFeature/Sources/Scene/MainView.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        let feature = "Projects/Feature/FilterFeature/"
        XCTAssertEqual(resolver.module(ofFile: tree.path(feature + "Sources/Intent/FilterIntent.swift")), "FilterFeature")
        XCTAssertEqual(resolver.module(ofFile: tree.path(feature + "Interface/FilterBuildable.swift")), "FilterFeatureInterface")
        XCTAssertEqual(resolver.module(ofFile: tree.path(feature + "Testing/FilterBuildableSpy.swift")), "FilterFeatureTesting")
        XCTAssertEqual(resolver.module(ofFile: tree.path(feature + "Tests/FilterFeatureTest.swift")), "FilterFeatureTests")
        XCTAssertEqual(resolver.module(ofFile: tree.path("Projects/Feature/MainFeature/Sources/Scene/MainView.swift")), "MainFeature")
        XCTAssertEqual(resolver.sources["FilterFeatureInterface"]?.kind, .tuist)
        // A folder outside the layout is the folder guess's.
        XCTAssertEqual(resolver.module(ofFile: tree.path(feature + "Resources/Strings.swift")), "Projects")
    }

    /// An app's own `Project.swift` (a model type, no `import ProjectDescription`) is no manifest.
    func testAProjectSwiftThatImportsNoProjectDescriptionIsNoManifest() throws {
        let tree = try TemporaryTree([
            "App/Models/Project.swift": "struct Project { let name: String }\n",
            "App/Models/Task.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.module(ofFile: tree.path("App/Models/Task.swift")), "App")
        XCTAssertEqual(resolver.sources["App"]?.kind, .folderGuess)
        XCTAssertEqual(resolver.notes, [])
    }
}

extension BuildGraphTests {
    /// Configuration `modules` first, then the nearest description that claims the file (one
    /// that does not passes it on), then the folder guess.
    func testPrecedence() throws {
        let project = try String(contentsOfFile: Self.fixtures + "/Xcode/Groups/App.xcodeproj/project.pbxproj", encoding: .utf8)
        let tree = try TemporaryTree([
            "Package.swift": "let package = Package(name: \"Outer\", targets: [.target(name: \"Outer\", path: \"Apps/App/Scripts\")])",
            "Apps/App.xcodeproj/project.pbxproj": project,
            "Apps/App/AppDelegate.swift": "",
            "Apps/Core/Models/User.swift": "",
            "Apps/App/Scripts/Tool.swift": "",
            "Apps/Other/Loose.swift": "",
        ])
        let plain = ModuleResolver(root: tree.root)
        XCTAssertEqual(plain.modules(ofFiles: ["Apps/App/AppDelegate.swift", "Apps/Core/Models/User.swift", "Apps/App/Scripts/Tool.swift",
                                               "Apps/Other/Loose.swift"].map(tree.path)),
                       ["App", "Core", "Outer", "Apps"], "the project claims its files; Tool.swift is in no target, so the package above claims it")
        let configured = ModuleResolver(root: tree.root, overrides: [.init(name: "Domain", paths: [try Glob("Apps/Core")])])
        XCTAssertEqual(configured.module(ofFile: tree.path("Apps/Core/Models/User.swift")), "Domain")
        XCTAssertEqual(configured.sources["Domain"]?.kind, .configuration)
    }

    /// The same target name in a project at the root and in one below: the root's keeps the bare name.
    func testQualifiedNamesAgainstARootProject() throws {
        let project = try String(contentsOfFile: Self.fixtures + "/Xcode/Groups/App.xcodeproj/project.pbxproj", encoding: .utf8)
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": project,
            "App/AppDelegate.swift": "",
            "Copy/App.xcodeproj/project.pbxproj": project,
            "Copy/Second.xcodeproj/project.pbxproj": project,
            "Copy/App/AppDelegate.swift": "",
        ])
        let resolver = ModuleResolver(root: tree.root)
        XCTAssertEqual(resolver.modules(ofFiles: [tree.path("Copy/App/AppDelegate.swift"), tree.path("App/AppDelegate.swift")]),
                       ["Copy/App/App", "App"], "two projects in Copy/ define App: the project's name is added")
    }
}
