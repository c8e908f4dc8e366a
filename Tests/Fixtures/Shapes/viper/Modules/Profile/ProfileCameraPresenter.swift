/// A presenter that subscribes to a hardware service itself: in VIPER the interactor is the
/// scene's gateway to services, the presenter hears from the interactor.
protocol VolumeService: AnyObject {
    func subscribe(_ handler: @escaping () -> Void)
}

final class SystemVolumeService: VolumeService {
    func subscribe(_ handler: @escaping () -> Void) {}
}

protocol ProfileCameraInteractorInput: AnyObject { func takePhoto() }

final class ProfileCameraPresenter {
    private let interactor: ProfileCameraInteractorInput
    private let volumeService: VolumeService // expected-error[role-dependency]

    init(interactor: ProfileCameraInteractorInput, volumeService: VolumeService) {
        self.interactor = interactor
        self.volumeService = volumeService
    }

    func viewDidLoad() {
        volumeService.subscribe { [weak self] in self?.interactor.takePhoto() }
    }
}
