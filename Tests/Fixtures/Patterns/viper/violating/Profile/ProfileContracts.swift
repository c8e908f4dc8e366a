protocol ProfileViewInput: AnyObject {
    func show(name: String)
}

protocol ProfileViewOutput {
    func viewIsReady()
}

protocol ProfileInteractorInput {
    func obtainProfile()
    func cachedName() -> String? // expected-warning[interactor-query]
    var isLoaded: Bool { get } // expected-warning[interactor-query]
}

protocol ProfileInteractorOutput: AnyObject {
    func didObtain(name: String)
}

protocol ProfileRouterInput {
    func close()
}
