import Foundation
import RxSwift
import SwiftUI // expected-error[interactor-ui-import]

final class ProfileInteractor: ProfileInteractorInput {
    var output: ProfileInteractorOutput? // expected-error[strong-back-reference]
    private let presenter: ProfilePresenter // expected-error[concrete-dependency] expected-error[role-dependency] expected-error[strong-back-reference]
    private var avatar: Image? // expected-error[interactor-ui-reference]
    let nameChanges = PublishSubject<String>()
    var loadCount = 0 // the presenter may read its interactor in classic VIPER: interactor-exposed-state is off in this pack

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
    }

    func obtainProfile() {
        let dto = ProfileDTO(name: UserDefaults.standard.string(forKey: "name") ?? "") // expected-error[interactor-dto-reference] expected-warning[singleton-access]
        output?.didObtain(name: dto.name)
    }

    func cachedName() -> String? { nil }
    var isLoaded: Bool { false }
}
