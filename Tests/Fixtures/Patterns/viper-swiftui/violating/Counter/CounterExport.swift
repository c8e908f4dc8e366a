import SwiftUI

// The export screen of the counter: its view makes its own Model and the presenter opens the app
// group's defaults itself (its interactor is in CounterExportInteractor.swift).
protocol CounterExportModelOutput: AnyObject { func export() }

final class CounterExportModel: ObservableObject {
    var output: CounterExportModelOutput!
    @Published var done = false
}

final class CounterExportPresenter: CounterExportModelOutput {
    var interactor: CounterExportInteractorInput?
    func export() {
        UserDefaults(suiteName: "group.counter")?.set(true, forKey: "exported") // expected-warning[presenter-does-io]
    }
}

struct CounterExportView: View {
    @StateObject var model = CounterExportModel() // expected-warning[view-assembles-module]
    var body: some View { Text(model.done ? "Done" : "Export") }
}
