final class CameraInteractor: CameraInteractorInput {
    private let storage: SelectedImageStorage // expected-error[concrete-dependency] (the shared storage held as its class)
    private(set) var album: PhotoAlbum? // a record, not a collaborator
    var images: [String] { storage.images }

    init(storage: SelectedImageStorage) {
        self.storage = storage
    }
}
