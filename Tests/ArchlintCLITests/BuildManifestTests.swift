import XCTest

/// Build descriptions written in Swift (Tuist's `Project.swift`, `Workspace.swift`, `Tuist.swift`
/// and `Tuist/ProjectDescriptionHelpers/`, SwiftPM manifests) are read for the modules but not
/// checked as the app's code; an app's own `Project.swift` is.
final class BuildManifestTests: XCTestCase {
    /// A Tuist project as `tuist init` lays it out; the helper's view model would be reported if it
    /// were checked (singleton-access), as the app's own is.
    private func writeTuistProject(_ directory: TemporaryDirectory) {
        directory.write(".archlint.json", #"{ "extends": ["pattern-free"] }"#)
        directory.write("Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: "Banking", targets: [
            .target(name: "Banking", destinations: .iOS, product: .app, bundleId: "com.example.banking",
                    sources: ["App/Sources/**"], dependencies: [.target(name: "Accounts")]),
            .target(name: "Accounts", destinations: .iOS, product: .framework, bundleId: "com.example.accounts",
                    sources: ["Accounts/Sources/**"]),
        ])
        """)
        directory.write("Workspace.swift", """
        import ProjectDescription

        let workspace = Workspace(name: "Banking", projects: ["."])
        """)
        directory.write("Tuist.swift", """
        import ProjectDescription

        let tuist = Tuist(project: .tuist())
        """)
        directory.write("Tuist/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Banking", dependencies: [])
        """)
        directory.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", """
        import ProjectDescription

        final class TemplateViewModel {
            func load() { _ = UserDefaults.standard }
        }
        """)
        directory.write("App/Sources/Models/Project.swift", """
        struct Project { let name: String }
        final class ProjectViewModel {
            func load() { _ = UserDefaults.standard }
        }
        """)
        directory.write("Accounts/Sources/AccountsViewModel.swift", """
        final class AccountsViewModel {}
        """)
    }

    func testTuistManifestsAreNotCheckedAsCode() {
        let directory = TemporaryDirectory()
        writeTuistProject(directory)
        let result = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines, [
            "App/Sources/Models/Project.swift:3:23: warning: ProjectViewModel (viewModel) reaches the singleton UserDefaults.standard; "
                + "inject it through a protocol instead [singleton-access]",
        ])
        XCTAssertTrue(result.stderr.contains("1 warning in 2 files checked"), result.stderr)
        // Nothing mistakes the app's own Project.swift for a manifest.
        XCTAssertFalse(result.stderr.contains("no target with a literal name"), result.stderr)
    }

    func testTuistManifestsStillGiveTheModules() {
        let directory = TemporaryDirectory()
        writeTuistProject(directory)
        let result = archlint(in: directory.path, "dump", "--modules", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines, [
            "Accounts  1 file  Tuist Project.swift",
            "Banking  1 file  Tuist Project.swift  depends on Accounts",
        ])
    }
}
