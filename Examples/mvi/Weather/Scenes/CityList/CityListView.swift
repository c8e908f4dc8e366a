import SwiftUI

struct CityListView: View {
    @StateObject var container: MVIContainer<CityListIntentProtocol, CityListModelStateProtocol>
    let weatherService: WeatherServiceProtocol

    private var intent: CityListIntentProtocol { container.intent }
    private var state: CityListModelStateProtocol { container.model }

    var body: some View {
        List(state.cities) { city in
            NavigationLink(value: city) {
                VStack(alignment: .leading) {
                    Text(city.name)
                    Text(city.country).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .overlay {
            if state.isLoading { ProgressView() }
        }
        .searchable(text: Binding(get: { state.query }, set: intent.onSearch(text:)))
        .navigationTitle("Cities")
        .navigationDestination(for: CityEntity.self) { city in
            CityForecastView.build(city: city, weatherService: weatherService)
        }
        .alert(state.errorText ?? "", isPresented: .constant(state.errorText != nil)) {
            Button("Retry", action: intent.onTapRetry)
        }
        .onAppear(perform: intent.viewOnAppear)
    }
}

extension CityListView {
    static func build(weatherService: WeatherServiceProtocol) -> some View {
        let model = CityListModel()
        let intent = CityListIntent(model: model, weatherService: weatherService)
        let container = MVIContainer(
            intent: intent as CityListIntentProtocol,
            model: model as CityListModelStateProtocol,
            modelChangePublisher: model.objectWillChange
        )
        return CityListView(container: container, weatherService: weatherService)
    }
}
