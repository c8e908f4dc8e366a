import Foundation

struct ForecastEntity: Equatable {
    enum Condition: String {
        case clear, clouds, rain, snow, storm
    }

    let date: Date
    let minimum: Double
    let maximum: Double
    let condition: Condition
}

extension ForecastEntity {
    var iconView: ForecastIconView { // expected-error[layer-violation]
        ForecastIconView(condition: condition)
    }
}
