// A scene with one planted finding (presenter-state, line 9), for Scripts/test-install-paths.sh and
// Scripts/test-artifactbundle.sh: it compiles on Linux and macOS, so the build-tool plugin is what fails.
protocol LoginViewInput: AnyObject { func show(_ text: String) }
protocol LoginInteractorInput: AnyObject { func login() }

final class LoginPresenter {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput?
    var attempts = 0

    func didTap() {
        attempts += 1
        interactor?.login()
    }
}
