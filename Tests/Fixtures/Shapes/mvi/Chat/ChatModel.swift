import Combine

final class ChatModel: ObservableObject, ChatModelActionsProtocol {
    @Published var messages: [String] = []
    func show(messages: [String]) { self.messages = messages }
}
