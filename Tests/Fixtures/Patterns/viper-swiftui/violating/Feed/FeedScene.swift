import Alamofire

// The interactor makes its request itself, and the presenter logs the user out itself.
protocol FeedInteractorInput: AnyObject {
    func reload()
}

protocol FeedInteractorOutput: AnyObject {
    func didReload(count: Int)
}

final class FeedInteractor: FeedInteractorInput {
    weak var output: FeedInteractorOutput?

    func reload() {
        AF.request("https://example.com/feed").responseData { _ in } // expected-warning[network-outside-service]
    }
}

final class FeedPresenter: FeedInteractorOutput {
    var interactor: FeedInteractorInput?
    private let session: AppSession

    init(session: AppSession) {
        self.session = session
    }

    func didReload(count: Int) {}

    func didTapLogout() {
        session.token = nil // expected-warning[presenter-changes-shared-state]
    }
}
