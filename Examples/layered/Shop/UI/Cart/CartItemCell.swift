import UIKit

final class CartItemCell: UITableViewCell {
    static let reuseIdentifier = "CartItemCell"

    func configure(title: String, quantity: String, isFavorite: Bool) {
        var content = defaultContentConfiguration()
        content.text = title
        content.secondaryText = quantity
        content.image = isFavorite ? UIImage(systemName: "heart.fill") : nil
        contentConfiguration = content
    }
}
