import Foundation

// The logic makes its request itself (the worker is its data source), and the presenter-router
// logs the user out itself.
protocol FeedInteractor: AnyActor {
    func reload() async
}

actor FeedLogic: FeedInteractor {
    private let session: URLSession // expected-error[network-outside-service]

    init(session: URLSession) {
        self.session = session
    }

    func reload() async {
        _ = try? await session.data(from: URL(string: "https://example.com/feed")!)
    }
}

@MainActor
protocol FeedPresenter: AnyObject {
    func presentLogout() async
}

@MainActor
final class FeedRouter: FeedPresenter {
    private let session: AppSession

    init(session: AppSession) {
        self.session = session
    }

    func presentLogout() async {
        session.token = nil // expected-warning[presenter-changes-shared-state]
    }
}

enum FeedConfigurator {}
