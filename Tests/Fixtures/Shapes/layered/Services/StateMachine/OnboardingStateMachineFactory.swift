// A services-folder factory typed on a flow coordinator's nested state: the state is the
// coordinator's, a layer above the services.
struct OnboardingStateMachineFactory {
    func makeMachine(initial: OnboardingFlowCoordinator.Step) -> [OnboardingFlowCoordinator.Step] { // expected-error[layer-violation]
        [initial]
    }
}
