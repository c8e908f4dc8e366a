import SwiftUI // expected-error[interactor-ui-import] (the intent is the business logic: nothing from SwiftUI belongs here)
import Combine

protocol GalleryModelActionsProtocol: AnyObject { func show(count: Int) }

final class GalleryIntent: ObservableObject {
    private weak var model: GalleryModelActionsProtocol?
    private var photos: [UIImage] = [] // expected-error[interactor-ui-reference]

    func viewOnAppear() { model?.show(count: photos.count) }
}
