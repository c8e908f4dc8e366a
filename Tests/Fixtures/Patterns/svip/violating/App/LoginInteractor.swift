protocol LoginInteractor: AnyActor {
    func login(email: String, password: String) async
    func isLoggedIn() async -> Bool // expected-warning[interactor-query]
}
