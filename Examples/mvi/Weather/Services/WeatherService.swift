import Foundation

protocol WeatherServiceProtocol: Sendable {
    func searchCities(matching text: String) async throws -> [CityEntity]
    func forecast(for city: CityEntity) async throws -> [ForecastEntity]
}

final class WeatherService: WeatherServiceProtocol {
    private let session: URLSession
    private let baseURL = URL(string: "https://weather.example.com/v2")!

    init(session: URLSession) {
        self.session = session
    }

    func searchCities(matching text: String) async throws -> [CityEntity] {
        let url = baseURL.appending(path: "cities").appending(queryItems: [URLQueryItem(name: "q", value: text)])
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([CityDTO].self, from: data).map {
            CityEntity(id: $0.id, name: $0.name, country: $0.country, latitude: $0.lat, longitude: $0.lon)
        }
    }

    func forecast(for city: CityEntity) async throws -> [ForecastEntity] {
        let url = baseURL.appending(path: "forecast/\(city.id)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([ForecastDTO].self, from: data).map {
            ForecastEntity(date: Date(timeIntervalSince1970: $0.dt), minimum: $0.min, maximum: $0.max,
                           condition: ForecastEntity.Condition(rawValue: $0.main) ?? .clouds)
        }
    }
}
