// Article 000, "Презентер": the presenters' shared base protocols, with a default implementation.
import Foundation

public enum WBPresentation {
    public enum Status { case success, failure }
}

public protocol WBErrorPresenter {
    func present(error: Error, hasLoadedContent: Bool) async
}

public extension WBErrorPresenter {
    /// Wraps every call of an async throwing worker from a logic actor.
    func catching(
        hasLoadedContent: Bool = false,
        task: () async throws -> Void
    ) async {
        do {
            try await task()
        } catch is CancellationError {
            print("Current Task cancelled")
        } catch let error as URLError {
            if error.code == .cancelled {
                print("Current URL Request cancelled")
            } else {
                await present(error: error, hasLoadedContent: hasLoadedContent)
            }
        } catch {
            await present(error: error, hasLoadedContent: hasLoadedContent)
        }
    }
}

public protocol WBPresenter: WBErrorPresenter {
    func present(_ status: WBPresentation.Status, message: String) async
    func presentLoader(disableUI: Bool) async
    func presentHideLoader() async
    func presentClose() async
    func presentCopyToClipboard(text: String) async
    func present(share: Any) async
}
