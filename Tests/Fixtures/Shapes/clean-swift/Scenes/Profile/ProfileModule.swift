// A scene's assembler that also takes the data passed in, as the scene's data store: it stores the
// app-wide navigator beside the routers, which makes the navigator no part of this scene either.
protocol ProfileBusinessLogic { func loadUser() }
protocol ProfileDataStore { var userID: String? { get set } }
protocol ProfilePresentationLogic { func presentUser(_ id: String?) }

final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
    var presenter: ProfilePresentationLogic?
    var userID: String?
    func loadUser() { presenter?.presentUser(userID) }
}

final class ProfileModule: ProfileDataStore {
    let appRouter: IAppRouter
    var userID: String?
    init(_ appRouter: IAppRouter) { self.appRouter = appRouter }
    func makeView() -> UIViewController { UIViewController() }
}
