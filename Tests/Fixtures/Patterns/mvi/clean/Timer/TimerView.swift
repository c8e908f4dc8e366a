import SwiftUI

struct TimerView: View {
    @StateObject var container: MVIContainer<TimerIntentProtocol, TimerModelStatePotocol>

    private var intent: TimerIntentProtocol { container.intent }
    private var state: TimerModelStatePotocol { container.model }

    var body: some View {
        VStack {
            Text(state.elapsedText).monospacedDigit()
            Button(state.isRunning ? "Stop" : "Start", action: intent.onTapStartStop)
        }
        .onAppear(perform: intent.viewOnAppear)
    }

    static func build(clock: ClockWorker) -> some View {
        let model = TimerModel()
        let intent = TimerIntent(model: model, clock: clock)
        return TimerView(container: MVIContainer(intent: intent as TimerIntentProtocol,
                                                 model: model as TimerModelStatePotocol,
                                                 modelChangePublisher: model.objectWillChange))
    }
}
