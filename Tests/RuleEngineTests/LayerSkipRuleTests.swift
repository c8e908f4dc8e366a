import XCTest
@testable import RuleEngine

/// `layer-skip`: which modules count as wrapped by the services, which names as theirs, and
/// which files as the screens'.
final class LayerSkipRuleTests: XCTestCase {
    private let services: [(String, String)] = [
        ("Chat/Services/RoomProxy.swift", "import Foundation\nimport ChatSDK\nfinal class RoomProxy { func link() -> String { try! permalink(roomId: \"\") } }\n"),
        ("Chat/Services/RoomService.swift", "import ChatSDK\nfinal class RoomService { func rule() -> JoinRule { .invite } }\n"),
        ("Chat/Services/HomeService.swift", "import Foundation\nfinal class HomeService { var now = Date() }\n"),
    ]

    private func skips(_ files: [(String, String)]) throws -> [String] {
        try LintHarness.lint(services + files, configuration: #"{"extends": ["layered"]}"#)
            .filter { $0.ruleID == "layer-skip" }.map { "\($0.relativePath):\($0.line) \($0.subject ?? "")" }
    }

    /// A view model's call of the SDK's free function and its use of the SDK's type are reported,
    /// each name once per file, where first used.
    func testScreensUsingTheWrappedModuleAreReportedOncePerName() throws {
        XCTAssertEqual(try skips([
            ("Chat/Screens/RoomViewModel.swift", """
            import ChatSDK
            final class RoomViewModel {
                func share() -> String? { try? permalink(roomId: "a") }
                func again() -> String? { try? permalink(roomId: "b") }
                var rule: JoinRule = .invite
            }
            """),
        ]), ["Chat/Screens/RoomViewModel.swift:3 permalink", "Chat/Screens/RoomViewModel.swift:5 JoinRule"])
    }

    /// A router or coordinator builds the services and the screens: it may name what the services
    /// wrap. A file the screens share with a service is no screen's.
    func testRoutersAndMixedFilesAreNotScreens() throws {
        XCTAssertEqual(try skips([
            ("Chat/Flows/RoomCoordinator.swift", "import ChatSDK\nfinal class RoomCoordinator { var rule: JoinRule = .invite }\n"),
            ("Chat/Screens/RoomBridge.swift", """
            import ChatSDK
            final class RoomBridgeViewModel { var rule: JoinRule = .invite }
            final class RoomBridgeService { var rule: JoinRule = .invite }
            """),
        ]), [])
    }

    /// A name only UI-importing wrapper files share with the screens may be the UI framework's
    /// (`UIContentSizeCategory`): no evidence for the SDK.
    func testAWrapperImportingUIGivesNoEvidence() throws {
        XCTAssertEqual(try skips([
            ("Chat/Services/FontService.swift", "import UIKit\nimport ChatSDK\nfinal class FontService { var size: UIContentSizeCategory = .large }\n"),
            ("Chat/Screens/RoomView.swift", "import UIKit\nimport ChatSDK\nfinal class RoomView: UIView { var size: UIContentSizeCategory = .large }\n"),
        ]), [])
    }

    /// A module the screens import as often as the services is theirs too; a platform module is
    /// every layer's.
    func testModulesTheScreensShareAreNotWrapped() throws {
        XCTAssertEqual(try skips([
            ("Chat/Screens/RoomViewModel.swift", "import ChatSDK\nfinal class RoomViewModel { var rule: JoinRule = .invite }\n"),
            ("Chat/Screens/HomeViewModel.swift", "import ChatSDK\nfinal class HomeViewModel { var rule: JoinRule = .invite }\n"),
            ("Chat/Screens/ListViewModel.swift", "import Foundation\nfinal class ListViewModel { var now = Date() }\n"),
        ]), [])
    }
}
