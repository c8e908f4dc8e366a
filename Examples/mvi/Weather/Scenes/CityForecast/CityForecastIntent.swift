import SwiftUI // expected-error[interactor-ui-import]

protocol CityForecastIntentProtocol {
    func viewOnAppear()
    func onPullToRefresh()
    func onTapShare()
}

final class CityForecastIntent {
    private var model: CityForecastModelActionsProtocol? // strong, but the model never points back: no cycle (article 002 writes weak; nothing leaks either way)
    private let weatherService: WeatherService // expected-error[concrete-dependency]
    private let city: CityEntity //

    init(city: CityEntity, model: CityForecastModelActionsProtocol, weatherService: WeatherService) {
        self.city = city
        self.model = model
        self.weatherService = weatherService
    }
}

// MARK: - CityForecastIntentProtocol

extension CityForecastIntent: CityForecastIntentProtocol {
    func viewOnAppear() {
        load()
    }

    func onPullToRefresh() {
        load()
    }

    func onTapShare() {
        model?.displayShare(AnyView(ForecastShareView(cityName: city.name))) // expected-error[role-dependency] expected-error[interactor-ui-reference] (AnyView; the view is role-dependency's)
    }

    func load() {
        Task { @MainActor [city, weatherService, model] in
            model?.displayLoading()
            do {
                model?.update(days: try await weatherService.forecast(for: city))
            } catch {
                model?.displayError(error)
            }
        }
    }
}
