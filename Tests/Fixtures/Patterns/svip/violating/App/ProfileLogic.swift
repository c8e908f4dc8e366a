protocol ProfileInteractor: AnyActor {
    func load() async
    func refresh() async
}

protocol ProfilePresenter: AnyObject {
    func presentName(_ name: String) async
}

actor ProfileLogic: ProfileInteractor { // expected-warning[scene-configurator]
    private weak var presenter: ProfilePresenter? // expected-error[weak-owner]

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
    }

    func load() async {
        await presenter?.presentName("")
    }

    func refresh() async {
        await reload()
    }

    private func reload() async { // expected-warning[private-calls-public]
        await load()
    }
}
