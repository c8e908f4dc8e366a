import Foundation

// The interactor is UI-free: "import UIKit" appears only in this comment and in the string below.
private let note = "import UIKit; UIImage(named:) belongs to the view controller"

protocol ShowProfileBusinessLogic {
    func load(request: ShowProfile.Load.Request)
}

protocol ShowProfileDataStore {
    var profile: ProfileEntity? { get set }
}

final class ShowProfileInteractor: ShowProfileBusinessLogic, ShowProfileDataStore {
    var presenter: ShowProfilePresentationLogic?
    var worker: ProfileWorkerLogic?
    var profile: ProfileEntity? //

    var hasProfile: Bool { profile != nil }

    func load(request: ShowProfile.Load.Request) {
        worker?.fetchProfile { [weak self] profile in
            self?.profile = profile
            self?.presenter?.present(response: ShowProfile.Load.Response(profile: profile))
        }
    }
}
