import Foundation

protocol CityListIntentProtocol {
    func viewOnAppear()
    func onSearch(text: String)
    func onTapRetry()
}

final class CityListIntent {
    private weak var model: CityListModelActionsProtocol?
    private let weatherService: WeatherServiceProtocol
    private var searchTask: Task<Void, Never>?

    init(model: CityListModelActionsProtocol, weatherService: WeatherServiceProtocol) {
        self.model = model
        self.weatherService = weatherService
    }
}

// MARK: - CityListIntentProtocol

extension CityListIntent: CityListIntentProtocol {
    func viewOnAppear() {
        search("")
    }

    func onSearch(text: String) {
        model?.updateQuery(text)
        search(text)
    }

    func onTapRetry() {
        search(model?.currentQuery ?? "")
    }

    private func search(_ text: String) {
        searchTask?.cancel()
        model?.displayLoading()
        searchTask = Task { @MainActor [weatherService, weak model] in
            do {
                let cities = try await weatherService.searchCities(matching: text)
                model?.update(cities: cities)
            } catch {
                model?.displayError(error)
            }
        }
    }
}
