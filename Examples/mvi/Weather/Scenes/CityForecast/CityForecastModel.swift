import SwiftUI

protocol CityForecastModelStateProtocol {
    var title: String { get }
    var days: [ForecastEntity] { get }
    var isLoading: Bool { get }
    var share: AnyView? { get }
}

protocol CityForecastModelActionsProtocol: AnyObject {
    func displayLoading()
    func update(days: [ForecastEntity])
    func displayError(_ error: Error)
    func displayShare(_ view: AnyView)
}

final class CityForecastModel: ObservableObject, CityForecastModelStateProtocol {
    @Published var title: String
    @Published var days: [ForecastEntity] = []
    @Published var isLoading = false
    @Published var share: AnyView?

    /// Retries a failed load by itself.
    weak var intent: CityForecastIntent? // expected-error[role-dependency]

    init(title: String) {
        self.title = title
    }
}

// MARK: - CityForecastModelActionsProtocol

extension CityForecastModel: CityForecastModelActionsProtocol {
    func displayLoading() {
        isLoading = true
    }

    func update(days: [ForecastEntity]) {
        isLoading = false
        self.days = days
    }

    func displayError(_ error: Error) {
        isLoading = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { [weak self] in self?.intent?.load() }
    }

    func displayShare(_ view: AnyView) {
        share = view
    }
}
