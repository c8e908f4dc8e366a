/// What the PIN pad sends: commands only, every one of them hopping onto the actor.
protocol PinCodeEnterInteractor: AnyActor {
    func didLoad() async
    func enter(digit: Int) async
    func deleteLast() async
}
