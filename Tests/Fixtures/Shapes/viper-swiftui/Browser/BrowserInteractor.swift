protocol BrowserInteractorProtocol { func history() -> [String] }

final class BrowserInteractor: BrowserInteractorProtocol {
    func history() -> [String] { [] }
}
