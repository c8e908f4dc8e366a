// Business logic of the login scene. It never imports UIKit: this comment and the string below are the only mentions.
protocol LoginInteractor: AnyActor {
    func didLoad() async
    func login(email: String, password: String) async
}
