import Foundation

protocol ProfileInteractor: AnyActor {
    func didLoad() async
    func refresh() async
    func logOut() async
    func avatarURL() -> URL? // expected-warning[interactor-query] expected-warning[interactor-not-actor]
}
