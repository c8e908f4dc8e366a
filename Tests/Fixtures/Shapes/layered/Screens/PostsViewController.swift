import UIKit

protocol PostsService {
    func deletePost(id: Int)
}

// The presentation model is held through a protocol no name places; what implements it says it.
protocol PostsDataSourceModelProtocol: AnyObject {
    var posts: [Int] { get set }
}

final class PostsPresentationModel: PostsDataSourceModelProtocol {
    var posts: [Int] = []
    var service: PostsService?
}

// A small screen split into a view controller and its presentation model that still deletes
// posts through the service itself: article 004's allowance is for a screen not split.
final class PostsViewController: UIViewController {
    private let model: PostsDataSourceModelProtocol
    private let service: PostsService // expected-error[role-dependency] (view → service)

    init(model: PostsDataSourceModelProtocol, service: PostsService) {
        self.model = model
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func delete(at index: Int) {
        service.deletePost(id: model.posts[index])
        model.posts.remove(at: index)
    }
}

// A small screen that hands the service to its presentation model calls nothing on it.
final class DraftsViewController: UIViewController {
    private let model = PostsPresentationModel()
    var service: PostsService?

    override func viewDidLoad() {
        super.viewDidLoad()
        model.service = service
    }
}

// A small screen with no presentation model may call its service (a simple screen, article 004).
final class TrashViewController: UIViewController {
    var service: PostsService?

    func empty() { service?.deletePost(id: 0) }
}
