protocol ChatModelActionsProtocol: AnyObject { func show(messages: [String]) }
protocol MessageServiceProtocol { func messages() -> [String] }
final class MockMessageService: MessageServiceProtocol { func messages() -> [String] { [] } }

final class ChatIntent {
    private weak var model: ChatModelActionsProtocol?
    private let service: MessageServiceProtocol = MockMessageService() // expected-error[concrete-dependency] (the intent picks its own service)
    private let injected: MessageServiceProtocol // the assembly's choice: the dependency done right

    init(model: ChatModelActionsProtocol, injected: MessageServiceProtocol) {
        self.model = model
        self.injected = injected
    }

    func viewOnAppear() { model?.show(messages: service.messages() + injected.messages()) }
}
