protocol PinCodeWorker: AnyActor {
    func verify(pin: [Int]) async throws -> Bool
}
