import Foundation

// An example app's presenter that stores what the picker returned and reads defaults itself.
protocol GalleryViewInput: AnyObject {}
protocol GalleryInteractorInput: AnyObject { func loadImages() }

final class GalleryPresenter {
    weak var view: GalleryViewInput?
    var interactor: GalleryInteractorInput?

    func didPick(_ data: Data) {
        let url = URL(fileURLWithPath: NSTemporaryDirectory() + "/crop.jpg") // expected-warning[presenter-does-io]
        try? data.write(to: url)
    }

    // The project extends UserDefaults (Shared/KeyValueStorage.swift); it is still the system's.
    func clearLinks() { UserDefaults(suiteName: "group.gallery")?.removeObject(forKey: "links") } // expected-warning[presenter-does-io]
}

extension GalleryPresenter {
    // A system singleton is singleton-access's finding alone: one violation, one finding.
    var lastToken: String? { UserDefaults.standard.string(forKey: "token") } // expected-warning[singleton-access]
}
