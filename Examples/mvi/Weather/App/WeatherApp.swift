import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CityListView.build(weatherService: WeatherService(session: .shared))
            }
        }
    }
}
