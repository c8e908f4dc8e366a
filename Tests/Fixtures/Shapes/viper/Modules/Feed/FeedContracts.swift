import UIKit

protocol FeedViewInput: AnyObject {}

protocol FeedViewOutput {
    func didSelectPost()
}

protocol FeedRouterInput {
    func openPost()
}
