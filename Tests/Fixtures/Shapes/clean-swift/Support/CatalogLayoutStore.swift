import UIKit

// Reads the device too, but keeps the app's data (the columns each catalog was last shown in):
// a cache of the app's, which the interactor should be handed.
final class CatalogLayoutStore {
    static let shared = CatalogLayoutStore()

    private var columnsByCatalog: [String: Int] = [:]

    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    var lastColumns: Int { columnsByCatalog["main"] ?? 1 }
}

// Formats the dates a screen shows: a helper with methods, the presenter's work.
final class DayTitleFormatter {
    static let shared = DayTitleFormatter()

    private init() {}

    func title(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale.current
        formatter.dateFormat = "LLLL d"
        return formatter.string(from: date)
    }
}
