import SwiftUI

struct CityForecastView: View {
    @StateObject var container: MVIContainer<CityForecastIntentProtocol, CityForecastModelStateProtocol>

    private var intent: CityForecastIntentProtocol { container.intent }
    private var state: CityForecastModelStateProtocol { container.model }

    var body: some View {
        List(state.days, id: \.date) { day in
            HStack {
                day.iconView
                Text(day.date, format: .dateTime.weekday(.wide))
                Spacer()
                Text("\(Int(day.minimum))° / \(Int(day.maximum))°").monospacedDigit()
            }
        }
        .refreshable { intent.onPullToRefresh() }
        .navigationTitle(state.title)
        .sheet(isPresented: .constant(state.share != nil)) {
            state.share
        }
        .onAppear(perform: intent.viewOnAppear)
    }
}

struct ForecastIconView: View {
    let condition: ForecastEntity.Condition

    var body: some View {
        Image(systemName: symbol).symbolRenderingMode(.multicolor)
    }

    private var symbol: String {
        switch condition {
        case .clear: return "sun.max.fill"
        case .clouds: return "cloud.fill"
        case .rain: return "cloud.rain.fill"
        case .snow: return "cloud.snow.fill"
        case .storm: return "cloud.bolt.rain.fill"
        }
    }
}

struct ForecastShareView: View {
    let cityName: String

    var body: some View {
        ShareLink(item: "Forecast for \(cityName)") {
            Label("Share the forecast for \(cityName)", systemImage: "square.and.arrow.up")
        }
    }
}

extension CityForecastView {
    static func build(city: CityEntity, weatherService: WeatherServiceProtocol) -> some View {
        let model = CityForecastModel(title: city.name)
        let intent = CityForecastIntent(city: city, model: model, weatherService: weatherService as! WeatherService)
        model.intent = intent
        let container = MVIContainer(
            intent: intent as CityForecastIntentProtocol,
            model: model as CityForecastModelStateProtocol,
            modelChangePublisher: model.objectWillChange
        )
        return CityForecastView(container: container)
    }
}
