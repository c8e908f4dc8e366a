import Combine

// The shape of a template family: the view binds its text fields to the state protocol.
protocol LoginModelStateProtocol {
    var login: String { get set } // expected-error[model-state-read-only] (the view writes the model past the intent)
    var isLoading: Bool { get }
    var routes: PassthroughSubject<String, Never> { get } // expected-error[model-state-read-only] (the view could send a route)
    var title: String { get nonmutating set } // expected-error[model-state-read-only]
}

// The intent's side may carry setters: the article lets the Intent hand the Model its data.
protocol LoginModelActionsProtocol: AnyObject {
    var isLoading: Bool { get set }
}
