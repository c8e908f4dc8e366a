import Foundation

/// What the view reads.
protocol CityListModelStateProtocol {
    var cities: [CityEntity] { get }
    var query: String { get }
    var isLoading: Bool { get }
    var errorText: String? { get }
}

/// What the intent calls.
protocol CityListModelActionsProtocol: AnyObject {
    var currentQuery: String { get }
    func displayLoading()
    func updateQuery(_ text: String)
    func update(cities: [CityEntity])
    func displayError(_ error: Error)
}

final class CityListModel: ObservableObject, CityListModelStateProtocol {
    @Published var cities: [CityEntity] = []
    @Published var query = ""
    @Published var isLoading = false
    @Published var errorText: String?
}

// MARK: - CityListModelActionsProtocol

extension CityListModel: CityListModelActionsProtocol {
    var currentQuery: String { query }

    func displayLoading() {
        isLoading = true
        errorText = nil
    }

    func updateQuery(_ text: String) {
        query = text
    }

    func update(cities: [CityEntity]) {
        isLoading = false
        self.cities = cities
    }

    func displayError(_ error: Error) {
        isLoading = false
        errorText = error.localizedDescription
    }
}
