import UIKit

// A UIKit screen hosted in the SwiftUI app: the viper rules about held screens apply to it.
protocol ServiceLocator {
    func getService<T>() -> T?
}

protocol CounterHost: UIViewController {
    func counterDidReset()
}

protocol CounterSettingsViewInput: AnyObject {
    func showReset()
}

final class CounterSettingsViewController: UIViewController, CounterSettingsViewInput {
    weak var host: CounterHost?
    let stepField = UITextField()

    func showReset() {
        host?.counterDidReset() // expected-warning[view-module-output] (the presenter's module output reports it)
    }
}

final class CounterSettingsRouter {
    let locator: ServiceLocator
    weak var view: CounterSettingsViewController?

    init(locator: ServiceLocator) {
        self.locator = locator
    }

    func close() {
        let shown: CounterSettingsViewInput? = locator.getService() // expected-warning[router-service-locator] (hold the view it presented)
        _ = shown
        print(view?.stepField.text ?? "") // expected-warning[router-reads-view-state] (the presenter has the step)
    }
}
