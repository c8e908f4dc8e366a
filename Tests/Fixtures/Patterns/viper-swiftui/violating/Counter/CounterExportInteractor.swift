import Foundation

// The export screen's interactor: its protocol carries navigation.
protocol CounterExportInteractorInput: AnyObject {
    func prepare()
    func routeToShareSheet() // expected-warning[routing-through-business-logic]
}

final class CounterExportInteractor: CounterExportInteractorInput {
    func prepare() {}
    func routeToShareSheet() {}
}
