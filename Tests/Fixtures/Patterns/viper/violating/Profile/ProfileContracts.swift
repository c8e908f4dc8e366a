import RxSwift

protocol ProfileViewInput: AnyObject {
    func show(name: String)
}

protocol ProfileViewOutput {
    func viewIsReady()
}

protocol ProfileInteractorInput {
    func obtainProfile()
    func cachedName() -> String? // classic VIPER lets the presenter ask its interactor: interactor-query is off in this pack
    var isLoaded: Bool { get } // classic VIPER lets the presenter ask its interactor: interactor-query is off in this pack
    var nameChanges: Observable<String> { get }
}

protocol ProfileInteractorOutput: AnyObject {
    func didObtain(name: String)
}

protocol ProfileRouterInput {
    func close()
}
