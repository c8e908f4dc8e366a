// Article 000's worker: queries (the token) beside commands (refresh), each doing one, over private state.
protocol SessionWorker: AnyActor {
    var token: String? { get async }
    func refresh() async throws
}

actor SessionStoreWorker: SessionWorker {
    private var storedToken: String?

    var token: String? { get async { storedToken } }

    func refresh() async throws {
        storedToken = "t"
    }
}
