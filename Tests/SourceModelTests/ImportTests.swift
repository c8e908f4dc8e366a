import SourceModel
import XCTest

final class ImportTests: XCTestCase {
    func testEveryImportForm() {
        let file = model("""
        import Foundation
        @testable import MyApp
        @_exported import Core
        @preconcurrency import Dispatch
        import struct Models.User
        import class UIKit.UIView
        import func Darwin.sqrt
        import enum Models.Kind
        import protocol Models.Named
        import typealias Models.ID
        import var Models.shared
        import let Models.limit
        import CoreGraphics.CGGeometry
        public import Shared
        import `Weird`
        """)
        XCTAssertEqual(file.imports.map(\.module), [
            "Foundation", "MyApp", "Core", "Dispatch", "Models.User", "UIKit.UIView", "Darwin.sqrt", "Models.Kind",
            "Models.Named", "Models.ID", "Models.shared", "Models.limit", "CoreGraphics.CGGeometry", "Shared", "Weird",
        ])
        XCTAssertEqual(file.imports.map(\.position.line), Array(1...15).map(Int32.init))
        XCTAssertEqual(file.imports.map(\.kind), [
            nil, nil, nil, nil, "struct", "class", "func", "enum", "protocol", "typealias", "var", "let", nil, nil, nil,
        ])
        XCTAssertEqual(file.imports[1].attributes, ["@testable"])
        XCTAssertEqual(file.imports[2].attributes, ["@_exported"])
        XCTAssertEqual(file.imports[3].attributes, ["@preconcurrency"])
        XCTAssertEqual(file.imports[13].access, "public")
        XCTAssertEqual(file.imports[5].moduleName, "UIKit")
        XCTAssertTrue(file.imports.allSatisfy { !$0.conditional })
        // Import paths are not references.
        XCTAssertEqual(file.fileLevelReferencedTypes, [])
    }

    func testImportsInsideConditionalCompilationCount() {
        let file = model("""
        #if canImport(UIKit)
        import UIKit
        #elseif canImport(AppKit)
        import AppKit
        #else
        import Foundation
        #endif
        import Combine
        """)
        XCTAssertEqual(file.imports.map(\.module), ["UIKit", "AppKit", "Foundation", "Combine"])
        XCTAssertEqual(file.imports.map(\.conditional), [true, true, true, false])
        XCTAssertEqual(file.imports.map(\.position.line), [2, 4, 6, 8])
        XCTAssertEqual(file.conditionalCompilationBlocks, 1)
        // `UIKit` in `canImport(UIKit)` is a condition, not a reference.
        XCTAssertEqual(file.fileLevelReferencedTypes, [])
    }

    func testImportWordInsideStringOrCommentIsNotAnImport() {
        let file = model("""
        // import UIKit
        let text = "import UIKit"
        /* import AppKit */
        """)
        XCTAssertEqual(file.imports.count, 0)
    }
}
