import UIKit

final class ArticleDetailsViewController: UIViewController, ArticleDetailsViewInput {
    var output: ArticleDetailsViewOutput!
    var router: ArticleDetailsRouterInput! // expected-error[role-dependency]

    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let bodyView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    // MARK: ArticleDetailsViewInput

    func setupInitialState() {
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.numberOfLines = 0
        bodyView.isEditable = false
        let stack = UIStackView(arrangedSubviews: [titleLabel, dateLabel, bodyView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.inset(by: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        view.addSubview(stack)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(bookmark)),
            UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share)),
        ]
    }

    func show(article: ArticleDetailsViewModel) {
        titleLabel.text = article.title
        dateLabel.text = article.date
        bodyView.text = article.body
        navigationItem.rightBarButtonItems?.first?.accessibilityLabel = article.bookmarkTitle
    }

    func showError(message: String) {
        router.closeModule()
    }

    @objc private func bookmark() {
        output.didTapBookmark()
    }

    @objc private func share() {
        output.didTapOpenInBrowser()
    }
}
