import Foundation
import SwiftUI // expected-error[interactor-ui-import]

actor LoginLogic: LoginInteractor { // expected-warning[scene-configurator] (article 000: every module has a configurator)
    private let presenter: LoginRouter // expected-error[concrete-dependency]
    private let worker: any AuthWorker
    var token: String? // expected-warning[interactor-exposed-state]
    private var accent: Color = .blue // expected-error[interactor-ui-reference]

    init(presenter: LoginRouter, worker: any AuthWorker) {
        self.presenter = presenter
        self.worker = worker
    }

    func login(email: String, password: String) async {
        let dto: LoginDTO? = try? await worker.login(email: email, password: password) // expected-error[interactor-dto-reference]
        token = dto?.token
        UserDefaults.standard.set(token != nil, forKey: "loggedIn") // expected-warning[singleton-access]
        await presenter.presentLoggedIn()
    }

    func isLoggedIn() async -> Bool {
        token != nil
    }
}
