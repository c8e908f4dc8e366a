import UIKit // expected-error[interactor-ui-import] (article 002: the intent is business logic)

protocol TimerHapticsIntentProtocol { func onLap() }

final class TimerHapticsIntent: TimerHapticsIntentProtocol {
    func onLap() {}
}
