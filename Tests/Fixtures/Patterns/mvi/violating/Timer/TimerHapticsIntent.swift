import UIKit // expected-error[interactor-ui-import] (article 002: the intent is business logic)

protocol TimerHapticsIntentProtocol { func onLap() }

final class TimerHapticsIntent: TimerHapticsIntentProtocol {
    var lapCount = 0 // expected-warning[interactor-exposed-state] (article 002: the screen's state is the Model's)
    private let screen: TimerModelStateProtocol? = nil // expected-warning[intent-reads-state] (article 002: the actions protocol hides it)

    func onLap() { lapCount += 1 }
}
