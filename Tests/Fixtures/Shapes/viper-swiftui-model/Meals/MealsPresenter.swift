import Foundation

/// Holds the Model layer by its class instead of `MealsViewStateProtocol`.
final class MealsPresenter: MealsPresenterProtocol {
    private weak var viewState: MealsViewState? // expected-error[concrete-dependency]
    private let interactor: MealsInteractorProtocol

    init(viewState: MealsViewState, interactor: MealsInteractorProtocol) {
        self.viewState = viewState
        self.interactor = interactor
    }

    func didAppear() { viewState?.set(titles: interactor.loadMeals()) }
}
