import UIKit

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    private let thumbnail = UIImageView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private var imageURL: URL?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        let stack = UIStackView(arrangedSubviews: [thumbnail, titleLabel, priceLabel])
        stack.spacing = 12
        stack.frame = contentView.bounds
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(with model: ProductCellModel) {
        titleLabel.text = model.title
        priceLabel.text = model.price
        imageURL = model.imageURL
        guard let url = model.imageURL else { return }
        ImageService.shared.image(at: url) { [weak self] image in // expected-error[role-dependency]
            guard self?.imageURL == url else { return }
            self?.thumbnail.image = image
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnail.image = nil
        imageURL = nil
    }
}
