import UIKit // expected-error[interactor-ui-import]

/// A device API beside a view type is still UI code in the service layer.
final class ThumbnailService {
    let scale = UIScreen.main.scale
    func thumbnail(of data: Data) -> UIImage? { UIImage(data: data, scale: scale) }
}
