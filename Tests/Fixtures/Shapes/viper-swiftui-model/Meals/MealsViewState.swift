import Combine

final class MealsViewState: ObservableObject, MealsViewStateProtocol {
    @Published private(set) var titles: [String] = []
    weak var output: MealsPresenterProtocol?

    func set(titles: [String]) { self.titles = titles }
    func onAppear() { output?.didAppear() }
}
