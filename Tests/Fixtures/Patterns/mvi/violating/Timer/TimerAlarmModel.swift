import AVFoundation

protocol TimerAlarmModelStateProtocol {
    var label: String { get }
    var player: AVAudioPlayer? { get } // expected-error[model-state-read-only] (the view could play the alarm past the intent)
}

protocol TimerAlarmModelActionsProtocol: AnyObject {
    func ring(url: URL)
}

final class TimerAlarmModel: ObservableObject, TimerAlarmModelStateProtocol, TimerAlarmModelActionsProtocol {
    @Published var label = ""
    @Published var player: AVAudioPlayer? // expected-warning[presenter-does-io] (playing is the intent's effect)

    func ring(url: URL) {
        player = try? AVAudioPlayer(contentsOf: url)
        player?.play()
        label = "Ringing"
    }
}
