import ProfileKit
import RxSwift
import UIKit

final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutput {
    weak var view: ProfileViewInput?
    var interactor: ProfileInteractorInput!
    var router: ProfileRouterInput!
    var lastNames: [String] = [] // expected-error[presenter-state] (a display value, one String, would be allowed)
    var namesList: ProfileNamesListProtocol? // expected-warning[presenter-builds-view] (only a table view's data source implements it)
    private let disposeBag = DisposeBag()

    func viewIsReady() {
        interactor.obtainProfile()
        interactor.nameChanges
            .subscribe(onNext: { name in self.view?.show(name: name) }) // expected-warning[sink-retains-owner]
            .disposed(by: disposeBag)
    }

    func didObtain(name: String) {
        lastNames.append(name)
        view?.show(name: name)
    }
}

protocol ProfileNamesListProtocol: AnyObject { func show(_ names: [String]) }

final class ProfileNamesList: NSObject, ProfileNamesListProtocol, UITableViewDataSource {
    private var names: [String] = []
    func show(_ names: [String]) { self.names = names }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
