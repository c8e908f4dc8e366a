protocol SessionWorker: AnyActor {
    var token: String? { get async }
    func refresh() async throws -> String
}

actor SessionStoreWorker: SessionWorker {
    var refreshCount = 0 // expected-warning[interactor-exposed-state] (article 000: a worker's state is private too)
    private var storedToken: String?

    var token: String? { get async { storedToken } }

    func refresh() async throws -> String { // expected-warning[interactor-query] (article 000: a command or a query, not both)
        refreshCount += 1
        storedToken = "t"
        return "t"
    }
}
