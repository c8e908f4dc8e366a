/// A test double records calls; it plays a part in a test, not in the architecture.
final class LoginPresenterSpy: LoginViewOutput {
    var submitCalled = false
}
