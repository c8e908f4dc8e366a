protocol PinCodeWorker: Sendable {
    func verify(pin: [Int]) async throws -> Bool
}
