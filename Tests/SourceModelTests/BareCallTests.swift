import XCTest
@testable import SourceModel

/// `FileModel.bareCalls`: lower-case names called with no receiver, each once, where first
/// called, anywhere in the file; not names the file declares.
final class BareCallTests: XCTestCase {
    private func describe(_ file: FileModel) -> [String] {
        file.bareCalls.map { "\(file.names[Int($0.name)])@\($0.position.line):\($0.position.column)" }
    }

    func testFreeCallsAnywhereOnceEach() {
        let file = model("""
        import ChatSDK
        let root = makeRoot(id: "x")
        final class ProfileViewModel {
            var link: String? { try? permalink(userId: id) }
            let id = ""
            func load() {
                state = permalink(userId: id)
                Task { await refresh(in: room(for: id)) }
            }
        }
        """)
        XCTAssertEqual(describe(file), ["makeRoot@2:12", "permalink@4:30", "refresh@8:22", "room@8:34"])
    }

    func testMembersDeclaredNamesAndConditionsAreNotBareCalls() {
        let file = model("""
        #if canImport(UIKit)
        import UIKit
        #endif
        final class ListViewModel {
            let onChange: () -> Void = {}
            func reload(completion: (Int) -> Void) {
                service.fetch(id: 1)
                self.update()
                onChange()
                helper()
                completion(1)
                func nested() {}
                nested()
            }
            private func helper() {}
            func update() {}
        }
        """)
        XCTAssertEqual(describe(file), [])
    }
}
