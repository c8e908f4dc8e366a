import UIKit

final class ProductDetailsViewController: UIViewController {
    private let viewModel: ProductDetailsViewModel
    private let titleLabel = UILabel()
    private let detailsLabel = UILabel()
    private let priceLabel = UILabel()
    private let favoriteButton = UIButton(type: .system)
    private let addToCartButton = UIButton(type: .system)

    init(viewModel: ProductDetailsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailsLabel.numberOfLines = 0
        addToCartButton.setTitle("Add to cart", for: .normal)
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        addToCartButton.addTarget(self, action: #selector(addToCart), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, priceLabel, detailsLabel, favoriteButton, addToCartButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 16, dy: 16)
        view.addSubview(stack)
        viewModel.onChange = { [weak self] content in self?.render(content) }
        viewModel.viewDidLoad()
    }

    private func render(_ content: ProductDetailsViewModel.Content) {
        title = content.title
        titleLabel.text = content.title
        detailsLabel.text = content.details
        priceLabel.text = content.price
        favoriteButton.setImage(UIImage(systemName: content.isFavorite ? "heart.fill" : "heart"), for: .normal)
    }

    @objc private func toggleFavorite() { viewModel.didTapFavorite() }
    @objc private func addToCart() { viewModel.didTapAddToCart() }
}
