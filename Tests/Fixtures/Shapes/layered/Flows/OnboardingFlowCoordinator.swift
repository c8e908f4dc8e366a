final class OnboardingFlowCoordinator {
    enum Step { case welcome, signIn, done }

    private var step = Step.welcome

    func start() {
        step = .signIn
    }
}
