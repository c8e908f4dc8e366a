import UIKit

/// A repository per kind of entity is article 004's service by another name (one service per
/// entity type): a cell that fetches through it skips its view model.
protocol PosterImagesRepository {
    func fetchImage(path: String, completion: @escaping (Data?) -> Void)
}

final class PosterCell: UITableViewCell {
    private var posterImagesRepository: PosterImagesRepository? // expected-error[role-dependency]

    func fill(path: String, repository: PosterImagesRepository) {
        posterImagesRepository = repository
        repository.fetchImage(path: path) { _ in }
    }
}
