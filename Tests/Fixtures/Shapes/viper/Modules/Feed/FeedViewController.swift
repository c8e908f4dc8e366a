import UIKit

final class FeedViewController: UIViewController, FeedViewInput {
    var presenter: FeedViewOutput?
}
