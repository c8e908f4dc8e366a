import UIKit // expected-error[interactor-ui-import]

final class ImageService {
    static let shared = ImageService()

    private let cache = NSCache<NSURL, UIImage>()

    func image(at url: URL, completion: @escaping (UIImage?) -> Void) {
        if let cached = cache.object(forKey: url as NSURL) { return completion(cached) }
        URLSession.shared.dataTask(with: url) { [cache] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            if let image { cache.setObject(image, forKey: url as NSURL) }
            DispatchQueue.main.async { completion(image) }
        }.resume()
    }
}
